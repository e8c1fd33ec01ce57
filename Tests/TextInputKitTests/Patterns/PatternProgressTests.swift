import Testing
import TextInputKitTesting

import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction

/// A field that keeps its patterns' checkpoints judges every edit as a review of the whole text
/// would.
@Suite("Pattern checkpoints")
struct PatternProgressTests {
  @Test(arguments: [
    ("^([a-z]{1,3}[0-9] ?)*$", String(repeating: "ab1 c2 ", count: 150)),
    ("^[^😀]*$", String(repeating: "中文e\u{301}👍🏽 ", count: 200)),
    ("(ab|中)*x?$", String(repeating: "ab中", count: 300)),
    ("^.{0,200}$", String(repeating: "a😀", count: 100)),
    ("^[a-c]*$|^\\d*$", String(repeating: "abc", count: 300)),
    ("^(\\p{Han}|[0-9]){2,}$", String(repeating: "中1", count: 400)),
  ])
  func windowsAgreeWithTheWholeText(source: String, start: String) throws {
    let policy = InputPolicy(try InputRules.Pattern(source))
    var random = SplitMix64(seed: UInt64(source.utf8.count))
    let pieces = [
      "a", "b", "1", "中", "😀", "e\u{301}", "\u{301}", "🇨", "🇳", "ab1 ", "x", " ", "c2", "文",
      "ab中", "9", "", "😀a",
    ]
    var windowed = FieldBuffer(policy: policy, state: TextFieldState(text: start))
    var rejections = 0  // rejected or cut
    for step in 0..<400 {
      let before = windowed.state
      let count = before.text.utf16.count
      // Most edits near one place, as typing is; some anywhere.
      let a =
        step % 10 == 0
        ? Int.random(in: 0...count, using: &random)
        : Swift.min(count, Swift.max(0, before.utf16Selection.lowerBound + Int.random(in: -3...3, using: &random)))
      let b =
        Int.random(in: 0..<3, using: &random) == 0
        ? Int.random(in: a...Swift.min(count, a + 4), using: &random) : a
      let piece = pieces.randomElement(using: &random)!
      let source: EditSource = Int.random(in: 0..<8, using: &random) == 0 ? .paste : .typing
      var whole = FieldBuffer(policy: policy, state: before, reviewsWholeText: true)
      let expected = whole.apply(a..<b, replacement: piece, source: source)
      let outcome = windowed.apply(a..<b, replacement: piece, source: source)
      #expect(outcome.disposition == expected.disposition, "\(source) step \(step)")
      #expect(windowed.state.text == whole.state.text, "\(source) step \(step)")
      if outcome.disposition != .accepted { rejections += 1 }
      if windowed.state.text != whole.state.text { return }
    }
    #expect(rejections > 0)
  }
}
