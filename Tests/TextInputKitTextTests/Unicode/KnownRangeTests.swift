import Testing
import TextInputKitTesting

import Foundation
@testable import TextInputKitText

/// What the filters know about a code point without a property lookup is the standard
/// library's answer: the ranges without combining marks, the ranges without letters, and the
/// clusters `GraphemeScanner` forms without the standard library's grapheme breaking.
@Suite struct KnownRangeTests {
  static func isMark(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: true
    default: false
    }
  }

  /// Every code point `isNeverCombiningMark` vouches for is no mark, and it vouches for the
  /// bulk of the ideographs, Hangul and the emoji.
  @Test func noCombiningMarkWhereNoneIsKnown() {
    var vouched = 0
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value), HostileCharacters.isNeverCombiningMark(value)
      else { continue }
      vouched += 1
      #expect(!Self.isMark(scalar), "U+\(String(value, radix: 16))")
    }
    #expect(vouched > 40_000)
  }

  /// `isCombiningMark` answers as the general category does, with or without the shortcut.
  @Test(arguments: [
    (0x301, true), (0x20D0, true), (0x903, true), (0x3099, true), (0x61, false),
    (0x4E2D, false), (0x1F600, false), (0x1F3FD, false), (0xAC00, false), (0xFE0F, true),
  ] as [(UInt32, Bool)])
  func combiningMarks(value: UInt32, isMark: Bool) {
    let scalar = Unicode.Scalar(value)!
    #expect(HostileCharacters.isCombiningMark(scalar) == isMark)
    #expect(Self.isMark(scalar) == isMark)
  }

  /// The byte scan for a combining mark answers as the general category of each code point
  /// does, on texts around the lead bytes it skips (U+02FF and U+0300, both two bytes).
  @Test(arguments: UInt64(1)...4)
  func aMarkIsFoundWhereverItIs(seed: UInt64) {
    let pieces = [
      "a", "é", "\u{2FF}", "\u{300}", "\u{36F}", "中", "😀", "\u{1F3FD}", "\u{FE0F}", "\u{20E3}",
      "\u{903}", "\u{3099}", "한", "\u{E0100}", "—",
    ]
    var rng = SplitMix64(seed: seed)
    for _ in 0..<500 {
      let text = (0..<Int.random(in: 0...10, using: &rng)).map { _ in
        pieces.randomElement(using: &rng)!
      }.joined()
      #expect(
        HostileCharacters.containsCombiningMark(text) == text.unicodeScalars.contains(where: Self.isMark),
        "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
    }
  }

  /// The emoji blocks the script of a letter skips hold no letter: the property lookup it
  /// skips would have said so. The Latin capitals in squares and circles (U+1F130–U+1F189),
  /// which are letters, are still looked up.
  @Test func noLetterInTheSkippedEmojiBlocks() {
    var skipped = 0
    for value in UInt32(0x1F000)...0x1FAFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let isLetter = scalar.properties.isAlphabetic && !Self.isMark(scalar)
      if (0x1F130...0x1F189).contains(value) {
        #expect(isLetter == (Script(scalar) == .other), "U+\(String(value, radix: 16))")
      } else {
        #expect(!isLetter, "U+\(String(value, radix: 16))")
        #expect(Script(scalar) == nil)
        skipped += 1
      }
    }
    #expect(skipped > 2_000)
    #expect(Script("\u{1F130}") == .other)
    #expect(Script("中") == .han)
  }

  /// ``Script/ordinal`` is the place in `allCases`, which the tally and the sort rely on.
  @Test func ordinalsAreThePlacesInAllCases() {
    for (index, script) in Script.allCases.enumerated() { #expect(script.ordinal == index) }
  }

  /// The clusters `GraphemeScanner` reports are the standard library's, on texts made of
  /// pieces that join: emoji with skin tones and joiners, flags, keycaps, marks, Hangul jamo,
  /// line breaks, beside plain Latin, Han and punctuation.
  @Test(arguments: UInt64(1)...8)
  func scannerClustersAreTheStandardLibrarys(seed: UInt64) {
    let pieces = [
      "a", "bc", "中", "文字", " ", ".", ",", "😀", "👍", "\u{1F3FD}", "👍🏽", "\u{200D}", "👨‍👩‍👧",
      "\u{1F1E8}", "\u{1F1F3}", "#", "\u{FE0F}", "\u{20E3}", "\u{301}", "e\u{301}", "\r", "\n",
      "\u{1100}", "\u{1161}", "\u{AC00}", "\u{0915}", "\u{094D}", "\u{0600}", "—", "\u{E0067}",
      "\u{E007F}", "🏴", "\u{2764}", "\u{4DC0}",
    ]
    var generator = SplitMix64(seed: seed)
    for _ in 0..<400 {
      let text = (0..<Int.random(in: 1...40, using: &generator)).map { _ in
        pieces.randomElement(using: &generator)!
      }.joined()
      var scanned: [String] = []
      GraphemeScanner.forEachCluster(in: text) { scalars, _ in
        scanned.append(String(decoding: scalars.utf8, as: UTF8.self))
        return true
      }
      #expect(scanned == text.map(String.init), "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
    }
  }
}
