/// The name of a rule, as it appears in feedback, in policy files and in the tool's output.
///
/// Every built-in rule's id is the key that turns the rule on in a policy file, and is listed
/// here, in ``InputRules/order``:
///
/// ```swift
/// InputPolicy(.allow(.digits)).apply(.typing("a", in: field), to: field).changes[0].rule  // .allow
/// RuleID.allow.rawValue  // "allow", as in {"allow": "digits"}
/// ```
///
/// A rule of your own names itself with a string literal: `"noDollar"`. A completion check of
/// a ``Validator`` names the validator (`"luhn"`), not ``validate``.
public struct RuleID: RawRepresentable, Sendable, Hashable, Codable, ExpressibleByStringLiteral {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(stringLiteral value: String) { self.rawValue = value }

  /// ``InputRules/CaseTransform``: `"transform"`.
  public static let transform: RuleID = "transform"
  /// ``InputRules/CountryCode``: `"countryCode"`.
  public static let countryCode: RuleID = "countryCode"
  /// ``InputRules/Mask``: `"mask"`.
  public static let mask: RuleID = "mask"
  /// ``InputRules/DeniedCharacters``: `"deny"`.
  public static let deny: RuleID = "deny"
  /// ``InputRules/RejectEmoji``: `"emoji"`.
  public static let emoji: RuleID = "emoji"
  /// ``InputRules/RejectBidi``: `"bidi"`.
  public static let bidi: RuleID = "bidi"
  /// ``InputRules/RejectZeroWidth``: `"zeroWidth"`.
  public static let zeroWidth: RuleID = "zeroWidth"
  /// ``InputRules/RejectInvisibles``: `"invisibles"`.
  public static let invisibles: RuleID = "invisibles"
  /// ``InputRules/MaxCombiningMarks``: `"maxCombiningMarks"`.
  public static let maxCombiningMarks: RuleID = "maxCombiningMarks"
  /// ``InputRules/RejectMixedScripts``: `"mixedScripts"`.
  public static let mixedScripts: RuleID = "mixedScripts"
  /// ``InputRules/AllowedCharacters``: `"allow"`.
  public static let allow: RuleID = "allow"
  /// ``InputRules/Phone``: `"phone"`.
  public static let phone: RuleID = "phone"
  /// ``InputRules/DateField``: `"date"`.
  public static let date: RuleID = "date"
  /// ``InputRules/TimeField``: `"time"`.
  public static let time: RuleID = "time"
  /// ``InputRules/DateRangeField``: `"dateRange"`.
  public static let dateRange: RuleID = "dateRange"
  /// ``InputRules/DateTimeField``: `"dateTime"`.
  public static let dateTime: RuleID = "dateTime"
  /// ``InputRules/DecimalNumber``: `"decimal"`.
  public static let decimal: RuleID = "decimal"
  /// ``InputRules/Pattern``: `"pattern"`.
  public static let pattern: RuleID = "pattern"
  /// ``InputRules/MaxLength`` and ``InputRules/StickerMaxLength``: `"maxLength"`.
  public static let maxLength: RuleID = "maxLength"
  /// ``InputRules/Required``: `"required"`.
  public static let required: RuleID = "required"
  /// ``InputRules/MinLength``: `"minLength"`.
  public static let minLength: RuleID = "minLength"
  /// The place of ``InputRules/Validate`` in ``InputRules/order``; a check names its validator
  /// instead: "luhn".
  public static let validate: RuleID = "validate"
}
