import Testing
import TextInputKit
import TextInputKitTesting
@testable import TextInputKitEditing
@testable import TextInputKitText


/// What an edit changes in a text's length, measured around the edit only, against the length
/// of the whole text before and after.
@Suite("Length change of an edit")
struct UnitChangeTests {
  /// Long insertions of one-byte characters between characters that join them (a combining mark
  /// after, a carriage return before, flags, joiners): only the insertion's ends can join.
  @Test(arguments: UInt64(1)...8)
  func longSingleByteInsertionsCountLikeTheWholeText(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    let around = ["a", "\r", "\n", "\u{301}", "🇨", "🇳", "e", "中", "\u{200D}", "👍", "\u{1F3FD}"]
    let inside = Array("ab\n 1.")
    for _ in 0..<300 {
      let text = (0..<Int.random(in: 0...12, using: &rng)).map { _ in
        around.randomElement(using: &rng)!
      }.joined()
      let offsets = Array(text.indices) + [text.endIndex]
      let a = offsets.randomElement(using: &rng)!
      let b = offsets.randomElement(using: &rng)!
      let range = Swift.min(a, b)..<Swift.max(a, b)
      let count = Int.random(in: 65...90, using: &rng)
      let inserted = String((0..<count).map { _ in inside.randomElement(using: &rng)! })
      let edit = ProposedEdit(text: text, range: range, replacement: inserted, source: .paste)
      let result = String(text[..<edit.range.lowerBound]) + inserted + text[edit.range.upperBound...]
      #expect(
        edit.unitChange(under: .characters, inserting: inserted[...]) == result.count - text.count,
        "\(text.debugDescription) \(range)")
    }
  }
}
