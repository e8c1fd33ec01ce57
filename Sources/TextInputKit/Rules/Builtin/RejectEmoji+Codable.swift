/// The value of `"emoji"` in a policy file that makes this rule: `"reject"`. `"allow"`, the
/// other value of the key, is no rule.
///
/// ```swift
/// try JSONEncoder().encode(InputRules.RejectEmoji())  // "reject"
/// ```
extension InputRules.RejectEmoji {
  public init(from decoder: any Decoder) throws {
    try decoder.reject()
    self.init()
  }

  public func encode(to encoder: any Encoder) throws {
    try encoder.encodeName("reject")
  }
}

extension InputRules.RejectEmoji: SwitchRule {
  static var policyKey: RuleID { .emoji }
}
