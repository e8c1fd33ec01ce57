import Testing
import TextInputKitSimulator
import TextInputKitTesting

@testable import TextInputKit

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
