import Testing
import TextInputKitTesting

@testable import TextInputKitText

#if canImport(CoreFoundation)
import Foundation
import CoreFoundation
#endif

@Suite struct GB18030Tests {
  struct Case: CustomTestStringConvertible, Sendable {
    var text: String
    var bytes: Int
    var testDescription: String { "\"\(text)\" → \(bytes) bytes" }
  }

  @Test(arguments: [
    Case(text: "", bytes: 0), Case(text: "abc", bytes: 3), Case(text: "中文", bytes: 4),
    Case(text: "Hi你好", bytes: 6), Case(text: "😀", bytes: 4), Case(text: "１２３", bytes: 6),
    Case(text: "€", bytes: 2), Case(text: "é", bytes: 2), Case(text: "ê", bytes: 2),
    Case(text: "ẞ", bytes: 4),
    Case(text: "\u{FE10}", bytes: 2), Case(text: "\u{E78D}", bytes: 2),
    Case(text: "\u{E000}", bytes: 2), Case(text: "\u{FFFF}", bytes: 4),
  ])
  func byteCounts(_ example: Case) {
    #expect(LengthMetric.gb18030.length(of: example.text) == example.bytes)
    #expect(GB18030.byteCount(of: example.text.unicodeScalars) == example.bytes)
  }

  /// The UTF-8 path, which reads eight bytes at a time and looks up only the leads of two- and
  /// three-byte sequences, counts what the code points count one by one, at every alignment.
  @Test(arguments: UInt64(1)...8)
  func utf8PathMatchesTheScalars(seed: UInt64) {
    let pieces = [
      "a", " ", "中", "文", "€", "é", "😀", "👨‍👩‍👧", "\u{9FA6}", "\u{E78D}", "\u{FE10}", "ß",
      "\u{80}", "\u{7FF}", "\u{800}", "\u{FFFF}", "\u{10000}", "\u{10FFFF}", "１", "ｱ", "\r\n",
    ]
    var rng = SplitMix64(seed: seed)
    for _ in 0..<200 {
      let text = (0..<Int.random(in: 0...60, using: &rng)).map { _ in
        pieces.randomElement(using: &rng)!
      }.joined()
      #expect(
        GB18030.byteCount(of: text) == GB18030.byteCount(of: text.unicodeScalars),
        "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
    }
  }

  #if canImport(CoreFoundation)
  /// Every Unicode scalar: the generated table gives the byte count of Foundation's GB 18030
  /// encoder (ICU on Linux).
  ///
  /// Foundation writes both the 18 private-use code points that GB 18030-2005 put in the two-byte
  /// area and the characters GB 18030-2022 moved there in two bytes (U+E78D and U+FE10 both
  /// become A6 D9); the table does the same.
  @Test func everyScalarMatchesFoundation() {
    let encoding = String.Encoding(
      rawValue: UInt(CFStringConvertEncodingToNSStringEncoding(0x0632)))
    var mismatches: [String] = []
    var twoBytes = 0
    for scalar in UnicodeTestData.allScalars {
      let expected = String(scalar).lengthOfBytes(using: encoding)
      let actual = GB18030.byteCount(of: scalar)
      if actual == 2 { twoBytes += 1 }
      if actual != expected {
        mismatches.append("U+\(String(scalar.value, radix: 16, uppercase: true)): \(expected)")
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.count) differ: \(mismatches.prefix(20))")
    #expect(twoBytes == 23958)
    #expect(Array("\u{FE10}".data(using: encoding)!) == [0xA6, 0xD9])
    #expect(Array("\u{E78D}".data(using: encoding)!) == [0xA6, 0xD9])
  }

  /// The UTF-8 path judges every byte with the next one or two: every scalar, at each of the
  /// four positions of the unrolled loop, and again in the last bytes of a text, gives
  /// Foundation's count.
  @Test func utf8PathMatchesFoundation() {
    let encoding = String.Encoding(
      rawValue: UInt(CFStringConvertEncodingToNSStringEncoding(0x0632)))
    var all = String.UnicodeScalarView()
    all.append(contentsOf: UnicodeTestData.allScalars)
    let everything = String(all)
    for shift in 0..<4 {
      let text = String(repeating: "a", count: shift) + everything + "z"
      #expect(LengthMetric.gb18030.unitCount(of: text) == text.lengthOfBytes(using: encoding))
    }
    var mismatches: [String] = []
    for scalar in UnicodeTestData.allScalars {
      let tail = "ab" + String(scalar)
      if LengthMetric.gb18030.unitCount(of: tail) != 2 + GB18030.byteCount(of: scalar) {
        mismatches.append("U+\(String(scalar.value, radix: 16, uppercase: true))")
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.count) differ: \(mismatches.prefix(20))")
  }
  #endif
}
