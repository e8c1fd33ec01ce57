/// A rule that a policy file holds under a key of its own, read and written by the rule alone:
/// `"mask": "### #### ####"`, `"emoji": "reject"`.
///
/// Reading a file asks each type in ``InputRules/ownKeyRules`` for its key's value, so a
/// built-in rule of this kind is read, overridden over a preset, checked against the other keys
/// and written back without any code outside its own files naming it:
///
/// ```swift
/// extension InputRules.RejectTabs: OwnKeyRule, SwitchRule {
///   static var policyKey: RuleID { .tabs }
///   static var schema: SchemaValue { switchSchema("Whether tabs are rejected.") }
/// }
/// // {"tabs": "reject"} → InputPolicy(.rejectTabs); {"preset": "x", "tabs": "allow"} → no rule
/// ```
///
/// The limits (`maxLength`, `metric`, `overflow`, `minLength`), `required` and `validate` are
/// read together by `PolicyFields`, because their keys describe one another.
protocol OwnKeyRule: PolicyFileRule, Hashable, Codable {
  /// The rule that `value`, the key's value, describes; `nil` when the value turns the rule off
  /// (`"allow"`), so that a file can take a preset's rule away.
  static func read(from value: any Decoder) throws(TextInputError) -> Self?
  /// The key's value that turns the rule off, written back for a file that says so.
  static var offValue: String? { get }
  /// Why this rule cannot work beside the other keys of `fields` (a mask slot that `allow`
  /// leaves no character for), as a message key and its arguments; `nil` when it can.
  func contradiction(in fields: PolicyFields) -> (message: String, arguments: [String: String])?
  /// This rule as the other keys of `fields` configure it (`"validate": "phone"` makes `phone`
  /// judge validity in its region); itself by default.
  func configured(by fields: PolicyFields) -> Self
  /// The validators of `validate` that this rule, configured, judges itself: they are not added
  /// as rules of their own.
  var judgedValidators: Set<Validator> { get }
  /// What the key accepts, with its description, in the policy schema (``PolicySchema``).
  static var schema: SchemaValue { get }
}

extension OwnKeyRule {
  static var offValue: String? { nil }

  /// The rule's own `Decodable` form, with errors located at the key.
  static func read(from value: any Decoder) throws(TextInputError) -> Self? {
    do {
      return try Self(from: value)
    } catch {
      var located = TextInputError.from(error)
      located.location = located.location ?? value.location
      throw located
    }
  }

  func contradiction(in fields: PolicyFields) -> (message: String, arguments: [String: String])? {
    nil
  }

  func configured(by fields: PolicyFields) -> Self { self }

  var judgedValidators: Set<Validator> { [] }

  func write(to file: inout PolicyFileDraft) { file.fields.set(self) }

  static var schemaProperties: SchemaValue {
    .object([.init(key: policyKey.rawValue, value: schema)])
  }
}

/// A filter that a policy file turns on with `"reject"` and off with `"allow"`.
protocol SwitchRule: OwnKeyRule {
  init()
}

extension SwitchRule {
  static var offValue: String? { "allow" }

  /// The key's two values, `"allow"` and `"reject"`.
  static var switchValues: [String] { ["allow", "reject"] }

  static var schemaDefinitions: SchemaValue { ["switch": ["enum": .strings(switchValues)]] }

  /// The switch, with what the rule rejects.
  static func switchSchema(_ description: String) -> SchemaValue {
    SchemaValue.object([.init(key: "description", value: .string(description))])
      .merging(.ref("switch"))
  }

  static func read(from value: any Decoder) throws(TextInputError) -> Self? {
    try value.name(of: switchValues) == "reject" ? Self() : nil
  }
}
