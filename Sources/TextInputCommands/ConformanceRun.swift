import TextInputKit
import TextInputKitSimulator

/// A conformance case run on a ``SimulatedTextField`` with the shipped
/// ``TextInputInterceptor``, in both interception modes, compared after every event.
///
/// ```swift
/// // {"mask": "####"}: paste "1200", select [0, 4], backspace, expecting {"text": "12"}
/// let run = ConformanceRun(item)
/// run.verdict                    // .failed
/// run.mismatches.first?.description
/// // delegate, event 3 (backspace): expected {"text": "12"}, got {"text": ""}
/// ```
struct ConformanceRun: Sendable {
  /// The first event after which a mode's field differs from what the case expects.
  struct Mismatch: Hashable, Sendable, CustomStringConvertible {
    var mode: InterceptionMode
    /// The event's position, counted from 1.
    var event: Int
    var eventDescription: String
    var expected: ConformanceExpectation
    var actual: ConformanceFieldState

    var description: String {
      "\(mode.rawValue), event \(event) (\(eventDescription)): expected \(expected), "
        + "got \(expected.checkedParts(of: actual))"
    }
  }

  /// How a case came out.
  enum Verdict: String, Sendable {
    /// Both modes gave what the case expects after every event.
    case passed
    /// A mode differed, and the case is not pending.
    case failed
    /// A mode differed, and the case is pending: reported, not a failure.
    case pending
    /// The case is pending but both modes passed: its `pending` mark can go.
    case pendingPasses
  }

  var item: ConformanceCase
  /// The first mismatch of each mode that had one, delegate mode first.
  var mismatches: [Mismatch]

  var verdict: Verdict {
    switch (mismatches.isEmpty, item.pending != nil) {
    case (true, false): .passed
    case (true, true): .pendingPasses
    case (false, false): .failed
    case (false, true): .pending
    }
  }

  /// Runs `item` in delegate mode, then in notification mode.
  init(_ item: ConformanceCase) {
    self.item = item
    mismatches = [InterceptionMode.delegate, .notification].compactMap {
      Self.firstMismatch(of: item, in: $0)
    }
  }

  /// Plays `item` on a new field in `mode`; the first event after which the field differs.
  static func firstMismatch(of item: ConformanceCase, in mode: InterceptionMode) -> Mismatch? {
    let field = SimulatedTextField()
    field.intercept(policy: item.policy, mode: mode)
    // The person's selections reach the interceptor in both modes, as the delegate-mode adapters
    // report them: the cases judge the policies, and a notification-mode host that cannot
    // report selections is a known issue of the UIKit adapters (DocC, "Known issues").
    func selectionHeard() {
      if mode == .notification { field.interceptor?.selectionDidChange() }
    }
    if let initial = item.initial {
      field.setInputText(initial.text)
      if let selection = initial.selection {
        field.select(selection)
        selectionHeard()
      }
    }
    for (index, step) in item.steps.enumerated() {
      step.event.perform(on: field)
      switch step.event {
      case .select, .move: selectionHeard()
      default: break
      }
      guard let expected = step.expectation else { continue }
      let actual = ConformanceFieldState(field, policy: item.policy)
      if !expected.isMet(by: actual) {
        return Mismatch(
          mode: mode, event: index + 1, eventDescription: step.event.description,
          expected: expected, actual: actual)
      }
    }
    return nil
  }
}
