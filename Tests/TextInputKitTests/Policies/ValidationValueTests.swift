import Testing
import TextInputKitTesting

import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction

/// `validate` takes a formatted field's value from the edit that laid it out, without reading
/// the display back (`EditOutcome.typedValue`): its value and completion are those read from
/// the text it kept, for every preset and grouped numbers of each style.
@Suite("A validation's value")
struct ValidationValueTests {
  static let policies: [(name: String, policy: InputPolicy)] =
    InputPolicy.presets.keys.sorted().map { ($0, InputPolicy.presets[$0]!) }
    + InputRules.DecimalNumber.GroupingStyle.allCases.map { style in
      (
        "grouped \(style)",
        InputPolicy(
          InputRules.DecimalNumber(
            fractionDigits: 2, integerDigits: nil, grouping: ",", groupingStyle: style),
          .required)
      )
    }

  /// Pieces of numbers, phone numbers, cards and IDs as people paste them, and what they are
  /// mixed with.
  static let pieces = [
    "1", "0", "138", "0013", "8000", "12345678", ".", ",", " ", "-", "+86 ", "X", "a", "１２",
    "٣", "😀", "\r\n", "e\u{301}", "中",
  ]

  @Test(arguments: UInt64(1)...6)
  func valueAndCompletionAreThoseOfTheKeptText(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    var formatted = 0
    for (name, policy) in Self.policies {
      if policy.formatsDisplay { formatted += 1 }
      for _ in 0..<40 {
        let text = (0..<Int(random.next() % 10)).map { _ in
          Self.pieces[Int(random.next() % UInt64(Self.pieces.count))]
        }.joined()
        let validation = policy.validate(text)
        #expect(
          validation.value == policy.value(of: validation.text),
          "\(name): \(text.debugDescription)")
        #expect(
          validation.completion == policy.completion(of: validation.text),
          "\(name): \(text.debugDescription)")
      }
    }
    #expect(formatted >= 6)
  }
}
