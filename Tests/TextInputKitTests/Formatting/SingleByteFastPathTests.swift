import Testing
import TextInputKitTesting

import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction

/// The byte-by-byte paths that formatted fields take for ASCII text agree with the paths by
/// character that every other text takes.
@Suite("Single-byte fast paths")
struct SingleByteFastPathTests {
  typealias SlotClass = InputRules.Mask.SlotClass

  /// Every slot class against the Unicode properties it is defined by, for every scalar up to
  /// U+2FFF (ASCII, Latin, Greek, Cyrillic, full-width forms are further up and go the slow
  /// way), and for "\r\n", the one ASCII character of two bytes.
  @Test func slotClassesAgreeWithTheirDefinition() {
    var characters = (0..<0x3000).compactMap(Unicode.Scalar.init).map(Character.init)
    characters += ["\r\n", "１", "٣", "3\u{301}"]
    let custom = SlotClass.characters(Set("0123456789Xx"))
    for character in characters {
      let digit = character.isASCII && character.isNumber
      // A letter that stands alone: a combining mark (U+036B is alphabetic) would join the
      // character before it.
      let first = character.unicodeScalars.first!.properties
      let letter =
        character.isLetter && !first.isGraphemeExtend && first.generalCategory != .spacingMark
      #expect(SlotClass.digit.accepts(character) == digit, "\(character.debugDescription)")
      #expect(SlotClass.letter.accepts(character) == letter, "\(character.debugDescription)")
      #expect(
        SlotClass.letterOrDigit.accepts(character) == (letter || digit),
        "\(character.debugDescription)")
      #expect(custom.accepts(character) == "0123456789Xx".contains(character))
    }
  }

  /// The word-at-a-time byte tests against their definitions, over random texts of every
  /// length around a word, with the byte at every position.
  @Test func byteTestsAgreeWithTheirDefinitions() {
    var random = SplitMix64(seed: 0x6279_7465)
    let alphabet = Array("0123,.a\r\n中😀é") + ["\r\n"]
    for _ in 0..<3_000 {
      let count = Int(random.next() % 20)
      let text = String((0..<count).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] })
      #expect(text.isASCII == text.utf8.allSatisfy { $0 < 0x80 }, "\(text.debugDescription)")
      #expect(text.characterCount == text.count, "\(text.debugDescription)")
      for byte in [UInt8(ascii: ","), UInt8(ascii: "."), UInt8(ascii: "0"), 0x0D] {
        #expect(
          text.containsASCII(byte) == text.utf8.contains(byte), "\(text.debugDescription) \(byte)")
      }
      let slice = text.dropFirst()
      #expect(slice.isASCII == slice.utf8.allSatisfy { $0 < 0x80 })
      var bytes = Array(text.utf8)
      bytes.withUnsafeMutableBufferPointer { buffer in
        let present = ASCIISet(bytesOf: UnsafeBufferPointer(buffer))
        #expect((present == nil) == !text.isASCII, "\(text.debugDescription)")
        guard let present else { return }
        #expect(Array(present.members) == Array(Set(buffer)).sorted(), "\(text.debugDescription)")
        let digits = ASCIISet { $0.isASCII && $0.isNumber }
        #expect(
          present.isSubset(of: digits) == buffer.allSatisfy { (0x30...0x39).contains($0) },
          "\(text.debugDescription)")
      }
    }
  }

  /// A number's tally read in runs of digits, eight bytes at a time, against the tally read a
  /// byte at a time, signed or not, for texts of every length around a word.
  @Test func numberTalliesInRunsAgreeWithTalliesByByte() {
    var random = SplitMix64(seed: 0x7461_6C6C)
    let alphabet = Array("0000123.-".utf8)
    for _ in 0..<4_000 {
      let count = Int(random.next() % 30)
      let bytes = (0..<count).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
      for signed in [false, true] {
        var start = InputRules.DecimalNumber.Tally(signed: signed)
        if random.next() % 2 == 0 { start.add(byte: UInt8(ascii: "0")) }
        var byByte = start
        for byte in bytes { byByte.add(byte: byte) }
        var inRuns = start
        bytes.withUnsafeBufferPointer { inRuns.add(asciiNumber: $0) }
        #expect(inRuns == byByte, "\(String(decoding: bytes, as: UTF8.self)) signed: \(signed)")
      }
    }
  }

  /// Random edits of random ASCII texts, "\r\n" included: the minimal replacement by bytes is
  /// the one by characters.
  @Test func minimalReplacementByBytesIsTheOneByCharacters() {
    var random = SplitMix64(seed: 0x6D61_736B)
    let alphabet = Array("01 2-\r\na\n")
    func text(_ count: Int) -> String {
      String((0..<count).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] })
    }
    var checked = 0
    for _ in 0..<5_000 {
      let old = text(Int(random.next() % 12))
      let offsets = [Int(random.next() % UInt64(old.count + 1)), Int(random.next() % UInt64(old.count + 1))]
      let range = old.index(old.startIndex, offsetBy: offsets.min()!)..<old.index(
        old.startIndex, offsetBy: offsets.max()!)
      let replacement = text(Int(random.next() % 4))
      let result = Substring(old[..<range.lowerBound] + replacement + old[range.upperBound...])
      let fast = old.minimalReplacement(range, with: replacement)
      let slow = old.minimalReplacementByCharacter(with: result)
      #expect(old.utf16Range(fast.0) == old.utf16Range(slow.0) && fast.1 == slow.1, "\(old.debugDescription) \(range) \(replacement.debugDescription)")
      if old.hasSingleByteCharacters && result.hasSingleByteCharacters { checked += 1 }
    }
    #expect(checked > 1_000)
  }

  /// Masks with ASCII and non-ASCII literals lay out and read back the same values whichever
  /// path they take.
  @Test(arguments: ["### #### ####", "+86 ### ####", "A·*****", "##--##", "#2#"])
  func layoutAgreesWithTheGeneralPath(_ pattern: String) throws {
    let mask = try InputRules.Mask(pattern)
    var random = SplitMix64(seed: UInt64(pattern.utf8.count))
    let alphabet = Array("0123456789ABab")
    for _ in 0..<500 {
      let value = String((0..<Int(random.next() % 9)).map { _ in alphabet[Int(random.next() % 14)] })
      let fitted = mask.refitted(value)
      let display = mask.display(of: fitted)
      // The general path: the same value with a non-ASCII character that no slot takes appended.
      let wide = mask.display(of: fitted + "€").dropLast(fitted.count < mask.slotCount ? 1 : 0)
      if fitted.count < mask.slotCount {
        #expect(String(wide.prefix(display.count)) == display)
      }
      #expect(mask.values(of: [display[...]]) == [fitted], "\(pattern): \(display)")
      #expect(mask.values(of: [(display + "€")[...]]) == [fitted], "\(pattern): \(display)")
    }
  }

  /// The byte sets of every slot class hold exactly the single-byte characters the class takes.
  @Test func byteSetsHoldWhatTheirSlotTakes() {
    let classes: [SlotClass] = [.digit, .letter, .letterOrDigit, .characters(Set("0123456789Xx-\r"))]
    for slot in classes {
      let set = ASCIISet(slot.accepts)
      for byte in UInt8(0)...255 {
        let expected = byte < 0x80 && byte != 0x0D && slot.accepts(Character(Unicode.Scalar(byte)))
        #expect(set.contains(byte) == expected, "\(slot) \(byte)")
      }
    }
  }

  /// Random masks, random single-byte input: the cursor by bytes takes every step the cursor
  /// by characters takes.
  @Test func cursorByBytesTakesTheStepsOfTheCursorByCharacters() throws {
    var random = SplitMix64(seed: 0x6375_7273)
    let patternAlphabet = Array("#A*C-2 +8\\")
    let inputAlphabet = Array("0128aXx-+ ,")
    var steps = 0
    for _ in 0..<400 {
      let pattern = String((0..<(1 + Int(random.next() % 8))).map { _ in
        patternAlphabet[Int(random.next() % UInt64(patternAlphabet.count))]
      })
      guard
        let mask = try? InputRules.Mask(
          pattern, slots: pattern.contains("C") ? ["C": "0123456789X"] : [:])
      else { continue }
      var byCharacter = InputRules.Mask.Cursor(mask: mask, filled: Int(random.next() % 3))
      var byByte = byCharacter
      for _ in 0..<12 {
        let character = inputAlphabet[Int(random.next() % UInt64(inputAlphabet.count))]
        let room = Int(random.next() % 4)
        let ends = random.next() % 3 == 0
        let expected = byCharacter.take(character, room: room, endsInsertion: ends)
        let actual = byByte.take(byte: character.asciiValue!, room: room, endsInsertion: ends)
        #expect(actual == expected, "\(pattern) \(character)")
        #expect(byByte.position == byCharacter.position && byByte.filled == byCharacter.filled)
        steps += 1
      }
    }
    #expect(steps > 2_000)
  }
}
