/// What a policy makes of a whole text, in one pass: the text it would keep, what it rewrote
/// without changing the meaning, what it removed or rejected, and whether the result is ready to
/// submit. The answer of ``InputPolicy/validate(_:)``, for a server that checks what a client
/// sent with the rules the app enforced.
///
/// ```swift
/// let price = InputPolicy.price.validate(".5")
/// price.value                       // "0.5"
/// price.normalizations.map(\.localizedMessage.key)  // ["decimal.zeroAdded"]
/// price.violations                  // []
/// price.isValid                     // true: ".5" only needed normalizing
///
/// let phone = InputPolicy.phoneCN.validate("1380013800a")
/// phone.violations.map(\.message)   // ["Only digits are allowed here."]
/// phone.completion.status           // .incomplete: "1380013800" has 10 digits
/// phone.isValid                     // false
/// ```
///
/// ## JSON
///
/// Encoded for a response, with the messages as keys and arguments so that the client shows
/// them in its language:
///
/// ```json
/// {"value": "0.5", "isValid": true,
///  "normalizations": [{"rule": "decimal", "kind": "transformed", "removed": ".5",
///    "removedLength": 2, "removedIsPrefix": false,
///    "message": {"key": "decimal.zeroAdded", "arguments": {}}}],
///  "violations": [], "completion": {"status": "complete"}}
/// ```
///
/// `text` is written too when the field shows the value laid out ("138 0013 8000" for the value
/// "13800138000"). Each change's `removed` is cut to 64 characters (see ``PolicyChange``).
/// `isValid` is written for the reader's convenience and ignored when decoding. ``changes`` is
/// not written: a decoded result lists the normalizations, then the violations.
public struct Validation: Sendable, Hashable, Codable {
  /// The text a field would hold after the text was pasted into it while empty: what
  /// ``InputPolicy/sanitize(_:)`` returns, laid out when the policy formats its display
  /// ("138 0013 8000").
  public let text: String
  /// The value to store: ``text`` without a mask's literals or an amount's group separators
  /// (``InputPolicy/value(of:)``); ``text`` itself when the policy does not format its display.
  public let value: String
  /// The rewrites that keep the text's meaning, in the order the rules made them: full-width
  /// digits and letters converted, letters upper- or lowercased, ".5" become "0.5", a redundant
  /// leading zero removed (the changes of kind ``PolicyChange/Kind/transformed``).
  public let normalizations: [PolicyChange]
  /// The changes that alter what the text says, in the order the rules made them: characters
  /// removed, the text cut to a limit, or the whole text rejected.
  public let violations: [PolicyChange]
  /// Whether ``value`` is ready to submit, by the policy's completion checks.
  public let completion: Completion
  /// Every change, normalizations and violations, in the order the rules made them: what
  /// ``InputPolicy/violations(in:)`` returns.
  public let changes: [PolicyChange]

  /// Whether the text is acceptable: nothing but normalizations to change, and complete.
  public var isValid: Bool { violations.isEmpty && completion.isComplete }

  /// Creates the result from a policy's changes, in order, which it sorts into normalizations
  /// and violations.
  init(text: String, value: String, changes: [PolicyChange], completion: Completion) {
    self.text = text
    self.value = value
    self.changes = changes
    self.completion = completion
    var normalizations: [PolicyChange] = []
    var violations: [PolicyChange] = []
    for change in changes {
      if Self.keepsMeaning(change) {
        normalizations.append(change)
      } else {
        violations.append(change)
      }
    }
    self.normalizations = normalizations
    self.violations = violations
  }

  /// Whether `change` rewrites the text without changing what it says.
  static func keepsMeaning(_ change: PolicyChange) -> Bool { change.kind == .transformed }

  private enum CodingKeys: String, CodingKey {
    case text, value, isValid, normalizations, violations, completion
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    value = try container.decode(String.self, forKey: .value)
    text = try container.decodeIfPresent(String.self, forKey: .text) ?? value
    normalizations = try container.decode([PolicyChange].self, forKey: .normalizations)
    violations = try container.decode([PolicyChange].self, forKey: .violations)
    completion = try container.decode(Completion.self, forKey: .completion)
    changes = normalizations + violations
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(value, forKey: .value)
    if text != value { try container.encode(text, forKey: .text) }
    try container.encode(isValid, forKey: .isValid)
    try container.encode(normalizations, forKey: .normalizations)
    try container.encode(violations, forKey: .violations)
    try container.encode(completion, forKey: .completion)
  }
}
