extension InputPolicy {
  /// The limits among the policy's rules, in order.
  var lengthLimits: [InputRules.MaxLength] { rules.compactMap { $0 as? InputRules.MaxLength } }

  /// The first limit among the policy's rules, found without building a list.
  var firstLengthLimit: InputRules.MaxLength? {
    for rule in rules {
      if let limit = rule as? InputRules.MaxLength { return limit }
    }
    return nil
  }
}
