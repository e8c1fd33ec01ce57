import Foundation
import Testing
import TextInputKit

/// The core's hook: a bound ``ReviewCancellation`` is asked before each rule, and stops the
/// review at the first `true`.
@Suite("ReviewCancellation")
struct ReviewCancellationTests {
  /// "a😀" under `nickname`: the emoji is removed when the review runs to its end.
  static let text = "a😀\u{200B}b"

  @Test func withoutOneTheReviewRunsToItsEnd() {
    #expect(InputPolicy.nickname.sanitize(Self.text) == "ab")
    #expect(!ReviewCancellation.isRequested)
  }

  @Test func aStopBeforeTheFirstRuleLeavesTheInsertionUnreviewed() {
    let sanitized = ReviewCancellation.$current.withValue(ReviewCancellation { true }) {
      InputPolicy.nickname.sanitize(Self.text)
    }
    #expect(sanitized == Self.text)
  }

  @Test func theQuestionIsAskedBeforeEachRule() {
    let asked = Counter()
    _ = ReviewCancellation.$current.withValue(ReviewCancellation { asked.increment() >= 1_000 }) {
      InputPolicy.nickname.sanitize(Self.text)
    }
    #expect(asked.value >= InputPolicy.nickname.rules.count)
  }
}

final class Counter: @unchecked Sendable {
  private var count = 0
  private let lock = NSLock()
  /// Adds one and returns the count before.
  func increment() -> Int { lock.withLock { defer { count += 1 }; return count } }
  var value: Int { lock.withLock { count } }
}
