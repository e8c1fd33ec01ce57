import Testing
import TextInputKitTesting
import Foundation
@testable import TextInputKitText


/// GraphemeBreakTest.txt of Unicode 17.0 against Swift's `Character` segmentation, and
/// truncation by every length metric against both.
///
/// Swift 6.3's grapheme breaking predates Unicode 17.0, which extended rule GB9c (no break
/// inside an Indic conjunct) to Myanmar, Khmer and Balinese by giving their viramas and
/// consonants new Indic_Conjunct_Break values. Swift still breaks after such a virama and the
/// following consonant, so it splits these 8 cases where Unicode 17.0 keeps one cluster:
///
/// - `1019 × 1039 × 1018 ÷ 102C × 1037` (Myanmar)
/// - `1004 × 103A × 1039 × 1011 × 1039 × 1011` (Myanmar)
/// - `1B12 × 1B01 ÷ 1B32 × 1B44 × 1B2F ÷ …` (Balinese)
/// - `179F × 17D2 × 178F × 17D2 × 179A × 17B8` (Khmer)
/// - `1B26 ÷ 1B17 × 1B44 × 1B13` (Balinese)
/// - `1B27 ÷ 1B13 × 1B44 × 1B0B ÷ 1B0B × 1B04` (Balinese)
/// - `1795 × 17D2 × 17AF ÷ 1798` (Khmer)
/// - `17A0 × 17D2 × 17AB ÷ 1791 × 17D0 ÷ 1799` (Khmer)
///
/// Truncation works on Swift's `Character`s, so it never splits one; where Swift agrees with
/// Unicode 17.0 (every other case), truncation also ends on a 17.0 boundary.
@Suite struct GraphemeBreakConformanceTests {
  struct BreakCase: Sendable {
    var line: Int
    var text: String
    /// The boundaries Unicode 17.0 expects, as offsets in code points.
    var expected: [Int]
    /// The boundaries of Swift's `Character`s, as offsets in code points.
    var actual: [Int]
  }

  /// The code points of each case that Swift segments differently from Unicode 17.0.
  static let knownDifferences: Set<[UInt32]> = [
    [0x1019, 0x1039, 0x1018, 0x102C, 0x1037],
    [0x1004, 0x103A, 0x1039, 0x1011, 0x1039, 0x1011],
    [
      0x1B12, 0x1B01, 0x1B32, 0x1B44, 0x1B2F, 0x1B32, 0x1B44, 0x1B22, 0x1B44, 0x1B2C, 0x1B32,
      0x1B44, 0x1B22, 0x1B38,
    ],
    [0x179F, 0x17D2, 0x178F, 0x17D2, 0x179A, 0x17B8],
    [0x1B26, 0x1B17, 0x1B44, 0x1B13],
    [0x1B27, 0x1B13, 0x1B44, 0x1B0B, 0x1B0B, 0x1B04],
    [0x1795, 0x17D2, 0x17AF, 0x1798],
    [0x17A0, 0x17D2, 0x17AB, 0x1791, 0x17D0, 0x1799],
  ]

  static func cases() throws -> [BreakCase] {
    try UnicodeTestData.lines(of: "GraphemeBreakTest.txt").enumerated().map { index, line in
      var scalars = String.UnicodeScalarView()
      var expected: [Int] = []
      for token in line.data.split(separator: " ") {
        switch token {
        case "÷": expected.append(scalars.count)
        case "×": continue
        default: scalars.append(Unicode.Scalar(UInt32(token, radix: 16)!)!)
        }
      }
      let text = String(scalars)
      var actual = [0]
      for character in text { actual.append(actual.last! + character.unicodeScalars.count) }
      return BreakCase(line: index + 1, text: text, expected: expected, actual: actual)
    }
  }

  @Test func swiftAgreesWithUnicode17ExceptTheKnownCases() throws {
    let cases = try Self.cases()
    #expect(cases.count == 766)
    let differing = cases.filter { $0.expected != $0.actual }
    let unexpected = differing.filter {
      !Self.knownDifferences.contains($0.text.unicodeScalars.map(\.value))
    }
    #expect(unexpected.isEmpty, "new differences: \(unexpected.map(\.line))")
    #expect(cases.count - differing.count >= 758)
  }

  @Test func truncationNeverSplitsACluster() throws {
    for example in try Self.cases() {
      let text = Substring(example.text)
      let agrees = example.expected == example.actual
      for (name, metric) in LengthMetric.named {
        let total = metric.unitCount(of: text)
        for budget in 0...total + 1 {
          let prefix = metric.prefix(of: text, fitting: budget)
          let end = prefix.unicodeScalars.count
          #expect(example.actual.contains(end), "line \(example.line), \(name), \(budget)")
          if agrees {
            #expect(example.expected.contains(end), "line \(example.line), \(name), \(budget)")
          }
          #expect(metric.unitCount(of: prefix) <= budget || budget == 0 && prefix.isEmpty)
          // The longest prefix: the next cluster would not fit.
          if prefix.endIndex < text.endIndex {
            let longer = text[..<text.index(after: prefix.endIndex)]
            #expect(metric.unitCount(of: longer) > budget, "line \(example.line), \(name), \(budget)")
          }
        }
      }
    }
  }
}
