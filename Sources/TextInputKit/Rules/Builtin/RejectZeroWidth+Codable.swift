/// The value of `"zeroWidth"` in a policy file that makes this rule: `"reject"`. `"allow"`, the
/// other value of the key, is no rule.
///
/// ```swift
/// try JSONEncoder().encode(InputRules.RejectZeroWidth())  // "reject"
/// ```
extension InputRules.RejectZeroWidth {
  public init(from decoder: any Decoder) throws {
    try decoder.reject()
    self.init()
  }

  public func encode(to encoder: any Encoder) throws {
    try encoder.encodeName("reject")
  }
}

extension InputRules.RejectZeroWidth: SwitchRule {
  static var policyKey: RuleID { .zeroWidth }
}
