/// The keys of a policy file, each absent when the file does not give it: what a file says before
/// it becomes rules, so that a `preset` can be overridden key by key and a policy written back.
///
/// A rule with a key of its own (``OwnKeyRule``) is kept under that key, as the rule or as
/// "turned off" (`"emoji": "allow"`). The limits, `required` and `validate` have properties here,
/// because their keys describe one another (`metric` is the unit of `maxLength` and of a
/// `minLength` given as a number).
struct PolicyFields: Equatable {
  /// The keys in the order messages list them: the policy schema's.
  static let keys = PolicySchema.properties.members.map(\.key)

  var preset: String?
  var maxLength: Int?
  var metric: LengthMetric?
  var overflow: InputRules.MaxLength.Overflow?
  var required: Bool?
  /// The length, and the metric when the value names one (else the file's `metric`).
  var minLength: MinLengthValue?
  var validate: [Validator]?
  /// The rules under keys of their own; `nil` for a key that turns its rule off.
  private(set) var ownKeys: [RuleID: (any OwnKeyRule)?] = [:]

  struct MinLengthValue: Equatable {
    var length: Int
    var metric: LengthMetric?
  }

  /// The rule of type `Rule` the keys hold, if they hold one that is on.
  subscript<Rule: OwnKeyRule>(_ type: Rule.Type) -> Rule? {
    ownKeys[Rule.policyKey].flatMap { $0 as? Rule }
  }

  /// Holds `rule` under its key.
  mutating func set(_ rule: some OwnKeyRule) {
    ownKeys[type(of: rule).policyKey] = .some(rule)
  }

  /// Holds `rule` under `key`, or the key turned off when `rule` is `nil`.
  mutating func set(_ rule: (any OwnKeyRule)?, forKey key: RuleID) {
    ownKeys[key] = .some(rule)
  }

  /// The fields of `preset` replaced by those this file gives.
  func overriding(_ preset: PolicyFields) -> PolicyFields {
    var fields = self
    fields.preset = nil
    fields.maxLength = maxLength ?? preset.maxLength
    fields.metric = metric ?? preset.metric
    fields.overflow = overflow ?? preset.overflow
    fields.required = required ?? preset.required
    fields.minLength = minLength ?? preset.minLength
    fields.validate = validate ?? preset.validate
    fields.ownKeys = ownKeys.merging(preset.ownKeys) { mine, _ in mine }
    return fields
  }

  static func == (lhs: PolicyFields, rhs: PolicyFields) -> Bool {
    func hashable(_ keys: [RuleID: (any OwnKeyRule)?]) -> [RuleID: AnyHashable?] {
      keys.mapValues { $0.map { AnyHashable($0) } }
    }
    return lhs.preset == rhs.preset && lhs.maxLength == rhs.maxLength
      && lhs.metric == rhs.metric && lhs.overflow == rhs.overflow
      && lhs.required == rhs.required && lhs.minLength == rhs.minLength
      && lhs.validate == rhs.validate && hashable(lhs.ownKeys) == hashable(rhs.ownKeys)
  }
}
