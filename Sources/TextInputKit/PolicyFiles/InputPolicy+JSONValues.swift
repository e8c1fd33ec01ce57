import Foundation

/// Reading the values of policy files from any `Decoder`, each rejection a ``TextInputError``
/// located by the decoder's coding path.
extension Decoder {
  /// Where this value is, as ``TextInputError/location`` gives it.
  var location: String? { CodingPath.location(codingPath) }

  /// An error about this value; the message's `{location}` is filled with its place. At the top
  /// level, where there is no place to name, the message is the key's `.top` variant when it
  /// has one.
  func failure(
    _ kind: TextInputError.Kind, _ key: String, _ arguments: [String: String] = [:]
  ) -> TextInputError {
    guard let location else {
      let top = key + ".top"
      return TextInputError(
        kind, MessageCatalog.english[top] != nil ? top : key, arguments, at: nil)
    }
    var arguments = arguments
    arguments["location"] = location
    return TextInputError(kind, key, arguments, at: location)
  }

  /// The decoder of the value of `key` in `container`.
  func decoder(for key: String, in container: KeyedDecodingContainer<AnyCodingKey>)
    throws(TextInputError) -> any Decoder
  {
    do {
      return try container.superDecoder(forKey: AnyCodingKey(key))
    } catch {
      throw TextInputError.from(error)
    }
  }

  private func singleValue() throws(TextInputError) -> any SingleValueDecodingContainer {
    do {
      return try singleValueContainer()
    } catch {
      throw TextInputError.from(error)
    }
  }

  /// Whether the value is a JSON string.
  var holdsString: Bool { (try? singleValueContainer().decode(String.self)) != nil }

  /// Whether the value is a JSON object.
  var holdsObject: Bool { (try? container(keyedBy: AnyCodingKey.self)) != nil }

  /// Whether the value is a JSON array.
  var holdsArray: Bool { (try? unkeyedContainer()) != nil }

  /// A string.
  func string() throws(TextInputError) -> String {
    guard let value = try? singleValue().decode(String.self) else {
      throw failure(.wrongType, "decode.wrongType.string")
    }
    return value
  }

  /// `true` or `false`.
  func bool() throws(TextInputError) -> Bool {
    guard let value = try? singleValue().decode(Bool.self) else {
      throw failure(.wrongType, "decode.wrongType.bool")
    }
    return value
  }

  /// One of `names`, in the order they are listed in messages.
  func name(of names: [String]) throws(TextInputError) -> String {
    let expected = names.joined(separator: ", ")
    guard let value = try? singleValue().decode(String.self) else {
      throw failure(.wrongType, "decode.wrongType.name", ["expected": expected])
    }
    guard names.contains(value) else {
      throw failure(.unknownValue, "decode.unknownValue", ["value": value, "expected": expected])
    }
    return value
  }

  /// A case of a string enumeration, by its raw value.
  func name<T: RawRepresentable & CaseIterable>(_ type: T.Type) throws(TextInputError) -> T
  where T.RawValue == String {
    T(rawValue: try name(of: T.allCases.map(\.rawValue)))!
  }

  /// A whole number from `minimum` to `maximum`, then at most `untrustedMaximum` when the
  /// policy comes from an untrusted source.
  ///
  /// A number with a fraction is not whole; a whole number beyond `Int` (`1e30`) is out of range,
  /// never a trap.
  func wholeNumber(minimum: Int, maximum: Int = .max, untrustedMaximum: Int = .max)
    throws(TextInputError) -> Int
  {
    let container = try singleValue()
    if let value = try? container.decode(Int.self) {
      guard value >= minimum else {
        throw failure(
          .outOfRange, "decode.tooSmall", ["minimum": "\(minimum)", "value": "\(value)"])
      }
      guard value <= maximum else {
        throw failure(
          .outOfRange, "decode.tooLarge", ["maximum": "\(maximum)", "value": "\(value)"])
      }
      guard value <= untrustedMaximum else {
        throw failure(
          .untrustedPolicy, "untrusted.tooLarge",
          ["maximum": "\(untrustedMaximum)", "value": "\(value)"])
      }
      return value
    }
    if let value = try? container.decode(Double.self), value.isFinite, value == value.rounded() {
      // Whole, but beyond Int: shown as written when that is short, as 1e+30 otherwise.
      let exact = (try? container.decode(Decimal.self)).map { "\($0)" }
      let shown = exact.flatMap { $0.count <= 21 ? $0 : nil } ?? "\(value)"
      if value < Double(minimum) {
        throw failure(.outOfRange, "decode.tooSmall", ["minimum": "\(minimum)", "value": shown])
      }
      throw failure(.outOfRange, "decode.tooLarge", ["maximum": "\(maximum)", "value": shown])
    }
    throw failure(.wrongType, "decode.wrongType.integer")
  }

  /// The keyed container of an object whose keys are all in `known` and that has every key of
  /// `required`; `wrongTypeKey` names the message for a value that is not an object.
  func object(
    known: [String], wrongType wrongTypeKey: String = "decode.wrongType.object",
    _ arguments: [String: String] = [:], allowingAnyKey: Bool = false, required: [String] = []
  ) throws(TextInputError) -> KeyedDecodingContainer<AnyCodingKey> {
    guard let container = try? container(keyedBy: AnyCodingKey.self) else {
      throw failure(.wrongType, wrongTypeKey, arguments)
    }
    if allowingAnyKey { return container }
    for key in container.allKeys.map(\.stringValue).sorted() where !known.contains(key) {
      let place = CodingPath.location(codingPath, key)
      let knownKeys = known.joined(separator: ", ")
      guard let location else {
        throw TextInputError(
          .unknownKey, "decode.unknownKey.top", ["key": key, "known": knownKeys], at: place)
      }
      throw TextInputError(
        .unknownKey, "decode.unknownKey", ["key": key, "location": location, "known": knownKeys],
        at: place)
    }
    for key in required where !container.contains(AnyCodingKey(key)) {
      throw TextInputError.missingKey(key, at: codingPath)
    }
    return container
  }

