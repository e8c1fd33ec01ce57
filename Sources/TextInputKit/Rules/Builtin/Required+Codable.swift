/// The value of `"required"` in a policy file that makes this rule: `true`. `false`, the other
/// value of the key, is no rule.
///
/// ```swift
/// try JSONEncoder().encode(InputRules.Required())  // true
/// ```
extension InputRules.Required {
  public init(from decoder: any Decoder) throws {
    guard try decoder.bool() else {
      throw decoder.failure(
        .unknownValue, "decode.unknownValue", ["value": "false", "expected": "true"])
    }
    self.init()
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(true)
  }
}

extension InputRules.Required: PolicyFileRule {
  static var policyKey: RuleID { .required }
  func write(to file: inout PolicyFileDraft) { file.fields.required = true }
}
