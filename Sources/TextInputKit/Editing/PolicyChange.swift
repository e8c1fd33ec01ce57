/// Something a rule did to an edit: what it removed or changed, and why.
///
/// A UI uses changes to give feedback: shake the field, show "12/20", or say
/// "Emoji are not allowed here".
public struct PolicyChange: Sendable, Hashable, CustomStringConvertible {
  /// What kind of change a rule made.
  public enum Kind: String, Sendable, Hashable, Codable {
    /// Some inserted characters were removed (filtered out).
    case removed
    /// The inserted text was cut to fit a limit.
    case truncated
    /// The inserted text was rewritten (case, full-width forms, a leading zero).
    case transformed
    /// The whole edit was refused.
    case refused
  }

  /// The rule that made the change.
  public var rule: RuleID
  /// What the rule did.
  public var kind: Kind
  /// The text the rule removed or rewrote (for a refusal, what the edit would have inserted).
  public var removed: String
  /// A sentence for people: "Emoji are not allowed here."
  public var message: String

  /// Creates a change record.
  public init(rule: RuleID, kind: Kind, removed: String, message: String) {
    self.rule = rule
    self.kind = kind
    self.removed = removed
    self.message = message
  }

  public var description: String { "\(rule.rawValue) \(kind.rawValue) \"\(removed)\": \(message)" }
}

/// The name of a rule, as it appears in feedback and in policy files.
public struct RuleID: RawRepresentable, Sendable, Hashable, Codable, ExpressibleByStringLiteral {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(stringLiteral value: String) { self.rawValue = value }

  public static let allowedCharacters: RuleID = "allow"
  public static let deniedCharacters: RuleID = "deny"
  public static let emoji: RuleID = "emoji"
  public static let invisibles: RuleID = "invisibles"
  public static let decimal: RuleID = "decimal"
  public static let pattern: RuleID = "pattern"
  public static let transform: RuleID = "transform"
  public static let maxLength: RuleID = "maxLength"
  public static let minLength: RuleID = "minLength"
  public static let required: RuleID = "required"
  /// The place of ``InputRules/Validate`` in ``InputRules/order``; a check names its validator
  /// instead: "luhn".
  public static let validate: RuleID = "validate"
}
