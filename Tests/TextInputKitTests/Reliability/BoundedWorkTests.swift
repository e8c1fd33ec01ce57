import Testing
import TextInputKitTesting

import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction

/// No edit costs more than linear time in its own size (up to a logarithm for the rules that
/// search for the longest acceptable prefix). These tests count the work rather than time it;
/// the large pastes run once each under a time limit that quadratic work would overrun.
@Suite("Bounded work")
struct BoundedWorkTests {
  /// The one-pass search gives what a scan from the longest prefix down gives.
  @Test(arguments: [UInt64(1), 2, 3])
  func decimalPrefixSearchAgreesWithALinearScan(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let rules = [
      InputRules.DecimalNumber(fractionDigits: 2), InputRules.DecimalNumber(fractionDigits: 0),
      InputRules.DecimalNumber(fractionDigits: 3, integerDigits: 4),
      InputRules.DecimalNumber(fractionDigits: 1, integerDigits: 1),
    ]
    let alphabet = Array("00123456789...")
    func draw(_ count: UInt64) -> String {
      String((0..<Int(random.next() % count)).map { _ in alphabet.randomElement(using: &random)! })
    }
    for _ in 0..<400 {
      let rule = rules[Int(random.next() % UInt64(rules.count))]
      let prefix = draw(6)
      let suffix = draw(6)[...]
      let inserted = Array(draw(10))
      var linear = inserted.count
      while linear > 0
        && rule.invalidity(of: prefix + String(inserted[..<linear]) + suffix) != nil
      {
        linear -= 1
      }
      let found = rule.longestValidInsertion(prefix: prefix, inserted: inserted, suffix: suffix)
      #expect(found == linear, "seed \(seed): \"\(prefix)|\(suffix)\" + \"\(String(inserted))\"")
    }
  }

  /// Large pastes (64 KB each, small enough for a debug build; quadratic work on them still
  /// overruns the time limit): one cluster of 32,000 combining marks, digits that a decimal
  /// number must cut short, leading zeros, emoji and flags. Release-mode timings for a megabyte
  /// are in Fuzz/README.md.
  static let large = HostileText.large(bytes: 1 << 16)

  @Test(.timeLimit(.minutes(10)), arguments: large.indices)
  func largePastes(index: Int) {
    let text = Self.large[index]
    // Two presets per text keep the test quick in debug builds; together they cover all.
    let presets = InputPolicy.presets.sorted(by: { $0.key < $1.key })
    for (name, policy) in [presets[index % presets.count], presets[(index + 3) % presets.count]] {
      let field = TextFieldState(text: "12")
      let outcome = policy.apply(.paste(text, in: field), to: field)
      #expect(outcome.state.text.utf8.count <= 2 + text.utf8.count, "\(name)")
      if !outcome.isRejected {
        #expect(policy.violations(in: outcome.state.text).isEmpty, "\(name)")
      }
    }
  }

  @Test func oneClusterOfTwentyThousandMarksIsOneCharacter() {
    let zalgo = "e" + String(repeating: "\u{301}", count: 20_000)
    let field = TextFieldState()
    // The letter and its first three marks stay; the other 19,997 marks go.
    #expect(
      InputPolicy(.maxCombiningMarks(3)).apply(.paste(zalgo, in: field), to: field).state.text
        == "e\u{301}\u{301}\u{301}")
    #expect(
      InputPolicy(.maxLength(1)).apply(.paste(zalgo, in: field), to: field).state.text == zalgo)
    #expect(HostileCharacters.combiningMarkCount(in: Character(zalgo), limit: 3) == 4)
  }
}
