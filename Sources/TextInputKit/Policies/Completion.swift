/// Whether a field's value is ready to submit: complete, incomplete, or invalid, and why.
///
/// Completion checks never refuse a keystroke: a half-typed phone number is accepted while it is
/// typed, and the check only says that it is not finished yet. Use it to enable a Submit button
/// or to show a hint under the field.
///
/// ```swift
/// let phone = InputPolicy(.allow(.digits), .required, .minLength(11), .maxLength(11))
/// phone.completion(of: "").description          // "incomplete required: Required."
/// phone.completion(of: "138").status            // .incomplete
/// phone.completion(of: "138").message           // "At least 11 characters."
/// phone.completion(of: "13800138000").isComplete // true
/// submitButton.isEnabled = phone.completion(of: text).isComplete
/// ```
///
/// Implement ``InputRule/completion(of:)`` to add a check of your own.
public struct Completion: Sendable, Hashable, CustomStringConvertible {
  /// How far the value is from being ready.
  public enum Status: String, Sendable, Hashable, Codable, CaseIterable {
    /// The value is finished and passes every check.
    case complete
    /// The value is not finished yet; more typing can make it complete ("138" for a phone number).
    case incomplete
    /// The value is wrong; it must be corrected, not just continued (a wrong check digit).
    case invalid
  }

  /// How far the value is from being ready.
  public var status: Status
  /// The rule that judged the value; `nil` when it is complete.
  public var rule: RuleID?
  /// A sentence for people: "Enter 11 digits."; empty when the value is complete.
  public var message: String

  /// Creates a result.
  public init(status: Status, rule: RuleID?, message: String) {
    self.status = status
    self.rule = rule
    self.message = message
  }

  /// A complete value: nothing to say.
  public static let complete = Completion(status: .complete, rule: nil, message: "")

  /// A value that more typing can complete.
  ///
  /// ```swift
  /// .incomplete(rule: .minLength, message: "At least 11 characters.")
  /// ```
  public static func incomplete(rule: RuleID, message: String) -> Completion {
    Completion(status: .incomplete, rule: rule, message: message)
  }

  /// A value that is wrong as it stands.
  ///
  /// ```swift
  /// .invalid(rule: .luhn, message: "The check digit is wrong.")
  /// ```
  public static func invalid(rule: RuleID, message: String) -> Completion {
    Completion(status: .invalid, rule: rule, message: message)
  }

  /// Whether the value is ready to submit.
  public var isComplete: Bool { status == .complete }

  /// "complete", or the status, the rule and the message: `incomplete luhn: Enter ...`.
  public var description: String {
    guard let rule, status != .complete else { return status.rawValue }
    return "\(status.rawValue) \(rule.rawValue): \(message)"
  }
}
