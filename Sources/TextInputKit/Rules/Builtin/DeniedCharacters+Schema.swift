/// `"deny"` in the policy schema: `{"characters": "<>"}`; `"#"` alone is refused.
extension InputRules.DeniedCharacters {
  static var schema: SchemaValue {
    SchemaValue(
      dictionaryLiteral: ("description", "Characters that are removed, one grapheme cluster each.")
    )
    .merging(.ref("characters"))
  }

  static var schemaDefinitions: SchemaValue { .charactersDefinition }
}
