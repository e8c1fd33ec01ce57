import Foundation
import Testing
import TextInputKit
import TextInputKitTesting

@Suite struct StickerTextTests {
  let catalog = StickerFixtures.catalog

  /// Segments drawn as strings: text as itself, stickers as `<image>`.
  func drawn(_ text: String) -> [String] {
    let split = catalog.segments(of: text)
    return split.segments.map { segment in
      segment.sticker.map { "<\($0.image)>" } ?? String(split[segment])
    }
  }

  @Test(arguments: [
    ("笑死了[笑哭]", ["笑死了", "<xiaoku>"]),
    ("[笑哭][害羞]", ["<xiaoku>", "<haixiu>"]),
    ("[不存在]", ["[不存在]"]),
    ("[[笑哭]]", ["[", "<xiaoku>", "]"]),
    ("a[笑哭", ["a[笑哭"]),
    ("😀[doge]e\u{301}", ["😀", "<doge>", "e\u{301}"]),
    ("[doge]\u{301}", ["[doge]\u{301}"]),
    ("", []),
  ])
  func splits(_ text: String, _ expected: [String]) {
    #expect(drawn(text) == expected)
  }

  @Test func mapsOffsetsBothWays() {
    let text = catalog.segments(of: "笑死了[笑哭]😀[不存在]")
    #expect(text.displayText == "笑死了\u{FFFC}😀[不存在]")
    #expect(text.displayUTF16Count == 11)
    // Plain → display: inside a code goes to the nearer side, the end on a tie.
    #expect(
      [0, 3, 4, 5, 6, 7, 9, 14].map(text.displayOffset(forPlainUTF16:)) == [
        0, 3, 3, 4, 4, 4, 6, 11,
      ])
    // Display → plain.
    #expect([0, 3, 4, 6, 11, 99].map(text.plainOffset(forDisplayUTF16:)) == [0, 3, 7, 9, 14, 14])
    #expect(text.displayRange(forPlainUTF16: 4..<5) == 3..<4)
    #expect(text.plainRange(forDisplayUTF16: 2..<6) == 2..<9)
  }

  @Test func copyGivesPlainText() {
    let text = catalog.segments(of: "哈[笑哭][害羞]哈")
    #expect(text.plainText(forDisplayUTF16: 1..<3) == "[笑哭][害羞]")
    #expect(text.plainText(forDisplayUTF16: 0..<4) == "哈[笑哭][害羞]哈")
    #expect(text.plainText(forDisplayUTF16: 2..<2) == "")
  }

  @Test func pastePutsTheCaretAfterThePastedStickers() {
    // The caret is after the fourth sticker; "[笑哭][害羞]" is pasted there, with no spaces.
    let tokens = TokenSet(catalog: catalog)
    let before = catalog.segments(of: "[doge][doge][doge][doge]你好")
    var field = TextFieldState(text: before.plainText)
    field.select(utf16: before.plainRange(forDisplayUTF16: 4..<4))
    let outcome = InputPolicy.unrestricted.apply(
      .paste("[笑哭][害羞]", in: field), to: field, tokens: tokens)
    let after = catalog.segments(of: outcome.state.text)
    #expect(outcome.state.text == "[doge][doge][doge][doge][笑哭][害羞]你好")
    #expect(after.displayRange(forPlainUTF16: outcome.state.utf16Selection) == 6..<6)
  }

  @Test func seededRoundTrip() {
    let pieces = [
      "[笑哭]", "[害羞]", "[doge]", "[喵]", "[", "]", "[不存在]", "笑", "a", "😀",
      "\u{301}", "👨‍👩‍👧", "🇨🇳", "\r\n", " ", "[[", "]]", "哭]",
    ]
    for seed in UInt64(1)...200 {
      var random = SplitMix64(seed: seed)
      var text = ""
      for _ in 0..<Int(random.next() % 30) {
        text += pieces[Int(random.next() % UInt64(pieces.count))]
      }
      let split = catalog.segments(of: text)
      let joined = split.segments.map { String(split[$0]) }.joined()
      #expect(joined == text, "seed \(seed): \(text.debugDescription)")
      #expect(
        split.plainText(forDisplayUTF16: 0..<split.displayUTF16Count) == text[...],
        "seed \(seed)")
      for display in 0...split.displayUTF16Count {
        let plain = split.plainOffset(forDisplayUTF16: display)
        #expect(split.displayOffset(forPlainUTF16: plain) == display, "seed \(seed) at \(display)")
      }
    }
  }

  @Test func largeTextSplitsFast() {
    var text = ""
    for i in 0..<5_000 {
      text += "这是第\(i % 10)段文字，一共十四个字"
      text += ["[笑哭]", "[害羞]", "[doge]", "[喵]"][i % 4]
    }
    text += String(repeating: "字", count: 100_000 - text.count)
    #expect(text.count == 100_000)
    let clock = ContinuousClock()
    var split: StickerText?
    var mapped = 0
    let elapsed = clock.measure {
      split = catalog.segments(of: text)
      for offset in stride(from: 0, to: split!.displayUTF16Count, by: 997) {
        mapped &+= split!.plainOffset(forDisplayUTF16: offset)
      }
    }
    #expect(split?.stickerCount == 5_000)
    #expect(mapped > 0)
    // The goal is well under a screen refresh (8 ms) in a release build; a debug build is slower.
    #expect(elapsed < .milliseconds(200), "took \(elapsed)")
    print("Split and mapped 100,000 characters with 5,000 stickers in \(elapsed).")
  }
}
