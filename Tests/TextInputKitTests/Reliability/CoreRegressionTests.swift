import Testing

import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction

/// Defects the random sessions and the fuzzers found in the core, each as the shortest case.
@Suite("Core regressions")
struct CoreRegressionTests {
  @Test func caretAfterAnInsertionThatJoinsTheNextCharacterIsOnAClusterBoundary() {
    // "e" typed before a lone combining accent joins it: "é" is one cluster, and the caret goes
    // after it rather than between the "e" and its accent.
    let field = TextFieldState(text: "\u{301}", utf16Selection: 0..<0)
    let outcome = InputPolicy.unrestricted.apply(.typing("e", in: field), to: field)
    #expect(outcome.state.text == "e\u{301}")
    #expect(outcome.state.utf16Selection == 2..<2)
  }

  @Test func markedTextThatJoinsTheTextBeforeItCoversWholeClusters() {
    let field = TextFieldState(text: "a")
    let edit = Edit(replacing: 1..<1, with: "\u{301}", source: .markedText)
    let outcome = InputPolicy.unrestricted.apply(edit, to: field)
    #expect(outcome.state.utf16MarkedRange == 0..<2)
  }

  @Test func aLaterRuleRemovingCharactersCannotJoinWhatAnEarlierRuleRejects() {
    // The invisibles rule removes the zero width space; "©" and U+FE0F then form the emoji
    // "©️", which the emoji rule (earlier in the nickname policy) must still reject.
    let field = TextFieldState(text: "a")
    let outcome = InputPolicy.nickname.apply(.paste("©\u{200B}\u{FE0F}", in: field), to: field)
    #expect(!outcome.state.text.contains { $0.isEmoji })
    #expect(InputPolicy.nickname.violations(in: outcome.state.text).isEmpty)
  }

  @Test(arguments: [0, 1])
  func policyFilesAcceptZeroAndOne(_ value: Int) throws {
    // JSON's 0 and 1 are numbers and true is not, on every platform.
    let policy = try InputPolicy(json: #"{"maxLength": 1, "maxCombiningMarks": \#(value)}"#)
    #expect(policy.sanitize("abc") == "a")
    let error = #expect(throws: TextInputError.self) {
      try InputPolicy(json: #"{"maxLength": true}"#)
    }
    #expect(error?.description == "`maxLength` must be a whole number.")
  }

  @Test func tagCharactersAfterALetterAreNotAnEmoji() {
    let hidden: Character = "i\u{E0049}\u{E0067}"
    #expect(!hidden.isEmoji)
    #expect(Character("🏴󠁧󠁢󠁥󠁮󠁧󠁿").isEmoji)
    #expect(InputPolicy.nickname.sanitize("Hi\u{E0049}\u{E0067}").isEmpty == false)
  }

  @Test func aRejectedCommitWithoutMarkedTextLeavesTheSelectionAlone() {
    // Found by the Engine fuzzer: a commit over a selection, rejected, deleted the selection.
    let field = TextFieldState(text: "0.17", utf16Selection: 0..<1)
    let edit = Edit(replacing: field.selection, with: "<;", source: .commit)
    let outcome = InputPolicy.price.apply(edit, to: field)
    #expect(outcome.isRejected)
    #expect(outcome.state == field)
  }

  @Test func aRejectedCommitRemovesTheMarkedText() {
    let field = TextFieldState(text: "12ab", utf16Selection: 4..<4, utf16MarkedRange: 2..<4)
    let edit = Edit(replacing: field.markedRange!, with: "啊", source: .commit)
    let outcome = InputPolicy.price.apply(edit, to: field)
    #expect(outcome.isRejected)
    #expect(outcome.state.text == "12")
    #expect(outcome.replacedUTF16Range == 2..<4)
  }
}
