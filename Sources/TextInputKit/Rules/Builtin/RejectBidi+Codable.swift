/// The value of `"bidi"` in a policy file: `"reject"`, or `"rejectOverrides"` to keep the
/// directional marks (``allowsMarks``). `"allow"`, the third value of the key, is no rule.
///
/// ```swift
/// try JSONEncoder().encode(InputRules.RejectBidi(allowingMarks: true))  // "rejectOverrides"
/// ```
extension InputRules.RejectBidi {
  public init(from decoder: any Decoder) throws {
    self.init(allowingMarks: try decoder.name(of: ["reject", "rejectOverrides"]) != "reject")
  }

  public func encode(to encoder: any Encoder) throws {
    try encoder.encodeName(allowsMarks ? "rejectOverrides" : "reject")
  }
}

extension InputRules.RejectBidi: OwnKeyRule {
  static var policyKey: RuleID { .bidi }
  static var offValue: String? { "allow" }

  static func read(from value: any Decoder) throws(TextInputError) -> Self? {
    switch try value.name(of: policyValues) {
    case "reject": Self()
    case "rejectOverrides": Self(allowingMarks: true)
    default: nil
    }
  }
}
