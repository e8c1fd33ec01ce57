import Testing

import TextInputKitTesting
import Foundation
@testable import TextInputKitText

/// The generated ``EmojiTables`` against the copied Unicode data they were generated from.
///
/// When this fails, the data files and `EmojiTables.swift` disagree: run
/// `python3 Scripts/generate-emoji-tables.py` and commit both.
@Suite struct EmojiTablesTests {
  @Test func tablesComeFromUnicode17() {
    #expect(EmojiTables.version == "17.0")
    #expect(EmojiTables.ranges.count == 392)
    #expect(EmojiTables.ranges.allSatisfy { $0.first <= $0.last })
    #expect(
      zip(EmojiTables.ranges, EmojiTables.ranges.dropFirst()).allSatisfy { $0.last < $1.first })
  }

  @Test func everyCodePointHasTheDataFilesProperties() throws {
    var expected = [UInt32: EmojiProperties]()
    let names: [String: EmojiProperties] = [
      "Emoji": .emoji, "Emoji_Presentation": .emojiPresentation,
      "Emoji_Modifier": .emojiModifier, "Emoji_Modifier_Base": .emojiModifierBase,
      "Emoji_Component": .emojiComponent, "Extended_Pictographic": .extendedPictographic,
    ]
    for line in try UnicodeTestData.lines(of: "emoji-data.txt") {
      let fields = line.data.split(separator: ";")
      let property = try #require(names[fields[1].trimmingCharacters(in: .whitespaces)])
      for value in UnicodeTestData.range(fields[0]) {
        expected[value, default: []].insert(property)
        if property == .extendedPictographic && line.comment.contains("<reserved-") {
          expected[value, default: []].insert(.reserved)
        }
      }
    }
    for line in try UnicodeTestData.lines(of: "emoji-variation-sequences.txt")
    where line.data.contains("FE0F") && line.data.contains("emoji style") {
      let base = UnicodeTestData.scalars(line.data.split(separator: ";")[0])[0]
      expected[base.value, default: []].insert(.emojiVariation)
    }
    #expect(expected.count == 2990)

    var mismatches: [String] = []
    for scalar in UnicodeTestData.allScalars {
      let actual = EmojiProperties(scalar)
      let wanted = expected[scalar.value] ?? []
      if actual != wanted {
        mismatches.append("U+\(String(scalar.value, radix: 16, uppercase: true))")
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.count) code points differ: \(mismatches.prefix(20))")
  }
}
