extension InputRules {
  /// A completion check: the value must not be empty.
  ///
  /// It never rejects a keystroke, and deleting everything stays possible; only
  /// ``InputPolicy/completion(of:)`` reports an empty value as incomplete.
  ///
  /// ```swift
  /// let name = InputPolicy(.required, .maxLength(20))
  /// name.completion(of: "").description   // "incomplete required: Required."
  /// name.completion(of: "小明").isComplete // true
  /// ```
  public struct Required: InputRule, Hashable, Codable {
    public init() {}

    /// The message in ``MessageLanguage/current``: "Required."
    public var message: String { localizedMessage.text() }

    /// The message as a key: `required.empty`.
    public var localizedMessage: LocalizedMessage { LocalizedMessage("required.empty") }

    /// Never reads the text while editing.
    public var inspectsWholeText: Bool { false }

    public func review(_ edit: inout ProposedEdit) {}

    public func completion(of value: String) -> Completion? {
      value.isEmpty ? .incomplete(rule: .required, message: localizedMessage) : nil
    }
  }
}

extension InputRule where Self == InputRules.Required {
  /// A completion check: the value must not be empty.
  public static var required: InputRules.Required { InputRules.Required() }
}

extension InputRules.Required: PartReviewingRule {
  /// Transparent: the rule never changes an edit, so a part of a paste keeps what the whole keeps.
  var partReviewRole: PartReviewRole { .transparent }
}
