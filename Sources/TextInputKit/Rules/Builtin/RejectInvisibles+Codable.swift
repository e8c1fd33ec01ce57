/// The value of `"invisibles"` in a policy file that makes this rule: `"reject"`. `"allow"`, the
/// other value of the key, is no rule.
///
/// ```swift
/// try JSONEncoder().encode(InputRules.RejectInvisibles())  // "reject"
/// ```
extension InputRules.RejectInvisibles {
  public init(from decoder: any Decoder) throws {
    try decoder.reject()
    self.init()
  }

  public func encode(to encoder: any Encoder) throws {
    try encoder.encodeName("reject")
  }
}

extension InputRules.RejectInvisibles: SwitchRule {
  static var policyKey: RuleID { .invisibles }
}
