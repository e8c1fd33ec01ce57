import Testing

import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction

/// A sticker view's undo and its own keys, through the core: undo follows the interceptor's
/// rule, stale ranges are clamped, the app is asked before a sticker key, and a keystroke reads
/// windows, not everything shown.
@Suite struct StickerUndoStepTests {
  let catalog = StickerFixtures.catalog

  func setUp(_ plain: String, policy: InputPolicy = .unrestricted)
    -> (RunsSurface, StickerSurfaceHost, TextInputInterceptor)
  {
    let surface = RunsSurface(plain, catalog: catalog)
    let host = StickerSurfaceHost(surface: surface)
    let interceptor = TextInputInterceptor(
      host: host, policy: policy, tokens: TokenSet(catalog: catalog), mode: .delegate)
    return (surface, host, interceptor)
  }

  /// "ab|" + [害羞] → "ab[害羞]|"; undo → "ab|"; redo → "ab[害羞]|": the history's steps, taken
  /// as they are, with their selections.
  @Test func undoAndRedoOfAStepAreTakenAsTheyAre() {
    let (surface, host, interceptor) = setUp("ab")
    interceptor.insertKey("[害羞]")
    #expect(host.currentText == "ab[害羞]")
    surface.undo(interceptor)
    #expect(host.currentText == "ab")
    #expect(interceptor.controller.state.text == "ab")
    #expect(host.utf16Selection == 2..<2)
    surface.redo(interceptor)
    #expect(host.currentText == "ab[害羞]")
    #expect(interceptor.controller.state.text == "ab[害羞]")
    #expect(host.utf16Selection == 6..<6)
  }

  /// "12|" + "3"; then the app assigns "12ab" with the inherited `text =`, which neither the
  /// step nor the interceptor heard of; undo takes back display 2..<3 → "12b", which no policy
  /// accepted: it is judged, and the letter does not stay.
  @Test func textTheHistoryDoesNotKnowIsJudged() {
    let (surface, host, interceptor) = setUp("12", policy: InputPolicy(.allow(.digits)))
    interceptor.apply { Edit(replacing: $0.selection, with: "3", source: .typing) }
    #expect(host.currentText == "123")
    surface.assignBehindTheViewsBack("12ab")
    surface.undo(interceptor)
    let digitsOnly = host.currentText.allSatisfy { $0.isNumber }
    #expect(digitsOnly)
    #expect(interceptor.controller.state.text == host.currentText)
  }

  /// "ab|" + "c"; then "w" assigned in code: the step's range 2..<3 lies beyond the text. Undo
  /// clamps it (nothing to put back there) instead of reading out of bounds.
  @Test func aStaleRangeIsClamped() {
    let (surface, host, interceptor) = setUp("ab")
    interceptor.apply { Edit(replacing: $0.selection, with: "c", source: .typing) }
    surface.assignBehindTheViewsBack("w")
    surface.undo(interceptor)
    #expect(host.currentText == "w")
    #expect(surface.displaySelection == 1..<1)
    #expect(interceptor.controller.state.text == "w")
  }

  @Test(arguments: [
    // (written, previous shown, selection before, shown now) → the inverse
    (2..<3, 3, 2..<2, 1, 1..<1, 2..<2),
    (2..<3, 0, 0..<3, 2, 2..<2, 0..<2),
    (0..<1, 0, 0..<0, 5, 0..<1, 0..<0),
  ])
  func theInverseIsClampedToWhatIsShown(
    written: Range<Int>, previousUnits: Int, selection: Range<Int>, shown: Int,
    range: Range<Int>, selectionAfter: Range<Int>
  ) {
    var step = StickerUndoStep(
      undoing: StickerDisplayEdit(displayRange: 0..<0, runs: [], selection: 0..<0),
      on: RunsSurface("", catalog: catalog))
    step.written = written
    step.previous = previousUnits == 0 ? [] : [.text(String(repeating: "x", count: previousUnits))]
    step.previousSelection = selection
    let inverse = step.inverse(displayCount: shown)
    #expect(inverse.displayRange == range)
    #expect(inverse.selection == selectionAfter)
  }

