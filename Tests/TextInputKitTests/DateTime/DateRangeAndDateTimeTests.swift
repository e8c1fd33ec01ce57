import Testing

import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction

/// The `dateRange` and `dateTime` rules and the date presets.
struct DateRangeAndDateTimeTests {
  static let range = InputPolicy(try! InputRules.DateRangeField(mode: .ddmmyyyy))
  static let stamp = InputPolicy(
    try! InputRules.DateTimeField(dateMode: .ddmmyyyy, timeMode: .hhmm))

  static let rangeCases: [EditCase] = [
    EditCase("|", .paste("01012000-10102000"), "01.01.2000\u{A0}–\u{A0}10.10.2000|", .accepted),
    EditCase("|", .paste("1.1.2000 – 3.4.2000"), "01.01.2000\u{A0}–\u{A0}03.04.2000|", .accepted),
    EditCase("01.01.2000|", "-", "01.01.2000|", .rejected),
    EditCase("01.01.2000|", "4", "01.01.2000\u{A0}–\u{A0}04|", .accepted),
    EditCase("01.01.2000\u{A0}–\u{A0}|04", .backspace, "01.01.2000|\u{A0}–\u{A0}04", .accepted),
    // A range made whole at its end in the wrong order is swapped, as Maskito's is.
    EditCase(
      "31.12.2023\u{A0}–\u{A0}01.01.202|", "0", "01.01.2020\u{A0}–\u{A0}31.12.2023|", .changed),
    EditCase("|", .paste("10102000-01012000"), "01.01.2000\u{A0}–\u{A0}10.10.2000|", .changed),
    // Edited elsewhere, or in order, or equal: kept as typed.
    EditCase(
      "11.11.201|1\u{A0}–\u{A0}12.12.2012", "5", "11.11.2015|\u{A0}–\u{A0}12.12.2012", .accepted),
    EditCase(
      "01.01.2000\u{A0}–\u{A0}01.01.200|", "0", "01.01.2000\u{A0}–\u{A0}01.01.2000|", .accepted),
    // A date that does not exist is moved first, then the range ordered.
    EditCase(
      "31.12.2023\u{A0}–\u{A0}31.02.202|", "0", "02.03.2020\u{A0}–\u{A0}31.12.2023|", .changed),
  ]

  @Test(arguments: rangeCases)
  func range(_ edit: EditCase) {
    let (drawn, outcome) = edit.run(Self.range)
    #expect(drawn == edit.after)
    #expect(outcome.disposition == edit.disposition)
  }

  static let stampCases: [EditCase] = [
    EditCase("|", .paste("311220241305"), "31.12.2024, 13:05|", .accepted),
    EditCase("31.12.2024|", "7", "31.12.2024, 07|", .accepted),
    EditCase("31.12.2024, 2|", "9", "31.12.2024, 2|", .rejected),
  ]

  @Test(arguments: stampCases)
  func dateTime(_ edit: EditCase) {
    let (drawn, outcome) = edit.run(Self.stamp)
    #expect(drawn == edit.after)
    #expect(outcome.disposition == edit.disposition)
  }

  @Test func values() {
    #expect(Self.range.value(of: "01.01.2000\u{A0}–\u{A0}10.10.2000") == "2000-01-01/2000-10-10")
    #expect(Self.stamp.value(of: "31.12.2024, 13:05") == "2024-12-31T13:05:00")
    #expect(
      Self.range.completion(of: "10.10.2000\u{A0}–\u{A0}01.01.2000").description
        == "invalid dateRange: The range ends before it starts.")
    #expect(
      Self.stamp.completion(of: "31.12.2024, 13").description
        == "incomplete dateTime: The date and time are not complete.")
  }

  @Test func policyFiles() throws {
    let range = try InputPolicy(
      json:
        #"{"dateRange": {"mode": "dd/mm/yyyy", "separator": ".", "rangeSeparator": "\u00a0–\u00a0"}}"#
    )
    #expect(range == Self.range)
    let stamp = try InputPolicy(
      json:
        #"{"dateTime": {"dateMode": "dd/mm/yyyy", "timeMode": "HH:MM", "dateSeparator": ".", "dateTimeSeparator": ", "}}"#
    )
    #expect(stamp == Self.stamp)
    #expect(try InputPolicy(json: range.jsonString()) == range)
    #expect(try InputPolicy(json: stamp.jsonString()) == stamp)
  }

  @Test func cardExpiry() {
    let policy = InputPolicy.cardExpiry
    let typed = EditCase("|", "2", "02|", .accepted).run(policy)
    #expect(typed.drawn == "02|")
    #expect(policy.completion(of: "").status == .incomplete)
    #expect(policy.completion(of: "12/9").status == .incomplete)
    #expect(policy.completion(of: "12/99").isComplete)
    #expect(policy.completion(of: "01/20").description == "invalid date: This date has passed.")
    #expect(policy.value(of: "12/99") == "2099-12")
    #expect(InputPolicy.presets["card-expiry"] == policy)
  }

  @Test func birthDateAndTime() {
    #expect(
      EditCase("|", .paste("01.01.1850"), "01.01.1900|", .changed).run(.birthDate).drawn
        == "01.01.1900|")
    #expect(InputPolicy.time.value(of: "13:05") == "13:05:00")
    #expect(InputPolicy.presets["birth-date"] == .birthDate)
    #expect(InputPolicy.presets["time"] == .time)
  }
}
