#if !FUZZING
import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction
#endif

/// An invariant that did not hold.
struct SessionFailure: Error, CustomStringConvertible {
  /// The index of the event after which the invariant broke.
  var step: Int
  /// The invariant, in a word: the shrinker keeps only event lists that break the same one.
  var invariant: String
  var message: String
  var description: String { "after event \(step): \(message)" }
}
