/// `"countryCode"` in the policy schema: `{"code": "86", "nationalDigits": 11}`, both keys
/// required; `{"code": "086", "nationalDigits": 11}` is refused.
extension InputRules.CountryCode {
  static var schema: SchemaValue {
    [
      "description": """
      A country calling code removed from the start of a paste that replaces the whole value, \
      before the mask and the filters read it: `+CC`, `00CC` or a bare `CC` followed by exactly \
      `nationalDigits` digits; spaces, dashes, dots and parentheses around it go with it. Typed \
      keys are never changed.
      """,
      "type": "object",
      "additionalProperties": false,
      "required": .strings(keys),
      "properties": [
        "code": [
          "description": """
          The country calling code: one to three digits, not starting with 0, such as "86".
          """,
          "type": "string",
          "pattern": "^[1-9][0-9]{0,2}$",
        ],
        "nationalDigits": [
          "description": """
          How many digits a national number has after the code: 11 in mainland China.
          """,
          "type": "integer",
          "minimum": 1,
          "maximum": .integer(largestNationalDigits),
        ],
      ],
    ]
  }
}
