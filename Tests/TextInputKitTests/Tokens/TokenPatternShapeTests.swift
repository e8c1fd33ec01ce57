import Testing

import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction

@Suite struct TokenPatternShapeTests {
  @Test(
    arguments: [
      ("@[A-Za-z0-9_]+", "[[A-Za-z0-9_]]"),
      ("#[^#\\s]+#", "[[^#\\s]\\x{23}]"),
      ("sin\\(", "[\\x{69}\\x{6e}\\x{28}]"),
      ("(?:ab)+", "[\\x{62}\\x{61}]"),
      ("a|b", nil),
      ("\\p{Han}{2,}", "[\\p{Han}]"),
      (".x", "[\\x{78}]"),
    ] as [(String, String?)])
  func interior(source: String, interior: String?) throws {
    let shape = try #require(TokenPatternShape(source))
    #expect(shape.interior == interior)
  }

  @Test(arguments: [
    "(?<=\\s)@\\w+", "(?=a)a", "@\\w+\\b", "\\B@", "^#\\w+", "\\w+$", "(a)\\1", "(?i)@bob", "a*",
    "a?", "(?:)", "\\Q@\\E\\w", "[]a]", "a{2", "a**", "\\Aa", "a\\z", "\\X", "(?<name>a)",
  ])
  func notUnderstood(source: String) {
    #expect(TokenPatternShape(source) == nil)
  }

  /// A position whose character no match holds after its first is a cut: the matches on either
  /// side are those of the whole text.
  @Test func locality() throws {
    let locality = try #require(TokenSet.mentionsAndTopics.locality)
    #expect(locality.margin == 2)
    #expect(locality.isInterior("a"))
    #expect(locality.isInterior("中"))  // inside a topic
    #expect(!locality.isInterior(" "))
    #expect(!locality.isInterior("\n"))
    #expect(TokenSet(patterns: [.mention]).locality?.isInterior("@") == false)
    #expect(TokenSet(patterns: [.mention]).locality?.isInterior("中") == false)
    #expect(TokenSet.calculator.locality?.margin == "log₂(".utf8.count)
  }
}
