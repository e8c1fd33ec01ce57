/// Coding paths written the way ``TextInputError/location`` gives them: keys joined by "." and
/// array items as `[0]`, `"packs[0].stickers[2].code"`.
package enum CodingPath {
  /// The path as a location, or `nil` for the top level.
  package static func location(_ path: [any CodingKey]) -> String? {
    guard !path.isEmpty else { return nil }
    var text = ""
    for key in path {
      // Decoders name an array item "Index 3"; a dictionary key that is a number is a key.
      if let index = key.intValue, key.stringValue == "Index \(index)" {
        text += "[\(index)]"
      } else {
        if !text.isEmpty { text += "." }
        text += key.stringValue
      }
    }
    return text
  }

  /// `path` followed by `key`.
  package static func location(_ path: [any CodingKey], _ key: String) -> String {
    location(path + [AnyCodingKey(key)]) ?? key
  }
}

/// A coding key of any name, for containers whose keys are checked against a list.
package struct AnyCodingKey: CodingKey, Hashable {
  package var stringValue: String
  package var intValue: Int?

  package init(_ string: String) {
    stringValue = string
    intValue = nil
  }

  package init(stringValue: String) { self.init(stringValue) }

  package init(intValue: Int) {
    stringValue = "\(intValue)"
    self.intValue = intValue
  }
}
