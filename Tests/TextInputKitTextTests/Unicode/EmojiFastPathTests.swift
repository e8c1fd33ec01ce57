import Testing
import TextInputKitTesting

@testable import TextInputKitText

/// The emoji fast paths against the slow paths they replace: the two-level property table
/// against the binary search of ``EmojiTables``, and the scanner's eight-bytes-at-a-time skip
/// against walking the text a code point at a time by lead byte.
@Suite struct EmojiFastPathTests {
  /// The skip as it was: one code point at a time, by the width of its lead byte, up to a lead
  /// byte of width 0.
  static func nextStopByCodePoint(in bytes: [UInt8], from offset: Int) -> Int {
    var offset = offset
    while offset < bytes.count {
      let width = EmojiScanner.skipWidths[Int(bytes[offset])]
      if width == 0 { break }
      offset += Int(width)
    }
    return min(offset, bytes.count)
  }

  static func nextStop(in bytes: [UInt8], from offset: Int) -> Int {
    bytes.withUnsafeBufferPointer { text in
      EmojiScanner.stops.withUnsafeBufferPointer { stops in
        EmojiScanner.nextStop(
          in: text.baseAddress!, from: offset, count: text.count, stops: stops.baseAddress!)
      }
    }
  }

  @Test func everyCodePointHasTheSearchedProperties() {
    var mismatches: [UInt32] = []
    for value in UInt32(0)...0x10FFFF
    where EmojiProperties(value: value) != EmojiProperties(searching: value) {
      mismatches.append(value)
    }
    #expect(mismatches.isEmpty, "\(mismatches.count) code points differ: \(mismatches.prefix(20))")
    #expect(EmojiProperties(value: 0x110000) == [])
    #expect(EmojiProperties(value: 0xFFFF_FFFF) == [])
  }

  @Test func onlyLeadBytesStop() {
    // A continuation byte never stops, so the skip may land anywhere in a code point.
    #expect((0..<0xC2).allSatisfy { EmojiScanner.stops[$0] == 0 })
    #expect(EmojiScanner.stops[0xE2] == 1 && EmojiScanner.stops[0xF0] == 1)
    #expect(EmojiScanner.stops[0xE4] == 0, "the lead byte of U+4000–U+4FFF")
  }

  /// A stop after every number of filler bytes, from every offset a skip may start at: the
  /// first stop is where the code point walk finds it.
  @Test(arguments: ["a", "中", "é", "ab中", "Ω文"])
  func stopAtEveryOffsetOfTheWindow(filler: String) {
    for stop in ["😀", "©", "\u{FE0F}", "☺", "\u{E0067}", "，"] {
      for length in 0..<24 {
        let text = String(repeating: filler, count: length) + stop + filler
        let bytes = Array(text.utf8)
        let starts = bytes.indices.filter { bytes[$0] & 0xC0 != 0x80 } + [bytes.count]
        for start in starts {
          #expect(
            Self.nextStop(in: bytes, from: start)
              == Self.nextStopByCodePoint(in: bytes, from: start),
            "\(length) × \"\(filler)\" + \"\(stop)\" from \(start)")
        }
      }
    }
  }

  /// Long random texts, mostly runs of characters that never stop the skip with now and then a
  /// piece that may be or join an emoji: the scanner's emoji are the text's `Character`s that
  /// are emoji, one by one.
  @Test(arguments: [7, 43, 1_000, 20_240_606] as [UInt64])
  func longTextsAgreeWithCharacterByCharacter(seed: UInt64) {
    let runs = ["the quick ", "中文字", "naïve café ", "Ωμέγα", "ㄱ", "ｆｕｌｌ", "。", "—"]
    let pieces = [
      "😀", "👍🏽", "🇨🇳 ", "1️⃣", "©️", "©", "™", "☺\u{FE0E}", "👨‍👩‍👧", "🏳️‍🌈", "\u{200D}",
      "\u{FE0F}", "\u{20E3}", "\u{0301}", "\r\n", "★", "℃", "，", "\u{E0067}\u{E007F}", "🏴",
    ]
    var generator = SplitMix64(seed: seed)
    for _ in 0..<300 {
      var text = ""
      for _ in 0..<Int.random(in: 0...40, using: &generator) {
        if Int.random(in: 0..<4, using: &generator) == 0 {
          text += pieces.randomElement(using: &generator)!
        } else {
          let run = runs.randomElement(using: &generator)!
          text += String(repeating: run, count: Int.random(in: 1...6, using: &generator))
        }
      }
      for matching in EmojiMatching.allCases {
        let emoji = Array(text).filter { $0.isEmoji(matching: matching) }
        #expect(
          text.emojiClusters(matching: matching).map(\.emoji) == emoji,
          "seed \(seed): \(text.unicodeScalars.map(\.value))")
      }
    }
  }
}
