extension TextInputError {
  /// The error a `Decoder` reported, located by its coding path.
  ///
  /// ```swift
  /// do {
  ///   _ = try JSONDecoder().decode([String: Int].self, from: Data(#"{"a": "1"}"#.utf8))
  /// } catch let error as DecodingError {
  ///   TextInputError(error).description  // "`a` must be a whole number."
  /// }
  /// ```
  public init(_ error: DecodingError) {
    switch error {
    case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
      self = Self.wrongType(expected: Self.expectation(for: type), at: context.codingPath)
    case .keyNotFound(let key, let context):
      self = Self.missingKey(key.stringValue, at: context.codingPath)
    case .dataCorrupted(let context):
      let location = CodingPath.location(context.codingPath)
      self =
        location.map {
          TextInputError(.wrongType, "decode.invalidValue", ["location": $0], at: $0)
        } ?? TextInputError(.wrongType, "decode.invalidValue.top", at: nil)
    @unknown default:
      self = TextInputError(.other, .verbatim("\(error)"))
    }
  }

  /// The JSON types a value can be expected to have, each with its sentence.
  package enum Expectation: String {
    case integer, number, string, bool, array, object, strings, value
  }

  package static func expectation(for type: Any.Type) -> Expectation {
    switch type {
    case is Int.Type, is Int64.Type, is Int32.Type, is UInt.Type, is UInt64.Type: .integer
    case is Double.Type, is Float.Type: .number
    case is String.Type, is Character.Type: .string
    case is Bool.Type: .bool
    case is [String].Type: .strings
    default:
      // Decoders name a container they expected by an array or a dictionary type.
      "\(type)".hasPrefix("Array") ? .array : "\(type)".hasPrefix("Dictionary") ? .object : .value
    }
  }

  /// "`location` must be a whole number." and its kin.
  package static func wrongType(expected: Expectation, at path: [any CodingKey]) -> TextInputError {
    guard let location = CodingPath.location(path) else {
      return TextInputError(.wrongType, "decode.wrongType.\(expected.rawValue).top", at: nil)
    }
    return TextInputError(
      .wrongType, "decode.wrongType.\(expected.rawValue)", ["location": location], at: location)
  }

  /// "`location` needs the key `key`."
  package static func missingKey(_ key: String, at path: [any CodingKey]) -> TextInputError {
    guard let location = CodingPath.location(path) else {
      return TextInputError(
        .missingKey, "decode.missingKey.top", ["key": key], at: CodingPath.location(path, key))
    }
    return TextInputError(
      .missingKey, "decode.missingKey", ["location": location, "key": key],
      at: CodingPath.location(path, key))
  }

  /// Any error a decoder or an `init(from:)` threw, as a located ``TextInputError``.
  package static func from(_ error: any Error) -> TextInputError {
    switch error {
    case let error as TextInputError: error
    case let error as DecodingError: TextInputError(error)
    default: TextInputError(.other, .verbatim("\(error)"))
    }
  }
}
