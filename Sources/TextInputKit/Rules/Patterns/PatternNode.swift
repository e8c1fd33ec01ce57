/// A parsed pattern: the tree the parser builds and the compiler turns into an automaton.
indirect enum PatternNode: Sendable, Hashable {
  /// Matches the empty text.
  case empty
  /// One character of a class.
  case character(PatternClass)
  /// `^`: the start of the text.
  case start
  /// `$`: the end of the text.
  case end
  /// The parts one after the other.
  case sequence([PatternNode])
  /// One of the branches.
  case alternation([PatternNode])
  /// The part repeated from `min` to `max` times (`nil`: no upper bound).
  case repetition(PatternNode, min: Int, max: Int?)

  /// The number of automaton states the node compiles to, saturating at `Int.max`.
  var stateCount: Int {
    switch self {
    case .empty: return 0
    case .character, .start, .end: return 1
    case .sequence(let parts): return parts.reduce(0) { $0.saturatingAdd($1.stateCount) }
    case .alternation(let branches):
      return branches.reduce(branches.count - 1) { $0.saturatingAdd($1.stateCount) }
    case .repetition(let body, let min, let max):
      let copies = Swift.max(max ?? min, min) + (max == nil ? 1 : 0)
      let (product, overflow) = body.stateCount.saturatingAdd(1).multipliedReportingOverflow(
        by: Swift.max(copies, 1))
      return overflow ? Int.max : product
    }
  }
}
