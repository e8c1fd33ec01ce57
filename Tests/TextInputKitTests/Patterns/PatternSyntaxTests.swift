import Testing
import TextInputKit

/// What a pattern may say, and the message for what it may not.
@Suite("Pattern syntax")
struct PatternSyntaxTests {
  @Test(arguments: [
    (#"(a)\1"#, "backreferences"), (#"(?<x>a)\k<x>"#, "backreferences"),
    ("(?=a)a", "lookahead"), ("(?!a)b", "lookahead"), ("(?<=a)b", "lookbehind"),
    ("(?<!a)b", "lookbehind"), ("(?>a)", "atomic groups"), ("a*+", "possessive"),
    ("(?(1)a|b)", "conditionals"), ("(?i)a", "options"), (#"\bA"#, "word boundaries"),
    ("a{2}{3}", "a quantifier cannot follow another"), ("a**", "a quantifier cannot follow another"),
    ("*a", "must follow something"), ("[a-", "is not closed"), ("(ab", "is not closed"),
    ("ab)", "without a matching"), ("[z-a]", "goes backwards"), ("a{3,2}", "larger lower bound"),
    ("a{1001}", "over 1000"), (#"\p{Nonsense}"#, "is not known"), ("[[:alpha:]]", "POSIX"),
    ("[a&&b]", "set operations"), ("[]", "cannot be empty"), (#"\Q.\E"#, "the escape"),
  ])
  func rejected(pattern: String, reason: String) {
    do {
      _ = try InputRules.Pattern(pattern)
      Issue.record("\(pattern) compiled")
    } catch {
      #expect(error.kind == .invalidPattern)
      #expect(error.description.hasPrefix("The pattern \"\(pattern)\" does not compile: "))
      #expect(error.description.contains(reason), "\(error)")
    }
  }

  /// Hostile shapes are rejected quickly, by the state cap, not by building them.
  @Test(arguments: ["(a{1000}){1000}", "((a{100}){100}){100}", String(repeating: "(", count: 100_000)])
  func tooLarge(pattern: String) {
    #expect(throws: TextInputError.self) { try InputRules.Pattern(pattern) }
  }

  @Test func theLargestPatternsSayWhy() {
    do {
      _ = try InputRules.Pattern("(a{1000}){1000}")
    } catch {
      #expect(error.description.contains("too large"))
    }
    do {
      _ = try InputRules.Pattern(String(repeating: "(", count: 100) + String(repeating: ")", count: 100))
    } catch {
      #expect(error.description.contains("nested more than 64 deep"))
    }
  }

  @Test(arguments: [
    ("[0-9a-fA-F]{2,4}", "1aF", true), ("a{,2}", "aa", true), ("a{ 2 }", "aa", true),
    ("a{", "a{", true), ("a{,}", "a{,}", true), ("x*?y+?z??", "xxyy", true),
    (#"\u{41}\x42\u0043\x{44}"#, "ABCD", true), (#"\t\n\."#, "\t\n.", true),
    (#"\p{Script=Han}\p{sc=Latin}\p{scx=Han}"#, "中a、", true), (#"\p{Lu}\P{Lu}"#, "Ab", true),
    (#"[\p{Han}\d]+"#, "中1", true), (#"(?<name>a)(?:b)(?'x'c)(?P<y>d)"#, "abcd", true),
    (#"\Aab\z"#, "ab", true), ("[^a]", "\n", true), (".", "\n", false), ("[a-]", "-", true),
    ("é", "e\u{301}", true), ("[é]", "e\u{301}", true), (#"\p{Emoji}"#, "😀", true),
  ])
  func supported(pattern: String, text: String, matches: Bool) throws {
    let rule = try InputRules.Pattern(pattern)
    #expect(rule.matches(text) == matches)
    #expect(((try Regex(pattern).wholeMatch(in: text)) != nil) == matches)
  }
}
