/// The ``ReviewCancellation`` of one long pass, asked once every ``stride`` units of work.
///
/// A rule's pass over a megabyte runs for a second or more; the review loop's question between
/// rules comes too late for a budget of a second. A pass that reads its text a cluster, a code
/// point or a byte at a time counts its work here and stops at the first `true`: it leaves the
/// proposal as it found it, or unfinished, and never as a verdict: the caller that bound the
/// cancellation throws the review away (see ``ReviewCancellation``).
///
/// ```swift
/// var checkpoint = ReviewCheckpoint()
/// for scalar in text.unicodeScalars {
///   if checkpoint.shouldStop() { return }   // asked at the 4,096th code point, the 8,192nd, …
///   …
/// }
/// ```
///
/// Without a cancellation bound, the count never reaches a question: the pass runs as before,
/// for the cost of a subtraction and a branch a unit.
package struct ReviewCheckpoint {
  /// Units of work between two questions: a few microseconds of the cheapest pass, so asking
  /// (a clock read and a lock) costs nothing measurable.
  package static let stride = 4_096

  private let cancellation: ReviewCancellation?
  private var remaining: Int
  /// Whether a question was answered `true`: the pass stopped unfinished.
  package private(set) var isStopped = false

  /// A checkpoint for a pass that starts now, on the cancellation bound to this task or thread.
  package init() {
    cancellation = ReviewCancellation.current
    remaining = cancellation == nil ? .max : Self.stride
  }

  /// Counts `units` of work done; `true` when the pass should stop now.
  @inlinable @inline(__always)
  package mutating func shouldStop(after units: Int = 1) -> Bool {
    remaining &-= units
    return remaining <= 0 && ask()
  }

  private mutating func ask() -> Bool {
    guard let cancellation else {
      remaining = .max
      return false
    }
    remaining = Self.stride
    isStopped = cancellation.shouldStop()
    return isStopped
  }
}
