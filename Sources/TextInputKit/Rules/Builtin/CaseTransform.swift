extension InputRules {
  /// Uppercases or lowercases what is inserted.
  ///
  /// ```swift
  /// let code = InputPolicy { .uppercased }
  /// // "AB|" + "c" → "ABC|"
  /// ```
  public enum CaseTransform: String, InputRule, Hashable, Codable, CaseIterable {
    case uppercase
    case lowercase

    /// Looks only at the inserted text and its neighbours.
    public var inspectsWholeText: Bool { false }

    public func review(_ edit: inout ProposedEdit) {
      switch self {
      case .uppercase:
        edit.transformReplacement(
          rule: .transform, message: LocalizedMessage("transform.uppercased")
        ) {
          $0.uppercased()
        }
      case .lowercase:
        edit.transformReplacement(
          rule: .transform, message: LocalizedMessage("transform.lowercased")
        ) {
          $0.lowercased()
        }
      }
    }
  }
}

extension InputRule where Self == InputRules.CaseTransform {
  /// Uppercases what is inserted.
  public static var uppercased: Self { .uppercase }
  /// Lowercases what is inserted.
  public static var lowercased: Self { .lowercase }
}

extension InputRules.CaseTransform: PartReviewingRule {
  /// Transparent: the rule transforms code point by code point, so a part of a paste keeps
  /// what the whole keeps.
  var partReviewRole: PartReviewRole { .transparent }
}

extension InputRules.CaseTransform: OwnKeyRule {
  static var policyKey: RuleID { .transform }

  static func read(from value: any Decoder) throws(TextInputError) -> Self? {
    try value.name(Self.self)
  }
}
