import Testing
import TextInputKit

/// A standard `Clock` that a test moves by hand.
final class ManualClock: Clock, @unchecked Sendable {
  struct Instant: InstantProtocol {
    var offset: Duration
    func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
    func duration(to other: Instant) -> Duration { other.offset - offset }
    static func < (a: Instant, b: Instant) -> Bool { a.offset < b.offset }
  }

  var now = Instant(offset: .seconds(100))
  var minimumResolution: Duration { .nanoseconds(1) }
  func sleep(until deadline: Instant, tolerance: Duration?) async throws {}

  func advance(by duration: Duration) { now = now.advanced(by: duration) }
}

@Suite struct StickerKeyboardTests {
  @Test(arguments: [(0, 1), (1, 1), (20, 1), (21, 2), (40, 2), (45, 3)])
  func pagesHoldTwentyStickersAndADeleteKey(_ count: Int, _ pages: Int) {
    let layout = StickerKeyboardLayout(rows: 3, columns: 7)
    let result = layout.pages(for: StickerFixtures.numbered(count))
    #expect(result.count == pages)
    #expect(result.allSatisfy { $0.keys.count == 21 && $0.keys.last == .delete })
    let stickers = result.flatMap(\.keys).compactMap { key -> String? in
      if case .sticker(let sticker) = key { return sticker.code } else { return nil }
    }
    #expect(stickers == (0..<count).map { "[s\($0)]" })
    #expect(result.map(\.number) == Array(0..<pages))
  }

  @Test func keysByRowAndColumn() {
    let page = StickerKeyboardLayout(rows: 2, columns: 3).pages(for: StickerFixtures.numbered(7))[1]
    #expect(page.key(row: 0, column: 0) == .sticker(Sticker(code: "[s5]", image: "s5")))
    #expect(page.key(row: 0, column: 1) == .sticker(Sticker(code: "[s6]", image: "s6")))
    #expect(page.key(row: 1, column: 1) == .blank)
    #expect(page.key(row: 1, column: 2) == .delete)
    #expect(page.key(row: 2, column: 0) == nil)
    #expect(
      StickerKeyboardLayout(rows: 0, columns: 0).pages(for: StickerFixtures.numbered(2)).count == 1)
  }

  @Test func recentsAreMostRecentFirstBoundedAndPersisted() {
    let storage = InMemoryRecentStickerStorage(codes: ["[害羞]", "[gone]"])
    var keyboard = StickerKeyboard(
      catalog: StickerFixtures.catalog, clock: ManualClock(), storage: storage, recentLimit: 3)
    // A code no longer in the catalog is kept in storage but not shown.
    #expect(keyboard.packs.first?.stickers.map(\.code) == ["[害羞]"])
    #expect(
      keyboard.tap(.sticker(StickerFixtures.laughing)) == [
        .inputClick, .insert(StickerFixtures.laughing),
      ])
    _ = keyboard.tap(.sticker(Sticker(code: "[doge]", image: "doge", accessibilityLabel: "doge")))
    _ = keyboard.tap(.sticker(StickerFixtures.laughing))
    #expect(keyboard.recents.codes == ["[笑哭]", "[doge]", "[害羞]"])
    #expect(storage.codes == ["[笑哭]", "[doge]", "[害羞]"])
    #expect(storage.saveCount == 3)
    #expect(keyboard.packs.map(\.id) == ["recent", "emoji_cover", "cat_cover"])
    var fresh = StickerKeyboard(
      catalog: StickerFixtures.catalog, clock: ManualClock(), storage: storage, recentLimit: 3)
    _ = fresh.tap(.sticker(Sticker(code: "[喵]", image: "cat_smile", accessibilityLabel: "喵")))
    #expect(fresh.recents.codes == ["[喵]", "[笑哭]", "[doge]"])
  }

  @Test func noRecentsNoRecentTab() {
    let keyboard = StickerKeyboard(catalog: StickerFixtures.catalog, clock: ManualClock())
    #expect(keyboard.packs.map(\.id) == ["emoji_cover", "cat_cover"])
    #expect(keyboard.pages.count == 2)
  }

  @Test func longPressDeleteRepeatsOnTheClock() {
    let clock = ManualClock()
    var keyboard = StickerKeyboard(catalog: StickerFixtures.catalog, clock: clock)
    #expect(keyboard.beginLongPress(on: .delete) == [.inputClick, .deleteBackward])
    clock.advance(by: .milliseconds(300))
    #expect(keyboard.tick() == [])
    clock.advance(by: .milliseconds(199))
    #expect(keyboard.tick() == [])
    clock.advance(by: .milliseconds(1))  // 0.5 s: the first repeat
    #expect(keyboard.tick() == [.deleteBackward])
    #expect(keyboard.tick() == [])
    clock.advance(by: .milliseconds(100))
    #expect(keyboard.tick() == [.deleteBackward])
    clock.advance(by: .milliseconds(350))  // a late tick catches up
    #expect(keyboard.tick() == [.deleteBackward, .deleteBackward, .deleteBackward])
    #expect(keyboard.endLongPress() == [])
    clock.advance(by: .seconds(1))
    #expect(keyboard.tick() == [])
  }

  /// The delay and the interval are durations on the keyboard's clock; a zero interval never
  /// repeats.
  @Test func repeatTimingIsADuration() {
    let clock = ManualClock()
    var keyboard = StickerKeyboard(catalog: StickerFixtures.catalog, clock: clock)
    keyboard.repeatDelay = .seconds(1)
    keyboard.repeatInterval = .milliseconds(250)
    #expect(keyboard.beginLongPress(on: .delete) == [.inputClick, .deleteBackward])
    clock.advance(by: .milliseconds(999))
    #expect(keyboard.tick() == [])
    clock.advance(by: .milliseconds(1))
    #expect(keyboard.tick() == [.deleteBackward])
    clock.advance(by: .milliseconds(500))
    #expect(keyboard.tick() == [.deleteBackward, .deleteBackward])
    keyboard.repeatInterval = .zero
    clock.advance(by: .seconds(1))
    #expect(keyboard.tick() == [])
  }

  /// Without a clock the keyboard runs on `ContinuousClock`: nothing repeats at once.
  @Test func theDefaultClockIsTheSystemsOwn() {
    var keyboard = StickerKeyboard(catalog: StickerFixtures.catalog)
    #expect(keyboard.beginLongPress(on: .delete) == [.inputClick, .deleteBackward])
    #expect(keyboard.tick() == [])
  }

  @Test func longPressPreviewFollowsTheFinger() {
    var keyboard = StickerKeyboard(catalog: StickerFixtures.catalog, clock: ManualClock())
    let shy = StickerFixtures.shy
    #expect(
      keyboard.beginLongPress(on: .sticker(StickerFixtures.laughing)) == [
        .showPreview(StickerFixtures.laughing)
      ])
    #expect(keyboard.moveLongPress(to: .sticker(StickerFixtures.laughing)) == [])
    #expect(keyboard.moveLongPress(to: .sticker(shy)) == [.showPreview(shy)])
    #expect(keyboard.preview == shy)
    #expect(keyboard.endLongPress() == [.hidePreview])
    #expect(keyboard.preview == nil)
    #expect(keyboard.recents.codes == [])
    #expect(keyboard.tap(.blank) == [])
    #expect(keyboard.tap(.delete) == [.inputClick, .deleteBackward])
  }
}
