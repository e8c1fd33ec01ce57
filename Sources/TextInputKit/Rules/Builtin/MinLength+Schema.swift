/// `"minLength"` in the policy schema: a length, or `{"length": 2, "metric": "utf8"}`;
/// `{"minLength": 0}` is refused.
extension InputRules.MinLength {
  static var schemaProperties: SchemaValue {
    [
      "minLength": [
        "description": """
        A completion check: the least the value must hold, counted under `metric`, or under a \
        metric of its own.
        """,
        "anyOf": [
          .ref("length"),
          [
            "type": "object",
            "additionalProperties": false,
            "required": ["length"],
            "properties": [
              "length": SchemaValue(
                dictionaryLiteral: ("description", "The least the value must hold.")
              )
              .merging(.ref("length")),
              "metric": SchemaValue(
                dictionaryLiteral: (
                  "description", "The metric this length is counted under, instead of `metric`."
                )
              ).merging(.ref("metric")),
            ],
          ],
        ],
      ]
    ]
  }

  static var schemaDefinitions: SchemaValue {
    SchemaValue.metricDefinition.merging(.lengthDefinition)
  }
}
