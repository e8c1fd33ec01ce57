/// `"required"` in the policy schema: `true` or `false`; `"yes"` and `1` are refused.
extension InputRules.Required {
  static var schemaProperties: SchemaValue {
    [
      "required": [
        "description": "A completion check: whether an empty value is incomplete.",
        "type": "boolean",
      ]
    ]
  }
}
