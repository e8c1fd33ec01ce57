import Testing

import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction

/// What a `StickerTextView`'s UIKit entry points and its attributed text stand for, decided in
/// the core.
@Suite struct StickerViewEntryTests {
  let catalog = StickerFixtures.catalog
  let field = TextFieldState(text: "ab", utf16Selection: 2..<2)

  @Test func oneCharacterIsTypingAndMoreIsAPaste() {
    #expect(Edit.inserting("c", in: field).source == .typing)
    #expect(Edit.inserting("cd", in: field).source == .paste)
    #expect(Edit.inserting("👍🏽", in: field).source == .typing)
  }

  @Test func aReplacementOfTextIsTheSystems() {
    #expect(Edit.replacing(0..<2, with: "x").source == .systemReplacement)
    #expect(Edit.replacing(2..<2, with: "x").source == .typing)
  }

  @Test func anEmptyPasteboardPastesNothing() {
    #expect(Edit.pasting(nil, in: field) == nil)
    #expect(Edit.pasting("12", in: field)?.replacement == "12")
  }

  @Test(arguments: [(2, 3, 2..<5), (Int.max, 0, 0..<0), (4, -1, 4..<4)])
  func aUIKitRangeIsOffsets(location: Int, length: Int, range: Range<Int>) {
    #expect(Range(location: location, length: length) == range)
  }

  /// "ni" marked: the input method's key is let through and heard after; nothing is asked.
  @Test func aKeyWhileComposingIsTheInputMethods() {
    let surface = RunsSurface("ni", catalog: catalog)
    surface.displayMarkedRange = 0..<2
    let host = StickerSurfaceHost(surface: surface)
    let interceptor = TextInputInterceptor(host: host, policy: .unrestricted, mode: .delegate)
    var letThrough = 0
    var asked = 0
    host.enter(
      through: interceptor,
      askingApp: { _, _ in
        asked += 1
        return true
      },
      letThrough: { letThrough += 1 }
    ) { .inserting("h", in: $0) }
    #expect(letThrough == 1)
    #expect(asked == 0)
    // Without marked text, the same key is the policy's: the app is asked, nothing let through.
    surface.displayMarkedRange = nil
    host.enter(
      through: interceptor,
      askingApp: { _, _ in
        asked += 1
        return true
      },
      letThrough: { letThrough += 1 }
    ) { .inserting("h", in: $0) }
    #expect(letThrough == 1)
    #expect(asked == 1)
    #expect(host.currentText == "nih")
  }

  @Test func runsBecomeTextOrStickers() {
    let pieces = catalog.pieces(
      of: [.text("笑"), .sticker(code: "[笑哭]"), .sticker(code: "[没有]")],
      text: { "text \($0)" }, sticker: { "image \($0.image)" })
    #expect(pieces == ["text 笑", "image xiaoku", "text [没有]"])
    let parsed = catalog.segments(of: "a[害羞]")
    #expect(parsed.pieces(text: { "text \($0)" }, sticker: { "image \($0.image)" })
      == ["text a", "image haixiu"])
  }

  @Test func anAttributeRunIsReadAsShown() {
    #expect(
      StickerDisplayRun.runs(stickerCode: "[笑哭]", length: 2) { "\u{FFFC}\u{FFFC}" }
        == [.sticker(code: "[笑哭]"), .sticker(code: "[笑哭]")])
    #expect(StickerDisplayRun.runs(stickerCode: nil, length: 2) { "ab" } == [.text("ab")])
    #expect(
      StickerDisplayRun.plainText(stickerCode: "[笑哭]", isAttachment: true, length: 2) { "" }
        == "[笑哭][笑哭]")
    #expect(StickerDisplayRun.plainText(stickerCode: nil, isAttachment: true, length: 1) { "\u{FFFC}" } == "")
    #expect(StickerDisplayRun.plainText(stickerCode: nil, isAttachment: false, length: 2) { "ab" } == "ab")
    #expect(
      StickerDisplayRun.placements(stickerCode: "[害羞]", at: 3, length: 2)
        == [StickerPlacement(displayOffset: 3, code: "[害羞]"), StickerPlacement(displayOffset: 4, code: "[害羞]")])
    #expect(StickerDisplayRun.placements(stickerCode: nil, at: 3, length: 2).isEmpty)
  }
}
