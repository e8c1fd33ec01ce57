import Testing
import TextInputKitSimulator
import TextInputKitTesting

import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction

/// Long random editing sessions on every preset: through the simulated field and its interceptor
/// in both interception modes, under every ``SimulatedTextField/Roughness`` of
/// ``SimulatedTextField/Roughness/allCases``, and on the engine directly (a value, a buffer,
/// tokens).
///
/// Each test runs `sessions` seeded sessions of `eventsPerSession` events (`roughSessions` under
/// a roughness other than none); together they run more than 100,000 events. A failure names its seed and the shortest event list found that still
/// fails, ready to paste into a regression test.
@Suite("Random editing sessions")
struct RandomEditingSessionTests {
  static let sessions = 28
  static let roughSessions = 6
  static let eventsPerSession = 200

  struct Case: CustomTestStringConvertible, Sendable {
    var preset: String
    var mode: SessionMode
    var roughness: SimulatedTextField.Roughness = []
    var testDescription: String {
      roughness.isEmpty
        ? "\(preset), \(mode.rawValue) mode"
        : "\(preset), \(mode.rawValue) mode, roughness \(roughness)"
    }
  }

  static let cases: [Case] = InputPolicy.presets.keys.sorted().flatMap { preset in
    SessionMode.allCases.flatMap { mode in
      (mode.usesField ? SimulatedTextField.Roughness.allCases : [[]]).map {
        Case(preset: preset, mode: mode, roughness: $0)
      }
    }
  }

  @Test(arguments: cases)
  func randomSession(_ c: Case) throws {
    let policy = try #require(InputPolicy.presets[c.preset])
    var counts: [EditOutcome.Disposition: Int] = [:]
    for index in 0..<(c.roughness.isEmpty ? Self.sessions : Self.roughSessions) {
      let seed = Self.seed(preset: c.preset, mode: c.mode, roughness: c.roughness, session: index)
      let events = Self.events(seed: seed, count: Self.eventsPerSession)
      var session = EditingSession(policy: policy, mode: c.mode, roughness: c.roughness)
      do {
        try session.run(events)
        counts.merge(session.counts, uniquingKeysWith: +)
      } catch let failure {
        let shortest = shrink(events) {
          Self.failure(of: $0, policy: policy, mode: c.mode, roughness: c.roughness)?.invariant
            == failure.invariant
        }
        let replay =
          Self.failure(of: shortest, policy: policy, mode: c.mode, roughness: c.roughness)
          ?? failure
        let report = """
          \(c.testDescription), seed \(seed): \(failure)
          Shortest failing session (\(shortest.count) events), \(replay):
          [\(shortest.map(\.description).joined(separator: ",\n "))]
          """
        if let known = KnownSessionIssue.classify(
          shortest, policy: policy, mode: c.mode, roughness: c.roughness)
        {
          withKnownIssue(Comment(rawValue: known)) { Issue.record(Comment(rawValue: report)) }
        } else {
          Issue.record(Comment(rawValue: report))
        }
        return
      }
    }
    // The sessions reached the policy's every answer, not only its acceptances.
    #expect(counts[.accepted, default: 0] > 0, "\(counts)")
    #expect(counts[.rejected, default: 0] + counts[.changed, default: 0] > 0, "\(counts)")
  }

  /// How many of each preset's sessions also run under the laws of an edit.
  static let lawSessions = 28

  /// The laws of an edit ("Laws of an edit" in the documentation) hold after every event.
  ///
  /// The same seeded sessions run in both interception modes in step (`LawSession`). A break the
  /// engine is known to commit (`KnownLawBreak`) is a known issue and ends its session only.
  @Test(arguments: InputPolicy.presets.keys.sorted())
  func lawsHold(_ preset: String) throws {
    let policy = try #require(InputPolicy.presets[preset])
    for index in 0..<(Self.lawSessions * EditLawTests.iterations) {
      let seed = Self.seed(preset: preset, mode: .delegate, session: index)
      let events = Self.events(seed: seed, count: Self.eventsPerSession)
      let report = LawSessionReport.run(events, policy: policy, seed: seed)
      if EditLawTests.record(report, policy, preset) { return }
    }
  }

  /// Runs a session; the failure, if an invariant broke.
  static func failure(
    of events: [SessionEvent], policy: InputPolicy, mode: SessionMode,
    roughness: SimulatedTextField.Roughness = []
  ) -> SessionFailure? {
    var session = EditingSession(policy: policy, mode: mode, roughness: roughness)
    do {
      try session.run(events)
      return nil
    } catch {
      return error
    }
  }

  /// The events of a session, drawn from a seeded generator; the lengths they see are those of
  /// a field that accepts everything, which is enough to aim selections near the text.
  static func events(seed: UInt64, count: Int) -> [SessionEvent] {
    var decoder = EventDecoder(SplitMix64(seed: seed))
    decoder.boundaryShapes = true
    var events: [SessionEvent] = []
    var length = 0
    while events.count < count, let event = decoder.event(length: length) {
      events.append(event)
      switch event {
      case .type(let text), .paste(let text), .mark(let text), .commit(let text),
        .pinyin(let text), .kana(let text), .dictate(let text), .swipe(let text),
        .smartType(let text), .smartPaste(let text), .quickType(let text):
        length = Swift.min(length + text.utf16.count, 40)
      case .backspace, .cut: length = Swift.max(length - 1, 0)
      default: break
      }
    }
    return events
  }

  /// The seed of a session; without roughness, the seed the session always had.
  static func seed(
    preset: String, mode: SessionMode, roughness: SimulatedTextField.Roughness = [],
    session: Int
  ) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    let key =
      roughness.isEmpty
      ? "\(preset)/\(mode.rawValue)/\(session)"
      : "\(preset)/\(mode.rawValue)/\(roughness.rawValue)/\(session)"
    for byte in key.utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3
    }
    return hash
  }
}

extension SplitMix64: EntropySource {
  mutating func nextByte() -> UInt8? { UInt8(truncatingIfNeeded: next() >> 56) }
}
