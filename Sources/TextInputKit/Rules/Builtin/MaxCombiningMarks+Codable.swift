/// The value of `"maxCombiningMarks"` in a policy file: a whole number, at least 0.
///
/// ```swift
/// try JSONEncoder().encode(InputRules.MaxCombiningMarks(3))  // 3
/// ```
extension InputRules.MaxCombiningMarks {
  public init(from decoder: any Decoder) throws {
    self.init(
      try decoder.wholeNumber(
        minimum: 0, untrustedMaximum: decoder.policyOptions.largestCombiningMarks))
  }

  public func encode(to encoder: any Encoder) throws {
    try encoder.check(limit, atLeast: 0)
    var container = encoder.singleValueContainer()
    try container.encode(limit)
  }
}

extension InputRules.MaxCombiningMarks: OwnKeyRule {
  static var policyKey: RuleID { .maxCombiningMarks }
}
