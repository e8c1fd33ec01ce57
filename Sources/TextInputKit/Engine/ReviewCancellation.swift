/// A question the review loop asks between two rules: should it stop now?
///
/// A service that reviews texts of a megabyte under costly policies gives each request a budget
/// of time and drops the work of a client that went away. The rules cannot be interrupted in the
/// middle of a pass, but ``InputPolicy/review(_:)`` asks ``current`` before each rule and stops
/// at the first `true`. What it leaves is unfinished, not an answer: the caller that asked for
/// the stop throws the result away.
///
/// ```swift
/// let budget = ContinuousClock.now.advanced(by: .seconds(2))
/// let validation = ReviewCancellation.$current.withValue(
///   ReviewCancellation { ContinuousClock.now >= budget }
/// ) {
///   policy.validate(megabyte)
/// }
/// // Past the budget, `validation` is incomplete: answer 503, never `validation`.
/// ```
///
/// Without one bound (the default), the review runs to its end, as it always did. The question is
/// asked from whatever thread runs the review (a task or a plain thread), so it must be cheap
/// and thread-safe.
public struct ReviewCancellation: Sendable {
  /// The question asked of the review in progress on this task or thread; `nil` for none.
  @TaskLocal public static var current: ReviewCancellation?

  let shouldStop: @Sendable () -> Bool

  /// A cancellation that stops the review as soon as `shouldStop` answers `true`.
  public init(_ shouldStop: @escaping @Sendable () -> Bool) {
    self.shouldStop = shouldStop
  }

  /// Whether the review in progress should stop; `false` when no cancellation is bound. Work
  /// that runs several reviews in a row asks it between them.
  public static var isRequested: Bool {
    guard let current else { return false }
    return current.shouldStop()
  }
}
