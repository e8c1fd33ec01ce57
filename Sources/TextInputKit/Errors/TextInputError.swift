import Foundation

/// Why a policy, a token file, a sticker catalog or a script cannot be used: what kind of problem
/// it is, where it is, and a sentence for people in English, Simplified or Traditional Chinese.
///
/// ```swift
/// do {
///   _ = try InputPolicy(json: #"{"decimal": {"fractionDigits": -1}}"#)
/// } catch {
///   error.kind         // .outOfRange
///   error.location     // "decimal.fractionDigits"
///   error.description  // "`decimal.fractionDigits` must be at least 0; it is -1."
///   error.message.text(in: .simplifiedChinese)
///   // "`decimal.fractionDigits` 至少为 0，现在是 -1。"
/// }
/// try InputPolicy(json: #"{"maxLength": 11}"#)  // no error
/// ```
///
/// Two errors are equal when their kind, location and message are: tests can compare them
/// whole. The message is a ``LocalizedMessage``, so a server can send it and an app show it in
/// its own language.
public struct TextInputError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What kind of problem this is, for code that reacts to it.
  public var kind: Kind
  /// Where the problem is: the path of the value in the file, keys joined by "." and array
  /// items as `[0]` (`"decimal.fractionDigits"`, `"packs[0].stickers[2].code"`); `nil` for the
  /// file as a whole, malformed JSON (whose message gives the line and column) and problems
  /// that have no place.
  public var location: String?
  /// What is wrong, for people, in any of the package's languages.
  public var message: LocalizedMessage

  /// Creates an error.
  ///
  /// ```swift
  /// TextInputError(.outOfRange, LocalizedMessage.verbatim("Too long."), location: "name")
  /// ```
  public init(_ kind: Kind, _ message: LocalizedMessage, location: String? = nil) {
    self.kind = kind
    self.message = message
    self.location = location
  }

  /// An error with a message of the package's tables.
  package init(_ kind: Kind, _ key: String, _ arguments: [String: String] = [:], at location: String?) {
    self.init(kind, LocalizedMessage(key, arguments), location: location)
  }

  /// The message in English, as logs show it.
  public var description: String { message.text(in: .english) }

  /// The message in the app's language (``MessageLanguage/current``).
  public var localizedDescription: String { message.text() }
}

extension TextInputError: Codable {
  private enum CodingKeys: String, CodingKey {
    case kind, location, message
  }

  /// Writes the kind, the location (`null` for none) and the message, whose sentence is written
  /// beside its key in the language the encoder's `userInfo` names under
  /// ``MessageLanguage/userInfoKey``:
  ///
  /// ```json
  /// {"kind": "outOfRange", "location": "decimal.fractionDigits",
  ///  "message": {"key": "decode.tooSmall", "arguments": {…},
  ///              "text": "`decimal.fractionDigits` must be at least 0; it is -1."}}
  /// ```
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(kind, forKey: .kind)
    try container.encode(location, forKey: .location)
    try container.encode(message, forKey: .message)
  }
}

extension TextInputError: LocalizedError {
  /// The message in the app's language, for code that handles any `Error`.
  public var errorDescription: String? { localizedDescription }
}
