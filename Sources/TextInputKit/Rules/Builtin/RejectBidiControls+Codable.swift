/// The value of `"bidi"` in a policy file: `"reject"`, or `"rejectOverrides"` to keep the
/// directional marks (``allowsMarks``). `"allow"`, the third value of the key, is no rule.
///
/// ```swift
/// try JSONEncoder().encode(InputRules.RejectBidiControls(allowingMarks: true))  // "rejectOverrides"
/// ```
extension InputRules.RejectBidiControls {
  public init(from decoder: any Decoder) throws {
    self.init(allowingMarks: try decoder.name(of: ["reject", "rejectOverrides"]) != "reject")
  }

  public func encode(to encoder: any Encoder) throws {
    try encoder.encodeName(allowsMarks ? "rejectOverrides" : "reject")
  }
}

extension InputRules.RejectBidiControls: PolicyFileRule {
  static var policyKey: RuleID { .bidi }
  func write(to file: inout PolicyFileDraft) {
    file.fields.bidi = allowsMarks ? .rejectOverrides : .reject
  }
}
