import Testing
import TextInputKit

/// Shapes that make a backtracking engine take exponential time are decided in one pass.
@Suite("Hostile patterns")
struct PatternHostileTests {
  @Test(.timeLimit(.minutes(1))) func nestedRepetitionOnALongLine() throws {
    let rule = try InputRules.Pattern("^(a+)+$")
    let line = String(repeating: "a", count: 100_000)
    #expect(!rule.matches(line + "!"))
    #expect(rule.matches(line))
    #expect(!rule.isPrefixOfMatch(line + "!"))
    let policy = InputPolicy(rule)
    let pasted = policy.apply(.paste(line + "!", in: TextFieldState()), to: TextFieldState())
    #expect(pasted.state.text == line)
  }

  @Test(.timeLimit(.minutes(1))) func optionalsBeforeRequireds() throws {
    let source = String(repeating: "a?", count: 40) + String(repeating: "a", count: 40)
    let rule = try InputRules.Pattern(source)
    #expect(rule.matches(String(repeating: "a", count: 40)))
    #expect(rule.matches(String(repeating: "a", count: 80)))
    #expect(!rule.matches(String(repeating: "a", count: 81)))
    #expect(!rule.matches(String(repeating: "a", count: 39)))
    let grouped = try InputRules.Pattern("(a?){40}a{40}")
    #expect(grouped.matches(String(repeating: "a", count: 40)))
    #expect(!grouped.matches(String(repeating: "a", count: 40) + "!"))
  }

  @Test(.timeLimit(.minutes(1))) func alternationsThatOverlap() throws {
    let rule = try InputRules.Pattern("^(a|a)*(a|aa)*b$")
    let line = String(repeating: "a", count: 50_000)
    #expect(!rule.matches(line))
    #expect(rule.isPrefixOfMatch(line))
    #expect(rule.matches(line + "b"))
  }
}
