/// The four filters a policy file turns on with `"reject"`, as the policy schema describes
/// their keys: `{"emoji": "reject"}` is accepted, `{"emoji": true}` is not.
extension InputRules.RejectEmoji {
  static var schema: SchemaValue { switchSchema("Whether emoji are rejected.") }
}

extension InputRules.RejectInvisibles {
  static var schema: SchemaValue {
    switchSchema(
      "Whether spaces, control characters and other invisible characters are rejected.")
  }
}

extension InputRules.RejectZeroWidth {
  static var schema: SchemaValue {
    switchSchema("Whether zero-width and tag characters outside emoji sequences are rejected.")
  }
}

extension InputRules.RejectMixedScripts {
  static var schema: SchemaValue {
    switchSchema(
      "Whether letters of look-alike scripts may be mixed (\"pаypal\" with a Cyrillic \"а\").")
  }
}
