/// `"allow"` in the policy schema: a kind by name, `{"characters": "_"}`, or an array of these;
/// `"emoji"` and `[["digits"]]` are refused.
extension InputRules.AllowedCharacters {
  static var schema: SchemaValue {
    [
      "description": """
      Only these characters: kinds of ASCII characters by name, characters of your own, or an \
      array of these (their union).
      """,
      "anyOf": [.ref("allowItem"), ["type": "array", "items": .ref("allowItem")]],
    ]
  }

  static var schemaDefinitions: SchemaValue {
    SchemaValue.charactersDefinition.merging([
      "allowItem": [
        "anyOf": [
          [
            "description": """
            Kinds of ASCII characters: digits, letters of either case, lowercase, uppercase, \
            letters and digits, printable ASCII.
            """,
            "enum": .strings(kindNames.map(\.name)),
          ],
          .ref("characters"),
        ]
      ]
    ])
  }
}
