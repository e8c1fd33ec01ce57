/// `"maxLength"`, `"metric"` and `"overflow"` in the policy schema; `{"maxLength": 0}` and
/// `{"metric": "utf8"}` alone are refused.
extension InputRules.MaxLength {
  static var schemaProperties: SchemaValue {
    [
      "maxLength": SchemaValue(
        dictionaryLiteral: ("description", "The most the text may hold, counted under `metric`.")
      ).merging(SchemaValue.lengthDefinition["length"]!),
      "metric": SchemaValue(
        dictionaryLiteral: (
          "description",
          """
          How `maxLength` (and a `minLength` number) count: grapheme clusters, UTF-16 code \
          units, code points, UTF-8 bytes, GB 18030 bytes (a Chinese character counts 2), or \
          Twitter's weighted count.
          """
        )
      ).merging(.ref("metric")),
      "overflow": [
        "description": """
        What to do with an edit longer than the room left: keep what fits, or reject the whole \
        edit.
        """,
        "enum": .strings(Overflow.allCases.map(\.rawValue)),
      ],
    ]
  }

  static var schemaDefinitions: SchemaValue { .metricDefinition }

  static var schemaDependencies: SchemaValue {
    [
      "overflow": [
        "description": "`overflow` belongs to a length limit, the file's own or its preset's.",
        "anyOf": [["required": ["maxLength"]], ["required": ["preset"]]],
      ],
      "metric": [
        "description": """
        `metric` counts a length limit or a minimum length, the file's own or its preset's.
        """,
        "anyOf": [
          ["required": ["maxLength"]], ["required": ["minLength"]], ["required": ["preset"]],
        ],
      ],
    ]
  }
}
