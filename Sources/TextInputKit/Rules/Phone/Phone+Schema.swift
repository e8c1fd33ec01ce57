/// `"phone"` in the policy schema: `{"region": "US"}`; `{}` and `{"region": "USA"}` are refused.
extension InputRules.Phone {
  static var schema: SchemaValue {
    [
      "description": """
      A phone number laid out as libphonenumber's AsYouTypeFormatter lays it out while it is \
      typed; the value is the digits typed, with a leading + for an international number.
      """,
      "type": "object",
      "additionalProperties": false,
      "required": ["region"],
      "properties": [
        "region": [
          "description": """
          The region national numbers are read in: an ISO 3166-1 alpha-2 code that \
          libphonenumber knows, "US".
          """,
          "type": "string",
          "pattern": "^[A-Za-z]{2}$",
        ]
      ],
    ]
  }
}
