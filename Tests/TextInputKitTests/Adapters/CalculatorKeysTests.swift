import Testing
import TextInputKit

/// The calculator's key titles and actions come from the core.
@Suite struct CalculatorKeysTests {
  @Test func everyRowHasFiveKeysAndTheControlsAreThere() {
    #expect(CalculatorKeys.rows.count == 5)
    #expect(CalculatorKeys.rows.allSatisfy { $0.count == 5 })
    let actions = CalculatorKeys.rows.joined().map(CalculatorKeys.action(for:))
    #expect(actions.filter { $0 == .moveLeft }.count == 1)
    #expect(actions.filter { $0 == .moveRight }.count == 1)
    #expect(actions.filter { $0 == .backspace }.count == 1)
  }

  @Test func multiCharacterKeysAreTokens() {
    let inserted = CalculatorKeys.rows.joined().compactMap { title -> String? in
      if case .insert(let text) = CalculatorKeys.action(for: title) { return text } else { return nil }
    }
    #expect(inserted.count == 22)
    for key in inserted where key.count > 1 {
      // Typed after "2", the key is one token: a backspace removes all of it.
      var controller = TextInputController(policy: .unrestricted, text: "2", tokens: .calculator)
      _ = controller.apply(.key(key, in: controller.state))
      let outcome = controller.apply(Edit.backspace(in: controller.state)!)
      #expect(outcome.state.text == "2", "\(key)")
    }
  }
}
