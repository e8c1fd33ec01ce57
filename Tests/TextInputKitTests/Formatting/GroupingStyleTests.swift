import Foundation
import Testing
import TextInputKitSimulator
import TextInputKitTesting

import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction

/// Grouping by thousands, by 万 (groups of four) and by lakh (three, then twos).
@Suite("Grouping styles")
struct GroupingStyleTests {
  static func rule(_ style: InputRules.DecimalNumber.GroupingStyle) -> InputRules.DecimalNumber {
    InputRules.DecimalNumber(fractionDigits: 2, integerDigits: nil, grouping: ",", groupingStyle: style)
  }

  @Test(arguments: [
    (InputRules.DecimalNumber.GroupingStyle.thousands, "123456789.5", "123,456,789.5"),
    (.wan, "123456789.5", "1,2345,6789.5"),
    (.wan, "12345", "1,2345"),
    (.wan, "1234", "1234"),
    (.lakh, "123456789.5", "12,34,56,789.5"),
    (.lakh, "1234", "1,234"),
    (.lakh, "123", "123"),
    (.lakh, "12345678901", "12,34,56,78,901"),
  ])
  func display(_ style: InputRules.DecimalNumber.GroupingStyle, _ value: String, _ shown: String) {
    #expect(Self.rule(style).display(of: value) == shown)
  }

  /// Each style as Foundation's number formatter writes it with the same grouping sizes (a
  /// first group of 3, 4 or 3, then groups of 3, 4 or 2).
  @Test(arguments: [
    (InputRules.DecimalNumber.GroupingStyle.thousands, 3, 0), (.wan, 4, 0), (.lakh, 3, 2),
  ])
  func displayAgreesWithFoundation(
    _ style: InputRules.DecimalNumber.GroupingStyle, _ size: Int, _ secondary: Int
  ) {
    let formatter = NumberFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.numberStyle = .decimal
    formatter.groupingSeparator = ","
    formatter.usesGroupingSeparator = true
    formatter.groupingSize = size
    formatter.secondaryGroupingSize = secondary
    var random = SplitMix64(seed: 11)
    var compared = 0
    for digits in 1...18 {
      for _ in 0..<20 {
        var value = String(random.next() % 9 + 1)
        for _ in 1..<digits { value += String(random.next() % 10) }
        let expected = formatter.string(from: NSNumber(value: Int64(value)!))
        #expect(Self.rule(style).display(of: value) == expected, "\(value)")
        compared += 1
      }
    }
    #expect(compared == 360)
  }

  /// The caret offset after k value characters is where the k-th digit ends in the display,
  /// for every length and every k.
  @Test(arguments: InputRules.DecimalNumber.GroupingStyle.allCases)
  func caretOffsetsFollowTheDisplay(_ style: InputRules.DecimalNumber.GroupingStyle) {
    let rule = Self.rule(style)
    for length in 0...24 {
      for fraction in ["", ".", ".5"] {
        let value = String(repeating: "7", count: length) + fraction
        let display = Array(rule.display(of: value))
        #expect(display.filter { $0 != "," } == Array(value))
        var valueCount = 0
        for (offset, character) in display.enumerated() where character != "," {
          valueCount += 1
          #expect(rule.displayOffset(afterValueCharacters: valueCount, of: value) == offset + 1)
        }
      }
    }
  }

  @Test(arguments: InterceptionMode.allCases)
  func typingKeepsTheCaretAfterTheLastDigit(mode: InterceptionMode) throws {
    for (json, typed, steps) in [
      (
        #"{"decimal": {"grouping": ",", "groupingStyle": "wan"}}"#, "123456789",
        ["1|", "12|", "123|", "1234|", "1,2345|", "12,3456|", "123,4567|", "1234,5678|", "1,2345,6789|"]
      ),
      (
        #"{"decimal": {"grouping": ",", "groupingStyle": "lakh"}}"#, "123456789",
        ["1|", "12|", "123|", "1,234|", "12,345|", "1,23,456|", "12,34,567|", "1,23,45,678|", "12,34,56,789|"]
      ),
    ] {
      let field = SimulatedTextField()
      field.intercept(policy: try InputPolicy(json: json), mode: mode)
      for (key, step) in zip(typed, steps) {
        field.type(String(key))
        #expect(field.drawing == step, "\(json)")
      }
      field.backspace()
      #expect(field.drawing == steps[steps.count - 2])
    }
  }

  @Test func policyFiles() throws {
    let wan = try InputPolicy(json: #"{"decimal": {"grouping": ",", "groupingStyle": "wan"}}"#)
    #expect(try wan.jsonString() == #"{"decimal":{"fractionDigits":2,"grouping":",","groupingStyle":"wan"}}"#)
    #expect(wan.sanitize("１２３４５６７８９") == "1,2345,6789")
    #expect(wan.value(of: "1,2345,6789") == "123456789")
    let thousands = try InputPolicy(json: #"{"decimal": {"grouping": ",", "groupingStyle": "thousands"}}"#)
    #expect(try thousands.jsonString() == #"{"decimal":{"fractionDigits":2,"grouping":","}}"#)
    let without = #expect(throws: TextInputError.self) {
      try InputPolicy(json: #"{"decimal": {"groupingStyle": "wan"}}"#)
    }
    #expect(without?.kind == .contradictoryRules)
    #expect(without?.location == "decimal.groupingStyle")
    let unknown = #expect(throws: TextInputError.self) {
      try InputPolicy(json: #"{"decimal": {"grouping": ",", "groupingStyle": "myriad"}}"#)
    }
    #expect(unknown?.kind == .unknownValue)
    #expect(unknown?.description.contains("thousands, wan, lakh") == true)
  }
}
