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
  /// Where the document holds its policies, as ``TextInputError/location`` writes them
  /// (`"policy"`, `"fields[0].policy"`); empty by default, for a document that is a policy file.
  ///
  /// With locations, ``policyOptions``' ``PolicyDecodingOptions/largestDocument`` measures each
  /// policy's own bytes rather than the whole document, so that a request can carry a 1 MB text
  /// beside a policy capped at 16 KB; every string, array and object in a policy is capped too
  /// (``PolicyDecodingOptions/largestString``, ``PolicyDecodingOptions/largestArray``,
  /// ``PolicyDecodingOptions/largestObject``), and reading stops at the first limit passed,
  /// before any value is decoded:
  ///
  /// ```swift
  /// struct Request: Decodable { var policy: InputPolicy; var text: String }
  /// let decoder = StrictJSONDecoder(policyOptions: .untrusted, policyLocations: ["policy"])
  /// try decoder.decode(Request.self, from: #"{"policy": "nickname", "text": "…1 MB…"}"#)  // fine
  /// try decoder.decode(Request.self, from: #"{"policy": {"deny": {"characters": "…1 MB…"}}, "text": ""}"#)
  /// // throws .untrustedPolicy at "policy.deny.characters", after reading 1,024 of its bytes
  /// ```
  public var policyLocations: Set<String>

  /// Creates a decoder.
  public init(
    policyOptions: PolicyDecodingOptions = .trusted, maximumDepth: Int = 64,
    policyLocations: Set<String> = []
  ) {
    self.policyOptions = policyOptions
    self.maximumDepth = maximumDepth
    self.policyLocations = policyLocations
  }

  /// Decodes a value of `type` from UTF-8 JSON.
  ///
  /// - Throws: ``TextInputError``: ``TextInputError/Kind/malformedJSON`` with the line and
  ///   column, ``TextInputError/Kind/untrustedPolicy`` for a file larger than
  ///   ``PolicyDecodingOptions/largestDocument``, or what decoding the value found, located by
  ///   its coding path.
  public func decode<T: Decodable>(_ type: T.Type, from data: Data) throws(TextInputError) -> T {
    if policyLocations.isEmpty, data.count > policyOptions.largestDocument {
      throw TextInputError(
        .untrustedPolicy, "untrusted.documentTooLarge",
        ["maximum": "\(policyOptions.largestDocument)", "size": "\(data.count)"], at: nil)
    }
    let checked = data.withUnsafeBytes { bytes in
      Result { () throws(TextInputError) in
        try JSONSyntax.check(
          bytes, maximumDepth: maximumDepth,
          limits: policyLocations.isEmpty
            ? nil : JSONSyntax.PolicyLimits(locations: policyLocations, options: policyOptions))
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
