import Testing
import TextInputKitTesting

import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction

/// The questions asked of eight bytes at once, against their definitions: every byte value at
/// every position of a word whose other bytes are chosen at random.
@Suite("Bytes in a word")
struct BytesInWordTests {
  /// Eight bytes with `byte` at `position` and the others drawn from `others`.
  static func word(
    _ byte: UInt8, at position: Int, others: [UInt8], _ random: inout SplitMix64
  ) -> (word: UInt64, bytes: [UInt8]) {
    var bytes = (0..<8).map { _ in others[Int(random.next() % UInt64(others.count))] }
    bytes[position] = byte
    let word = bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
    return (word, bytes)
  }

  @Test func holdsByteAgreesWithItsDefinition() {
    var random = SplitMix64(seed: 0x686F_6C64)
    // Bytes around the searched one, so that a borrow from a zero byte is tried too.
    let others: [UInt8] = [0x00, 0x01, 0x2D, 0x2E, 0x2F, 0x7F, 0x80, 0xFF]
    for searched in [UInt8(ascii: "."), 0x0D, 0x00, 0xFF] {
      for position in 0..<8 {
        for byte in UInt8.min...UInt8.max {
          let (word, bytes) = Self.word(byte, at: position, others: others, &random)
          #expect(word.holdsByte(searched) == bytes.contains(searched), "\(bytes) \(searched)")
        }
      }
    }
  }

  @Test func holdsOnlyASCIIDigitsAgreesWithItsDefinition() {
    var random = SplitMix64(seed: 0x6469_6769)
    let digits = Array(UInt8(ascii: "0")...UInt8(ascii: "9"))
    for position in 0..<8 {
      for byte in UInt8.min...UInt8.max {
        let (word, bytes) = Self.word(byte, at: position, others: digits, &random)
        let expected = bytes.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
        #expect(word.holdsOnlyASCIIDigits == expected, "\(bytes)")
      }
    }
  }

  /// The first offset of an ASCII byte, found eight bytes at a time, against a search byte by
  /// byte: texts around a word's length, the byte at every position, and twice.
  @Test func firstOffsetOfAnASCIIByteAgreesWithASearchByteByByte() {
    var random = SplitMix64(seed: 0x6669_7273)
    let others: [UInt8] = [0x2D, 0x2F, 0x30, 0x39, 0xAE, 0xFF]
    for count in 0..<20 {
      for position in 0..<Swift.max(count, 1) {
        for second in [nil, Swift.min(position + 1, count - 1)] as [Int?] {
          var bytes = (0..<count).map { _ in others[Int(random.next() % UInt64(others.count))] }
          if count > 0 { bytes[position] = UInt8(ascii: ".") }
          if let second, second >= 0 { bytes[second] = UInt8(ascii: ".") }
          let found = bytes.withUnsafeBufferPointer {
            String.firstOffset(ofASCII: UInt8(ascii: "."), in: $0)
          }
          #expect(found == bytes.firstIndex(of: UInt8(ascii: ".")), "\(bytes)")
        }
      }
    }
  }

  /// A grouped number's value, read eight bytes at a time, against the digits and points of
  /// its characters.
  @Test(arguments: UInt64(1)...8)
  func aGroupedNumbersValueKeepsItsDigitsAndPoints(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let number = InputRules.DecimalNumber(
      fractionDigits: 2, integerDigits: nil, grouping: ",", groupingStyle: .thousands)
    let pieces = ["0123456789", "12345678", "1", ".", ",", "a", "\r\n", "é", "٣", "中", "🇨🇳"]
    for _ in 0..<200 {
      let text = (0..<Int(random.next() % 12)).map { _ in
        pieces[Int(random.next() % UInt64(pieces.count))]
      }.joined()
      let expected = String(text.filter { $0.isASCII && ($0.isNumber || $0 == ".") })
      #expect(number.values(of: [text[...]]) == [expected], "\(text.debugDescription)")
    }
  }
}
