import Testing
import TextInputKitTesting

@testable import TextInputKitSimulator

/// The simulated field's UTF-16 offsets, found from the last one, are the standard library's,
/// through random edits and reads anywhere in texts of every width of UTF-8.
@Suite struct UTF16OffsetsTests {
  static let pieces = ["a", "bc", "é", "中文", "😀", "👩‍👩‍👧", "🇫🇷", "e\u{301}", "", " "]

  /// The standard library's index at a UTF-16 offset: inside a pair, the pair's start, or its
  /// end when rounding up.
  static func index(at offset: Int, in text: String, roundingUp: Bool) -> String.Index {
    let units = text.utf16
    let clamped = min(max(offset, 0), units.count)
    let index = units.index(units.startIndex, offsetBy: clamped)
    let scalar = text.unicodeScalars.index(index, offsetBy: 0)
    return roundingUp && scalar < index ? text.unicodeScalars.index(after: scalar) : scalar
  }

  @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6, 7, 8])
  func randomEditsAndReads(seed: UInt64) {
    var generator = SplitMix64(seed: seed)
    var text = (0..<40).map { _ in Self.pieces.randomElement(using: &generator)! }.joined()
    var offsets = UTF16Offsets(text)
    for step in 0..<400 {
      #expect(offsets.count == text.utf16.count, "step \(step)")
      let offset = Int.random(in: -2...(text.utf16.count + 2), using: &generator)
      switch Int.random(in: 0..<4, using: &generator) {
      case 0:
        let roundingUp = Bool.random(using: &generator)
        #expect(
          offsets.index(at: offset, in: text, roundingUp: roundingUp)
            == Self.index(at: offset, in: text, roundingUp: roundingUp),
          "step \(step): index at \(offset) of \(text.debugDescription)")
      case 1:
        let index = Self.index(at: offset, in: text, roundingUp: false)
        #expect(
          offsets.offset(of: index, in: text) == text.utf16.distance(from: text.startIndex, to: index),
          "step \(step): offset of the code point at \(offset)")
      case 2:
        // An edit, as the field makes one.
        let lower = Self.index(at: offset, in: text, roundingUp: false)
        let upper = text.unicodeScalars.index(
          lower, offsetBy: Int.random(in: 0...3, using: &generator), limitedBy: text.endIndex)
          ?? text.endIndex
        let replacement = Self.pieces.randomElement(using: &generator)!
        let range = text.utf16.distance(from: text.startIndex, to: lower)
          ..< text.utf16.distance(from: text.startIndex, to: upper)
        let utf8Lower = text.utf8.distance(from: text.startIndex, to: lower)
        text.replaceSubrange(lower..<upper, with: replacement)
        offsets.replaced(range, utf8Lower: utf8Lower, with: replacement)
      default:
        text = (0..<Int.random(in: 0..<30, using: &generator))
          .map { _ in Self.pieces.randomElement(using: &generator)! }.joined()
        offsets.reset(to: text)
      }
    }
  }
}
