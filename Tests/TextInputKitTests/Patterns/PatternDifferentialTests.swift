import Testing
import TextInputKit
import TextInputKitTesting

/// The automaton against Swift `Regex`'s `wholeMatch`, on random patterns of the supported
/// syntax and random texts with CJK, emoji and combining marks.
@Suite("Patterns against Regex")
struct PatternDifferentialTests {
  static let textAlphabet = [
    "a", "b", "A", "1", "_", " ", "\n", "中", "文", "、", "😀", "👍🏽", "e\u{301}", "é", "٣", "½", "-",
  ]
  static let atoms = [
    "a", "b", "A", "1", "中", "😀", "👍🏽", "é", "e\u{301}", "\\-", ".", "[ab1]", "[^a]", "[a-z]",
    "[^0-9]", "\\d", "\\w", "\\s", "\\D", "\\W", "\\S", "\\p{Han}", "\\p{L}", "\\P{L}", "\\p{Lu}",
    "[\\d中]", "\\p{Script=Han}", "\\p{N}", "[^\\p{Han}a]", "\\x41", "\\u{4E2D}", "[é_]",
  ]
  static let quantifiers = ["*", "+", "?", "{2}", "{0,2}", "{1,}", "*?", "+?", "??", "{1,3}?"]

  struct Generator {
    var random: SplitMix64

    mutating func pick<T>(_ list: [T]) -> T { list[Int(random.next() % UInt64(list.count))] }
    mutating func chance(_ percent: UInt64) -> Bool { random.next() % 100 < percent }

    mutating func pattern() -> String {
      var result = expression(depth: 0)
      if chance(30) { result = "^" + result }
      if chance(30) { result += "$" }
      return result
    }

    /// No unbounded quantifier inside another, so that `Regex` stays fast on short texts.
    mutating func expression(depth: Int, underStar: Bool = false) -> String {
      var branches: [String] = []
      for _ in 0...(chance(25) ? 1 : 0) {
        var parts = ""
        for _ in 0..<(1 + Int(random.next() % 3)) {
          var atom: String
          var starred = false
          var quantifier = ""
          if chance(30) { quantifier = pick(PatternDifferentialTests.quantifiers) }
          starred = quantifier.hasPrefix("*") || quantifier.hasPrefix("+") || quantifier.hasPrefix("{1,}")
          if underStar && starred { quantifier = "?" }
          if depth < 2 && chance(25) {
            atom = (chance(50) ? "(" : "(?:") + expression(depth: depth + 1, underStar: underStar || starred) + ")"
          } else {
            atom = pick(PatternDifferentialTests.atoms)
          }
          parts += atom + quantifier
        }
        branches.append(parts)
      }
      return branches.joined(separator: "|")
    }

    mutating func text() -> String {
      (0..<Int(random.next() % 6)).map { _ in pick(PatternDifferentialTests.textAlphabet) }.joined()
    }
  }

  @Test(arguments: [UInt64(1), 2, 3, 4])
  func fullMatchesAgree(seed: UInt64) throws {
    var generator = Generator(random: SplitMix64(seed: seed))
    var matched = 0
    for _ in 0..<300 {
      let source = generator.pattern()
      let rule = try InputRules.Pattern(source)
      let regex = try Regex(source)
      for _ in 0..<30 {
        let text = generator.text()
        let expected = try regex.wholeMatch(in: text) != nil
        #expect(rule.matches(text) == expected, "\(source) on \(text.debugDescription)")
        if expected {
          matched += 1
          // A match is a prefix of a match, and so is each of its prefixes.
          #expect(rule.isPrefixOfMatch(text), "\(source) on \(text.debugDescription)")
          #expect(rule.isPrefixOfMatch(String(text.dropLast())), "\(source) on \(text.debugDescription)")
        }
      }
    }
    #expect(matched > 200)
  }

  /// Every string up to length 5 over {a, b, 1}: a prefix of a match exactly when some
  /// continuation of up to 4 more characters makes `Regex` match it.
  @Test(arguments: [
    "^[ab]{2}1{0,3}$", "(ab|1)*", "a+b?1", "^(a|b)1{2}$", "a*$", "(a1|b)+a?", "[^1]{1,3}1",
    "(aa|b){2}", "1?a{2,3}b*", "a$|b1", "^(a+)+$", "(a?){3}a{3}", ".{2}b",
  ])
  func prefixesAgreeExhaustively(source: String) throws {
    let rule = try InputRules.Pattern(source)
    let regex = try Regex(source)
    let alphabet = ["a", "b", "1"]
    func strings(upTo length: Int) -> [String] {
      var all = [""]
      var last = [""]
      for _ in 0..<length {
        last = last.flatMap { s in alphabet.map { s + $0 } }
        all += last
      }
      return all
    }
    let continuations = strings(upTo: 4)
    var prefixes = 0
    for text in strings(upTo: 5) {
      let expected = try continuations.contains { try regex.wholeMatch(in: text + $0) != nil }
      if expected { prefixes += 1 }
      #expect(rule.isPrefixOfMatch(text) == expected, "\(source) on \(text)")
      #expect(rule.matches(text) == (try regex.wholeMatch(in: text) != nil), "\(source) on \(text)")
    }
    #expect(prefixes > 1)
  }
}
