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
///
/// ### A message inside a message
///
/// A sentence can hold another one: where a template writes `{@reason}`, the `reason` argument
/// is itself a key of the tables, shown in the same language and filled with the same
/// arguments. The key stays a key when the message is encoded, so the whole sentence follows the
/// reader's language:
///
/// ```swift
/// let message = LocalizedMessage(
///   "pattern.invalid", ["pattern": "[z-a]", "reason": "pattern.reason.rangeBackwards", "range": "z-a"])
/// message.text(in: .english)
/// // "The pattern "[z-a]" does not compile: the range "z-a" goes backwards."
/// message.text(in: .simplifiedChinese)
/// // "模式 "[z-a]" 无法编译：范围 "z-a" 的顺序颠倒了。"
/// ```
///
/// An argument that is not a key is shown as written, as a message encoded by an earlier version
/// holds it: `["reason": #"a "(" is not closed"#]` reads "…does not compile: a "(" is not
/// closed." in English and "…无法编译：a "(" is not closed。" in Simplified Chinese. The inner
/// message's own `{@…}` are shown as written, so a message that names itself still ends.
public struct LocalizedMessage: Sendable, Hashable, Codable, CustomStringConvertible {
  /// What the message says, as a key of the message tables: `"emoji.notAllowed"`.
  public var key: String
  /// The values the sentence names, by placeholder: `["count": "11"]`.
  public var arguments: [String: String]

  /// Creates a message from a key of the message tables and its arguments.
  ///
  /// An argument longer than ``largestQuote`` UTF-8 bytes is cut to its start and "…": a message
  /// quotes what someone typed or sent (a pattern, a list of characters), and a 100 KB pattern
  /// must not make a 100 KB sentence. The text of ``verbatim(_:)`` is the app's own and is kept.
  public init(_ key: String, _ arguments: [String: String] = [:]) {
    self.key = key
    self.arguments =
      key == Self.verbatimKey || !arguments.values.contains(where: { $0.utf8.count > Self.largestQuote })
      ? arguments : arguments.mapValues(Self.quoted)
  }

  /// The most UTF-8 bytes of an argument a message of the tables quotes: 512. Longer arguments
  /// keep their first whole scalars within the limit, then "…".
  public static let largestQuote = 512

  /// `text` cut to ``largestQuote`` bytes of whole scalars and "…".
  static func quoted(_ text: String) -> String {
    guard text.utf8.count > largestQuote else { return text }
    var kept = String.UnicodeScalarView()
    var bytes = 0
    for scalar in text.unicodeScalars {
      bytes += UTF8.width(scalar)
      if bytes > largestQuote - 3 { break }
      kept.append(scalar)
    }
    return String(kept) + "…"
  }

  /// A message of your own, shown as written in every language.
  ///
  /// ```swift
  /// LocalizedMessage.verbatim("Enter 4 digits.").text(in: .simplifiedChinese)  // "Enter 4 digits."
  /// ```
  public static func verbatim(_ text: String) -> LocalizedMessage {
    LocalizedMessage(Self.verbatimKey, ["text": text])
  }

  package static let verbatimKey = "verbatim"

  /// The sentence in `language`; in English when the key has no translation.
  public func text(in language: MessageLanguage = .current) -> String {
    MessageCatalog.shared.text(of: self, in: language)
  }

  /// The sentence in English, as logs and `print` show it.
  public var description: String { text(in: .english) }

  // MARK: JSON

  private enum CodingKeys: String, CodingKey {
    case key, arguments, text
  }

  /// Reads `{"key": …, "arguments": {…}}`; a `text` written beside them is ignored.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    key = try container.decode(String.self, forKey: .key)
    arguments = try container.decodeIfPresent([String: String].self, forKey: .arguments) ?? [:]
  }

  /// Writes the key and the arguments and, when the encoder's `userInfo` names a language under
  /// ``MessageLanguage/userInfoKey``, the sentence in that language as `text`:
  ///
  /// ```json
  /// {"key": "maxLength.atMost", "arguments": {"count": "11", "metric": "characters"},
  ///  "text": "最多 11 个字符。"}
  /// ```
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(key, forKey: .key)
    try container.encode(arguments, forKey: .arguments)
    if let language = encoder.userInfo[MessageLanguage.userInfoKey] as? MessageLanguage {
      try container.encode(text(in: language), forKey: .text)
    }
  }
}
