import Testing

import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction

/// The `date` rule, as Maskito's kit types a date: drawn cases of a `dd/mm/yyyy` field with ".".
struct DateFieldTests {
  static let date = InputPolicy(try! InputRules.DateField(mode: .ddmmyyyy, separator: "."))
  static let bounded = InputPolicy(
    try! InputRules.DateField(
      mode: .ddmmyyyy, separator: ".", min: CalendarDay(iso: "1900-01-01"),
      max: CalendarDay(iso: "2099-12-31")))

  static let cases: [EditCase] = [
    EditCase("|", "1", "1|", .accepted),
    EditCase("|", "4", "04|", .accepted),  // no day starts with 4
    EditCase("1|", "2", "12|", .accepted),
    EditCase("12|", "2", "12.02|", .accepted),  // no month starts with 2
    EditCase("12.1|", "3", "12.1|", .rejected),  // month 13
    EditCase("31.1|", "9", "31.1|", .rejected),
    EditCase("0|", "0", "0|", .rejected),  // day 00
    EditCase("3|", "5", "03.05|", .accepted),  // day 35 moves its 5 to the month, padded
    EditCase("12.03.2024|", "1", "12.03.2024|", .rejected),  // full
    EditCase("12.|03.2024", "0", "12.0|3.2024", .accepted),  // overwrites
    EditCase("12.|03.2024", "1", "12.1|0.2024", .accepted),  // 13 clamps to 10
    EditCase("12|.03.2024", "0", "12.0|3.2024", .accepted),  // skips the separator
    EditCase("|15.01.2024", "4", "04|.01.2024", .accepted),  // 45 → 40 → 04
    EditCase("12|", ".", "12|", .rejected),  // the field adds separators
    EditCase("1|", ".", "1|", .rejected),
    EditCase("12.0|3.2024", .backspace, "12.|03.2024", .accepted),  // zero-fills
    EditCase("12.|03.2024", .backspace, "12|.03.2024", .accepted),  // moves the caret
    EditCase("12.03.202|4", .backspace, "12.03.20|04", .accepted),
    EditCase("12.03.2024|", .backspace, "12.03.202|", .accepted),
    EditCase("02|.01.2008", .backspace, "0|1.01.2008", .accepted),  // a day of 00 becomes 01
    EditCase("10.«12».2022", .backspace, "10.|01.2022", .accepted),
    EditCase("|", .paste("29.02.2023"), "01.03.2023|", .changed),  // rolls
    EditCase("|", .paste("29.02.2024"), "29.02.2024|", .accepted),
    EditCase("|", .paste("1.2.2023"), "01.02.2023|", .accepted),
    EditCase("|", .paste("１２０３２０２４"), "12.03.2024|", .changed),
    EditCase("|", .paste("١٢٠٣٢٠٢٤"), "12.03.2024|", .changed),
    EditCase("|", .paste("March"), "|", .rejected),
    EditCase("|", .paste("2024-02-29"), "29.02.2024|", .accepted),  // the ISO form of a value
  ]

  @Test(arguments: cases)
  func typesAsMaskito(_ edit: EditCase) {
    let (drawn, outcome) = edit.run(Self.date)
    #expect(drawn == edit.after)
    #expect(outcome.disposition == edit.disposition)
  }

  static let boundedCases: [EditCase] = [
    EditCase("|", .paste("01.01.1850"), "01.01.1900|", .changed),
    EditCase("31.12.209|", "9", "31.12.2099|", .accepted),
    EditCase("|", .paste("01.01.2150"), "31.12.2099|", .changed),
  ]

  @Test(arguments: boundedCases)
  func clampsToMinAndMax(_ edit: EditCase) {
    let (drawn, outcome) = edit.run(Self.bounded)
    #expect(drawn == edit.after)
    #expect(outcome.disposition == edit.disposition)
  }

  static let expiry = InputPolicy(try! InputRules.DateField(mode: .mmyy, separator: "/"))

  /// Typing over marked text or a whole segment never leaves a date that typing refuses.
  static let overwriteCases: [EditCase] = [
    // The marked digits are shown as typed, outside the layout: no zeros stand in for them.
    EditCase("12⟨34⟩/31", "0", "12/0|1", .accepted),
    EditCase("12⟨1212🇺🇸⟩/31", "0\u{7F}", "12/0|1", .accepted),
    EditCase("1⟨9999⟩2/31", "0", "10|/31", .accepted),
    EditCase("12/|30", "0", "12/|30", .rejected),  // the year 00
    EditCase("12/|31", "0", "12/0|1", .accepted),
  ]

  @Test(arguments: overwriteCases)
  func overwritingKeepsATypableDate(_ edit: EditCase) {
    let (drawn, outcome) = edit.run(Self.expiry)
    #expect(drawn == edit.after)
    #expect(outcome.disposition == edit.disposition)
    #expect(Self.expiry.violations(in: outcome.state.committedText).isEmpty)
  }

  @Test func displayOfTheISOForm() {
    #expect(Self.date.display(of: "2024-02-29") == "29.02.2024")
    #expect(Self.date.display(of: "29022024") == "29.02.2024")
    let expiry = InputPolicy(try! InputRules.DateField(mode: .mmyy, separator: "/"))
    #expect(expiry.display(of: "2032-02") == "02/32")
    #expect(expiry.value(of: expiry.display(of: "2032-02")) == "2032-02")
  }

  @Test func valueIsISO() {
    #expect(Self.date.value(of: "29.02.2024") == "2024-02-29")
    #expect(Self.date.value(of: "29.02") == "2902")
  }

  @Test func completion() {
    #expect(
      Self.date.completion(of: "29.02").description == "incomplete date: The date is not complete.")
    #expect(Self.date.completion(of: "29.02.2024").isComplete)
    #expect(
      Self.date.completion(of: "00.02.2024").description
        == "invalid date: This date does not exist.")
    #expect(
      Self.bounded.completion(of: "01.01.1800").description
        == "invalid date: The date is outside the allowed range.")
  }

  @Test func policyFile() throws {
    let policy = try InputPolicy(
      json:
        #"{"date": {"mode": "dd/mm/yyyy", "separator": ".", "min": "1900-01-01", "max": "2099-12-31"}}"#
    )
    #expect(policy == Self.bounded)
    #expect(try InputPolicy(json: policy.jsonString()) == policy)
    #expect(throws: TextInputError.self) { try InputPolicy(json: #"{"date": {"mode": "dd-mm"}}"#) }
    #expect(throws: TextInputError.self) {
      try InputPolicy(json: #"{"date": {"mode": "dd/mm", "min": "2023-02-29"}}"#)
    }
    #expect(throws: TextInputError.self) {
      try InputPolicy(json: #"{"date": {"mode": "dd/mm"}, "decimal": {}}"#)
    }
  }
}
