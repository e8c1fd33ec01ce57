import Testing
import TextInputKitTesting

import Foundation
@testable import TextInputKitText

/// The folds of full-width forms and of the digits of other scripts, and the comma a decimal
/// reads as a point, look for the first code point to change by its lead byte and return text
/// without one as it is: each gives what a rewrite of every code point (or every character)
/// gives.
@Suite struct FoldingShortcutTests {
  /// Every decimal digit of another script lies where `mayBeDigit` looks.
  @Test func noDigitWhereNoneMayBe() {
    var skipped = 0
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value), !DecimalDigits.mayBeDigit(value) else { continue }
      skipped += 1
      #expect(DecimalDigits.asciiDigit(of: scalar) == nil, "U+\(String(value, radix: 16))")
    }
    // ASCII to Hebrew, CJK, Hangul, the emoji and the ideographic planes.
    #expect(skipped > 900_000)
  }

  /// The rewrites of every code point the folds stand for.
  static func foldedByScalar(_ text: String, signs: Bool) -> String {
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if let ascii = FullWidth.asciiForm(of: scalar),
        signs || ascii.properties.numericType != nil || ascii.properties.isAlphabetic
      {
        result.append(ascii)
      } else {
        result.append(scalar)
      }
    }
    return String(result)
  }

  static func digitsFoldedByScalar(_ text: String, keeping: (Character) -> Bool) -> String {
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if let ascii = DecimalDigits.asciiDigit(of: scalar), !keeping(Character(scalar)) {
        result.append(ascii)
      } else {
        result.append(scalar)
      }
    }
    return String(result)
  }

  /// Pieces that fold, that look as if they might (other E3 and EF code points, digits of
  /// other scripts near the blocks `mayBeDigit` skips), that join a comma, and that do not.
  static let pieces = [
    "a", "7", ",", ".", " ", "中", "文", "😀", "👍🏽", "１", "Ａ", "！", "，", "。", "．", "｡", "\u{3000}",
    "\u{3001}", "\u{FF5F}", "\u{FF10}", "٣", "۵", "५", "๑", "꘢", "꧓", "𝟘", "🯱", "\u{301}",
    "\u{600}", "\u{200D}", "é", "Я", "\r\n", "한",
  ]

  static func randomText(_ rng: inout SplitMix64) -> String {
    var text = ""
    for _ in 0..<Int.random(in: 0...40, using: &rng) {
      text += pieces.randomElement(using: &rng)!
    }
    return text
  }

  @Test(arguments: [UInt64(1), 2, 3, 4])
  func foldsAgreeWithARewriteOfEveryCodePoint(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    let keeping: (Character) -> Bool = { $0 == "٣" }
    for round in 0..<2_000 {
      let text = Self.randomText(&rng)
      for signs in [false, true] {
        #expect(
          FullWidth.folding(text, signs: signs) == Self.foldedByScalar(text, signs: signs),
          "seed \(seed) round \(round) signs \(signs): \(text.debugDescription)")
      }
      #expect(
        DecimalDigits.folding(text) == Self.digitsFoldedByScalar(text) { _ in false },
        "seed \(seed) round \(round): \(text.debugDescription)")
      #expect(
        DecimalDigits.folding(text, keeping: keeping)
          == Self.digitsFoldedByScalar(text, keeping: keeping),
        "seed \(seed) round \(round) keeping: \(text.debugDescription)")
      // The comma read as a point: byte for byte where it stands alone, or no answer.
      let byCharacter = String(text.map { $0 == "," || $0 == "，" ? "." : $0 })
      if let replaced = text.replacingLoneASCII(",", with: ".", unlessContaining: "，") {
        #expect(
          replaced == byCharacter, "seed \(seed) round \(round): \(text.debugDescription)")
      }
    }
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var text: String
    var replaced: String?
    var testDescription: String { "\(text.debugDescription) → \(replaced.debugDescription)" }
  }

  @Test(arguments: [
    Case(text: "1,5", replaced: "1.5"),
    Case(text: ",中,", replaced: nil),  // beside a code point that is not ASCII
    Case(text: "1,\u{301}5", replaced: nil),  // the accent joins the comma
    Case(text: "\u{600},5", replaced: nil),  // a prepended mark joins the comma
    Case(text: "1,5，", replaced: nil),  // a full-width comma
    Case(text: "中 1,5 😀", replaced: "中 1.5 😀"),
  ])
  func lonesCommas(_ c: Case) {
    #expect(c.text.replacingLoneASCII(",", with: ".", unlessContaining: "，") == c.replaced)
  }

  /// Text without anything to fold comes back as it was given: the same storage, not a copy.
  @Test func textWithNothingToFoldIsNotCopied() {
    let text = String(repeating: "abcxyz中文字😀👍🏽 .,", count: 100)
    for folded in [FullWidth.folding(text), DecimalDigits.folding(text)] {
      var same = false
      text.utf8.withContiguousStorageIfAvailable { original in
        folded.utf8.withContiguousStorageIfAvailable { result in
          same = original.baseAddress == result.baseAddress
        }
      }
      #expect(same)
    }
  }
}
