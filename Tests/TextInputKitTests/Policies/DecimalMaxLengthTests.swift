import Testing
import TextInputKit
import TextInputKitTesting

/// A decimal number with a length limit: the limit judges the number as the rule writes it ("07"
/// is "7"), a cut keeps the longest start of the paste whose number fits, the text already in the
/// field is never cut, and a cut that leaves no valid number is rejected.
@Suite("Decimal numbers with a length limit")
struct DecimalMaxLengthTests {
  static func policy(
    _ fractionDigits: Int, _ integerDigits: Int? = nil, grouping: Character? = nil,
    max limit: Int, overflow: InputRules.MaxLength.Overflow = .truncate
  ) -> InputPolicy {
    InputPolicy(
      InputRules.DecimalNumber(
        fractionDigits: fractionDigits, integerDigits: integerDigits, grouping: grouping),
      .maxLength(limit, overflow: overflow))
  }

  /// What a paste into an empty field keeps, and the changes as `rule kind`, in order.
  @Test(arguments: [
    (policy(0, 9, max: 3), "07123", "712", ["decimal transformed", "maxLength truncated"]),
    (policy(0, 9, max: 1), "07123", "7", ["decimal transformed", "maxLength truncated"]),
    (policy(0, 9, max: 2), "07123", "71", ["decimal transformed", "maxLength truncated"]),
    (policy(0, 9, max: 4), "07123", "7123", ["decimal transformed"]),
    (policy(0, 9, max: 3), "00012", "12", ["decimal transformed"]),
    (policy(0, 9, max: 1), "00012", "1", ["decimal transformed", "maxLength truncated"]),
    (policy(0, max: 3), "0.5", "5", ["decimal removed", "decimal transformed"]),
    (
      policy(0, 9, max: 3), "０７１２３", "712",
      [
        "decimal transformed", "decimal transformed", "maxLength truncated",
      ]
    ),
    (
      policy(0, 9, grouping: ",", max: 3), "07,123", "712",
      [
        "decimal transformed", "maxLength truncated",
      ]
    ),
    (policy(0, 9, grouping: ",", max: 4), "07,123", "7,123", ["decimal transformed"]),
    (
      policy(2, 3, max: 4), "0012.345", "12.3",
      [
        "decimal truncated", "decimal transformed", "maxLength truncated",
      ]
    ),
    (policy(2, max: 2), ".5", "0.", ["decimal transformed", "maxLength truncated"]),
    (policy(2, 3, max: 4), "1234.5", "123", ["decimal truncated"]),
    (
      policy(0, 9, max: 3, overflow: .reject), "07123", "",
      [
        "decimal transformed", "maxLength rejected",
      ]
    ),
    (policy(0, 9, max: 3, overflow: .reject), "0712", "712", ["decimal transformed"]),
  ])
  func sanitize(_ policy: InputPolicy, _ pasted: String, _ kept: String, _ changes: [String]) {
    #expect(policy.sanitize(pasted) == kept)
    let validation = policy.validate(pasted)
    #expect(validation.text == kept)
    #expect(validation.value == kept.filter { $0 != "," })
    #expect(validation.changes.map { "\($0.rule.rawValue) \($0.kind)" } == changes)
    #expect(policy.sanitize(kept) == kept)
  }

  /// Typing and pasting into a field that holds a number.
  @Test(arguments: [
    (policy(0, 9, max: 3), EditCase("|", .paste("07123"), "712|", .changed)),
    (policy(0, 9, max: 3), EditCase("|", .paste("０７１２３"), "712|", .changed)),
    (policy(0, 9, grouping: ",", max: 4), EditCase("|", .paste("07123"), "7,123|", .changed)),
    // The cut shortens the paste, never the text after it.
    (policy(3, max: 4), EditCase("|123", .paste("045"), "4|123", .changed)),
    (policy(0, max: 3), EditCase("|12", .paste("0345"), "3|12", .changed)),
    (policy(2, max: 3), EditCase("|5", .paste(".25"), "0.|5", .changed)),
    // Only the whole paste was a valid number, and it does not fit: "05", "125" are not kept.
    (policy(1, max: 2), EditCase("|5", .paste("."), "|5", .rejected)),
    (policy(1, max: 2), EditCase("|5", .paste("0."), "|5", .rejected)),
    (policy(1, 2, max: 3), EditCase("1|5", .paste("2."), "1|5", .rejected)),
    (policy(2, max: 3), EditCase("|25", .paste("."), "|25", .rejected)),
    (policy(2, max: 3), EditCase("|", .paste("07123"), "712|", .changed)),
    (policy(2, max: 3), EditCase("|12", .paste("0345"), "3|12", .changed)),
    (policy(0, 9, max: 3), EditCase("0|", "7", "7|", .changed)),
    (policy(0, 9, max: 3), EditCase("712|", "4", "712|", .rejected)),
    (policy(0, 9, max: 3), EditCase("|12", "0", "|12", .rejected)),
    (policy(2, 4, max: 4), EditCase("1.2|", "3", "1.23|", .accepted)),
  ])
  func edit(_ policy: InputPolicy, _ example: EditCase) {
    let (drawn, outcome) = example.run(policy)
    #expect(drawn == example.after)
    #expect(outcome.disposition == example.disposition)
    if outcome.isRejected {
      #expect(outcome.changes.last?.kind == .rejected)
    }
  }

