import Testing
import TextInputKitTesting

import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction

/// Completion checks only judge: a policy with checks accepts, alters and rejects every edit
/// exactly as the same policy without them.
@Suite("Completion properties")
struct CompletionPropertyTests {
  static let checks: [any InputRule] = [
    InputRules.Required(), InputRules.MinLength(3), InputRules.MinLength(5, counting: .gb18030),
    InputRules.Validate(.phoneCN), InputRules.Validate(.luhn), InputRules.Validate(.idCN),
  ]

  @Test(arguments: InputPolicy.presets.keys.sorted())
  func checksNeverChangeWhatEditingAccepts(preset: String) {
    let plain = InputPolicy.presets[preset]!
    // The checks after the editing rules, as in policy files, and before them.
    for checked in [
      InputPolicy(rules: plain.rules + Self.checks), InputPolicy(rules: Self.checks + plain.rules),
    ] {
      for seed in UInt64(1)...10 {
        var rng = SplitMix64(seed: seed)
        var state = TextFieldState()
        var plainField = TextInputController(policy: plain, text: "")
        var checkedField = TextInputController(policy: checked, text: "")
        for step in 0..<60 {
          let edit = PolicyPropertyTests.randomEdit(state, &rng)
          let expected = plain.apply(edit, to: state)
          let context = "\(preset) seed \(seed) step \(step): \(state.drawn) + \(edit)"
          #expect(checked.apply(edit, to: state) == expected, "\(context)")
          let fromPlain = plainField.apply(edit)
          #expect(checkedField.apply(edit) == fromPlain, "\(context)")
          #expect(checkedField.state == plainField.state, "\(context)")
          state = expected.state
        }
      }
    }
  }

  @Test func aPolicyOfChecksAloneAcceptsEveryEdit() {
    let checks = InputPolicy(rules: Self.checks)
    var rng = SplitMix64(seed: 99)
    var state = TextFieldState()
    for _ in 0..<500 {
      let edit = PolicyPropertyTests.randomEdit(state, &rng)
      let outcome = checks.apply(edit, to: state)
      #expect(outcome.disposition == InputPolicy.unrestricted.apply(edit, to: state).disposition)
      #expect(outcome.changes.isEmpty)
      state = outcome.state
    }
  }
}
