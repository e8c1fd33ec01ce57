/// One name of `"validate"` in a policy file: `"phone-cn"`, `"luhn"` or `"id-cn"`.
///
/// ```swift
/// try JSONEncoder().encode(InputRules.Validate(.luhn))  // "luhn"
/// ```
extension InputRules.Validate {
  public init(from decoder: any Decoder) throws {
    self.init(try decoder.name(Validator.self))
  }

  public func encode(to encoder: any Encoder) throws {
    try encoder.encodeName(validator.rawValue)
  }
}

extension InputRules.Validate: PolicyFileRule {
  static var policyKey: RuleID { .validate }
  /// Adds the validator; one listed twice judges once, so the file lists it once.
  func write(to file: inout PolicyFileDraft) {
    if file.fields.validate?.contains(validator) != true {
      file.fields.validate = (file.fields.validate ?? []) + [validator]
    }
  }
}
