import Testing
import TextInputKit

/// Finding 9: the sticker view's plain ⇄ display edit plan works on what is shown.
@Suite struct StickerDisplayEditTests {
  let catalog = StickerFixtures.catalog

  @Test func aTypedLiteralKeepsItsOffsetsUntilItBecomesASticker() {
    // The user typed "[笑哭" character by character: four characters on screen.
    let shown: [StickerDisplayRun] = [.text("ab[笑哭")]
    let state = StickerDisplayEdit.plainState(showing: shown, displaySelection: 5..<5)
    #expect(state.text == "ab[笑哭")
    #expect(state.utf16Selection == 5..<5)
    let edit = StickerDisplayEdit(
      showing: shown, newPlainText: "ab[笑哭]", plainSelection: 6..<6, catalog: catalog)
    #expect(edit.displayRange == 2..<5)
    #expect(edit.runs == [.sticker(code: "[笑哭]")])
    #expect(edit.selection == 3..<3)
  }

  @Test func plainOffsetsCountStickersAsTheirCodes() {
    let shown: [StickerDisplayRun] = [.text("笑"), .sticker(code: "[笑哭]"), .text("x")]
    #expect(
      StickerDisplayEdit.plainState(showing: shown, displaySelection: 2..<2)
        == TextFieldState(text: "笑[笑哭]x", utf16Selection: 5..<5))
    #expect(
      StickerDisplayEdit.plainState(showing: shown, displaySelection: 1..<3)
        == TextFieldState(text: "笑[笑哭]x", utf16Selection: 1..<6))
    #expect(
      StickerDisplayEdit.plainState(showing: shown, displaySelection: 0..<0).utf16Selection
        == 0..<0)
  }

  @Test func insertingAStickerReplacesOnlyTheCaret() {
    let shown: [StickerDisplayRun] = [.text("好"), .sticker(code: "[害羞]")]
    let edit = StickerDisplayEdit(
      showing: shown, newPlainText: "好[笑哭][害羞]", plainSelection: 5..<5, catalog: catalog)
    #expect(edit.displayRange == 1..<1)
    #expect(edit.runs == [.sticker(code: "[笑哭]")])
    #expect(edit.selection == 2..<2)
  }

  @Test func deletingAStickerRemovesOneUnit() {
    let shown: [StickerDisplayRun] = [.sticker(code: "[笑哭]"), .sticker(code: "[笑哭]")]
    let edit = StickerDisplayEdit(
      showing: shown, newPlainText: "[笑哭]", plainSelection: 4..<4, catalog: catalog)
    #expect(edit.displayRange.count == 1)
    #expect(edit.runs.isEmpty)
    #expect(edit.selection == 1..<1)
  }

  @Test func anEditNeverSplitsASurrogatePair() {
    // 😀 and 😃 share their lead surrogate.
    let edit = StickerDisplayEdit(
      showing: [.text("a😀")], newPlainText: "a😃", plainSelection: 3..<3, catalog: catalog)
    #expect(edit.displayRange == 1..<3)
    #expect(edit.runs == [.text("😃")])
  }
}

extension StickerDisplayEditTests {
  @Test func displayRangesOfPlainRanges() {
    let shown: [StickerDisplayRun] = [.text("笑"), .sticker(code: "[笑哭]"), .text("x")]
    #expect(StickerDisplayEdit.displayRange(showing: shown, forPlainUTF16: 0..<0) == 0..<0)
    #expect(StickerDisplayEdit.displayRange(showing: shown, forPlainUTF16: 1..<1) == 1..<1)
    #expect(StickerDisplayEdit.displayRange(showing: shown, forPlainUTF16: 5..<5) == 2..<2)
    #expect(StickerDisplayEdit.displayRange(showing: shown, forPlainUTF16: 1..<5) == 1..<2)
    #expect(StickerDisplayEdit.displayRange(showing: shown, forPlainUTF16: 3..<3) == 1..<1)
    #expect(StickerDisplayEdit.displayRange(showing: shown, forPlainUTF16: 6..<6) == 3..<3)
    // Round trip with plainState.
    for caret in 0...3 {
      let plain = StickerDisplayEdit.plainState(showing: shown, displaySelection: caret..<caret)
      #expect(
        StickerDisplayEdit.displayRange(showing: shown, forPlainUTF16: plain.utf16Selection)
          == caret..<caret)
    }
  }
}
