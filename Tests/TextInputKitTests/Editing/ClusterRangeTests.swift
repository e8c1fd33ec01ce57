import Testing

import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction

@Suite("Cluster ranges")
struct ClusterRangeTests {
  static let samples = [
    "", "abc", "a😀b", "e\u{301}x", "👨‍👩‍👧‍👦", "🇨🇳🇺🇸", "a🏴󠁧󠁢󠁳󠁣󠁴󠁿b", "中𠀀文", "１２３",
    "שָׁלוֹם world", "\r\n\r\n", "👍🏽👍🏿", "1️⃣#️⃣", "क्षि",
  ]

  /// Every UTF-16 range of every sample, including reversed and out-of-bounds ones, converts to a
  /// range on cluster boundaries that covers the original.
  @Test(arguments: samples)
  func everyRangeWidensToWholeClusters(text: String) {
    let count = text.utf16.count
    let boundaries = Set(text.indices.map { text.utf16Offset(of: $0) } + [count])
    for lower in -2...(count + 2) {
      for upper in -2...(count + 2) {
        let range = text.clusterRange(utf16: lower..<Swift.max(lower, upper))
        let offsets = text.utf16Range(range)
        #expect(
          boundaries.contains(offsets.lowerBound), "\(lower)..<\(upper) in \(text.debugDescription)"
        )
        #expect(
          boundaries.contains(offsets.upperBound), "\(lower)..<\(upper) in \(text.debugDescription)"
        )
        let clampedLower = Swift.min(Swift.max(lower, 0), count)
        let clampedUpper = Swift.min(Swift.max(Swift.max(lower, upper), 0), count)
        if clampedLower < clampedUpper {
          #expect(offsets.lowerBound <= clampedLower && clampedUpper <= offsets.upperBound)
        } else {
          #expect(offsets.isEmpty)
        }
      }
    }
  }

  struct Case: CustomTestStringConvertible, Sendable {
    var text: String
    var utf16: Range<Int>
    var expected: Range<Int>
    var testDescription: String { "\(text.debugDescription) \(utf16) → \(expected)" }
  }

  @Test(arguments: [
    Case(text: "a😀b", utf16: 2..<2, expected: 3..<3),  // inside the surrogate pair: to its end
    Case(text: "a😀b", utf16: 2..<4, expected: 1..<4),  // half a pair widens to all of it
    Case(text: "a😀b", utf16: 0..<99, expected: 0..<4),  // past the end clamps
    Case(text: "e\u{301}x", utf16: 1..<2, expected: 0..<2),  // the accent takes its letter along
    Case(text: "🇨🇳🇺🇸", utf16: 2..<6, expected: 0..<8),  // flags are pairs of indicators
    Case(text: "👨‍👩‍👧‍👦", utf16: 3..<3, expected: 11..<11),
  ])
  func examples(_ example: Case) {
    #expect(
      example.text.utf16Range(example.text.clusterRange(utf16: example.utf16)) == example.expected)
  }

  @Test func drawingRoundTrips() {
    for drawing in ["138|", "|", "a«bc»d", "你⟨ni h⟩|", "«😀»", "|e\u{301}"] {
      #expect(TextFieldState(drawn: drawing).drawn == drawing)
    }
    #expect(TextFieldState(drawn: "abc").drawn == "abc|")
  }

  @Test func stateInitializersNeverCrash() {
    let state = TextFieldState(text: "a😀", utf16Selection: 7..<9, utf16MarkedRange: -5..<1)
    #expect(state.utf16Selection == 3..<3)
    #expect(state.utf16MarkedRange == 0..<1)
  }
}
