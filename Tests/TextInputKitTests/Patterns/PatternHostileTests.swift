import Testing
import TextInputKit
import TextInputKitTesting

/// Shapes that make a backtracking engine take exponential time are decided in one pass.
@Suite("Hostile patterns")
struct PatternHostileTests {
  @Test(.timeLimit(.minutes(10))) func nestedRepetitionOnALongLine() throws {
    let rule = try InputRules.Pattern("^(a+)+$")
    let line = String(repeating: "a", count: 100_000)
    #expect(!rule.matches(line + "!"))
    #expect(rule.matches(line))
    #expect(!rule.isPrefixOfMatch(line + "!"))
    let policy = InputPolicy(rule)
    let pasted = policy.apply(.paste(line + "!", in: TextFieldState()), to: TextFieldState())
    #expect(pasted.state.text == line)
  }

  @Test(.timeLimit(.minutes(10))) func optionalsBeforeRequireds() throws {
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

  @Test(.timeLimit(.minutes(10))) func alternationsThatOverlap() throws {
    let rule = try InputRules.Pattern("^(a|a)*(a|aa)*b$")
    let line = String(repeating: "a", count: 50_000)
    #expect(!rule.matches(line))
    #expect(rule.isPrefixOfMatch(line))
    #expect(rule.matches(line + "b"))
  }
}

/// A pattern whose deterministic automaton has more states than the cache holds: the cache
/// starts again and the answers stay those of `Regex`.
@Suite("Pattern cache")
struct PatternCacheTests {
  @Test(.timeLimit(.minutes(10))) func aPatternWithManySetsAgreesWithRegex() throws {
    let source = "(a|b)*a(a|b){12}"
    let rule = try InputRules.Pattern(source)
    let regex = try Regex(source)
    var random = SplitMix64(seed: 7)
    let text = String((0..<20_000).map { _ in random.next() % 2 == 0 ? Character("a") : "b" })
    for end in [20_000, 19_999, 19_990, 15_000] {
      let prefix = String(text.prefix(end))
      #expect(rule.matches(prefix) == (try regex.wholeMatch(in: prefix) != nil), "\(end)")
    }
    // A paste read with the cache: its longest part that can still match is all of it.
    let policy = InputPolicy(try InputRules.Pattern("^" + source + "$"))
    #expect(policy.sanitize(text + "!") == text)
  }
}
