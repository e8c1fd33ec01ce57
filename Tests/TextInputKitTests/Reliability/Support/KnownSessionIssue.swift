#if !FUZZING
import TextInputKitSimulator

import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction
#endif

/// Engine misbehaviours that random sessions meet and that are recorded as known issues until
/// the engine is fixed (`KnownEngineIssueTests`); the random sessions, the corpus replay and the
/// Engine fuzz harness classify a failure with ``classify(_:policy:mode:roughness:)``.
enum KnownSessionIssue {
  /// Delegate mode: a candidate committed without a notification is taken as it is when the
  /// next keystroke catches the interceptor up.
  static let silentCommit = """
    delegate mode: a candidate committed without a notification is never judged; the next \
    keystroke's catch-up takes it as it is
    """

  /// Notification mode: a change the interceptor never heard of is never judged when a new
  /// composition follows.
  static let unheardChangeBeforeComposition = """
    notification mode: a change the interceptor never heard of (a silent commit, a correction \
    without a notification) is never judged when the next notification shows a new composition
    """

  /// The known issue a failing session shows, or `nil`: the session fails only because the field
  /// changed without telling the interceptor (a silent commit; in notification mode, a correction
  /// without a notification), and passes when those changes are announced.
  static func classify(
    _ events: [SessionEvent], policy: InputPolicy, mode: SessionMode,
    roughness: SimulatedTextField.Roughness
  ) -> String? {
    let unheard: SimulatedTextField.Roughness =
      mode == .notification
      ? [.commitsAreSilent, .correctionsPostNoNotification] : .commitsAreSilent
    guard mode.usesField, !roughness.isDisjoint(with: unheard) else { return nil }
    var session = EditingSession(
      policy: policy, mode: mode, roughness: roughness.subtracting(unheard))
    do {
      try session.run(events)
    } catch {
      return nil
    }
    return mode == .notification ? unheardChangeBeforeComposition : silentCommit
  }
}
