#if !FUZZING
import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction
#endif

/// What a ``LawSession`` found in a list of events: the law it broke, if any, with the shortest
/// event list found that still breaks it, and the known breaks it tolerated on the way.
struct LawSessionReport: CustomStringConvertible {
  var violation: LawViolation?
  var seed: UInt64?
  /// Known breaks that only misplaced the caret, tolerated before the end
  /// (``LawSession/tolerates``).
  var tolerated: [LawViolation] = []
  var shortest: [SessionEvent] = []

  /// Runs `events` in a ``LawSession`` that tolerates the known breaks that only misplace the
  /// caret; an unknown violation is shrunk (a known one is not: its minimal reproduction is in
  /// `EditLawScenarioTests`).
  static func run(
    _ events: [SessionEvent], policy: InputPolicy, tokens: TokenSet? = nil, seed: UInt64? = nil
  ) -> LawSessionReport {
    let (violation, tolerated) = Self.session(events, policy: policy, tokens: tokens)
    var report = LawSessionReport(violation: violation, seed: seed, tolerated: tolerated)
    guard let violation, KnownLawBreak.matching(violation, policy: policy) == nil else {
      return report
    }
    report.shortest = shrink(events) {
      guard let other = Self.session($0, policy: policy, tokens: tokens).violation else {
        return false
      }
      return other.law == violation.law && KnownLawBreak.matching(other, policy: policy) == nil
    }
    report.violation =
      Self.session(report.shortest, policy: policy, tokens: tokens).violation ?? violation
    return report
  }

  /// The first law `events` break, or `nil`, and the known breaks tolerated before it.
  static func session(_ events: [SessionEvent], policy: InputPolicy, tokens: TokenSet? = nil)
    -> (violation: LawViolation?, tolerated: [LawViolation])
  {
    var session = LawSession(policy: policy, tokens: tokens)
    session.tolerates = { KnownLawBreak.matching($0, policy: policy) != nil }
    do {
      try session.run(events)
      return (nil, session.tolerated)
    } catch {
      return (error, session.tolerated)
    }
  }

  var description: String {
    let found = violation.map { "\($0)" } ?? "no law broken"
    return "\(seed.map { "seed \($0): " } ?? "")\(found)"
      + (shortest.isEmpty
        ? ""
        : """

        Shortest failing session (\(shortest.count) events):
        [\(shortest.map(\.description).joined(separator: ",\n "))]
        """)
  }
}
