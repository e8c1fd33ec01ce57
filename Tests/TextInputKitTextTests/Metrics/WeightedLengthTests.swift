import Foundation
import Testing
import TextInputKitTesting
@testable import TextInputKitText


@Suite struct WeightedLengthTests {
  /// The weight of a code point by the twitter-text configuration v3, written out independently
  /// of ``WeightedLength/twitter``.
  static func configurationWeight(_ value: UInt32) -> Int {
    switch value {
    case 0x0000...0x10FF, 0x2000...0x200D, 0x2010...0x201F, 0x2032...0x2037: 100
    default: 200
    }
  }

  /// Twitter's count of one cluster by the specification: an emoji weighs 200, anything else the
  /// weights of its NFC form, computed with Foundation.
  static func reference(_ cluster: Character) -> Int {
    if cluster.isEmoji { return 200 }
    return String(cluster).precomposedStringWithCanonicalMapping.unicodeScalars
      .reduce(0) { $0 + configurationWeight($1.value) }
  }

  struct Case: CustomTestStringConvertible, Sendable {
    var text: String
    var length: Int
    var testDescription: String { "\"\(text)\" → \(length)" }
  }

  @Test(arguments: [
    Case(text: "", length: 0), Case(text: "hello", length: 5), Case(text: "café", length: 4),
    Case(text: "cafe\u{0301}", length: 4), Case(text: "中文", length: 4),
    Case(text: "👨‍👩‍👧", length: 2), Case(text: "😀a", length: 3), Case(text: "©", length: 1),
    Case(text: "©\u{FE0F}", length: 2), Case(text: "\u{1100}\u{1161}", length: 2),
    Case(text: "\u{2126}", length: 1), Case(text: "—", length: 1), Case(text: "…", length: 2),
    Case(text: "™", length: 2),
  ])
  func twitterLengths(_ example: Case) {
    #expect(LengthMetric.twitter.length(of: example.text) == example.length)
  }

  /// Every Unicode scalar alone: the table-driven count equals the configuration's weight of its
  /// NFC form (or 200 for an emoji).
  @Test func everyScalarMatchesTheConfiguration() {
    var mismatches: [String] = []
    for scalar in UnicodeTestData.allScalars {
      let text = String(scalar)
      let expected = Self.reference(Character(scalar))
      if LengthMetric.twitter.unitCount(of: text) != expected {
        mismatches.append("U+\(String(scalar.value, radix: 16, uppercase: true))")
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.count) differ: \(mismatches.prefix(20))")
  }

  /// Every code point that NFC changes alone is in the NFC table, and so is every code point
  /// that NFC composes with a preceding one (a non-first part of a canonical decomposition).
  @Test func nfcTableCoversWhatFoundationChanges() {
    var missing: [String] = []
    for scalar in UnicodeTestData.allScalars where scalar.value >= 0x80 {
      let text = String(scalar)
      let composed = text.precomposedStringWithCanonicalMapping.unicodeScalars
      var needed = composed.elementsEqual(text.unicodeScalars) ? [] : [scalar]
      needed += text.decomposedStringWithCanonicalMapping.unicodeScalars.dropFirst()
      for part in needed where !NFCQuickCheck.mayChange(part) {
        missing.append("U+\(String(part.value, radix: 16, uppercase: true))")
      }
    }
    #expect(missing.isEmpty, "\(missing.count) missing: \(missing.prefix(20))")
  }

  /// Random texts of letters, combining marks, Hangul jamo, CJK, compatibility characters and
  /// emoji: the fast count equals the reference, cluster by cluster, for every seed.
  @Test(arguments: [1, 7, 99, 2025] as [UInt64])
  func randomTextsMatchTheReference(seed: UInt64) {
    let pieces: [String] = [
      "a", "e", "中", "\u{0301}", "\u{0308}", "\u{0323}", "\u{1100}", "\u{1161}", "\u{11A8}",
      "\u{AC00}", "\u{2126}", "\u{212B}", "\u{F900}", "😀", "👍", "🏽", "\u{200D}", "\u{FE0F}",
      "©", "\u{0915}", "\u{093C}", "\u{0BC6}", "\u{0BBE}", " ", "…", "\u{2033}",
    ]
    var generator = SplitMix64(seed: seed)
    for _ in 0..<1000 {
      let length = Int.random(in: 0...10, using: &generator)
      let text = (0..<length).map { _ in pieces.randomElement(using: &generator)! }.joined()
      let expected = Array(text).reduce(0) { $0 + Self.reference($1) }
      #expect(
        LengthMetric.twitter.unitCount(of: text) == expected,
        "seed \(seed): \(text.unicodeScalars.map { String($0.value, radix: 16) })")
    }
  }
}
