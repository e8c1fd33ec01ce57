import Testing
import TextInputKitSimulator
import TextInputKitTesting

import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction

/// Regressions of breaks of the laws of an edit that were once tolerated (`KnownLawBreak`), in
/// both interception modes: each field is drawn with `|` for the caret and `⟨⟩` around marked
/// text.
@Suite("Laws of an edit: fixed breaks")
struct LawBreakRegressionTests {
  // MARK: A key typed over marked text

  /// A key the input method does not compose (a space, a digit, a symbol) replaces the marked
  /// letters, and is asked about while they are still marked: it ends the composition, and is
  /// judged as what the composition commits. Rejected, the composition is taken back whole.
  @Test(arguments: InterceptionMode.allCases)
  func aRejectedKeyOverMarkedTextTakesTheCompositionBack(_ mode: InterceptionMode) {
    let field = field("|")
    field.intercept(policy: .nickname, mode: mode)
    field.keyboard = .pinyin
    field.typeEach("ni")
    #expect(field.drawing == "⟨ni⟩|")
    field.keyboard = .latin
    field.type("\u{7F}")
    #expect(field.drawing == "|")
    #expect(field.inputEvents.last?.source == .commit)
    #expect(field.inputEvents.last?.disposition == .rejected)
  }

  @Test(arguments: InterceptionMode.allCases)
  func anAcceptedKeyOverMarkedTextIsTheCommit(_ mode: InterceptionMode) {
    let field = field("ab|")
    field.intercept(policy: .secure, mode: mode)
    field.keyboard = .japanese
    field.typeEach("ka")
    #expect(field.drawing == "ab⟨か⟩|")
    field.type("1")
    #expect(field.drawing == "ab1|")
    #expect(field.inputEvents.last?.source == .commit)
    #expect(field.inputEvents.last?.disposition == .accepted)
    // Undo takes back the composition and the key at once.
    field.undo()
    #expect(field.drawing == "ab|")
  }

  /// Pinyin "p egpoy" under `nickname`, which refuses the space: the space replaces "p" and is
  /// rejected with it in both modes; the next letters start a new composition.
  @Test(arguments: InterceptionMode.allCases)
  func aSpaceOnThePinyinKeyboardEndsTheCompositionAlike(_ mode: InterceptionMode) {
    let field = field("|")
    field.intercept(policy: .nickname, mode: mode)
    field.keyboard = .pinyin
    field.typeEach("p ")
    #expect(field.drawing == "|")
    field.typeEach("egpoy")
    #expect(field.drawing == "⟨egpoy⟩|")
  }

  /// Marked text that joins the character before it ("ש⃣" and a zero-width joiner) and a key
  /// typed over it: the key replaces exactly the marked text, in both modes.
  @Test(arguments: InterceptionMode.allCases)
  func aKeyOverMarkedTextJoiningTheCharacterBeforeReplacesOnlyTheMarkedText(
    _ mode: InterceptionMode
  ) {
    let field = field("ש\u{20E3}|")
    field.intercept(policy: try! InputPolicy(json: ##"{"deny": {"characters": "#"}}"##), mode: mode)
    field.setMarkedText("\u{200D}")
    field.type("a")
    #expect(field.text == "ש\u{20E3}a")
    #expect(field.selection == 3..<3)
    #expect(field.markedRange == nil)
  }
}

extension LawBreakRegressionTests {
  // MARK: Undo of an insertion that joined the character before it

  /// Undo replays the exact UTF-16 range of the insertion (a mark inside "á"): the controller
  /// reads a deletion of exactly that range, and "a" stays.
  @Test(arguments: InterceptionMode.allCases)
  func undoOfAMarkThatJoinedTheCharacterBeforeKeepsThatCharacter(_ mode: InterceptionMode) {
    let field = field("a|")
    field.intercept(policy: .bio, mode: mode)
    field.type("\u{301}")
    #expect(field.drawing == "a\u{301}|")
    field.undo()
    #expect(field.text == "a")
    #expect(field.interceptor?.controller.state.text == "a")
    field.redo()
    #expect(field.drawing == "a\u{301}|")
  }

  /// A joiner and a symbol typed after a flag join it into one character; undo takes back only
  /// what was typed.
  @Test(arguments: InterceptionMode.allCases)
  func undoOfAJoinerAfterAFlagKeepsTheFlag(_ mode: InterceptionMode) {
    let field = field("00🇺🇸|")
    field.intercept(policy: .tweet, mode: mode)
    field.type("\u{200C}\u{B0}")
    field.undo()
    #expect(field.drawing == "00🇺🇸|")
  }

  /// A deletion of part of a character (the mark of "á", as undo replays it) removes exactly
  /// that part.
  @Test func aDeletionInsideACharacterRemovesExactlyItsRange() {
    var controller = TextInputController(policy: .bio, text: "a\u{301}b")
    _ = controller.shouldChange(utf16Range: 1..<2, replacement: "", source: .deletion)
    #expect(controller.state.text == "ab")
  }
}

extension LawBreakRegressionTests {
  // MARK: A commit that joins the character before the marked text

  /// Dictation's phrase (a variation selector) joins the "." before its placeholder: the commit
  /// is read as the exact marked range replaced, and rejected, in both modes, which leaves "0.".
  @Test(arguments: InterceptionMode.allCases)
  func aRejectedPhraseJoiningTheCharacterBeforeLeavesIt(_ mode: InterceptionMode) {
    let field = field("0.|")
    field.intercept(policy: .amount, mode: mode)
    field.dictate("\u{FE0E}")
    #expect(field.drawing == "0.|")
  }
}

extension LawBreakRegressionTests {
  // MARK: A system replacement on a composing keyboard

  /// Letters that replace a range other than the selection (a system replacement) on the pinyin
  /// keyboard start no composition: delegate mode judges them at once, and the caret stays.
  @Test(arguments: InterceptionMode.allCases)
  func aRejectedSystemReplacementOnThePinyinKeyboardKeepsTheCaret(_ mode: InterceptionMode) {
    let field = field("11|")
    field.intercept(policy: .phoneCN, mode: mode)
    field.keyboard = .pinyin
    field.systemReplace(0..<2, with: "hao")
    #expect(field.drawing == "11|")
    #expect(field.inputEvents.last?.disposition == .rejected)
  }
}

extension LawBreakRegressionTests {
  // MARK: A system replacement of nothing

  /// Nothing replacing nothing at the end of a laid-out field moves the caret there, as the field
  /// does on its own in notification mode (Engine harness, crash-25bd68dd): delegate mode kept it
  /// where it was.
  @Test(arguments: InterceptionMode.allCases)
  func nothingReplacingNothingAwayFromTheCaretMovesIt(_ mode: InterceptionMode) {
    for (policy, before, after) in [
      (InputPolicy.bankCard, "4444 44|44 4444", "4444 4444 4444|"),
      (.amount, "444,444|,444,444", "444,444,444,444|"),
      (.phone, "4444444|44444", "444444444444|"),
      (.pin, "12|34", "1234|"),
    ] {
      let field = field(before)
      field.intercept(policy: policy, mode: mode)
      let end = field.text.utf16.count
      field.systemReplace(end..<end, with: "")
      #expect(field.drawing == after, "\(before)")
    }
  }
}
