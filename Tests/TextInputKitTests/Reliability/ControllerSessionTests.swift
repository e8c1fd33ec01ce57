import Foundation
import Testing
import TextInputKitSimulator
import TextInputKitTesting

@testable import TextInputKit

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

  /// Runs events on a simulated field; the first broken invariant, if any.
  static func failure(
    of events: [SessionEvent], policy: InputPolicy, mode: InterceptionMode,
    checkingUndo: Bool = true
  ) -> SessionFailure? {
    let field = SimulatedTextField()
    let interceptor = field.intercept(policy: policy, mode: mode)
    var isValid = true
    func fail(_ step: Int, _ invariant: String, _ message: String) -> SessionFailure {
      SessionFailure(step: step, invariant: invariant, message: message)
    }
    for (step, event) in events.enumerated() {
      let wasValid = isValid
      let length = field.text.utf16.count
      func clamped(_ range: Range<Int>) -> Range<Int> {
        Swift.min(
          Swift.max(range.lowerBound, 0), length)..<Swift.min(
            Swift.max(range.upperBound, 0), length)
      }
      var inserts = false
      if trace {
        print(
          "TRACE \(mode) \(step) \(event) on \(SessionEvent.literal(field.text)) sel \(field.selection) marked \(String(describing: field.markedRange))"
        )
      }
      switch event {
      case .type(let text):
        field.type(text)
        inserts = true
      case .paste(let text):
        field.unmarkText()
        field.paste(text)
        inserts = true
      case .mark(let text):
        field.keyboard = .pinyin
        field.setMarkedText(text)
      case .commit(let text):
        field.commit(text)
        inserts = true
      case .systemReplace(let range, let text), .programmatic(let range, let text):
        field.unmarkText()
        field.systemReplace(clamped(range), with: text)
        inserts = !text.isEmpty
      case .backspace:
        field.backspace()
      case .cut(let range):
        field.unmarkText()
        field.select(range)
        field.cut()
      case .select(let range):
        field.unmarkText()
        field.select(range)
      case .undo:
        field.unmarkText()
        field.undo()
      case .redo:
        field.unmarkText()
        field.redo()
      }
      if checkingUndo && !field.undoErrors.isEmpty {
        return fail(step, "undo", "undo or redo met a range outside the text: \(field.undoErrors)")
      }
      let state = field.state
      let controller = interceptor.controller
      guard controller.state.text == field.text else {
        return fail(
          step, "sync",
          "the controller holds \(SessionEvent.literal(controller.state.text)) but the field shows \(SessionEvent.literal(field.text))"
        )
      }
      // Selection and marked range on cluster boundaries.
      var boundaries: Set<Int> = [0]
      var offset = 0
      for character in field.text {
        offset += character.utf16.count
        boundaries.insert(offset)
      }
      let buffer = controller.buffer
      for range in [buffer.selection] + (buffer.markedRange.map { [$0] } ?? []) {
        guard boundaries.contains(range.lowerBound), boundaries.contains(range.upperBound) else {
          return fail(
            step, "selection",
            "the range \(range) is not on cluster boundaries of \(SessionEvent.literal(field.text))"
          )
        }
      }
      // The controller's counted lengths equal a recount.
      for (metric, count) in controller.buffer.units where count != metric.units(of: field.text) {
        return fail(
          step, "lengths",
          "the controller counts \(count) units of \(metric), the text has \(metric.units(of: field.text))"
        )
      }
      // The committed text keeps the policy after an insertion into text that kept it.
      let problems = policy.violations(in: state.committedText)
      if inserts && wasValid && state.markedRange == nil && !problems.isEmpty {
        return fail(
          step, "policy",
          "the committed text \(SessionEvent.literal(state.committedText)) breaks the policy: \(problems)"
        )
      }
      isValid = problems.isEmpty
      // Deleting is always possible.
      if state.markedRange == nil, !field.text.isEmpty {
        var probe = controller
        let all = 0..<field.text.utf16.count
        if case .refuse = probe.shouldChange(utf16Range: all, replacement: "", source: .deletion) {
          return fail(step, "deletion", "deleting everything was refused")
        }
      }
    }
    return nil
  }
}
