import Testing
import TextInputKitTesting
import Foundation
@testable import TextInputKitText


@Suite struct StringProtocolEmojiTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var text: String
    var emoji: [String]
    var stripped: String
    var testDescription: String { "\"\(text)\" → \(emoji), stripped \"\(stripped)\"" }
    init(_ text: String, _ emoji: [String], _ stripped: String) {
      self.text = text
      self.emoji = emoji
      self.stripped = stripped
    }
  }

  @Test(arguments: [
    Case("", [], ""),
    Case("hello", [], "hello"),
    Case("25°C ℃ ★ ¦ ① © ™ ↔ 1 # *", [], "25°C ℃ ★ ¦ ① © ™ ↔ 1 # *"),
    Case("😀", ["😀"], ""),
    Case("a😀b👍🏽c", ["😀", "👍🏽"], "abc"),
    Case("I ❤️ 🇫🇷, © 2025", ["❤️", "🇫🇷"], "I  , © 2025"),
    Case("1️⃣2️⃣3", ["1️⃣", "2️⃣"], "3"),
    Case("👨‍👩‍👧👩🏽‍💻", ["👨‍👩‍👧", "👩🏽‍💻"], ""),
    Case("☺\u{FE0E} ☺\u{FE0F}", ["☺\u{FE0F}"], "☺\u{FE0E} "),
    Case("中文😀中文", ["😀"], "中文中文"),
    Case("🇦🇧🇨", ["🇦🇧", "🇨"], ""),
    Case("\r\n😀\r\n", ["😀"], "\r\n\r\n"),
  ])
  func emojiOfText(_ example: Case) {
    let text = example.text
    #expect(text.emojiClusters().map { String($0.emoji) } == example.emoji)
    #expect(text.emojiRanges().map { String(text[$0]) } == example.emoji)
    #expect(text.emojiCount == example.emoji.count)
    #expect(text.containsEmoji == !example.emoji.isEmpty)
    #expect(text.removingEmoji() == example.stripped)
    #expect(text.containsOnlyEmoji == (!text.isEmpty && example.stripped.isEmpty))
    #expect(text.isSingleEmoji == (text.count == 1 && example.emoji.count == 1))
    // A Substring answers the same, with ranges into the same string.
    let padded = "x" + text + "x"
    let inner = padded.dropFirst().dropLast()
    #expect(inner.emojiClusters().map { String($0.emoji) } == example.emoji)
    #expect(inner.emojiRanges().map { String(padded[$0]) } == example.emoji)
    #expect(inner.removingEmoji() == example.stripped)
    #expect(inner.emojiCount == example.emoji.count)
  }

  @Test func strictMatching() {
    let text = "© 2025 ™ 1 😀"
    #expect(text.emojiCount(matching: .strict) == 3)
    #expect(text.removingEmoji(matching: .strict) == " 2025  1 ")
    #expect(text.emojiClusters(matching: .strict).map(\.emoji) == ["©", "™", "😀"])
    #expect("©™".containsOnlyEmoji(matching: .strict))
    #expect(!"©™".containsOnlyEmoji)
    #expect("©".isSingleEmoji(matching: .strict))
    #expect("©".containsEmoji(matching: .strict))
    #expect(!"©".containsEmoji)
  }

  /// Random texts from emoji, text-default characters, selectors, marks and letters: every
  /// operation agrees with classifying the text's `Character`s one by one.
  @Test(arguments: [1, 2, 3, 42, 2025] as [UInt64])
  func agreesWithCharacterByCharacter(seed: UInt64) {
    let pieces: [String] = [
      "a", "1", "#", " ", "中", "©", "™", "😀", "👍", "🏽", "🇫", "🇷", "\u{FE0F}", "\u{FE0E}",
      "\u{200D}", "\u{20E3}", "\u{0301}", "❤", "🔥", "👁", "🗨", "\r", "\n", "\u{E0067}",
      "\u{E007F}", "🏴",
      // Around the scanner's shortcuts: controls and plain characters next to emoji, Hangul,
      // prepended and spacing marks, joined pictographs, flags and keycaps.
      "\t", "\u{85}", "ß", "\u{1100}", "\u{1161}", "각", "\u{0600}", "\u{0903}", "🇨", "🇳",
      "💻", "🌈", "🏳", "‼", "*", "\u{E0001}", "１", "😀\u{200D}", "\u{FE0F}\u{20E3}",
    ]
    var generator = SplitMix64(seed: seed)
    for _ in 0..<2000 {
      let length = Int.random(in: 0...12, using: &generator)
      let text = (0..<length).map { _ in pieces.randomElement(using: &generator)! }.joined()
      for matching in EmojiMatching.allCases {
        // `Array` first: a filtered `String` would join what it keeps into new clusters.
        let emoji = Array(text).filter { $0.isEmoji(matching: matching) }
        #expect(text.emojiCount(matching: matching) == emoji.count, "seed \(seed): \(text)")
        #expect(
          text.emojiClusters(matching: matching).map(\.emoji) == emoji, "seed \(seed)")
        #expect(
          text.removingEmoji(matching: matching)
            == String(Array(text).filter { !$0.isEmoji(matching: matching) }),
          "seed \(seed): \(text.unicodeScalars.map(\.value))")
        #expect(
          text.containsOnlyEmoji(matching: matching)
            == (!text.isEmpty && emoji.count == text.count), "seed \(seed)")
      }
    }
  }
}
