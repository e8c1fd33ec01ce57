/// `"mask"` in the policy schema: a pattern, a layout object, or an array of these; `""` and
/// `{"pattern": "#", "width": 2}` are refused.
extension InputRules.Mask {
  static var schema: SchemaValue {
    [
      "description": """
      A layout the value is shown in: # a digit, A a letter, * either, [ ] an optional group \
      after the required slots, … after the last slot repeats it, \\ escapes, anything else a \
      literal. An array gives several layouts, chosen by the value's start (`startsWith`) or \
      length.
      """,
      "anyOf": [
        .ref("maskPattern"), .ref("maskLayout"),
        ["type": "array", "items": ["anyOf": [.ref("maskPattern"), .ref("maskLayout")]]],
      ],
    ]
  }

  static var schemaDefinitions: SchemaValue {
    [
      "maskPattern": ["type": "string", "minLength": 1, "maxLength": .integer(largestPattern)],
      "maskLayout": [
        "type": "object",
        "additionalProperties": false,
        "required": ["pattern"],
        "properties": [
          "pattern": SchemaValue(
            dictionaryLiteral: (
              "description",
              "The layout, as in the short form: # a digit, A a letter, * either, a slot of your own, \\ escapes."
            )
          ).merging(.ref("maskPattern")),
          "slots": [
            "description": """
            Slots of your own: a character of the pattern and the characters it takes.
            """,
            "type": "object",
            "propertyNames": [
              "minLength": 1, "maxLength": 1,
              "not": ["enum": .strings(builtInSlots.map(String.init).sorted())],
            ],
            "additionalProperties": ["type": "string", "minLength": 1],
          ],
          "required": [
            "description": """
            How many slots make the value complete; all of them, or those before an optional \
            group, when absent.
            """,
            "type": "integer",
            "minimum": 1,
            "maximum": .integer(largestPattern),
          ],
          "trailingLiterals": [
            "description": """
            Whether the literals after the last filled slot show while typing ("+7 (123) " \
            rather than "+7 (123"); false when absent.
            """,
            "type": "boolean",
          ],
          "placeholder": [
            "description": """
            The character shown for each slot not filled yet, in the view's placeholder ("_" \
            shows "___ ____ ____").
            """,
            "type": "string",
            "minLength": 1,
          ],
          "startsWith": [
            "description": "With several layouts: the starts of the values this layout is for.",
            "type": "array",
            "items": ["type": "string", "minLength": 1],
          ],
        ],
      ],
    ]
  }
}
