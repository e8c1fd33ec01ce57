import Testing

import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction

/// A sticker text view as the interceptor sees it, on Linux: the core's ``StickerSurfaceHost``
/// over a surface of display runs, as `StickerTextView` ships it (UIKit only stores the runs).
final class RunsSurface: StickerDisplaySurface {
  /// What is shown.
  var shown: [StickerDisplayRun]
  /// Everything shown, read whole: the host reads it only for ``currentText`` and a write.
  var displayRuns: [StickerDisplayRun] {
    get {
      wholeReads += 1
      return shown
    }
    set { shown = newValue }
  }
  /// How many times everything shown was read.
  var wholeReads = 0
  var isUndoing = false
  var isRedoing = false
  /// The undo manager's steps, as `StickerTextView` registers them.
  private(set) var undoSteps: [StickerUndoStep] = []
  private(set) var redoSteps: [StickerUndoStep] = []
  var displaySelection: Range<Int>
  var displayMarkedRange: Range<Int>? = nil
  let stickerCatalog: StickerCatalog
  var keyboardLanguage: String? = "zh-Hans"
  /// The writes, each one undo step on a real view.
  private(set) var writes = 0
  private(set) var announcements = 0

  init(_ plain: String, catalog: StickerCatalog) {
    stickerCatalog = catalog
    let edit = StickerDisplayEdit(
      showing: [], newPlainText: plain, plainSelection: 0..<0, catalog: catalog)
    shown = edit.runs
    let end = StickerDisplayEdit.unitCount(of: edit.runs).count
    displaySelection = end..<end
  }

  var shownUnits: Int { StickerDisplayEdit.unitCount(of: shown).count }

  // What a view reads without reading everything shown: its length, its attachments, a range.
  var displayUTF16Count: Int { shownUnits }
  var displayStickers: [StickerPlacement] {
    var stickers: [StickerPlacement] = []
    for (offset, unit) in StickerDisplayEdit.unitCount(of: shown).enumerated() {
      if case .sticker(let code) = unit {
        stickers.append(StickerPlacement(displayOffset: offset, code: code))
      }
    }
    return stickers
  }
  func displayRuns(inDisplayRange range: Range<Int>) -> [StickerDisplayRun] {
    StickerDisplayEdit.runs(of: StickerDisplayEdit.unitCount(of: shown)[range])
  }

  func show(_ edit: StickerDisplayEdit) {
    // As StickerTextView: the step that takes the edit back, registered with the undo manager.
    let step = StickerUndoStep(undoing: edit, on: self)
    if isUndoing { redoSteps.append(step) } else { undoSteps.append(step) }
    if !isUndoing, !isRedoing { redoSteps.removeAll() }
    var units = StickerDisplayEdit.unitCount(of: shown)
    units.replaceSubrange(edit.displayRange, with: StickerDisplayEdit.unitCount(of: edit.runs))
    writes += 1
    shown = StickerDisplayEdit.runs(of: units[...])
    displaySelection = edit.selection
  }

  /// The undo manager undoes its last step.
  func undo(_ interceptor: TextInputInterceptor) {
    isUndoing = true
    defer { isUndoing = false }
    undoSteps.removeLast().replay(on: self, interceptor: interceptor)
  }

  /// The undo manager redoes its last step undone.
  func redo(_ interceptor: TextInputInterceptor) {
    isRedoing = true
    defer { isRedoing = false }
    redoSteps.removeLast().replay(on: self, interceptor: interceptor)
  }

  /// Text assigned with the inherited `text =` or `attributedText =`: shown, the undo steps
  /// kept, the interceptor not told.
  func assignBehindTheViewsBack(_ plain: String) {
    shown = StickerDisplayEdit(
      showing: [], newPlainText: plain, plainSelection: 0..<0, catalog: stickerCatalog
    ).runs
    displaySelection = shownUnits..<shownUnits
  }
  func selectDisplay(_ range: Range<Int>) { displaySelection = range }
  func announceTextChange() { announcements += 1 }
  func announceForAccessibility(_ announcement: AccessibilityAnnouncement) {}
}

@Suite("Sticker view through the host protocol")
struct StickerSurfaceHostTests {
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

  @Test func offsetsArePlainOnOneSideAndShownOnTheOther() {
    let (surface, host, _) = setUp("笑[笑哭]")
    #expect(surface.shownUnits == 2)
    #expect(host.currentText == "笑[笑哭]")
    #expect(host.utf16Selection == 5..<5)
    host.setUTF16Selection(1..<1)
    #expect(surface.displaySelection == 1..<1)
  }

  @Test func aStickerKeyIsOneAttachmentAndBackspaceDeletesItWhole() {
    let (surface, host, interceptor) = setUp("哈")
    interceptor.insertKey("[害羞]")
    #expect(host.currentText == "哈[害羞]")
    #expect(surface.displayRuns == [.text("哈"), .sticker(code: "[害羞]")])
    #expect(surface.displaySelection == 2..<2)
    interceptor.apply { Edit.backspace(in: $0) }
    #expect(host.currentText == "哈")
    #expect(surface.shownUnits == 1)
    #expect(surface.writes == 2)
  }

  @Test func typingTheLastBracketOfACodeShowsTheSticker() {
    let (surface, host, interceptor) = setUp("ab[笑哭")
    interceptor.apply { Edit(replacing: $0.selection, with: "]", source: .typing) }
    #expect(host.currentText == "ab[笑哭]")
    #expect(surface.displayRuns == [.text("ab"), .sticker(code: "[笑哭]")])
    #expect(surface.displaySelection == 3..<3)
  }

  @Test func aStickerLimitRejectsAWholeStickerAndTypingKeepsItsSource() {
    let (surface, host, interceptor) = setUp("[笑哭]", policy: InputPolicy(.maxLength(1)))
    var events: [InputEvent] = []
    interceptor.onInputEvent = { events.append($0) }
    interceptor.apply { Edit(replacing: $0.selection, with: "a", source: .typing) }
    #expect(host.currentText == "[笑哭]")
    #expect(surface.shownUnits == 1)
    #expect(events.map(\.source) == [.typing])
    #expect(events.map(\.disposition) == [.rejected])
  }

  @Test func aWriteNeverCutsASurrogatePair() {
    let (surface, host, _) = setUp("a😀b")
    host.replace(utf16Range: 2..<3, withText: "")
    #expect(surface.shownUnits == 2)
    #expect(!host.currentText.contains("\u{FFFD}"))
    #expect(host.currentText == "ab")
  }
}
