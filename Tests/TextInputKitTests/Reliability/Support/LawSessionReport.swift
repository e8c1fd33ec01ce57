#if !FUZZING
@testable import TextInputKit
#endif

/// A broken law in a ``LawSession``, with the shortest event list found that still breaks it.
struct LawSessionReport: CustomStringConvertible {
  var violation: LawViolation
  var seed: UInt64?
  var shortest: [SessionEvent]

  /// Runs `events` in a ``LawSession``; the first broken law, shrunk, or `nil`.
  static func failure(
    of events: [SessionEvent], policy: InputPolicy, tokens: TokenSet? = nil, seed: UInt64? = nil
  ) -> LawSessionReport? {
    guard let violation = violation(of: events, policy: policy, tokens: tokens) else { return nil }
    // The same law, broken the same known way or an unknown one.
    let known = KnownLawBreak.matching(violation, policy: policy)
    let shortest = shrink(events) {
      guard let other = Self.violation(of: $0, policy: policy, tokens: tokens) else { return false }
      return other.law == violation.law && KnownLawBreak.matching(other, policy: policy) == known
    }
    let replayed = Self.violation(of: shortest, policy: policy, tokens: tokens) ?? violation
    return LawSessionReport(violation: replayed, seed: seed, shortest: shortest)
  }

  /// The first law `events` break, or `nil`.
  static func violation(of events: [SessionEvent], policy: InputPolicy, tokens: TokenSet? = nil)
    -> LawViolation?
  {
    var session = LawSession(policy: policy, tokens: tokens)
    do {
      try session.run(events)
      return nil
    } catch {
      return error
    }
  }

  var description: String {
    """
    \(seed.map { "seed \($0): " } ?? "")\(violation)
    Shortest failing session (\(shortest.count) events):
    [\(shortest.map(\.description).joined(separator: ",\n "))]
    """
  }
}
