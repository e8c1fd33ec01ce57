/// The JSON Schema (draft 2020-12) of a policy file, made from the rules themselves: each
/// built-in rule describes its keys in its own file, and the schema lists them in the order of
/// ``InputRules/order``. `Schemas/policy.schema.json` and the service's `/policy.schema.json`
/// are this text; `textinput schema` prints it.
///
/// ```swift
/// PolicySchema.json.contains(#""maxLength": {"#)  // true
/// // A file the schema refuses, {"maxLenght": 11}, InputPolicy(json:) refuses too.
/// ```
public enum PolicySchema {
  /// The schema as JSON text, ending with a line break.
  public static let json: String = document.json() + "\n"

  /// The rules whose keys a policy file holds, in the order of the keys: the limits first
  /// (their keys describe one another), the rules with keys of their own, the completion checks.
  static let rules: [any PolicyFileRule.Type] =
    [InputRules.MaxLength.self] + InputRules.ownKeyRules
    + [InputRules.Required.self, InputRules.MinLength.self, InputRules.Validate.self]

  /// The keys of a policy file, and what each accepts.
  static let properties: SchemaValue = rules.reduce(preset) { $0.merging($1.schemaProperties) }

  /// `preset`, the one key that names no rule.
  static var preset: SchemaValue {
    [
      "preset": [
        "description": """
        A preset whose keys this file starts from; each key the file gives replaces the \
        preset's value of that key ("emoji": "allow", "required": false and "validate": [] \
        remove a rule).
        """,
        "enum": .strings(InputPolicy.presets.keys.sorted()),
      ]
    ]
  }

  /// The definitions the keys refer to, each once.
  static var definitions: SchemaValue {
    var members: [SchemaValue.Member] = []
    for member in rules.flatMap({ $0.schemaDefinitions.members }) {
      if let known = members.first(where: { $0.key == member.key }) {
        precondition(known == member, "Two definitions of \(member.key)")
      } else {
        members.append(member)
      }
    }
    return .object(members)
  }

  static var document: SchemaValue {
    [
      "$schema": "https://json-schema.org/draft/2020-12/schema",
      "$id": "https://github.com/textinputkit/TextInputKit/raw/main/Schemas/policy.schema.json",
      "title": "TextInputKit policy",
      "description": """
      What a text field accepts, as InputPolicy(json:) and `textinput --policy` read it. Rules \
      run in InputRules.order whatever the order of the keys. This schema checks each key; the \
      decoder also rejects keys that contradict each other (decimal with letters, minLength \
      above maxLength, metric or overflow without a length).
      """,
      "type": "object",
      "additionalProperties": false,
      "properties": properties,
      "dependentSchemas": rules.reduce([:]) { $0.merging($1.schemaDependencies) },
      "$defs": definitions,
    ]
  }
}
