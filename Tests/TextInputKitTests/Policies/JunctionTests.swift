import Testing
import TextInputKit

/// An insertion whose end joins the text after it: the character it would form is judged, and
/// dropping one inserted character lets the one before it join instead.
@Suite("Joins at the end of an insertion")
struct JunctionTests {
  // Drawn strings cannot show these cases: a caret drawn before a combining mark joins it.
  @Test(arguments: [
    // Lone combining marks start the text: any letter pasted before them takes all four.
    ("\u{301}\u{302}\u{303}\u{304}x", "#sw", "\u{301}\u{302}\u{303}\u{304}x", 0, true),
    // Only the last pasted character joins U+FE0F: "©" would become the emoji "©️". "b" takes
    // the selector instead, and the caret goes after the character they make.
    ("\u{FE0F}x", "ab©", "ab\u{FE0F}x", 3, false),
  ])
  func insertionBeforeJoiningText(
    text: String, paste: String, expected: String, caret: Int, rejected: Bool
  ) {
    let policy = InputPolicy(.rejectEmoji, .maxCombiningMarks(3), .maxLength(64))
    let state = TextFieldState(text: text, utf16Selection: 0..<0)
    let outcome = policy.apply(Edit(replacing: 0..<0, with: paste, source: .paste), to: state)
    #expect(outcome.state.text == expected)
    #expect(outcome.state.utf16Selection == caret..<caret)
    #expect(outcome.isRejected == rejected)
    #expect(policy.violations(in: outcome.state.text).isEmpty)
  }

  /// The fuzzer's input that found the chain: a pasted phrase truncated by the limit before
  /// four lone combining marks, in the secure preset.
  @Test func securePresetBeforeLoneMarks() throws {
    let policy = try #require(InputPolicy.presets["secure"])
    let text = "\u{301}\u{302}\u{303}\u{304}\u{2605}bR\u{1100}\u{1161}\u{11A8}\u{1C5}\u{2026}S;;1s"
    let state = TextFieldState(text: text, utf16Selection: 0..<0)
    let edit = Edit(replacing: 0..<0, with: "#swift#\u{2605}Ans\u{5E9}\u{5DC}\u{5D5}\u{5DD}", source: .systemReplacement)
    let outcome = policy.apply(edit, to: state)
    #expect(outcome.isRejected)
    #expect(policy.violations(in: outcome.state.text).isEmpty)
  }
}
