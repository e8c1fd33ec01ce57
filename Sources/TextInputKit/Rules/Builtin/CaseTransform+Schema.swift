/// `"transform"` in the policy schema: `"uppercase"` or `"lowercase"`; `"title"` is refused.
extension InputRules.CaseTransform {
  static var schema: SchemaValue {
    [
      "description": "A case conversion applied to what is typed.",
      "enum": .strings(allCases.map(\.rawValue)),
    ]
  }
}
