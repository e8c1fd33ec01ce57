extension InputPolicy {
  /// The first limit among the policy's rules that a counter shows.
  var firstLengthLimit: (limit: Int, metric: LengthMetric)? { capabilities.counterLimit }
}
