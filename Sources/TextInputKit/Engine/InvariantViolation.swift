/// An invariant of an editing type that does not hold, found by one of the `…+Invariants.swift`
/// checks that tests and fuzz harnesses call after every event.
///
/// ```swift
/// buffer.invariantViolation()  // nil, or InvariantViolation(invariant: "lengths", message: "…")
/// ```
struct InvariantViolation: Error, Hashable, CustomStringConvertible {
  /// The invariant, in a word: a shrinker keeps only event lists that break the same one.
  var invariant: String
  /// What is wrong, with the values involved.
  var message: String

  var description: String { "\(invariant): \(message)" }
}
