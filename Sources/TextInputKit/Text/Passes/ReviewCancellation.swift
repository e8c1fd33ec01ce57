/// A question a review asks as it goes: should it stop now?
///
/// A service that reviews texts of a megabyte under costly policies gives each request a budget
/// of time and drops the work of a client that went away. ``InputPolicy/review(_:)`` asks
/// ``current`` before each rule, and every pass of the core that reads a whole text (the
/// filters' walk over a paste, a decimal number's and a mask's reading of it, folding digits and
/// full-width forms, changing case, counting lengths, reading a formatted value) asks it once
/// every few thousand clusters or code points; each stops at the first `true`. What a stopped
/// review leaves is unfinished, not an answer, and may look like one (a length counted in
/// part, a value read in part): the caller that asked for the stop throws the result away.
/// Once it has answered `true`, the question must go on answering `true` for the rest of the
/// work, so that every pass still to run stops at its first question.
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