  /// A paste that only a longer paste made a number is rejected for the limit, not for the number.
  @Test func aRejectedCutSaysTheLimit() {
    let state = TextFieldState(drawn: "|5")
    let outcome = Self.policy(1, max: 2).apply(.paste(".", in: state), to: state)
    #expect(outcome.isRejected)
    #expect(outcome.changes.last?.rule == .maxLength)
    #expect(outcome.changes.last?.kind == .rejected)
    #expect(outcome.changes.last?.message == "At most 2 characters.")
  }

  static let metrics: [LengthMetric] = [.characters, .utf16, .scalars, .utf8, .gb18030, .twitter]
  static let pieces = [
    "0", "0", "1", "5", "7", "9", ".", "-", "+", ",", " ", "０", "７", "。", "．", "｡", "，", "e",
  ]

  /// Random numbers under random limits, pasted at random carets and over random selections of
  /// fields that hold what the policy keeps: the field never stops, the value fits, a rejected
  /// paste changes nothing, the number after the paste stays, and what the field holds is what
  /// the policy keeps of it. The seed is in the failure message.
  @Test(arguments: 0..<4)
  func randomPastes(_ round: UInt64) {
    var random = SplitMix64(seed: 0xDEC1_4A11 + round)
    func text(_ shortest: Int = 0) -> String {
      (0..<Int.random(in: shortest...9, using: &random)).map { _ in
        Self.pieces.randomElement(using: &random)!
      }.joined()
    }
    for index in 0..<400 {
      let integerDigits = Int.random(in: 0...9, using: &random)
      let limit = InputRules.MaxLength(
        Int.random(in: 1...8, using: &random),
        counting: Self.metrics.randomElement(using: &random)!,
        overflow: Bool.random(using: &random) ? .truncate : .reject)
      let policy = InputPolicy(
        InputRules.DecimalNumber(
          fractionDigits: Int.random(in: 0...3, using: &random),
          integerDigits: integerDigits == 0 ? nil : integerDigits,
          grouping: Bool.random(using: &random) ? "," : nil),
        limit)
      let field = policy.sanitize(text())
      // Not empty: deleting is always possible, and may leave ".5" of "0.5".
      let pasted = text(1)
      let count = field.utf16.count
      let (a, b) = (
        Int.random(in: 0...count, using: &random), Int.random(in: 0...count, using: &random)
      )
      let state = TextFieldState(
        text: field,
        utf16Selection: Swift.min(
          a, b)..<(Bool.random(using: &random) ? Swift.min(a, b) : Swift.max(a, b)))
      let context =
        "seed \(round), case \(index): \(policy.rules) \(state.drawn) + paste \(pasted.debugDescription)"
      let outcome = policy.apply(.paste(pasted, in: state), to: state)
      let next = outcome.state
      let value = policy.value(of: next.text)
      #expect(
        limit.metric.length(of: value) <= limit.limit, "\(context) → \(next.drawn)")
      if outcome.isRejected { #expect(next == state, "\(context)") }
      // The paste is cut, never the number after it (which only loses zeros that led it).
      let after = policy.value(of: String(field[state.selection.upperBound...]))
      #expect(value.hasSuffix(after.drop { $0 == "0" }), "\(context) → \(next.drawn)")
      #expect(policy.sanitize(next.text) == next.text, "\(context) → \(next.drawn)")
      let once = policy.sanitize(pasted)
      #expect(policy.sanitize(once) == once, "\(context): sanitized \(once.debugDescription)")
      var controller = TextInputController(policy: policy, state: state)
      #expect(controller.apply(.paste(pasted, in: state)).state == next, "\(context)")
    }
  }
}
