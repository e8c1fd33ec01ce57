import Foundation
import Testing

import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction

/// No limit, weight or scale traps: every length computation saturates instead of overflowing.
///
/// The PolicyJSON fuzzer stopped on `{"maxLength":909111111111111111, "metric": "twitter"}`: the
/// limit times Twitter's scale of 100 overflowed in `MaxLength.apply`, and one such policy file
/// could bring down `textinput sanitize` or a server that reads policies.
@Suite("Length overflow")
struct LengthOverflowTests {
  /// A weighting whose every code point and every emoji weighs `Int.max`.
  static let heaviest = LengthMetric.weighted(
    WeightedLength(ranges: [], defaultWeight: .max, emojiWeight: .max, scale: .max))

  static let metrics: [LengthMetric] =
    LengthMetric.named.keys.sorted().map { LengthMetric.named[$0]! } + [
      heaviest,
      .weighted(WeightedLength(ranges: [.init(0...0x10FFFF, weight: .max)], defaultWeight: 1)),
      .weighted(WeightedLength(ranges: [], defaultWeight: .min, emojiWeight: .min)),
    ]

  static let limits = [1, 1_000_000_000, Int.max / 100 + 1, 4_611_686_018_427_387_904, Int.max]

  @Test(arguments: metrics.indices)
  func anyLimitUnderAnyMetric(_ index: Int) {
    let metric = Self.metrics[index]
    let text = "ab中😀🇨🇳e\u{301}" + String(repeating: "x", count: 40)
    for limit in Self.limits {
      for overflow in InputRules.MaxLength.Overflow.allCases {
        let policy = InputPolicy(.maxLength(limit, counting: metric, overflow: overflow))
        let clean = policy.sanitize(text)
        #expect(policy.violations(in: clean).isEmpty, "limit \(limit)")
        var controller = TextInputController(policy: policy, text: clean)
        _ = controller.apply(.typing("z", in: controller.state))
        _ = controller.apply(.paste(text, in: controller.state))
        let counter = controller.counter
        #expect(counter.limit == limit)
        #expect(counter.remaining.map { $0 >= 0 } == true)
      }
    }
  }

  @Test func aFieldBufferKeepsCountingAtTheLargestWeights() {
    let policy = InputPolicy(.maxLength(.max, counting: Self.heaviest))
    var buffer = FieldBuffer(policy: policy, state: TextFieldState(text: "abc"))
    for text in ["😀", "中文", "e\u{301}"] {
      let change = buffer.apply(0..<0, replacement: text, source: .typing)
      #expect(change.disposition != .rejected)
    }
    #expect(buffer.units[Self.heaviest] == .max)
  }

  @Test func aDecodedWeightingWithScaleZeroCountsAsScaleOne() throws {
    let json = #"{"ranges": [], "defaultWeight": 3, "scale": 0, "normalizesToNFC": false}"#
    let metric = try JSONDecoder().decode(LengthMetric.self, from: Data(json.utf8))
    #expect(metric.scale == 1)
    #expect(metric.length(of: "ab") == 6)
    #expect(InputPolicy(.maxLength(4, counting: metric)).sanitize("abc") == "a")
  }

  @Test(arguments: [
    (#"{"maxLength":909111111111111111, "metric": "twitter"}"#, "909111111111111111"),
    (#"{"maxLength":4611686018427387904, "metric": "twitter"}"#, "4611686018427387904"),
    (#"{"maxLength":1000000001}"#, "1000000001"),
  ])
  func policyFilesStopAtTheDocumentedBound(_ json: String, _ value: String) {
    let error = #expect(throws: TextInputError.self) { try InputPolicy(json: json) }
    #expect(error?.description == "`maxLength` must be at most 1000000000; it is \(value).")
    #expect(error?.kind == .outOfRange)
    #expect(error?.location == "maxLength")
  }

  @Test(arguments: LengthMetric.named.keys.sorted())
  func theLargestLimitInAPolicyFileWorksUnderEveryMetric(_ name: String) throws {
    let policy = try InputPolicy(json: #"{"maxLength": 1000000000, "metric": "\#(name)"}"#)
    for sample in HostileText.pieces {
      #expect(policy.sanitize(sample) == sample)
    }
    #expect(InputRules.MaxLength.largestLimitInPolicyFiles == 1_000_000_000)
  }

  @Test func saturatingArithmetic() {
    #expect(Int.max.saturatingAdd(1) == .max)
    #expect(Int.min.saturatingAdd(-1) == .min)
    #expect(Int.min.saturatingSubtract(1) == .min)
    #expect(Int.max.saturatingSubtract(-1) == .max)
    #expect(Int.max.saturatingMultiply(100) == .max)
    #expect(Int.max.saturatingMultiply(-2) == .min)
    #expect(280.saturatingMultiply(100) == 28000)
    #expect(5.saturatingSubtract(7) == -2)
  }
}