  /// What `make` builds from this value; an error that names no place of its own is located
  /// here.
  ///
  /// ```swift
  /// self = try decoder.locating { try Self(region: region) }
  /// // {"phone": {"region": "XX"}} → the error is located at `phone`
  /// ```
  func locating<T>(_ make: () throws(TextInputError) -> T) throws(TextInputError) -> T {
    do {
      return try make()
    } catch {
      var located = error
      located.location = located.location ?? location
      throw located
    }
  }

  /// The decoders of the items of an array, at most `largest` of them when the policy comes
  /// from an untrusted source.
  func items(wrongType wrongTypeKey: String, largest: Int = .max) throws(TextInputError)
    -> [any Decoder]
  {
    guard var container = try? unkeyedContainer() else {
      throw failure(.wrongType, wrongTypeKey)
    }
    if let count = container.count, count > largest {
      throw failure(
        .untrustedPolicy, "untrusted.tooManyItems", ["maximum": "\(largest)", "items": "\(count)"])
    }
    var items: [any Decoder] = []
    while !container.isAtEnd {
      do {
        items.append(try container.superDecoder())
      } catch {
        throw TextInputError.from(error)
      }
    }
    return items
  }

  /// Rejects `key` in a policy from an untrusted source when `allowed` is false.
  func requireTrusted(_ allowed: Bool) throws(TextInputError) {
    guard allowed else { throw failure(.untrustedPolicy, "untrusted.notAllowed") }
  }
}

extension KeyedDecodingContainer<AnyCodingKey> {
  /// Whether the object has `key`.
  func has(_ key: String) -> Bool { contains(AnyCodingKey(key)) }
}

extension Decoder {
  /// `{"characters": "..."}`: a set of characters, one grapheme cluster each.
  func charactersObject(wrongType wrongTypeKey: String) throws(TextInputError) -> Set<Character> {
    let object = try object(known: ["characters"], wrongType: wrongTypeKey)
    guard object.has("characters") else {
      throw TextInputError.missingKey("characters", at: codingPath)
    }
    return Set(try decoder(for: "characters", in: object).string())
  }
}

extension Encoder {
  /// Where this value is, as ``TextInputError/location`` gives it.
  var location: String? { CodingPath.location(codingPath) }

  /// An error about this value: it has no JSON form.
  func failure(_ key: String, _ arguments: [String: String] = [:]) -> TextInputError {
    var arguments = arguments
    arguments["location"] = location ?? ""
    return TextInputError(.notEncodable, key, arguments, at: location)
  }

  /// The text of `{"characters": "..."}`: the characters by code point, except that one that would
  /// join the character before it goes first ("\u{301}e", not "é"); rejects a set that no such
  /// order writes (two regional indicators always make a flag).
  func charactersText(_ characters: Set<Character>) throws(TextInputError) -> String {
    var text = ""
    var count = 0
    // Ordered by code points: `Character`'s own order is not total on clusters that start with
    // a combining mark, and the text must not depend on the set's iteration order.
    let ordered = characters.sorted {
      $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars)
    }
    for character in ordered {
      if (text + String(character)).count == count + 1 {
        text.append(character)
      } else if (String(character) + text).count == count + 1 {
        text = String(character) + text
      } else {
        throw failure("encode.characters")
      }
      count += 1
    }
    guard Set(text) == characters else { throw failure("encode.characters") }
    return text
  }

  /// Encodes `{"characters": "..."}`.
  func encodeCharacters(_ characters: Set<Character>) throws {
    var container = container(keyedBy: AnyCodingKey.self)
    try container.encode(try charactersText(characters), forKey: AnyCodingKey("characters"))
  }
}

extension Decoder {
  /// A metric by its name in policy files: `characters`, `utf16`, `scalars`, `utf8`, `gb18030`,
  /// `twitter`.
  func metric() throws(TextInputError) -> LengthMetric {
    LengthMetric.named[try name(of: LengthMetric.policyFileNames)]!
  }

  /// `"reject"`, the value of a filter's key in policy files.
  func reject() throws(TextInputError) {
    _ = try name(of: ["reject"])
  }
}

extension Encoder {
  /// The name of `metric` in policy files; a custom weighting has none.
  func name(of metric: LengthMetric) throws(TextInputError) -> String {
    guard let name = metric.name else { throw failure("encode.metric") }
    return name
  }

  /// Rejects a number a policy file could not hold.
  func check(_ value: Int, atLeast minimum: Int, atMost maximum: Int = .max)
    throws(TextInputError)
  {
    guard value >= minimum, value <= maximum else {
      throw failure("encode.outOfRange", ["value": "\(value)"])
    }
  }

  /// Encodes one string.
  func encodeName(_ name: String) throws {
    var container = singleValueContainer()
    try container.encode(name)
  }
}

extension LengthMetric {
  /// The names of the metrics in policy files, in the order messages list them.
  static let policyFileNames = ["characters", "utf16", "scalars", "utf8", "gb18030", "twitter"]
}
