// Sticker plain-text round trip: shared by the property test and `Fuzz/Stickers.swift`.

#if !FUZZING
import Foundation
import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction
#endif

enum StickerRoundTrip {
  /// A catalog with codes that hold emoji, Chinese and combining marks.
  static let catalog = try! StickerCatalog(packs: [
    StickerPack(
      id: "p", name: "p", cover: "c",
      stickers: ["[笑哭]", "[害羞]", "[doge]", "[喵]", "[👍🏽]", "[a]", "[e\u{301}]"].enumerated().map {
        Sticker(code: $0.element, image: "i\($0.offset)")
      })
  ])

  static let pieces =
    HostileText.pieces + [
      "[笑哭]", "[害羞]", "[doge]", "[喵]", "[👍🏽]", "[a]", "[[a]]", "[]x]", "[", "]", "[笑", "哭]",
      "[不存在]", "[\u{301}]",
    ]

  /// What must hold for `plain` under `catalog`; `nil` when it does.
  static func problem(in plain: String, catalog: StickerCatalog = catalog) -> String? {
    let text = StickerText(plain, catalog: catalog)
    let joined = text.segments.map { String(text[$0]) }.joined()
    guard joined == plain else { return "the segments join to \(SessionEvent.literal(joined))" }
    guard text.displayText.utf16.count == text.displayUTF16Count else {
      return
        "displayUTF16Count \(text.displayUTF16Count) but the display text has \(text.displayText.utf16.count)"
    }
    let all = text.plainText(forDisplayUTF16: 0..<text.displayUTF16Count)
    guard all == plain else {
      return "copying everything gives \(SessionEvent.literal(String(all)))"
    }
    for display in 0...text.displayUTF16Count {
      let plainOffset = text.plainOffset(forDisplayUTF16: display)
      guard (0...plain.utf16.count).contains(plainOffset),
        text.displayOffset(forPlainUTF16: plainOffset) == display
      else { return "the display offset \(display) does not round-trip through \(plainOffset)" }
    }
    // Copy and paste of whole stickers: what is copied reads back as the same stickers.
    let stickers = StickerText(String(all), catalog: catalog).stickerCount
    guard stickers == text.stickerCount else { return "copy and paste changed the sticker count" }
    return nil
  }
}
