/// `"maxCombiningMarks"` in the policy schema: a whole number from 0; `-1` is refused.
extension InputRules.MaxCombiningMarks {
  static var schema: SchemaValue {
    [
      "description": "The most combining marks on one character (no \"zalgo\" text).",
      "type": "integer",
      "minimum": 0,
    ]
  }
}
