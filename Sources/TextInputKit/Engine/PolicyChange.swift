/// Something a rule did to an edit: what it removed or changed, and why.
///
/// A UI uses changes to give feedback: shake the field, show "12/20", or say
/// "Emoji are not allowed here". The reason is kept as a ``LocalizedMessage``, a key and its
/// arguments, so that it can be shown in the user's language or sent by a server:
///
/// ```swift
/// let change = InputPolicy.phoneCN.violations(in: "138001380001")[0]
/// change.message                           // "At most 11 characters." (in MessageLanguage.current)
/// change.message(in: .simplifiedChinese)   // "最多 11 个字符。"
/// change.localizedMessage.key              // "maxLength.atMost"
/// ```
///
/// ## JSON
///
/// A change encodes as
///
/// ```json
/// {"rule": "maxLength", "kind": "truncated", "removed": "1", "removedLength": 1,
///  "removedIsPrefix": false,
///  "message": {"key": "maxLength.atMost", "arguments": {"count": "11", "metric": "characters"}}}
/// ```
///
/// `removed` holds at most ``largestRemovedTextEncoded`` (64) characters, whole grapheme
/// clusters, and at most ``largestRemovedBytesEncoded`` (512) UTF-8 bytes, so that a 10 MB paste does not put 10 MB in a server's response; `removedLength` is
/// the length of all of it in characters and `removedIsPrefix` says whether `removed` holds only
/// its start. The cut applies only to the encoding: ``removed`` keeps everything in memory. A
/// change decoded from a cut encoding holds the part that was sent, and encodes again with the
/// same length and flag.
public struct PolicyChange: Sendable, Hashable, Codable, CustomStringConvertible {
  /// What kind of change a rule made.
  public enum Kind: String, Sendable, Hashable, Codable {
    /// Some inserted characters were removed (filtered out).
    case removed
    /// The inserted text was cut to fit a limit.
    case truncated
    /// The inserted text was rewritten (case, full-width forms, a leading zero). A rewrite keeps
    /// the meaning of the text: ``InputPolicy/validate(_:)`` lists it as a normalization, not a
    /// violation.
    case transformed
    /// The whole edit was rejected.
    case rejected

    /// Reads a kind, with a message that names the four kinds when it is none of them.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      let raw = try container.decode(String.self)
      if let kind = Kind(rawValue: raw) {
        self = kind
      } else {
        throw DecodingError.dataCorruptedError(
          in: container,
          debugDescription: "\"\(raw)\" is not a kind of change: removed, truncated, transformed or rejected")
      }
    }
  }

  /// The rule that made the change.
  public var rule: RuleID
  /// What the rule did.
  public var kind: Kind
  /// The text the rule removed or rewrote (for a rejection, what the edit would have inserted),
  /// whole; only its encoding is cut (see "JSON" above).
  public var removed: String
  /// Why, as a key of the message tables and its arguments.
  public var localizedMessage: LocalizedMessage
  /// The length of the whole removed text, in characters, when this change was decoded from an
  /// encoding that held only its start; `nil` otherwise.
  var decodedRemovedLength: Int?

  /// A sentence for people, in ``MessageLanguage/current``: "Emoji are not allowed here."
  ///
  /// Setting it replaces ``localizedMessage`` with the text as written, in every language.
  public var message: String {
    get { localizedMessage.text(in: .current) }
    set { localizedMessage = .verbatim(newValue) }
  }

  /// The sentence in `language`.
  ///
  /// ```swift
  /// change.message(in: .traditionalChinese)  // "此處不能輸入表情符號。"
  /// ```
  public func message(in language: MessageLanguage) -> String {
    localizedMessage.text(in: language)
  }

  /// Creates a change record whose reason is a message of the tables, shown in each language.
  public init(rule: RuleID, kind: Kind, removed: String, message: LocalizedMessage) {
    self.rule = rule
    self.kind = kind
    self.removed = removed
    self.localizedMessage = message
  }

  /// Creates a change record whose reason is `message` as written, in every language.
  public init(rule: RuleID, kind: Kind, removed: String, message: String) {
    self.init(rule: rule, kind: kind, removed: removed, message: .verbatim(message))
  }

  /// The rule, the kind, what was removed and the message in `language`:
  /// `maxLength truncated "1": At most 11 characters.`
  public func description(in language: MessageLanguage) -> String {
    "\(rule.rawValue) \(kind.rawValue) \"\(removed)\": \(message(in: language))"
  }

  /// ``description(in:)`` in English, as logs show it.
  public var description: String { description(in: .english) }

  // MARK: JSON

  /// The most characters of ``removed`` an encoding holds: 64.
  public static let largestRemovedTextEncoded = 64

  /// The most UTF-8 bytes of ``removed`` an encoding holds: 512 — whole grapheme clusters, or
  /// whole scalars of the first cluster when that one alone is longer (one cluster can hold any
  /// number of combining marks).
  public static let largestRemovedBytesEncoded = 512

  /// The longest start of `text` within `bytes` UTF-8 bytes: whole clusters, or whole scalars
  /// of the first cluster when it alone is longer.
  static func prefix(of text: Substring, bytes: Int) -> Substring {
    var end = text.startIndex
    var used = 0
    for index in text.indices {
      let next = text.index(after: index)
      used += text.utf8.distance(from: index, to: next)
      if used > bytes { break }
      end = next
    }
    guard end == text.startIndex else { return text[..<end] }
    used = 0
    for index in text.unicodeScalars.indices {
      used += UTF8.width(text.unicodeScalars[index])
      if used > bytes { break }
      end = text.unicodeScalars.index(after: index)
    }
    return text[..<end]
  }

  private enum CodingKeys: String, CodingKey {
    case rule, kind, removed, removedLength, removedIsPrefix, message
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    rule = try container.decode(RuleID.self, forKey: .rule)
    kind = try container.decode(Kind.self, forKey: .kind)
    removed = try container.decode(String.self, forKey: .removed)
    localizedMessage = try container.decode(LocalizedMessage.self, forKey: .message)
    if try container.decodeIfPresent(Bool.self, forKey: .removedIsPrefix) == true {
      decodedRemovedLength = try container.decode(Int.self, forKey: .removedLength)
    }
  }

  /// Encodes the change with at most ``largestRemovedTextEncoded`` characters of ``removed``.
  ///
  /// - Complexity: O(*n*) in the length of ``removed``, to count it.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(rule, forKey: .rule)
    try container.encode(kind, forKey: .kind)
    var sent = removed[...]
    var length = decodedRemovedLength
    if let end = removed.index(
      removed.startIndex, offsetBy: Self.largestRemovedTextEncoded, limitedBy: removed.endIndex),
      end < removed.endIndex
    {
      sent = removed[..<end]
      length = length ?? removed.count
    }
    var cutInBytes = false
    if sent.utf8.count > Self.largestRemovedBytesEncoded {
      // One cluster can be 100,000 combining marks: keep whole scalars within the byte budget.
      sent = Self.prefix(of: sent, bytes: Self.largestRemovedBytesEncoded)
      length = length ?? removed.count
      cutInBytes = true
    }
    try container.encode(String(sent), forKey: .removed)
    try container.encode(length ?? sent.count, forKey: .removedLength)
    try container.encode(
      cutInBytes || (length.map { $0 > sent.count } ?? false), forKey: .removedIsPrefix)
    try container.encode(localizedMessage, forKey: .message)
  }
}
