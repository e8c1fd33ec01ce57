extension SchemaValue {
  /// The names of the length metrics a policy file knows, as a definition.
  static var metricDefinition: SchemaValue {
    ["metric": ["enum": .strings(LengthMetric.policyFileNames)]]
  }

  /// A length of `maxLength` or `minLength`, as a definition.
  static var lengthDefinition: SchemaValue {
    [
      "length": [
        "type": "integer", "minimum": 1,
        "maximum": .integer(InputRules.MaxLength.largestLimitInPolicyFiles),
      ]
    ]
  }

  /// `{"characters": "<>"}`, characters of one's own, as a definition.
  static var charactersDefinition: SchemaValue {
    [
      "characters": [
        "type": "object",
        "additionalProperties": false,
        "required": ["characters"],
        "properties": [
          "characters": [
            "description": "The characters themselves; each grapheme cluster is one character.",
            "type": "string",
          ]
        ],
      ]
    ]
  }
}
