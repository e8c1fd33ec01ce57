import TextInputKit

/// A key of a conformance case file, with the strict checks the case files share: unknown keys
/// are errors, located by their path (`cases[3].events[1].expect.selction`).
struct ConformanceKey: CodingKey {
  var stringValue: String
  var intValue: Int? { nil }
  init(_ string: String) { stringValue = string }
  init?(stringValue: String) { self.init(stringValue) }
  init?(intValue: Int) { nil }

  /// The path of a value in a case file, as messages show it: `cases[3].events[1]`.
  ///
  /// ```swift
  /// ConformanceKey.location([ConformanceKey("cases"), index3, ConformanceKey("policy")])
  /// // "cases[3].policy"
  /// ```
  static func location(_ path: [any CodingKey], _ key: String? = nil) -> String {
    var text = ""
    for component in path {
      if let index = component.intValue {
        text += "[\(index)]"
      } else {
        text += text.isEmpty ? component.stringValue : "." + component.stringValue
      }
    }
    if let key { text += text.isEmpty ? key : "." + key }
    return text
  }

  /// An error about the value at `path` (and `key` in it).
  static func failure(
    _ kind: TextInputError.Kind, _ message: String, at path: [any CodingKey], _ key: String? = nil
  ) -> TextInputError {
    TextInputError(kind, .verbatim(message), location: location(path, key))
  }
}

extension KeyedDecodingContainer where Key == ConformanceKey {
  /// Rejects a key outside `known`, naming it and the keys that are known.
  ///
  /// ```swift
  /// // {"text": "1", "selction": [1, 1]} with known ["text", "selection", "marked", "value"]
  /// // throws: "Unknown key `selction` at `cases[0].events[0].expect`; known keys: text, …"
  /// ```
  func requireOnly(_ known: [String]) throws(TextInputError) {
    for key in allKeys.map(\.stringValue).sorted() where !known.contains(key) {
      let place = codingPath.isEmpty ? "the top level" : "`\(ConformanceKey.location(codingPath))`"
      throw ConformanceKey.failure(
        .unknownKey,
        "Unknown key `\(key)` at \(place); known keys: \(known.joined(separator: ", ")).",
        at: codingPath, key)
    }
  }

  /// The string at `key`, or an error that says a string is needed.
  func requiredString(_ key: String) throws(TextInputError) -> String {
    guard contains(ConformanceKey(key)) else {
      throw ConformanceKey.failure(
        .missingKey, "`\(ConformanceKey.location(codingPath, key))` is missing.", at: codingPath,
        key)
    }
    return try string(key)!
  }

  /// The string at `key`, `nil` when the key is absent.
  func string(_ key: String) throws(TextInputError) -> String? {
    guard contains(ConformanceKey(key)) else { return nil }
    guard let value = try? decode(String.self, forKey: ConformanceKey(key)) else {
      throw ConformanceKey.failure(
        .wrongType, "`\(ConformanceKey.location(codingPath, key))` must be a string.",
        at: codingPath, key)
    }
    return value
  }

  /// The UTF-16 range `[start, end]` at `key`, `nil` when the key is absent; `null` is an error
  /// unless `allowingNull`, when it gives `.some(nil)`.
  func range(_ key: String, allowingNull: Bool = false) throws(TextInputError) -> Range<Int>?? {
    guard contains(ConformanceKey(key)) else { return nil }
    if allowingNull, (try? decodeNil(forKey: ConformanceKey(key))) == true { return .some(nil) }
    let location = ConformanceKey.location(codingPath, key)
    guard let pair = try? decode([Int].self, forKey: ConformanceKey(key)), pair.count == 2 else {
      throw ConformanceKey.failure(
        .wrongType,
        "`\(location)` must be [start, end], two UTF-16 offsets"
          + (allowingNull ? ", or null." : "."), at: codingPath, key)
    }
    guard pair[0] >= 0, pair[1] >= pair[0] else {
      throw ConformanceKey.failure(
        .outOfRange, "`\(location)` must be [start, end] with 0 ≤ start ≤ end; it is \(pair).",
        at: codingPath, key)
    }
    return .some(pair[0]..<pair[1])
  }
}

extension Decoder {
  /// The object at this place, keyed by ``ConformanceKey``, or an error that says an object is
  /// needed.
  func conformanceObject(_ what: String) throws(TextInputError)
    -> KeyedDecodingContainer<ConformanceKey>
  {
    guard let object = try? container(keyedBy: ConformanceKey.self) else {
      throw ConformanceKey.failure(
        .wrongType,
        "`\(ConformanceKey.location(codingPath))` must be an object: \(what).", at: codingPath)
    }
    return object
  }
}
