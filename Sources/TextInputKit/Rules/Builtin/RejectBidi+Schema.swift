/// `"bidi"` in the policy schema: `"allow"`, `"reject"` or `"rejectOverrides"`; `"yes"` is
/// refused.
extension InputRules.RejectBidi {
  /// The key's values, in the order messages list them.
  static let policyValues = ["allow", "reject", "rejectOverrides"]

  static var schema: SchemaValue {
    [
      "description": """
      Bidirectional controls: `reject` removes embeddings, overrides, isolates and directional \
      marks; `rejectOverrides` keeps the directional marks that right-to-left text needs.
      """,
      "enum": .strings(policyValues),
    ]
  }
}
