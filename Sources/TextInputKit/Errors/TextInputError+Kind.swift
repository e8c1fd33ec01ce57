extension TextInputError {
  /// The kinds of problems, one for each way a file or a value can be wrong.
  ///
  /// ```swift
  /// switch error.kind {
  /// case .malformedJSON: showSyntaxHelp()
  /// case .untrustedPolicy: rejectUpload()
  /// default: show(error.localizedDescription)
  /// }
  /// ```
  public enum Kind: String, Sendable, Hashable, CaseIterable, Codable {
    /// The text is not JSON: a missing bracket, a trailing comma, a key given twice, a number
    /// too large for any type, nesting too deep, bytes that are not UTF-8.
    case malformedJSON
    /// A property list that cannot be read (a sticker catalog).
    case malformedPropertyList
    /// A key the file does not know: `{"maxLenght": 11}`.
    case unknownKey
    /// A key the value needs is missing: a mask object without `pattern`.
    case missingKey
    /// A value of the wrong type: `{"maxLength": "11"}`.
    case wrongType
    /// A number outside what its key accepts: `{"maxLength": 0}`.
    case outOfRange
    /// A name that is not one of its key's values: `{"metric": "bytes"}`, an unknown preset.
    case unknownValue
    /// A pattern that does not compile: `{"pattern": "[a-"}`, a token pattern.
    case invalidPattern
    /// A mask that cannot be laid out: `{"mask": ""}`.
    case invalidMask
    /// Rules that cannot hold together: `{"decimal": {}, "allow": "letters"}`.
    case contradictoryRules
    /// A policy read with ``PolicyDecodingOptions/untrusted`` asks for something an untrusted
    /// source may not: a pattern, a limit above the cap, a file too large.
    case untrustedPolicy
    /// A policy that has no JSON form: a custom rule, a custom metric, rules in an order that
    /// policy files do not run.
    case notEncodable
    /// A sticker code that is not `[`, a name and `]`.
    case invalidStickerCode
    /// A sticker code used by two stickers of a catalog.
    case duplicateStickerCode
    /// A file that cannot be read, or that is not UTF-8 text.
    case unreadableFile
    /// An event of a script that cannot be played: a sticker without a catalog, a sticker the
    /// catalog does not have.
    case unplayableEvent
    /// A problem described only by its text, from an earlier version's error types.
    case other
  }
}
