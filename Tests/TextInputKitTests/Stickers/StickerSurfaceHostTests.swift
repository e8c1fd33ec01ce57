import Testing

@testable import TextInputKit

/// A sticker text view as the interceptor sees it, on Linux: the core's ``StickerSurfaceHost``
/// over a surface of display runs, as `StickerTextView` ships it (UIKit only stores the runs).
final class RunsSurface: StickerDisplaySurface {
  var displayRuns: [StickerDisplayRun]
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
    displayRuns = edit.runs
    let end = StickerDisplayEdit.unitCount(of: edit.runs).count
    displaySelection = end..<end
  }

  var shownUnits: Int { StickerDisplayEdit.unitCount(of: displayRuns).count }

  func show(_ edit: StickerDisplayEdit) {
    var units = StickerDisplayEdit.unitCount(of: displayRuns)
    units.replaceSubrange(edit.displayRange, with: StickerDisplayEdit.unitCount(of: edit.runs))
    writes += 1
    displayRuns = StickerDisplayEdit.runs(of: units[...])
    displaySelection = edit.selection
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
