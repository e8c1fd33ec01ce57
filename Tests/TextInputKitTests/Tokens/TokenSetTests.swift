import Foundation
import Testing
import TextInputKit

@Suite struct TokenSetTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var text: String
    var tokens: [String]
    var testDescription: String { "\"\(text)\" → \(tokens)" }
  }

  static let mentions = TokenSet.mentionsAndTopics

  @Test(arguments: [
    Case(text: "2sin(π)", tokens: ["sin(", "π"]),
    Case(text: "asin(1)", tokens: ["asin("]),
    Case(text: "sinh(x)", tokens: ["sinh("]),
    Case(text: "sin", tokens: []),
    Case(text: "π\u{301}", tokens: []),
    Case(text: "😀π😀", tokens: ["π"]),
    Case(text: "log₂(8)+ln(", tokens: ["log₂(", "ln("]),
    Case(text: "", tokens: []),
  ])
  func calculator(_ c: Case) {
    let text = c.text
    #expect(TokenSet.calculator.ranges(in: text).map { String(text[$0]) } == c.tokens)
  }

  @Test(arguments: [
    Case(text: "hi @bob and @al_1!", tokens: ["@bob", "@al_1"]),
    Case(text: "#swift# is #fun", tokens: ["#swift#"]),
    Case(text: "mail a@b.c", tokens: ["@b"]),
    Case(text: "@", tokens: []),
  ])
  func patterns(_ c: Case) {
    let text = c.text
    #expect(Self.mentions.ranges(in: text).map { String(text[$0]) } == c.tokens)
  }

  @Test func overlappingSourcesPreferTheEarlierThenTheLonger() throws {
    let set = TokenSet(literals: ["ab", "abc", "bcd"], patterns: [try TokenPattern("c+d")])
    let text = "abcd ccd"
    #expect(set.ranges(in: text).map { String(text[$0]) } == ["abc", "ccd"])
  }

  @Test func stickerCodesAreTokens() {
    let set = TokenSet(catalog: StickerFixtures.catalog)
    let text = "哈[笑哭][不存在][doge]"
    #expect(set.ranges(in: text).map { String(text[$0]) } == ["[笑哭]", "[doge]"])
  }

  @Test func aBadPatternSaysWhich() {
    let error = #expect(throws: TextInputError.self) { try TokenPattern("@[") }
    #expect(error?.kind == .invalidPattern)
    #expect(error?.description == "The token pattern \"@[\" is not a valid regular expression.")
  }

  @Test func readsJSON() throws {
    let set = try TokenSet(
      json: Data(#"{"literals": ["sin(", "π"], "patterns": ["@[a-z]+"]}"#.utf8))
    #expect(set.literals == ["sin(", "π"])
    #expect(set.patterns.map(\.source) == ["@[a-z]+"])
    #expect(try TokenSet(json: Data("{}".utf8)).isEmpty)
    for (json, location, message) in [
      (#"{"literals": "sin("}"#, "literals", "`literals` must be an array of strings."),
      (#"{"literals": ["a", 1]}"#, "literals", "`literals` must be an array of strings."),
      (
        #"{"patterns": ["@[a-z]+", "@["]}"#, "patterns[1]",
        #"The token pattern "@[" is not a valid regular expression."#
      ),
      (
        "[]", nil,
        #"A token file must be a JSON object, such as {"literals": ["sin("], "patterns": ["@[A-Za-z0-9_]+"]}."#
      ),
      (#"{"literals": ["a",]}"#, nil, #"Malformed JSON at line 1, column 18: a comma before "]"; remove it."#),
    ] {
      let error = #expect(throws: TextInputError.self) { try TokenSet(json: Data(json.utf8)) }
      #expect(error?.location == location, "\(json)")
      #expect(error?.description == message)
    }
  }
}
