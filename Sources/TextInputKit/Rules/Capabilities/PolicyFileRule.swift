/// A rule that a policy file can hold: its key, and how it writes itself into the file's keys.
///
/// ``InputPolicy/encode(to:)`` asks each rule; a rule that does not conform (a rule of your own)
/// cannot be written. Most rules have a key of their own and conform through ``OwnKeyRule``,
/// which reads them back too; the limits, `required` and `validate` write themselves into
/// `PolicyFields`' properties, whose keys describe one another.
///
/// ```swift
/// extension InputRules.Required: PolicyFileRule {
///   static var policyKey: RuleID { .required }
///   func write(to file: inout PolicyFileDraft) { file.fields.required = true }
/// }
/// // InputPolicy(.required) → {"required":true}
/// // InputPolicy(NoDollar()) → throws .notEncodable
/// ```
protocol PolicyFileRule: InputRule {
  /// The rule's key in a policy file, which fixes its place in ``InputRules/order``.
  static var policyKey: RuleID { get }
  /// Writes the rule into `file`.
  func write(to file: inout PolicyFileDraft)
  /// The rule's keys in the policy schema (``PolicySchema``), each with what it accepts and a
  /// description: `["required": ["description": …, "type": "boolean"]]`.
  static var schemaProperties: SchemaValue { get }
  /// The definitions (`$defs`) those keys refer to; none by default.
  static var schemaDefinitions: SchemaValue { get }
  /// What the keys need of the other keys (`dependentSchemas`); nothing by default.
  static var schemaDependencies: SchemaValue { get }
}

extension PolicyFileRule {
  static var schemaDefinitions: SchemaValue { [:] }
  static var schemaDependencies: SchemaValue { [:] }
}

/// A policy file being written from rules: the keys so far, and the limits, which are checked
/// and written once every rule is in place.
struct PolicyFileDraft {
  var fields = PolicyFields()
  /// The last maximum length.
  var maximum: InputRules.MaxLength?
  /// The last minimum length.
  var minimum: InputRules.MinLength?
}
