import Foundation
import Testing
import TextInputKitTesting

import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction

/// Token patterns are Swift `Regex` patterns; before 1.0 they ran on `NSRegularExpression` (ICU).
/// These tests keep ICU as the reference: on the constructs the two engines read alike, a token
/// pattern finds exactly what ICU found, and where they differ, the difference is the documented
/// one.
@Suite struct TokenPatternDialectTests {
  /// The non-empty matches ICU finds, as UTF-8 offsets; `nil` when ICU does not compile `source`.
  static func icuMatches(_ source: String, in text: String) -> [Range<Int>]? {
    guard let regex = try? NSRegularExpression(pattern: source) else { return nil }
    return regex.matches(in: text, range: NSRange(location: 0, length: text.utf16.count))
      .compactMap { match in
        guard match.range.length > 0 else { return nil }
        let lower = text.utf16.index(text.startIndex, offsetBy: match.range.location)
        let upper = text.utf16.index(lower, offsetBy: match.range.length)
        let start = text.utf8.distance(from: text.startIndex, to: lower)
        return start..<(start + text.utf8.distance(from: lower, to: upper))
      }
  }

  /// Constructs that both engines read alike.
  static let atoms = [
    "a", "b", "@", "#", "_", "中", "é", "😀", ".", "\\s", "\\S", "\\h", "\\v", "\\V", "\\p{Han}",
    "\\p{L}", "\\P{L}", "\\p{Lu}", "\\p{Nd}", "\\p{Alphabetic}", "\\p{White_Space}", "\\p{Emoji}",
    "\\p{Script=Latin}", "\\p{Script=Han}", "\\p{Zs}", "\\p{P}", "\\p{S}", "\\p{M}", "\\p{ASCII}",
    "[ab]", "[^#\\s]", "[a-z]", "[A-Za-z0-9_]", "[^a]", "[\\p{Han}a]", "[.]", "[-a]",
    "[[a-c]&&[b-d]]", "[[:alpha:]]", "[[:digit:]]", "[[:space:]]", "[[:punct:]]", "[[:upper:]]",
    "\\.", "\\@", "\\x{4E2D}", "\\u4E2D", "\\t", "\\n", "\\N{LATIN SMALL LETTER A}",
  ]
  static let quantifiers = ["", "", "", "*", "+", "?", "{2}", "{1,3}", "{2,}", "*?", "+?", "*+"]
  static let texts = [
    "a", "b", "A", "_", "0", "9", "@", "#", " ", "\t", "\n", "\r\n", "中", "文", "é", "e\u{301}",
    "\u{301}", "😀", "👍🏽", "🇨🇳", "\u{200D}", "\u{200B}", "٣", "½", "ß", "Σ", ".", "-", "\u{3000}",
    "\u{A0}", "(", "[",
  ]

  /// A random pattern of the constructs above: groups, alternation, look-ahead and anchors, with
  /// repeated groups bounded so that neither engine backtracks for long.
  static func pattern(_ rng: inout SplitMix64, depth: Int = 0) -> String {
    var source = ""
    for _ in 0..<Int.random(in: 1...4, using: &rng) {
      let roll = depth > 1 ? 0 : Int.random(in: 0..<20, using: &rng)
      switch roll {
      case 0..<14:
        source += atoms.randomElement(using: &rng)! + quantifiers.randomElement(using: &rng)!
      case 14:
        source += ["^", "\\A", "\\z"].randomElement(using: &rng)!
      case 15..<18:
        let group = pattern(&rng, depth: depth + 1) + "|" + pattern(&rng, depth: depth + 1)
        source += "(?:" + group + ")" + ["", "?", "{2}"].randomElement(using: &rng)!
      case 18:
        source += "(" + pattern(&rng, depth: depth + 1) + ")"
      default:
        source += "(?=" + pattern(&rng, depth: depth + 1) + ")"
      }
    }
    return source
  }

