import Testing
import TextInputKitTesting

@testable import TextInputKit

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
