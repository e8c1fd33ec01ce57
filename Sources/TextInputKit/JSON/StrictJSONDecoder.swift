import Foundation

/// A JSON decoder that reads the same files the same way on every platform and reports
/// problems as located ``TextInputError``s: what the package uses for policy files, token files,
/// sticker catalogs and replay scripts, and what an app can use for its own files that hold
/// policies.
///
/// It rejects what Foundation's parser rejects on Apple platforms even where it is more lenient
/// on Linux (a trailing comma), and a key given twice in one object, a number beyond
/// `Double`, nesting deeper than ``maximumDepth``; then a `JSONDecoder` reads the value.
///
/// ```swift
/// struct Config: Codable { var nickname: InputPolicy }
/// let decoder = StrictJSONDecoder()
/// try decoder.decode(Config.self, from: #"{"nickname": {"preset": "nickname"}}"#)  // a Config
/// try decoder.decode(Config.self, from: #"{"nickname": {"maxLength": 0}}"#)
/// // throws: "`nickname.maxLength` must be at least 1; it is 0."
/// try decoder.decode(Config.self, from: #"{"nickname": {"maxLength": 8,}}"#)
/// // throws: "Malformed JSON at line 1, column 30: a comma before "}"; remove it."
/// ```
public struct StrictJSONDecoder: Sendable {
  /// What policies in the file may ask for; ``PolicyDecodingOptions/trusted`` by default.
  public var policyOptions: PolicyDecodingOptions
  /// How deep arrays and objects may nest: 64 by default.
  public var maximumDepth: Int

  /// Creates a decoder.
  public init(policyOptions: PolicyDecodingOptions = .trusted, maximumDepth: Int = 64) {
    self.policyOptions = policyOptions
    self.maximumDepth = maximumDepth
  }

  /// Decodes a value of `type` from UTF-8 JSON.
  ///
  /// - Throws: ``TextInputError``: ``TextInputError/Kind/malformedJSON`` with the line and
  ///   column, ``TextInputError/Kind/untrustedPolicy`` for a file larger than
  ///   ``PolicyDecodingOptions/largestDocument``, or what decoding the value found, located by
  ///   its coding path.
  public func decode<T: Decodable>(_ type: T.Type, from data: Data) throws(TextInputError) -> T {
    if data.count > policyOptions.largestDocument {
      throw TextInputError(
        .untrustedPolicy, "untrusted.documentTooLarge",
        ["maximum": "\(policyOptions.largestDocument)", "size": "\(data.count)"], at: nil)
    }
    let checked = data.withUnsafeBytes { bytes in
      Result { () throws(TextInputError) in try JSONSyntax.check(bytes, maximumDepth: maximumDepth)
      }
    }
    let start = try checked.get()
    let decoder = JSONDecoder()
    decoder.userInfo[PolicyDecodingOptions.userInfoKey] = policyOptions
    do {
      return try decoder.decode(type, from: start == 0 ? data : data.dropFirst(start))
    } catch {
      throw TextInputError.from(error)
    }
  }

  /// Decodes a value of `type` from JSON text.
  public func decode<T: Decodable>(_ type: T.Type, from json: String) throws(TextInputError) -> T {
    try decode(type, from: Data(json.utf8))
  }
}
