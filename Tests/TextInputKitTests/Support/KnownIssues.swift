import Testing

/// Engine and adapter misbehaviours that the simulated field, as rough as UIKit, shows; tests
/// that meet one mark it with `withKnownIssue` and one of these comments, until it is fixed.
enum KnownIssues {
  /// The UIKit adapters forward `textFieldDidChangeSelection(_:)` to the interceptor in delegate
  /// mode only (through the delegate proxy); in notification mode the interceptor never hears
  /// the person's selections, and judges the next edit against the selection it last knew.
  static let notificationModeSelection: Comment = """
    notification mode: selections the person makes never reach the interceptor, so a caret \
    inside a token is not snapped, and a rejected or reformatted edit puts the caret back at \
    the selection the interceptor last knew
    """

  /// See ``KnownSessionIssue/silentCommit``.
  static let silentCommit = Comment(rawValue: KnownSessionIssue.silentCommit)

  /// See ``KnownSessionIssue/unheardChangeBeforeComposition``.
  static let unheardChangeBeforeComposition = Comment(
    rawValue: KnownSessionIssue.unheardChangeBeforeComposition)
}
