extension PolicyFields {
  /// The policy these keys describe, over their `preset` when they name one; rejects keys that
  /// contradict each other, located at `path` (where the policy is in its file).
  func policy(at path: [any CodingKey] = []) throws(TextInputError) -> InputPolicy {
    guard let preset else { return InputPolicy(rules: try rules(at: path)) }
    return InputPolicy(rules: try overriding(PolicyFields.ofPreset(preset)).rules(at: path))
  }

  /// The keys of a preset, as a policy file would give them.
  static func ofPreset(_ name: String) -> PolicyFields {
    guard let policy = InputPolicy.presets[name],
      let fields = try? PolicyFields(rules: policy.rules)
    else {
      preconditionFailure("The preset \(name) has no policy-file form.")
    }
    return fields
  }

  /// The rules, in ``InputRules/order``.
  func rules(at path: [any CodingKey] = []) throws(TextInputError) -> [any InputRule] {
    func conflict(_ key: String, _ message: String, _ arguments: [String: String] = [:])
      -> TextInputError
    {
      TextInputError(.contradictoryRules, message, arguments, at: CodingPath.location(path, key))
    }
    var rules: [any InputRule] = []
    var judged: Set<Validator> = []
    for type in InputRules.ownKeyRules {
      let key = type.policyKey
      guard let held = ownKeys[key], let rule = held else { continue }
      if let found = rule.contradiction(in: self) {
        throw conflict(key.rawValue, found.message, found.arguments)
      }
      let configured = rule.configured(by: self)
      judged.formUnion(configured.judgedValidators)
      rules.append(configured)
    }
    let fileMetric = metric ?? .characters
    var maximum: InputRules.MaxLength?
    if let maxLength {
      maximum = InputRules.MaxLength(
        maxLength, counting: fileMetric, overflow: overflow ?? .truncate)
      rules.append(maximum!)
    } else if overflow != nil {
      throw conflict("overflow", "policy.needsMaxLength")
    } else if metric != nil && minLength == nil {
      throw conflict("metric", "policy.needsMaxLength")
    }
    if required == true { rules.append(InputRules.Required()) }
    if let minLength {
      let minimum = InputRules.MinLength(minLength.length, counting: minLength.metric ?? fileMetric)
      if let maximum, maximum.metric == minimum.metric, minimum.limit > maximum.limit {
        throw conflict(
          "minLength", "policy.minLengthAboveMaxLength",
          ["minimum": "\(minimum.limit)", "maximum": "\(maximum.limit)"])
      }
      rules.append(minimum)
    }
    var seen = judged
    for validator in validate ?? [] where seen.insert(validator).inserted {
      rules.append(InputRules.Validate(validator))
    }
    return rules
  }

}
