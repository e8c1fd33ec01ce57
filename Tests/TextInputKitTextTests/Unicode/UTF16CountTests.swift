import Testing
import TextInputKitTesting
import Foundation
@testable import TextInputKitText


/// The UTF-16 length read from UTF-8 a word at a time is `utf16.count`.
@Suite struct UTF16CountTests {
  @Test func everyCodePointAlone() {
    for scalar in UnicodeTestData.allScalars {
      let text = String(scalar)
      #expect(text.utf16CountFromUTF8 == text.utf16.count)
    }
  }

  /// Random texts of every length around the word and the 127-word block, from every width of
  /// UTF-8, also as substrings that start and end anywhere.
  @Test func randomTextsAndSubstrings() {
    let widths: [[Unicode.Scalar]] = [["a", " ", "\u{7F}"], ["é", "\u{7FF}"], ["中", "\u{FFFF}"], ["😀", "\u{10FFFF}"]]
    var generator = SplitMix64(seed: 0x16_C0_17)
    for length in [0, 1, 7, 8, 9, 15, 16, 17, 1_015, 1_016, 1_017, 1_023, 2_040, 2_041, 5_000] {
      for _ in 0..<20 {
        var scalars = String.UnicodeScalarView()
        var bytes = 0
        while bytes < length {
          let scalar = widths.randomElement(using: &generator)!.randomElement(using: &generator)!
          scalars.append(scalar)
          bytes += String(scalar).utf8.count
        }
        let text = String(scalars)
        #expect(text.utf16CountFromUTF8 == text.utf16.count)
        guard !text.isEmpty else { continue }
        let lower = text.index(text.startIndex, offsetBy: Int.random(in: 0..<text.count, using: &generator))
        let upper = text.index(lower, offsetBy: Int.random(in: 0...text.distance(from: lower, to: text.endIndex), using: &generator))
        #expect(text[lower..<upper].utf16CountFromUTF8 == text[lower..<upper].utf16.count)
      }
    }
  }
}

/// Reading forwards and backwards to a UTF-16 offset finds the code point the standard library
/// finds there: at every offset of random texts, from every earlier (or later) code point.
@Suite struct UTF16AdvanceTests {
  /// The code point that holds each UTF-16 offset, as the standard library finds it: its UTF-16
  /// and UTF-8 offsets; one more entry for the end.
  static func expected(_ text: String) -> [UTF8Counting.Position] {
    let units = text.utf16
    return (0...units.count).map { offset in
      let index = text.unicodeScalars.index(
        units.index(units.startIndex, offsetBy: offset), offsetBy: 0)
      return (
        units.distance(from: units.startIndex, to: index),
        text.utf8.distance(from: text.startIndex, to: index)
      )
    }
  }

  static func texts() -> [String] {
    let widths: [[Unicode.Scalar]] = [["a", "\u{7F}"], ["é", "\u{7FF}"], ["中", "\u{FFFF}"], ["😀", "\u{10FFFF}"]]
    var generator = SplitMix64(seed: 0xAD_7A_4C)
    var texts = ["", "a", "😀", "a😀b", String(repeating: "😀", count: 9), String(repeating: "中", count: 11)]
    for length in [1, 7, 8, 9, 16, 17, 40, 95] {
      for _ in 0..<6 {
        var scalars = String.UnicodeScalarView()
        for _ in 0..<length {
          scalars.append(widths.randomElement(using: &generator)!.randomElement(using: &generator)!)
        }
        texts.append(String(scalars))
      }
    }
    return texts
  }

  @Test(arguments: texts())
  func advanceAndRetreatFindTheStandardLibrarysCodePoint(_ text: String) {
    var bytesOfText = text
    let expected = Self.expected(text)
    let starts = Set(expected.map(\.utf8)).sorted().map { utf8 in expected.first { $0.utf8 == utf8 }! }
    bytesOfText.withUTF8 { bytes in
      for target in expected.indices {
        let want = expected[target]
        for start in starts {
          if start.utf16 <= target {
            let found = UTF8Counting.advance(bytes, from: start, toUTF16: target)
            #expect(found == want, "advance from \(start) to \(target) in \(text.debugDescription)")
          } else {
            let found = UTF8Counting.retreat(bytes, from: start, toUTF16: target)
            #expect(found == want, "retreat from \(start) to \(target) in \(text.debugDescription)")
          }
        }
      }
      // Past the end: the end.
      let end = (text.utf16.count, bytes.count)
      #expect(UTF8Counting.advance(bytes, from: (0, 0), toUTF16: end.0 + 5) == end)
    }
  }
}
