import Foundation
import Testing
import TextInputKitTesting

@testable import TextInputKitText

#if canImport(CoreFoundation)
import CoreFoundation
#endif

@Suite("Length metrics")
struct LengthMetricTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var text: String
    var lengths: [Int]  // characters, utf16, scalars, utf8, gb18030, twitter
    var testDescription: String { text.debugDescription }
  }

  static let metrics: [LengthMetric] = [.characters, .utf16, .scalars, .utf8, .gb18030, .twitter]

  @Test(arguments: [
    Case(text: "", lengths: [0, 0, 0, 0, 0, 0]),
    Case(text: "a", lengths: [1, 1, 1, 1, 1, 1]),
    Case(text: "中", lengths: [1, 1, 1, 3, 2, 2]),
    Case(text: "😀", lengths: [1, 2, 1, 4, 4, 2]),
    Case(text: "👨‍👩‍👧", lengths: [1, 8, 5, 18, 20, 2]),  // ZWJ family: each joiner takes 4 GB 18030 bytes
    Case(text: "🇨🇳", lengths: [1, 4, 2, 8, 8, 2]),  // flag
    Case(text: "👍🏽", lengths: [1, 4, 2, 8, 8, 2]),  // skin tone
    Case(text: "e\u{301}", lengths: [1, 2, 2, 3, 5, 1]),  // combining mark: NFC "é" weighs 1
    Case(text: "𠀀", lengths: [1, 2, 1, 4, 4, 2]),  // CJK Extension B
    Case(text: "１２３", lengths: [3, 3, 3, 9, 6, 6]),  // full-width digits
    Case(text: "שלום", lengths: [4, 4, 4, 8, 16, 4]),  // right-to-left
    Case(text: "Hi你好", lengths: [4, 4, 4, 8, 6, 6]),
    Case(text: "…“”", lengths: [3, 3, 3, 9, 6, 4]),  // Twitter weighs quotes 1, "…" (U+2026) 2
    Case(text: "\r\n", lengths: [1, 2, 2, 2, 2, 2]),
    Case(text: "©", lengths: [1, 1, 1, 2, 4, 1]),
    Case(text: "©️", lengths: [1, 2, 2, 5, 8, 2]),  // emoji presentation
  ])
  func lengths(_ example: Case) {
    for (metric, expected) in zip(Self.metrics, example.lengths) {
      #expect(metric.length(of: example.text) == expected, "\(metric.name ?? "")")
    }
  }

  @Test func namesRoundTrip() {
    for (name, metric) in LengthMetric.named {
      #expect(metric.name == name)
    }
  }

  /// UTF-8 and UTF-16 lengths agree with Foundation's encoders for every Unicode scalar.
  @Test func utf8AndUTF16AgreeWithFoundationForEveryScalar() {
    var mismatches: [UInt32] = []
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let text = String(scalar)
      if LengthMetric.utf8.unitCount(of: text) != text.lengthOfBytes(using: .utf8)
        || LengthMetric.utf16.unitCount(of: text) * 2 != text.lengthOfBytes(using: .utf16LittleEndian)
        || LengthMetric.scalars.unitCount(of: text) != 1
      {
        mismatches.append(value)
      }
    }
    #expect(mismatches.isEmpty)
  }

  @Test func prefixNeverSplitsAClusterAtAnyBudget() {
    let text = "a😀👨‍👩‍👧🇨🇳e\u{301}中𠀀\r\n👍🏽"[...]
    for metric in Self.metrics {
      for budget in -1...60 {
        let prefix = metric.prefix(of: text, fitting: budget)
        #expect(text.indices.contains(prefix.endIndex) || prefix.endIndex == text.endIndex)
        #expect(metric.unitCount(of: prefix) <= Swift.max(budget, 0))
        if prefix.endIndex < text.endIndex {
          let longer = text[..<text.index(after: prefix.endIndex)]
          #expect(metric.unitCount(of: longer) > budget)
        }
      }
    }
  }

  /// Random texts: a text's units are the sum of its clusters' units, for every metric.
  @Test(arguments: [3, 11, 2025] as [UInt64])
  func unitsAreTheSumOverClusters(seed: UInt64) {
    let pieces = ["a", "中", "é", "e\u{0301}", "😀", "👍🏽", "🇨🇳", "\u{200D}", "\u{FE0F}", "１", "\r\n"]
    var generator = SplitMix64(seed: seed)
    for _ in 0..<300 {
      let length = Int.random(in: 0...8, using: &generator)
      let text = (0..<length).map { _ in pieces.randomElement(using: &generator)! }.joined()
      for (name, metric) in LengthMetric.named {
        let sum = text.reduce(0) { $0 + metric.unitCount(of: $1) }
        #expect(metric.unitCount(of: text) == sum, "seed \(seed), \(name): \(text)")
      }
    }
  }
}
