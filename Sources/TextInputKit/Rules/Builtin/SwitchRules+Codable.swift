/// The value of a filter's key in a policy file that makes the rule: `"reject"` for `"emoji"`,
/// `"invisibles"`, `"zeroWidth"` and `"mixedScripts"`. `"allow"`, the key's other value, is no
/// rule (``SwitchRule``); any other value is refused.
///
/// ```swift
/// try JSONEncoder().encode(InputRules.RejectEmoji())  // "reject"
/// // {"emoji": "block"} throws: Unknown value "block" for `emoji`; expected one of: allow, reject.
/// ```
extension SwitchRule {
  /// The rule that `"reject"`, the one value that makes it, decodes to.
  public init(from decoder: any Decoder) throws {
    try decoder.reject()
    self.init()
  }

  /// Writes `"reject"`.
  public func encode(to encoder: any Encoder) throws { try encoder.encodeName("reject") }
}

extension InputRules.RejectEmoji: SwitchRule {
  static var policyKey: RuleID { .emoji }
}

extension InputRules.RejectInvisibles: SwitchRule {
  static var policyKey: RuleID { .invisibles }
}

extension InputRules.RejectZeroWidth: SwitchRule {
  static var policyKey: RuleID { .zeroWidth }
}

extension InputRules.RejectMixedScripts: SwitchRule {
  static var policyKey: RuleID { .mixedScripts }
}
