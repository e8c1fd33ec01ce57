import Testing
import TextInputKitTesting

import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction

/// `allow` judges a cluster of one code point by its value when it allows no character by
/// name: the field it leaves and the changes it lists are those of judging every cluster as a
/// `Character` (``ProposedEdit/removeInsertedCharacters(rule:message:where:)``).
@Suite struct AllowedCharactersShortcutTests {
  /// `allow` as a rule of your own would write it: every cluster a `Character`.
  struct ByCharacter: InputRule {
    var allow: InputRules.AllowedCharacters
    func review(_ edit: inout ProposedEdit) {
      // The folds `allow` makes first; then every cluster as a `Character`.
      let signs = allow.kinds.contains(.ascii)
      edit.transformReplacement(rule: .allow, message: LocalizedMessage("fullWidth.converted")) {
        FullWidth.folding($0, signs: signs)
      }
      if allow.kinds.contains(.digits) || signs {
        edit.transformReplacement(rule: .allow, message: LocalizedMessage("digits.converted")) {
          DecimalDigits.folding($0)
        }
      }
      edit.removeInsertedCharacters(rule: .allow, message: allow.localizedMessage) {
        !allow.allows($0)
      }
    }
  }

  static let pieces = [
    "1", "a", "Z", " ", "-", "中", "😀", "👍🏽", "１", "٣", "é", "e\u{301}", "\r\n", "\r", "\u{200B}",
    "~", "Я",
  ]

  @Test(arguments: [
    InputRules.AllowedCharacters(.digits), .init(.alphanumeric), .init(.ascii), .init(.lowercase),
  ])
  func valuesJudgeAsCharactersDo(allow: InputRules.AllowedCharacters) {
    var rng = SplitMix64(seed: UInt64(allow.kinds.rawValue))
    for round in 0..<500 {
      var text = ""
      for _ in 0..<Int.random(in: 1...30, using: &rng) {
        text += Self.pieces.randomElement(using: &rng)!
      }
      let fast = InputPolicy(allow).validate(text)
      let byCharacter = InputPolicy(ByCharacter(allow: allow)).validate(text)
      #expect(fast.text == byCharacter.text, "round \(round): \(text.debugDescription)")
      #expect(
        fast.changes.map(\.removed) == byCharacter.changes.map(\.removed),
        "round \(round): \(text.debugDescription)")
    }
  }
}
