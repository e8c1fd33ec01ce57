import Foundation
import Testing
import TextInputKitSimulator
import TextInputKitTesting

import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction

let trace = ProcessInfo.processInfo.environment["REL_TRACE"] != nil

/// Random editing sessions through the simulated UIKit field and a ``TextInputController``, in
/// both interception modes, with the invariants of the engine sessions plus the host's own:
/// undo never meets an out-of-bounds range, and the controller's counted lengths equal a recount.
@Suite("Random controller sessions")
struct ControllerSessionTests {
  static let sessions = 12
  static let eventsPerSession = 200

  struct Case: CustomTestStringConvertible, Sendable {
    var preset: String
    var mode: InterceptionMode
    var testDescription: String { "\(preset), \(mode) mode" }
  }

  static let cases: [Case] = InputPolicy.presets.keys.sorted().flatMap { preset in
    InterceptionMode.allCases.map { Case(preset: preset, mode: $0) }
  }

  @Test(arguments: cases)
  func randomSession(_ c: Case) throws {
    let policy = try #require(InputPolicy.presets[c.preset])
    for index in 0..<Self.sessions {
      // Without undo and redo, which `undoAfterCorrections` covers.
      let events = RandomEditingSessionTests.events(
        seed: Self.seed(c, index), count: Self.eventsPerSession
      )
      .filter { $0 != .undo && $0 != .redo }
      if let report = Self.report(
        events, c, policy: policy, seed: Self.seed(c, index), checkingUndo: false)
      {
        Issue.record(Comment(rawValue: report))
        return
      }
    }
  }

  /// Undo and redo after the controller corrected the text never meet a range outside the text
  /// and leave the field and the controller in step. The simulated field replays the exact
  /// UTF-16 ranges it recorded, as UIKit's undo manager does; a commit is one undoable change,
  /// and a composition ends (as the letters it shows) before another change or an undo.
  @Test(arguments: cases)
  func undoAfterCorrections(_ c: Case) throws {
    let policy = try #require(InputPolicy.presets[c.preset])
    for index in 0..<Self.sessions {
      let events = RandomEditingSessionTests.events(
        seed: Self.seed(c, index), count: Self.eventsPerSession)
      if let report = Self.report(
        events, c, policy: policy, seed: Self.seed(c, index), checkingUndo: true)
      {
        Issue.record(Comment(rawValue: report))
        return
      }
    }
  }

  static func seed(_ c: Case, _ index: Int) -> UInt64 {
    RandomEditingSessionTests.seed(preset: c.preset, mode: .delegate, session: index)
      ^ (c.mode == .delegate ? 0 : 0x5555)
  }

  /// The failure of a session with its seed and shortest reproduction, or `nil`.
  static func report(
    _ events: [SessionEvent], _ c: Case, policy: InputPolicy, seed: UInt64, checkingUndo: Bool
  ) -> String? {
    guard
      let failure = failure(of: events, policy: policy, mode: c.mode, checkingUndo: checkingUndo)
    else { return nil }
    let shortest = shrink(events) {
      Self.failure(of: $0, policy: policy, mode: c.mode, checkingUndo: checkingUndo)?.invariant
        == failure.invariant
    }
    let replay =
      Self.failure(of: shortest, policy: policy, mode: c.mode, checkingUndo: checkingUndo)
      ?? failure
    return """
      \(c.testDescription), seed \(seed): \(failure)
      Shortest failing session (\(shortest.count) events), \(replay):
      [\(shortest.map(\.description).joined(separator: ",\n "))]
      """
  }

  /// Runs events on a simulated field with its interceptor (the session's delegate or
  /// notification mode); the first broken invariant, if any.
  static func failure(
    of events: [SessionEvent], policy: InputPolicy, mode: InterceptionMode,
    checkingUndo: Bool = true
  ) -> SessionFailure? {
    let events = checkingUndo ? events : events.filter { $0 != .undo && $0 != .redo }
    var session = EditingSession(
      policy: policy, mode: mode == .delegate ? .delegate : .notification)
    do {
      try session.run(events)
      return nil
    } catch {
      return error
    }
  }
}
