import Testing

/// Engine and adapter misbehaviours that the simulated field, as rough as UIKit, shows; tests
/// that meet one mark it with `withKnownIssue` and one of these comments, until it is fixed.
enum KnownIssues {
  /// See ``KnownSessionIssue/silentCommit``.
  static let silentCommit = Comment(rawValue: KnownSessionIssue.silentCommit)

  /// See ``KnownSessionIssue/unheardChangeBeforeComposition``.
  static let unheardChangeBeforeComposition = Comment(
    rawValue: KnownSessionIssue.unheardChangeBeforeComposition)
}
