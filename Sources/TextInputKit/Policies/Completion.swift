/// Whether a field's value is ready to submit: complete, incomplete, or invalid, and why.
///
/// Completion checks never reject a keystroke: a half-typed phone number is accepted while it is
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
/// The reason is kept as a ``LocalizedMessage``, to show in the user's language or send from a
/// server:
///
/// ```swift
/// phone.completion(of: "138").message(in: .simplifiedChinese)  // "至少 11 个字符。"
/// ```
///
/// Encoded as `{"status": "incomplete", "rule": "minLength", "message": {"key":
/// "minLength.atLeast", "arguments": {"count": "11", "metric": "characters"}}}`; a complete value
/// as `{"status": "complete"}`.
///
/// Implement ``InputRule/completion(of:)`` to add a check of your own.
public struct Completion: Sendable, Hashable, Codable, CustomStringConvertible {
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
  /// Why, as a key of the message tables and its arguments; `nil` when the value is complete.
  public var localizedMessage: LocalizedMessage?

  /// A sentence for people in ``MessageLanguage/current``: "Enter 11 digits."; empty when the
  /// value is complete.
  ///
  /// Setting it replaces ``localizedMessage`` with the text as written, in every language.
  public var message: String {
    get { message(in: .current) }
    set { localizedMessage = newValue.isEmpty ? nil : .verbatim(newValue) }
  }

  /// The sentence in `language`; empty when the value is complete.
  public func message(in language: MessageLanguage) -> String {
    localizedMessage?.text(in: language) ?? ""
  }

  /// Creates a result whose reason is a message of the tables.
  public init(status: Status, rule: RuleID?, message: LocalizedMessage?) {
    self.status = status
    self.rule = rule
    self.localizedMessage = message
  }

  /// Creates a result whose reason is `message` as written, in every language; none when it is
  /// empty.
  public init(status: Status, rule: RuleID?, message: String) {
    self.init(status: status, rule: rule, message: message.isEmpty ? nil : .verbatim(message))
  }

  /// A complete value: nothing to say.
  public static let complete = Completion(status: .complete, rule: nil, message: nil)

  /// A value that more typing can complete.
  ///
  /// ```swift
  /// .incomplete(rule: "fourDigits", message: "Enter 4 digits.")
  /// ```
  public static func incomplete(rule: RuleID, message: String) -> Completion {
    Completion(status: .incomplete, rule: rule, message: message)
  }

  /// A value that more typing can complete, with a message of the tables.
  ///
  /// ```swift
  /// .incomplete(rule: .minLength, message: LocalizedMessage("minLength.atLeast", ["count": "11", "metric": "characters"]))
  /// ```
  public static func incomplete(rule: RuleID, message: LocalizedMessage) -> Completion {
    Completion(status: .incomplete, rule: rule, message: message)
  }

  /// A value that is wrong as it stands.
  ///
  /// ```swift
  /// .invalid(rule: "fourDigits", message: "Enter only 4 digits.")
  /// ```
  public static func invalid(rule: RuleID, message: String) -> Completion {
    Completion(status: .invalid, rule: rule, message: message)
  }

  /// A value that is wrong as it stands, with a message of the tables.
  ///
  /// ```swift
  /// .invalid(rule: "luhn", message: LocalizedMessage("luhn.checkDigit"))  // "The check digit is wrong."
  /// ```
  public static func invalid(rule: RuleID, message: LocalizedMessage) -> Completion {
    Completion(status: .invalid, rule: rule, message: message)
  }

  /// Whether the value is ready to submit.
  public var isComplete: Bool { status == .complete }

  /// "complete", or the status, the rule and the message in `language`:
  /// `invalid luhn: The check digit is wrong.`
  public func description(in language: MessageLanguage) -> String {
    guard let rule, status != .complete else { return status.rawValue }
    return "\(status.rawValue) \(rule.rawValue): \(message(in: language))"
  }

  /// ``description(in:)`` in English, as logs show it.
  public var description: String { description(in: .english) }

  /// `{"status": …, "rule": …, "message": {…}}`, the rule and the message absent when there are none.
  private enum CodingKeys: String, CodingKey { case status, rule, localizedMessage = "message" }
}
