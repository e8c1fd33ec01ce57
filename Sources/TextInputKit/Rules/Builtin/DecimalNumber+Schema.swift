/// `"decimal"` in the policy schema: an object of optional keys; `{"places": 2}` and
/// `{"grouping": "5"}` are refused.
extension InputRules.DecimalNumber {
  static var schema: SchemaValue {
    [
      "description": "A decimal number.",
      "type": "object",
      "additionalProperties": false,
      "properties": [
        "fractionDigits": [
          "description": "The most digits after the point; 0 for whole numbers. 2 when absent.",
          "type": "integer",
          "minimum": 0,
        ],
        "integerDigits": [
          "description": "The most digits before the point; no limit when absent.",
          "type": "integer",
          "minimum": 1,
        ],
        "grouping": [
          "description": """
          The separator shown between groups of integer digits, "1,234,567.89": one character \
          other than a digit, "." or a line break.
          """,
          "type": "string",
          "minLength": 1,
          "maxLength": 1,
          "not": ["enum": .strings((0...9).map(String.init) + [".", "\n", "\r"])],
        ],
        "groupingStyle": [
          "description": """
          How `grouping` groups the integer digits: by three ("1,234,567", the default), by \
          four as 万 and 亿 count ("1,2345,6789"), or by lakh and crore ("12,34,56,789"). Needs \
          `grouping`.
          """,
          "enum": .strings(GroupingStyle.allCases.map(\.rawValue)),
        ],
        "acceptsDecimalComma": [
          "description": """
          Whether a "," typed or pasted is read as the decimal point ("12,5" is 12.5), reported \
          as a normalization; the field shows and the value holds ".". Contradicts `grouping` \
          ",". False when absent.
          """,
          "type": "boolean",
        ],
        "allowsNegative": [
          "description": """
          Whether a "-" may start the number; the minus signs U+2212, U+FE63 and U+FF0D are \
          read as "-", reported as a normalization, and a minus anywhere else is removed. Not \
          yet with `grouping`. False when absent.
          """,
          "type": "boolean",
        ],
      ],
    ]
  }
}
