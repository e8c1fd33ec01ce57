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
    if let transform { rules.append(transform) }
    if let mask { rules.append(mask) }
    if var phone {
      if mask != nil { throw conflict("phone", "policy.phoneWithLayout", ["other": "mask"]) }
      if decimal != nil { throw conflict("phone", "policy.phoneWithLayout", ["other": "decimal"]) }
      // `"validate": "phone"` judges the number in the phone rule's region.
      phone.validates = validate?.contains(.phone) == true
      rules.append(phone)
    }
    if let deny { rules.append(deny) }
    if emoji == .reject { rules.append(InputRules.RejectEmoji()) }
    switch bidi {
    case .reject: rules.append(InputRules.RejectBidiControls())
    case .rejectOverrides: rules.append(InputRules.RejectBidiControls(allowingMarks: true))
    case .allow, nil: break
    }
    if zeroWidth == .reject { rules.append(InputRules.RejectZeroWidth()) }
    if invisibles == .reject { rules.append(InputRules.RejectInvisibles()) }
    if let maxCombiningMarks { rules.append(maxCombiningMarks) }
    if mixedScripts == .reject { rules.append(InputRules.RejectMixedScripts()) }
    if let allow {
      if let mask, let slot = mask.firstSlot(whereNoCharacterIsAllowedBy: allow) {
        throw conflict("allow", "policy.maskSlotNotAllowed", ["slot": slot])
      }
      rules.append(allow)
    }
    if let decimal {
      if mask != nil { throw conflict("decimal", "policy.decimalWithMask") }
      if let allow, !allow.kinds.isDisjoint(with: [.lowercase, .uppercase, .ascii]) {
        throw conflict("decimal", "policy.decimalWithLetters", ["allow": Self.name(of: allow)])
      }
      rules.append(decimal)
    }
    if let pattern { rules.append(pattern) }
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
    var seen: Set<Validator> = []
    for validator in validate ?? []
    where seen.insert(validator).inserted && !(validator == .phone && phone != nil) {
      rules.append(InputRules.Validate(validator))
    }
    return rules
  }

  /// The name of `allow` that a message shows: its broadest kind.
  static func name(of rule: InputRules.AllowedCharacters) -> String {
    if rule.kinds.contains(.ascii) { return "ascii" }
    if rule.kinds.contains(.alphanumeric) { return "alphanumeric" }
    if rule.kinds.contains(.letters) { return "letters" }
    return rule.kinds.contains(.lowercase) ? "lowercase" : "uppercase"
  }
}