  /// Seeded random patterns and texts: both engines compile every pattern and find the same
  /// matches in every text.
  @Test(arguments: 0..<8 as Range<UInt64>)
  func randomPatternsMatchAsICUDid(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed &* 6_364_136_223_846_793_005 &+ 1)
    for round in 0..<150 {
      let source = Self.pattern(&rng)
      let pattern = try #require(
        try? TokenPattern(source), "seed \(seed), round \(round): \(source) does not compile")
      for _ in 0..<12 {
        let text = (0..<Int.random(in: 0...8, using: &rng))
          .map { _ in Self.texts.randomElement(using: &rng)! }.joined()
        let expected = try #require(Self.icuMatches(source, in: text), "\(source)")
        #expect(
          pattern.utf8Matches(in: text) == expected,
          "seed \(seed), round \(round): \(source) in \(text.debugDescription)")
      }
    }
  }

  /// The patterns of the built-in sets, and the shapes the field tests use, on the random texts.
  @Test(arguments: [
    "@[A-Za-z0-9_]+", "#[^#\\s]+#", "c+d", "(?:ab|a_)[0-9]{1,3}|@[a-z]?b", "sin\\(", "\\p{Han}{2,}",
    "(?=a)a", "^#[a-z]+", "\\Q@\\E[a-z]", "(?:ab)+",
  ])
  func usualPatternsMatchAsICUDid(source: String) throws {
    let pattern = try TokenPattern(source)
    let pieces = Self.texts + ["@ab", "#x#", "ab12", "a_9", "sin(", "cd"]
    var rng = SplitMix64(seed: 20_240_606)
    for _ in 0..<400 {
      let text = (0..<Int.random(in: 0...10, using: &rng))
        .map { _ in pieces.randomElement(using: &rng)! }.joined()
      #expect(
        pattern.utf8Matches(in: text) == Self.icuMatches(source, in: text),
        "\(text.debugDescription)")
    }
  }

  struct Difference: CustomTestStringConvertible, Sendable {
    var pattern: String
    var text: String
    /// The tokens ICU found.
    var icu: [String]
    /// The tokens `Regex` finds.
    var regex: [String]
    var testDescription: String { "\(pattern) in \(text.debugDescription)" }
  }

  /// The differences that ``TokenPattern``'s documentation lists, each as it stands.
  @Test(arguments: [
    // \w takes no combining mark or joiner; \d takes "½".
    Difference(pattern: "@\\w+", text: "@e\u{301}x", icu: ["@e\u{301}x"], regex: ["@e"]),
    Difference(pattern: "@\\w+", text: "@a\u{200D}b", icu: ["@a\u{200D}b"], regex: ["@a"]),
    Difference(pattern: "\\d+", text: "1½", icu: ["1"], regex: ["1½"]),
    Difference(pattern: "[[:word:]]+", text: "a\u{301}", icu: ["a\u{301}"], regex: ["a"]),
    // \b counts digits as outside words.
    Difference(pattern: "a\\b", text: "a1", icu: [], regex: ["a"]),
    Difference(pattern: "a\\b", text: "a_", icu: [], regex: []),
    // $: at the very end only, not before a final line break.
    Difference(pattern: "a$", text: "a\r", icu: ["a"], regex: []),
    Difference(pattern: "a$", text: "a\u{2028}", icu: ["a"], regex: []),
    Difference(pattern: "a$", text: "a\n", icu: ["a"], regex: []),
    Difference(pattern: "a$", text: "ba", icu: ["a"], regex: ["a"]),
    // (?i) folds fewer letters.
    Difference(pattern: "(?i)s", text: "ſ", icu: ["ſ"], regex: []),
    Difference(pattern: "(?i)σ", text: "ς", icu: ["ς"], regex: []),
    // A bare script takes what is used with it; Script= does not.
    Difference(pattern: "\\p{Greek}", text: "\u{301}", icu: [], regex: ["\u{301}"]),
    Difference(pattern: "\\p{Han}+", text: "中、", icu: ["中"], regex: ["中、"]),
    Difference(pattern: "\\p{Script=Han}+", text: "中、", icu: ["中"], regex: ["中"]),
  ])
  func documentedDifferences(_ d: Difference) throws {
    func strings(_ ranges: [Range<Int>]) -> [String] {
      ranges.map { String(decoding: Array(d.text.utf8)[$0], as: UTF8.self) }
    }
    #expect(strings(try #require(Self.icuMatches(d.pattern, in: d.text))) == d.icu)
    #expect(strings(try TokenPattern(d.pattern).utf8Matches(in: d.text)) == d.regex)
  }

  /// What ICU compiled and `Regex` does not, and the reverse.
  @Test(arguments: [
    ("(?<=\\s)@\\w+", false), ("(?<!a)b", false), ("\\cA", false), ("\\p{InBasic_Latin}", false),
    ("\\p{Extended_Pictographic}", false), ("a{,3}", true),
  ])
  func compiles(source: String, compiles: Bool) {
    #expect(((try? TokenPattern(source)) != nil) == compiles)
    #expect((Self.icuMatches(source, in: "") != nil) == !compiles)
  }
}
