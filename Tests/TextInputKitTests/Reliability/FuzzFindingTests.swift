import Testing
import TextInputKitSimulator

import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction

/// What the fuzzers found, each as the shortest case; the inputs themselves are in
/// Fuzz/Corpus/ and replayed by `FuzzCorpusTests`.
@Suite("Fuzz findings")
struct FuzzFindingTests {
  /// Engine, nickname preset, tokens mode: `.systemReplace(5..<11, "e\u{301}\u{E0067}\u{E007F}🇨🇳")`
  /// on "asin(한6中䷜" with the caret after "a", inside the token "asin(". The edit was rejected
  /// (then, because the tags took the "é" with them), and the caret snapped out of the token:
  /// a rejected edit changed the field.
  @Test func aRejectedEditThroughTokensLeavesTheCaretInPlace() {
    let field = TextFieldState(text: "asin(\u{D55C}6\u{4E2D}\u{4DDC}", utf16Selection: 1..<1)
    let tokens = TokenSet.calculator
    let rejected = InputPolicy.nickname.apply(.typing("😀", in: field), to: field, tokens: tokens)
    #expect(rejected.isRejected)
    #expect(rejected.state == field)
    #expect(rejected.replacedUTF16Range == 0..<0)  // the typing went to the nearer edge, 0
    // The edit the fuzzer found now keeps its letter, and the caret lands after it.
    let edit = Edit(
      replacing: 5..<11, with: "e\u{301}\u{E0067}\u{E007F}\u{1F1E8}\u{1F1F3}",
      source: .systemReplacement)
    let outcome = InputPolicy.nickname.apply(edit, to: field, tokens: tokens)
    #expect(outcome.state.text == "asin(e\u{301}")
    #expect(outcome.state.utf16Selection == 7..<7)
  }

  /// Engine, nickname preset, delegate mode: letters marked over a selection and deleted again
  /// with backspace deleted the selection, but the simulated field recorded no undo step for it,
  /// so the next undo met a range outside the text (UIKit records the deletion).
  @Test(arguments: InterceptionMode.allCases)
  func aCompositionDeletedLetterByLetterIsOneUndoableChange(mode: InterceptionMode) {
    let field = SimulatedTextField()
    field.intercept(policy: .nickname, mode: mode)
    field.type("3.14abc")
    field.select(0..<6)
    field.setMarkedText("x")
    #expect(field.text == "xc")
    field.backspace()
    #expect(field.text == "c")
    field.undo()
    #expect(field.undoErrors.isEmpty)
    #expect(field.text == "3.14abc")
  }

  /// PolicyJSON: `{"maxLength":909111111111111111, "metric": "twitter"}` trapped on arithmetic
  /// overflow in `MaxLength.apply` (the limit times Twitter's scale of 100).
  @Test func aHugeLimitUnderTwitterCountingNeitherTrapsNorLoads() {
    let error = #expect(throws: TextInputError.self) {
      try InputPolicy(json: #"{"maxLength":909111111111111111, "metric": "twitter"}"#)
    }
    #expect(error?.description == "`maxLength` must be at most 1000000000; it is 909111111111111111.")
    let policy = InputPolicy(.maxLength(909_111_111_111_111_111, counting: .twitter))
    for sample in HostileText.pieces {
      #expect(policy.sanitize(sample) == sample)
    }
  }
}
