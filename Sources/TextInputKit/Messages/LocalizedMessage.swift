/// A sentence for people, kept as a key and its arguments so that it can be shown in the
/// user's language, sent in a server's response, and compared in tests.
///
/// ```swift
/// let message = LocalizedMessage("maxLength.atMost", ["count": "11", "metric": "characters"])
/// message.text(in: .english)            // "At most 11 characters."
/// message.text(in: .simplifiedChinese)  // "最多 11 个字符。"
/// ```
///
/// Encoded as `{"key": "maxLength.atMost", "arguments": {"count": "11", "metric": "characters"}}`.
/// A message of your own that needs no translation is ``verbatim(_:)``.
public struct LocalizedMessage: Sendable, Hashable, Codable, CustomStringConvertible {
  /// What the message says, as a key of the message tables: `"emoji.notAllowed"`.
  public var key: String
  /// The values the sentence names, by placeholder: `["count": "11"]`.
  public var arguments: [String: String]

  /// Creates a message from a key of the message tables and its arguments.
  public init(_ key: String, _ arguments: [String: String] = [:]) {
    self.key = key
    self.arguments = arguments
  }

  /// A message of your own, shown as written in every language.
  ///
  /// ```swift
  /// LocalizedMessage.verbatim("Enter 4 digits.").text(in: .simplifiedChinese)  // "Enter 4 digits."
  /// ```
  public static func verbatim(_ text: String) -> LocalizedMessage {
    LocalizedMessage(Self.verbatimKey, ["text": text])
  }

  static let verbatimKey = "verbatim"

  /// The sentence in `language`; in English when the key has no translation.
  public func text(in language: MessageLanguage = .current) -> String {
    MessageCatalog.shared.text(of: self, in: language)
  }

  /// The sentence in English, as logs and `print` show it.
  public var description: String { text(in: .english) }
}
