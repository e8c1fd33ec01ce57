import Foundation
import Testing
import TextInputKitSimulator
import TextInputKitTesting

import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction

/// Negative numbers with the minus signs of every keyboard (`allowsNegative`), and a decimal
/// comma (`acceptsDecimalComma`).
@Suite("Decimal signs and commas")
struct DecimalSignAndCommaTests {
  static let signed = try! InputPolicy(
    json: #"{"decimal": {"fractionDigits": 2, "allowsNegative": true}}"#)
  static let comma = try! InputPolicy(
    json: #"{"decimal": {"fractionDigits": 2, "acceptsDecimalComma": true}}"#)
  static let both = try! InputPolicy(
    json:
      #"{"decimal": {"fractionDigits": 2, "allowsNegative": true, "acceptsDecimalComma": true}}"#
  )
  static let spaced = try! InputPolicy(
    json: #"{"decimal": {"fractionDigits": 2, "grouping": " ", "acceptsDecimalComma": true}}"#)
  static let plain = InputPolicy(.decimal(fractionDigits: 2))

  /// An edit drawn before and after; `nil` after for a rejection with `message`.
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var policy: InputPolicy
    var start: String
    var pasted: String
    var typed: Bool
    var expected: String?
    var message: String?
    var testDescription: String {
      "\(name): \"\(start)\" + \(typed ? "" : "paste ")\(SessionEvent.literal(pasted)) → "
        + (expected.map { "\"\($0)\"" } ?? "rejected: \(message ?? "")")
    }
  }

  static func type(
    _ name: String, _ policy: InputPolicy, _ start: String, _ key: String, _ expected: String?,
    _ message: String? = nil
  ) -> Case {
    Case(
      name: name, policy: policy, start: start, pasted: key, typed: true, expected: expected,
      message: message)
  }

  static func paste(
    _ name: String, _ policy: InputPolicy, _ start: String, _ text: String, _ expected: String?,
    _ message: String? = nil
  ) -> Case {
    Case(
      name: name, policy: policy, start: start, pasted: text, typed: false, expected: expected,
      message: message)
  }

  static let minusFirst = "A minus sign goes only before the number."

  static let cases: [Case] = [
    type("hyphen-minus", signed, "|", "-", "-|"),
    type("U+2212", signed, "|", "\u{2212}", "-|"),
    type("U+FE63", signed, "|", "\u{FE63}", "-|"),
    type("U+FF0D", signed, "|", "\u{FF0D}", "-|"),
    type("before the digits", signed, "|12", "\u{2212}", "-|12"),
    type("after a digit", signed, "12|", "-", nil, minusFirst),
    type("a second minus", signed, "-|12", "-", nil, minusFirst),
    type("before a minus", signed, "|-12", "-", nil, minusFirst),
    type("a point after the sign", signed, "-|", ".", "-0.|"),
    type(
      "two zeros after the sign", signed, "-0|", "0", nil, "A number cannot start with two zeros."),
    paste("a pasted negative", signed, "|", "\u{2212}12.50", "-12.50|"),
    paste("leading zeros after the sign", signed, "|", "-007", "-7|"),
    paste("a minus inside is removed", signed, "|", "12-34", "1234|"),
    paste("select all, paste", signed, "«-5»", "\u{FF0D}3.25", "-3.25|"),
    type(
      "no sign without the key", plain, "|", "\u{2212}", nil,
      "Only digits and one decimal point are allowed here."),
    type("a typed comma", comma, "12|", ",", "12.|"),
    type("a full-width comma", comma, "|", "，", "0.|"),
    type("a comma after the point", comma, "1.5|", ",", nil, "Only one decimal point is allowed."),
    paste("a pasted comma", comma, "|", "1234,56", "1234.56|"),
    paste("a comma and a space grouping", spaced, "|", "1 234,5", "1 234.5|"),
    type(
      "no comma without the key", plain, "12|", ",", nil,
      "Only digits and one decimal point are allowed here."),
    paste("both", both, "|", "\u{2212}0012,5", "-12.5|"),
  ]

  @Test(arguments: cases)
  func edit(_ c: Case) {
    let start = TextFieldState(drawn: c.start)
    let edit = c.typed ? Edit.typing(c.pasted, in: start) : Edit.paste(c.pasted, in: start)
    let outcome = c.policy.apply(edit, to: start)
    if let expected = c.expected {
      #expect(outcome.state.drawn == expected)
    } else {
      #expect(outcome.disposition == .rejected)
      #expect(outcome.state.drawn == c.start)
      #expect(outcome.changes.last?.message(in: .english) == c.message)
    }
  }

  @Test(arguments: InterceptionMode.allCases)
  func typedKeyByKeyInBothModes(mode: InterceptionMode) {
    let simulated = field("|")
    simulated.intercept(policy: Self.both, mode: mode)
    var drawings: [String] = []
    for key in ["\u{2212}", "1", "2", ",", "5", "-"] {
      simulated.type(key)
      drawings.append(simulated.drawing)
    }
    #expect(drawings == ["-|", "-1|", "-12|", "-12.|", "-12.5|", "-12.5|"])
    #expect(simulated.interceptor!.controller.value == "-12.5")
  }

  @Test func theRewritesAreNormalizations() {
    let result = Self.both.validate("\u{2212}12,5")
    #expect(result.text == "-12.5")
    #expect(result.isValid)
    #expect(
      result.normalizations.map { $0.message(in: .english) } == [
        "A minus sign was read as \"-\".", "A decimal comma was read as the decimal point.",
      ])
    #expect(
      result.normalizations.map { $0.message(in: .simplifiedChinese) } == [
        "减号已改为“-”。", "小数逗号已按小数点读取。",
      ])
    let misplaced = Self.signed.validate("12-3")
    #expect(misplaced.text == "123")
    #expect(misplaced.violations.map { $0.message(in: .traditionalChinese) } == ["減號只能放在數字前面。"])
  }

