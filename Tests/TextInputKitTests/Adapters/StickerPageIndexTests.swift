import Testing
import TextInputKit

/// Finding 10: when the recents tab appears, the page on screen stays the same.
@Suite struct StickerPageIndexTests {
  @Test func theFirstTapShiftsThePageIndex() {
    var keyboard = StickerKeyboard(catalog: StickerFixtures.catalog, clock: ManualClock())
    let before = keyboard.pages
    #expect(before.map(\.packID).first != RecentStickers.packID)
    let shown = before.count - 1
    _ = keyboard.tap(.sticker(StickerFixtures.laughing))
    #expect(keyboard.pages.count == before.count + 1)
    let index = keyboard.pageIndex(keeping: shown, from: before)
    #expect(index == shown + 1)
    #expect(keyboard.pages[index] == before[shown])
  }

  @Test func aSecondTapKeepsTheIndex() {
    var keyboard = StickerKeyboard(catalog: StickerFixtures.catalog, clock: ManualClock())
    _ = keyboard.tap(.sticker(StickerFixtures.laughing))
    let before = keyboard.pages
    _ = keyboard.tap(.sticker(StickerFixtures.shy))
    #expect(keyboard.pageIndex(keeping: 0, from: before) == 0)
    #expect(keyboard.pageIndex(keeping: 1, from: before) == 1)
  }

  @Test func outOfRangeIndicesAreClamped() {
    let keyboard = StickerKeyboard(catalog: StickerFixtures.catalog, clock: ManualClock())
    #expect(keyboard.pageIndex(keeping: 99, from: []) == keyboard.pages.count - 1)
    #expect(keyboard.pageIndex(keeping: -3, from: []) == 0)
  }
}
