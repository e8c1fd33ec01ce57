/// `"validate"` in the policy schema: a validator's name or an array of names; `"visa"` is
/// refused.
extension InputRules.Validate {
  static var schemaProperties: SchemaValue {
    [
      "validate": [
        "description": """
        Completion checks by validator: a mainland China mobile number, a Luhn check digit, a \
        resident ID (GB 11643), a phone number libphonenumber says is valid (in the region of \
        `phone`).
        """,
        "anyOf": [.ref("validator"), ["type": "array", "items": .ref("validator")]],
      ]
    ]
  }

  static var schemaDefinitions: SchemaValue {
    ["validator": ["enum": .strings(Validator.allCases.map(\.rawValue))]]
  }
}