  @Test func policyFiles() throws {
    #expect(
      try Self.both.jsonString()
        == #"{"decimal":{"acceptsDecimalComma":true,"allowsNegative":true,"fractionDigits":2}}"#)
    #expect(try Self.plain.jsonString() == #"{"decimal":{"fractionDigits":2}}"#)
    for (json, location, message) in [
      (
        #"{"decimal": {"grouping": ",", "allowsNegative": true}}"#, "decimal.allowsNegative",
        "`decimal.allowsNegative` and `decimal.grouping` cannot be used together yet: a grouped number has no sign."
      ),
      (
        #"{"decimal": {"grouping": ",", "acceptsDecimalComma": true}}"#,
        "decimal.acceptsDecimalComma",
        "`decimal.acceptsDecimalComma` and `decimal.grouping`: \",\" contradict each other: a comma cannot both group digits and be the decimal point."
      ),
    ] {
      let error = #expect(throws: TextInputError.self) { try InputPolicy(json: json) }
      #expect(error?.kind == .contradictoryRules)
      #expect(error?.location == location)
      #expect(error?.message.text(in: .english) == message)
    }
    let wrong = #expect(throws: TextInputError.self) {
      try InputPolicy(json: #"{"decimal": {"allowsNegative": "yes"}}"#)
    }
    #expect(wrong?.kind == .wrongType)
    // In code, a sign with a grouping is not taken.
    var grouped = InputRules.DecimalNumber(fractionDigits: 2, integerDigits: nil, grouping: ",")
    grouped.allowsNegative = true
    #expect(InputPolicy(grouped).sanitize("-1234") == "1,234")
  }

  /// On random texts of signs, commas, points and digits, under random signed and comma
  /// policies: sanitize is idempotent and leaves nothing to report, and select all then paste
  /// is pasting into an empty field.
  @Test(arguments: UInt64(1)...4)
  func sanitizeIsIdempotentAndTheLawsHold(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let pieces = [
      "-", "\u{2212}", "\u{FE63}", "\u{FF0D}", ",", "，", ".", "。", "0", "00", "1", "9", "12",
      " ", "a", "١", "5,5", "-0", "−.",
    ]
    var checked = 0
    for _ in 0..<200 {
      var rule = InputRules.DecimalNumber(
        fractionDigits: Int(random.next() % 3),
        integerDigits: random.next() % 2 == 0 ? nil : Int(1 + random.next() % 5))
      rule.allowsNegative = random.next() % 4 != 0
      rule.acceptsDecimalComma = random.next() % 4 != 0
      let policy = InputPolicy(rule)
      let text = (0..<(random.next() % 8)).map { _ in pieces.randomElement(using: &random)! }
        .joined()
      let once = policy.sanitize(text)
      #expect(policy.sanitize(once) == once, "seed \(seed): \(text.debugDescription)")
      #expect(policy.violations(in: once).isEmpty, "seed \(seed): \(text.debugDescription)")
      #expect(
        once.isEmpty
          || (rule.allowsNegative ? once.drop { $0 == "-" } : once[...])
            .allSatisfy { $0.isASCII && ($0.isNumber || $0 == ".") },
        "seed \(seed): \(once.debugDescription)")
      let other = (0..<(1 + random.next() % 6)).map { _ in pieces.randomElement(using: &random)! }
        .joined()
      let full = policy.apply(
        .paste(other, in: TextFieldState()), to: TextFieldState()
      ).state.text
      if !full.isEmpty {
        let selected = TextFieldState(text: full, selection: full.startIndex..<full.endIndex)
        let pastedOver = policy.apply(.paste(text, in: selected), to: selected)
        let intoEmpty = policy.apply(.paste(text, in: TextFieldState()), to: TextFieldState())
        #expect(
          pastedOver.state.drawn == intoEmpty.state.drawn
            || (pastedOver.disposition == .rejected && intoEmpty.disposition == .rejected),
          "seed \(seed): \(full.debugDescription) selected, paste \(text.debugDescription)")
      }
      checked += 1
    }
    #expect(checked == 200)
  }

  /// A megabyte of signs, commas and both, under a signed comma policy.
  @Test(arguments: ["\u{2212}", "-1", ",", "\u{FE63},5", "1,"])
  func aMegabyteOfSignsAndCommas(_ unit: String) {
    let text = String(repeating: unit, count: (1 << 20) / unit.utf8.count)
    let clock = ContinuousClock()
    var sanitized = ""
    let elapsed = clock.measure { sanitized = Self.both.sanitize(text) }
    #expect(elapsed < LinearCheckTests.bound, "sanitize took \(elapsed)")
    #expect(Self.both.sanitize(sanitized) == sanitized)
    #expect(Self.both.violations(in: sanitized).isEmpty)
  }
}
