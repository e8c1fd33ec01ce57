import Testing

@testable import TextInputKit

@Suite struct LengthMetricTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var text: String
    var lengths: [String: Int]
    var testDescription: String { "\"\(text)\" → \(lengths.sorted { $0.key < $1.key })" }
  }

  @Test(arguments: [
    Case(
      text: "a",
      lengths: [
        "characters": 1, "utf16": 1, "scalars": 1, "utf8": 1, "gb18030": 1, "twitter": 1,
      ]),
    Case(
      text: "中",
      lengths: [
        "characters": 1, "utf16": 1, "scalars": 1, "utf8": 3, "gb18030": 2, "twitter": 2,
      ]),
    Case(
      text: "😀",
      lengths: [
        "characters": 1, "utf16": 2, "scalars": 1, "utf8": 4, "gb18030": 4, "twitter": 2,
      ]),
    Case(
      text: "👨‍👩‍👧",
      lengths: [
        "characters": 1, "utf16": 8, "scalars": 5, "utf8": 18, "gb18030": 20, "twitter": 2,
      ]),
  ])
  func documentedTable(_ example: Case) throws {
    for (name, expected) in example.lengths {
      let metric = try #require(LengthMetric.named[name])
      #expect(metric.length(of: example.text) == expected, "\(name)")
    }
  }

  /// Random texts: a text's units are the sum of its clusters' units, for every metric.
  @Test(arguments: [3, 11, 2025] as [UInt64])
  func unitsAreTheSumOverClusters(seed: UInt64) {
    let pieces = ["a", "中", "é", "e\u{0301}", "😀", "👍🏽", "🇨🇳", "\u{200D}", "\u{FE0F}", "１", "\r\n"]
    var generator = UnicodeTestData.Generator(seed: seed)
    for _ in 0..<300 {
      let length = Int.random(in: 0...8, using: &generator)
      let text = (0..<length).map { _ in pieces.randomElement(using: &generator)! }.joined()
      for (name, metric) in LengthMetric.named {
        let sum = text.reduce(0) { $0 + metric.units(of: $1) }
        #expect(metric.units(of: text) == sum, "seed \(seed), \(name): \(text)")
      }
    }
  }
}
