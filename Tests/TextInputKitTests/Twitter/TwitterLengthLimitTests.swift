import Testing
import TextInputKitTesting

import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction

/// A Twitter length limit counts a URL as 23 while it is typed, and never cuts one.
@Suite("Twitter length limits")
struct TwitterLengthLimitTests {
  @Test(arguments: [
    // Limit, text before, paste, text after.
    (
      30, "hi ", "https://example.com/a/very/long/path/indeed",
      "hi https://example.com/a/very/long/path/indeed"
    ),
    (25, "hi ", "see https://example.com/path", "hi see "),
    (50, "", "a.com b.com", "a.com b.com"),
    (30, "", "a.com b.com", "a.com "),
    (26, "", "abc example.com/x", "abc "),
  ])
  func aLimitNeverCutsAURL(limit: Int, before: String, paste: String, after: String) {
    let state = TextFieldState(text: before)
    let outcome = InputPolicy(.maxLength(limit, counting: .twitter)).apply(
      .paste(paste, in: state), to: state)
    #expect(outcome.state.text == after)
    #expect(LengthMetric.twitter.length(of: outcome.state.text) <= limit)
  }

  @Test func theTweetPresetCountsURLsAs23() {
    let long = "https://example.com/" + String(repeating: "p", count: 400)
    let state = TextFieldState(text: "")
    let outcome = InputPolicy.tweet.apply(.paste(long, in: state), to: state)
    #expect(outcome.state.text == long)
    #expect(outcome.isAccepted)
  }

  /// The counter shows 23 as soon as the typed text becomes a URL, at every keystroke.
  @Test func theCounterCountsAURLAsItIsTyped() {
    var controller = TextInputController(policy: .tweet, text: "")
    var counts: [Int] = []
    for character in "see example.com/a" {
      _ = controller.apply(.typing(String(character), in: controller.state))
      counts.append(controller.counter.count)
      #expect(controller.counter.count == LengthMetric.twitter.length(of: controller.state.text))
    }
    // "see example.c" is 13; "see example.co" is a URL (Colombia), so is everything after.
    #expect(counts == [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 27, 27, 27, 27])
    #expect(controller.counter.description == "27/280")
  }

  /// Running counts under Twitter's metric equal a recount after every random edit among URL
  /// fragments, spaces, CJK, emoji and combining marks.
  @Test(arguments: [1, 2, 3, 42, 2024] as [UInt64])
  func runningCountsMatchARecount(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let pieces = [
      "http://", "example", ".", ".com", "co", "/", "?a=1", "(", ")", " ", "@", "#", "_", "-",
      "中", "😀", "e\u{301}", "\u{301}", "t.co/", "jp", "xn--ls8h", "みんな", "\u{202A}", "\n", "",
    ]
    var controller = TextInputController(
      policy: InputPolicy(.maxLength(280, counting: .twitter)), text: "")
    for step in 0..<400 {
      let count = controller.state.text.utf16.count
      let a = Int.random(in: 0...count, using: &random)
      let b = Int.random(in: a...Swift.min(count, a + 6), using: &random)
      let piece = pieces.randomElement(using: &random)!
      _ = controller.shouldChange(utf16Range: a..<b, replacement: piece, source: .typing)
      _ = controller.didChange(
        text: controller.state.text, utf16Selection: controller.state.utf16Selection,
        utf16MarkedRange: nil)
      let text = controller.state.text
      #expect(
        controller.buffer.units[.twitter] == LengthMetric.twitter.unitCount(of: text),
        "seed \(seed), step \(step): \(text.debugDescription)")
    }
  }
}