  /// A sticker key asks the app first, in display offsets, as UIKit asks about a typed change.
  @Test func aStickerKeyAsksTheApp() {
    let (surface, host, interceptor) = setUp("笑[笑哭]")
    var asked: [String] = []
    var events: [InputEvent] = []
    interceptor.onInputEvent = { events.append($0) }
    let refused = host.apply(
      through: interceptor,
      askingApp: { range, text in
        asked.append("\(range) \(text)")
        return false
      }
    ) { .key("[害羞]", in: $0) }
    #expect(refused == nil)
    #expect(asked == ["2..<2 [害羞]"])
    #expect(host.currentText == "笑[笑哭]")
    #expect(events.isEmpty)
    let outcome = host.apply(through: interceptor, askingApp: { _, _ in nil }) {
      .key("[害羞]", in: $0)
    }
    #expect(outcome?.isRejected == false)
    #expect(surface.displayRuns == [.text("笑"), .sticker(code: "[笑哭]"), .sticker(code: "[害羞]")])
  }

  /// A keystroke reads the length, the stickers' places and windows; everything shown is read
  /// once, by the write.
  @Test func aKeystrokeReadsWindows() {
    let long = String(repeating: "字[笑哭]", count: 500)
    let (surface, host, interceptor) = setUp(long)
    surface.wholeReads = 0
    interceptor.apply { Edit(replacing: $0.selection, with: "a", source: .typing) }
    #expect(host.currentText.hasSuffix("[笑哭]a"))
    #expect(surface.wholeReads <= 2)
  }

  /// The offsets from the stickers' places are those of the runs, for every range of a text.
  @Test func theMapAgreesWithTheRuns() {
    let surface = RunsSurface("a[笑哭]b😀[害羞][害羞]c", catalog: catalog)
    let runs = surface.shown
    let map = StickerDisplayMap(stickers: surface.displayStickers, displayCount: surface.shownUnits)
    let plain = StickerDisplayEdit.plainState(showing: runs, displaySelection: 0..<0).text
    #expect(map.plainCount == plain.utf16.count)
    for lower in 0...plain.utf16.count {
      for upper in lower...plain.utf16.count {
        #expect(
          map.display(plain: lower..<upper)
            == StickerDisplayEdit.displayRange(showing: runs, forPlainUTF16: lower..<upper))
      }
    }
    // Display 4 lies inside "😀", where no view puts a selection (TextFieldState widens it).
    let whole = (0...surface.shownUnits).filter { $0 != 4 }
    for lower in whole {
      for upper in whole where upper >= lower {
        let state = StickerDisplayEdit.plainState(showing: runs, displaySelection: lower..<upper)
        #expect(map.plain(display: lower)..<map.plain(display: upper) == state.utf16Selection)
      }
    }
  }

  /// The host's windows are the plain text's, for every range.
  @Test func aWindowIsThePlainText() {
    // The host holds its surface weakly: the test keeps it.
    let (surface, host, _) = setUp("a[笑哭]b😀😀[害羞]c")
    let plain = host.currentText
    #expect(plain == "a[笑哭]b😀😀[害羞]c")
    #expect(surface.shownUnits == 9)
    #expect(host.text(inUTF16Range: 7..<8) == "😀")
    #expect(host.text(inUTF16Range: 6..<7) == "😀")
    #expect(host.text(inUTF16Range: 8..<11) == "😀[")
    for lower in 0...plain.utf16.count + 1 {
      for upper in lower...plain.utf16.count + 1 {
        #expect(
          host.text(inUTF16Range: lower..<upper) == plain.substring(clampedUTF16: lower..<upper),
          "\(lower)..<\(upper)")
      }
    }
  }
}
