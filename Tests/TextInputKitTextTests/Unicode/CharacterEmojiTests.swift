import Testing

import TextInputKitTesting
import Foundation
@testable import TextInputKitText

@Suite struct CharacterEmojiTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var text: String
    var standard: Bool
    var strict: Bool
    var testDescription: String {
      let scalars = text.unicodeScalars.map { String($0.value, radix: 16, uppercase: true) }
      return "\"\(text)\" (\(scalars.joined(separator: " "))) → \(standard), strict \(strict)"
    }
    init(_ text: String, _ standard: Bool, strict: Bool? = nil) {
      self.text = text
      self.standard = standard
      self.strict = strict ?? standard
    }
  }

  @Test(arguments: [
    // Emoji presentation, text default with and without variation selectors.
    Case("😀", true), Case("😀\u{FE0F}", true), Case("😀\u{FE0E}", false, strict: true),
    Case("©", false, strict: true), Case("©\u{FE0F}", true), Case("©\u{FE0E}", false, strict: true),
    Case("™", false, strict: true), Case("↔", false, strict: true), Case("↔️", true),
    Case("❤", false, strict: true), Case("❤️", true), Case("☺\u{FE0E}", false, strict: true),
    // Keycaps and their bases.
    Case("1", false), Case("#", false), Case("*", false), Case("1\u{FE0F}", true),
    Case("1\u{FE0E}", false), Case("1️⃣", true), Case("1\u{20E3}", true), Case("#️⃣", true),
    Case("a\u{20E3}", false),
    // Flags, subdivision flags, lone regional indicators.
    Case("🇨🇳", true), Case("🇺🇳", true), Case("🇦", true), Case("🏴󠁧󠁢󠁳󠁣󠁴󠁿", true), Case("🏴", true),
    // Modifiers, lone components.
    Case("👍🏽", true), Case("☝🏽", true), Case("🏽", true), Case("🦰", true), Case("🦳", true),
    Case("a🏽", true),
    // ZWJ sequences, qualified and not.
    Case("👨‍👩‍👧", true), Case("👩🏽‍💻", true), Case("❤️‍🔥", true), Case("❤‍🔥", true),
    Case("👁‍🗨", true), Case("👁️‍🗨️", true), Case("🕵‍♂", true), Case("🏳️‍🌈", true),
    Case("👁\u{200D}", false, strict: true), Case("©\u{200D}", false, strict: true),
    // Not emoji.
    Case("a", false), Case("°", false), Case("℃", false), Case("★", false), Case("¦", false),
    Case("①", false), Case("中", false), Case("é", false), Case("\u{FE0F}", false),
    Case("\u{200D}", false), Case("\u{20E3}", false), Case("\u{E0067}", false),
    // Reserved for future emoji.
    Case("\u{1FAFA}", true), Case("\u{1FC00}", true), Case("\u{1FFFD}", true),
    // Combining marks on an emoji keep it an emoji.
    Case("😀\u{0301}", true),
  ])
  func classification(_ example: Case) throws {
    let character = try #require(example.text.count == 1 ? example.text.first : nil)
    #expect(character.isEmoji == example.standard)
    #expect(character.isEmoji(matching: .standard) == example.standard)
    #expect(character.isEmoji(matching: .strict) == example.strict)
  }

  /// Every fully-qualified, minimally-qualified and component line of emoji-test.txt is one
  /// grapheme cluster and an emoji, under both matchings.
  @Test func emojiTestQualifiedAndComponentLines() throws {
    var checked: [String: Int] = [:]
    var failures: [String] = []
    for line in try UnicodeTestData.lines(of: "emoji-test.txt") {
      let fields = line.data.split(separator: ";")
      let status = fields[1].trimmingCharacters(in: .whitespaces)
      guard status != "unqualified" else { continue }
      let text = String(String.UnicodeScalarView(UnicodeTestData.scalars(fields[0])))
      checked[status, default: 0] += 1
      guard text.count == 1, let character = text.first, character.isEmoji,
        character.isEmoji(matching: .strict), text.isSingleEmoji, text.emojiCount == 1
      else {
        failures.append("\(fields[0]) \(line.comment)")
        continue
      }
      // Between plain characters, next to itself, after a keycap base and after a flag: the
      // same emoji as the text's `Character`s one by one.
      let padded = "中" + text + "a" + text + text + "1 " + text + "🇨🇳" + text + "\n" + text
      for matching in EmojiMatching.allCases
      where padded.emojiCount(matching: matching)
        != Array(padded).filter({ $0.isEmoji(matching: matching) }).count
      {
        failures.append("\(fields[0]) \(line.comment)")
        continue
      }
    }
    #expect(failures.isEmpty, "\(failures.count) failed: \(failures.prefix(20))")
    #expect(checked == ["fully-qualified": 3944, "minimally-qualified": 1029, "component": 9])
  }

  /// Unqualified lines are text-default characters without U+FE0F, alone or inside a sequence.
  ///
  /// A lone one is text (an emoji only under `.strict`); a sequence of them ("👁‍🗨", "1⃣")
  /// displays as one emoji and is classified as one.
  @Test func emojiTestUnqualifiedLines() throws {
    var checked = 0
    var failures: [String] = []
    for line in try UnicodeTestData.lines(of: "emoji-test.txt") {
      let fields = line.data.split(separator: ";")
      guard fields[1].trimmingCharacters(in: .whitespaces) == "unqualified" else { continue }
      let scalars = UnicodeTestData.scalars(fields[0])
      let text = String(String.UnicodeScalarView(scalars))
      checked += 1
      guard text.count == 1, let character = text.first else {
        failures.append("\(fields[0]): \(text.count) clusters")
        continue
      }
      let expected = scalars.count > 1
      if character.isEmoji != expected || !character.isEmoji(matching: .strict) {
        failures.append("\(fields[0]) \(line.comment)")
      }
    }
    #expect(failures.isEmpty, "\(failures.count) failed: \(failures.prefix(20))")
    #expect(checked == 243)
  }

  /// Every sequence of emoji-sequences.txt and emoji-zwj-sequences.txt is one emoji cluster.
  @Test(arguments: ["emoji-sequences.txt", "emoji-zwj-sequences.txt"])
  func rgiSequences(file: String) throws {
    var checked = 0
    var failures: [String] = []
    for line in try UnicodeTestData.lines(of: file) {
      let field = line.data.split(separator: ";")[0].trimmingCharacters(in: .whitespaces)
      var texts: [String] = []
      if field.contains("..") {
        texts = UnicodeTestData.range(field).map { String(Unicode.Scalar($0)!) }
      } else {
        texts = [String(String.UnicodeScalarView(UnicodeTestData.scalars(field)))]
      }
      for text in texts {
        checked += 1
        if !(text.count == 1 && text.first!.isEmoji) { failures.append(field) }
      }
    }
    #expect(failures.isEmpty, "\(failures.count) failed: \(failures.prefix(20))")
    #expect(checked > 1000)
  }

  /// No code point without the Emoji property is an emoji, alone or followed by U+FE0F, except
  /// the unassigned Extended_Pictographic ones kept for future emoji.
  @Test func noCodePointWithoutEmojiPropertyIsEmoji() {
    var wrong: [String] = []
    var checked = 0
    for scalar in UnicodeTestData.allScalars {
      let properties = EmojiProperties(scalar)
      guard !properties.contains(.emoji), !properties.contains(.reserved) else { continue }
      checked += 1
      let alone = String(scalar)
      let selected = alone + "\u{FE0F}"
      if alone.containsEmoji || selected.containsEmoji || selected.containsEmoji(matching: .strict)
      {
        wrong.append("U+\(String(scalar.value, radix: 16, uppercase: true))")
      }
    }
    #expect(wrong.isEmpty, "\(wrong.count) code points: \(wrong.prefix(20))")
    // All scalars but the 1,438 Emoji=Yes and the 1,453 reserved ones.
    #expect(checked == 0x110000 - 0x800 - 1438 - 1453)
  }

  /// Every Emoji code point: emoji alone when it has Emoji_Presentation or is reserved, always
  /// with U+FE0F, never with U+FE0E; under `.strict` always, except "#", "*" and the digits.
  @Test func everyEmojiCodePoint() {
    var wrong: [String] = []
    for scalar in UnicodeTestData.allScalars {
      let properties = EmojiProperties(scalar)
      guard properties.contains(.emoji) || properties.contains(.reserved) else { continue }
      let alone = Character(scalar)
      let keycapBase = scalar.value < 0x80
      let presentation = properties.contains(.emojiPresentation) || properties.contains(.reserved)
      let textStyle = Character(String(scalar) + "\u{FE0E}")
      let emojiStyle = Character(String(scalar) + "\u{FE0F}")
      if alone.isEmoji != presentation || alone.isEmoji(matching: .strict) != !keycapBase
        || textStyle.isEmoji || !emojiStyle.isEmoji
      {
        wrong.append("U+\(String(scalar.value, radix: 16, uppercase: true))")
      }
    }
    #expect(wrong.isEmpty, "\(wrong.count) code points: \(wrong.prefix(20))")
  }
}
