extension InputRules {
  /// A completion check by a ``Validator``: a mobile number, a Luhn check digit, a resident ID.
  ///
  /// It never rejects a keystroke; ``InputPolicy/completion(of:)`` reports what the validator
  /// finds, naming it as the rule. An empty value is left to ``Required``.
  ///
  /// ```swift
  /// let card = InputPolicy(.allow(.digits), .minLength(16), .validate(.luhn))
  /// card.completion(of: "4111").description
  /// // "incomplete minLength: At least 16 characters."
  /// card.completion(of: "4111111111111112").description
  /// // "invalid luhn: The check digit is wrong."
  /// card.completion(of: "4111111111111111").isComplete  // true
  /// ```
  public struct Validate: InputRule, Hashable, Codable {
    /// The validator that judges the value.
    public var validator: Validator

    public init(_ validator: Validator) { self.validator = validator }

    /// Never reads the text while editing.
    public var inspectsWholeText: Bool { false }

    public func review(_ edit: inout ProposedEdit) {}

    public func completion(of value: String) -> Completion? {
      value.isEmpty ? nil : validator.completion(of: value)
    }
  }
}

extension InputRule where Self == InputRules.Validate {
  /// A completion check by `validator`: `.validate(.phoneCN)`, `.validate(.luhn)`,
  /// `.validate(.idCN)`.
  public static func validate(_ validator: Validator) -> Self { InputRules.Validate(validator) }
}

extension InputRules.Validate: PartReviewingRule {
  /// Transparent: the rule never changes an edit, so a part of a paste keeps what the whole keeps.
  var partReviewRole: PartReviewRole { .transparent }
}
