import Testing
import TextInputKitTesting
import Foundation
@testable import TextInputKitText


/// URLs as twitter-text finds them, drawn with brackets: "see [example.com]" has one URL.
@Suite("Twitter URLs")
struct TwitterURLTests {
  struct Drawn: CustomTestStringConvertible, Sendable {
    var drawn: String
    var note: String
    init(_ drawn: String, _ note: String) {
      self.drawn = drawn
      self.note = note
    }
    /// The text without its brackets.
    var text: String { drawn.filter { $0 != "[" && $0 != "]" } }
    /// The bracketed parts.
    var urls: [String] {
      var found: [String] = []
      var current: String?
      for character in drawn {
        if character == "[" {
          current = ""
        } else if character == "]" {
          found.append(current ?? "")
          current = nil
        } else {
          current?.append(character)
        }
      }
      return found
    }
    var testDescription: String { "\(drawn) (\(note))" }
  }

  @Test(arguments: [
    Drawn("see [example.com] and [t.co/x]", "without protocol"),
    Drawn("[https://example.com/a?b=c#d]", "protocol, path, query, fragment"),
    Drawn("[HTTP://EXAMPLE.COM]", "any case"),
    Drawn("[http://localhost.com:8080/x]", "port"),
    Drawn("[foo.co.jp] [bbc.co.uk] foo.baz", "country codes; .baz is no domain"),
    Drawn("[http://例え.みんな] [http://twitter.みんな/]", "international domains"),
    Drawn("[http://xn--ls8h.la/]", "punycode"),
    Drawn("go to [example.com/path]. Now!", "a path does not end with a full stop"),
    Drawn("([https://en.wikipedia.org/wiki/Primer_(film)])", "parentheses: balanced kept"),
    Drawn("[a.com/a]–(b) [a.com/(b)(c)]", "a group after a non-ending character is left out"),
    Drawn("日本語[example.com]中国語", "next to CJK"),
    Drawn("mail me@example.com or a.b+c@example.org", "no URL inside an e-mail address"),
    Drawn("#example.com $example.com @example.com", "no URL in a hashtag, cashtag or mention"),
    Drawn("[http://t.co/abc]'s", "t.co keeps its slug"),
    Drawn("http://t.co/abcdefghijklmnopqrstuvwxyz012345678901234", "t.co slug over 40"),
    Drawn("file.tar.bz2 v1.2.3 3.14", "file names and numbers"),
    Drawn("[example.com]…", "an ellipsis ends a URL"),
    Drawn("\u{202A}[example.com]\u{202C}", "directional marks around"),
    Drawn("", "empty"),
  ])
  func urls(_ example: Drawn) {
    let text = example.text
    #expect(text.twitterURLRanges().map { String(text[$0]) } == example.urls)
    #expect(WeightedLength.twitter.urlRanges(in: text) == text.twitterURLRanges())
  }

  @Test func aWeightingWithoutURLLengthFindsNoURLs() {
    var weights = WeightedLength.twitter
    weights.urlLength = nil
    #expect(weights.urlRanges(in: "example.com").isEmpty)
    #expect(LengthMetric.weighted(weights).length(of: "example.com") == 11)
  }

  struct Length: CustomTestStringConvertible, Sendable {
    var text: String
    var length: Int
    var testDescription: String { "\"\(text)\" → \(length)" }
  }

  @Test(arguments: [
    Length(text: "see example.com and t.co/x", length: 55),
    Length(text: "https://example.com/" + String(repeating: "a", count: 300), length: 23),
    Length(text: "example.co", length: 23),
    Length(text: "example.c", length: 9),
    Length(text: "中文 example.com 😀", length: 4 + 1 + 23 + 1 + 2),
    Length(text: "a_bbit.lyテスト.中国/", length: 35),  // twitter-text counts its url string
    Length(text: "me@example.com", length: 14),
  ])
  func lengths(_ example: Length) {
    #expect(LengthMetric.twitter.length(of: example.text) == example.length)
  }

  /// Text that would make a backtracking expression or a naive rescan take quadratic time,
  /// 256 KB each: a debug build finds their URLs well within the limit only if the scan is
  /// linear (quadratic work on them is tens of billions of steps).
  @Test(.timeLimit(.minutes(10)), arguments: 0..<6)
  func hostileTextTakesLinearTime(index: Int) {
    let size = 1 << 18
    let texts = [
      String(repeating: ".", count: size),
      String(repeating: "a.", count: size / 2),
      String(repeating: "日", count: size / 3) + ".com",
      "http://" + String(repeating: "a-", count: size / 2) + "a.com/",
      "http://example.com/" + String(repeating: "(a", count: size / 2),
      String(repeating: "x.co?", count: size / 5),
    ]
    let text = texts[index]
    // Over-long hosts and URLs are rejected, as twitter-text rejects them.
    let expected = [0, 0, 0, 0, 1, 0]
    #expect(text.twitterURLRanges().count == expected[index])
    #expect(LengthMetric.twitter.unitCount(of: text) > 0)
  }
}
