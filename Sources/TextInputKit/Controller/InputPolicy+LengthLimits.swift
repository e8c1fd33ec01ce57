extension InputPolicy {
  /// The limits among the policy's rules, in order.
  var lengthLimits: [InputRules.MaxLength] { rules.compactMap { $0 as? InputRules.MaxLength } }
}
