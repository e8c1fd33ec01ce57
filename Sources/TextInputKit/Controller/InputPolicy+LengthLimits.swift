extension InputPolicy {
  /// The first limit among the policy's rules, found without building a list.
  var firstLengthLimit: InputRules.MaxLength? {
    for rule in rules {
      if let limit = rule as? InputRules.MaxLength { return limit }
    }
    return nil
  }
}
