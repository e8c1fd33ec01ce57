import Testing
import TextInputKit

@Suite("Patterns")
struct PatternTests {
  @Test func typingAndPasting() throws {
    let policy = InputPolicy(try InputRules.Pattern("[0-9A-F]{0,4}"))
    #expect(policy.sanitize("1FA9C") == "1FA9")
    #expect(policy.sanitize("G1") == "")
    let state = TextFieldState(drawn: "1F|")
    #expect(policy.apply(.typing("G", in: state), to: state).isRejected)
    #expect(policy.apply(.typing("A", in: state), to: state).state.drawn == "1FA|")
  }

  /// A Chinese-only pattern still lets pinyin be composed, and judges the committed characters.
  @Test func chineseOnlyPatternLetsPinyinCompose() throws {
    let policy = InputPolicy(try InputRules.Pattern(#"\p{Script=Han}*"#))
    var state = TextFieldState()
    state =
      policy.apply(Edit(replacing: state.selection, with: "ni", source: .markedText), to: state)
      .state
    #expect(state.drawn == "⟨ni⟩|")
    state =
      policy.apply(Edit(replacing: state.markedRange!, with: "你", source: .commit), to: state).state
    #expect(state.drawn == "你|")
    #expect(policy.apply(.typing("a", in: state), to: state).isRejected)
  }

  @Test func aPatternThatDoesNotCompileIsAnError() {
    #expect(throws: TextInputError.self) { try InputRules.Pattern("[a-") }
    do {
      _ = try InputRules.Pattern("(ab")
    } catch {
      #expect(error.description.hasPrefix("The pattern \"(ab\" does not compile:"))
    }
  }
}
