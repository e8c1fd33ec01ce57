/// `"pattern"` in the policy schema: a string; `5` is refused.
extension InputRules.Pattern {
  static var schema: SchemaValue {
    [
      "description": """
      A regular expression (Swift Regex syntax, without backtracking constructs) the whole text \
      must be able to become a match of.
      """,
      "type": "string",
    ]
  }
}
