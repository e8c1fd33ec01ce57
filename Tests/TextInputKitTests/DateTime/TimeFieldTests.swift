import Testing

import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction

/// The `time` rule, as Maskito's kit types a time.
struct TimeFieldTests {
  static let time = InputPolicy(InputRules.TimeField(mode: .hhmm))
  static let twelve = InputPolicy(InputRules.TimeField(mode: .hhmmAA))
  static let precise = InputPolicy(InputRules.TimeField(mode: .hhmmssmss))

  static let cases: [EditCase] = [
    EditCase("|", "7", "07|", .accepted),
    EditCase("|", "2", "2|", .accepted),
    EditCase("2|", "9", "2|", .rejected),
    EditCase("23|", "6", "23:06|", .accepted),
    EditCase("|19:00", "2", "2|0:00", .accepted),  // 29 clamps to 20
    EditCase("12:3|4", .backspace, "12:|04", .accepted),
    EditCase("12:|34", .backspace, "12|:34", .accepted),
    EditCase("|", .paste("１２：３０"), "12:30|", .changed),
    EditCase("13:05|", "1", "13:05|", .rejected),
  ]

  @Test(arguments: cases)
  func typesAsMaskito(_ edit: EditCase) {
    let (drawn, outcome) = edit.run(Self.time)
    #expect(drawn == edit.after)
    #expect(outcome.disposition == edit.disposition)
  }

  static let twelveCases: [EditCase] = [
    EditCase("|", "2", "02|", .accepted),
    EditCase("1|", "3", "1|", .rejected),
    EditCase("0|", "0", "0|", .rejected),
    EditCase("12:30|", "p", "12:30\u{A0}PM|", .accepted),
    EditCase("12:3|", "a", "12:3|", .rejected),
    EditCase("12:30\u{A0}PM|", .backspace, "12:30|", .accepted),
    EditCase("|", .paste("01:30 am"), "01:30\u{A0}AM|", .accepted),
  ]

  @Test(arguments: twelveCases)
  func twelveHours(_ edit: EditCase) {
    let (drawn, outcome) = edit.run(Self.twelve)
    #expect(drawn == edit.after)
    #expect(outcome.disposition == edit.disposition)
  }

  @Test func valueIsISO() {
    #expect(Self.time.value(of: "13:05") == "13:05:00")
    #expect(Self.twelve.value(of: "01:05\u{A0}PM") == "13:05:00")
    #expect(Self.twelve.value(of: "12:05\u{A0}AM") == "00:05:00")
    #expect(Self.precise.value(of: "13:05:09.123") == "13:05:09.123")
    #expect(Self.time.value(of: "13:0") == "130")
    #expect(Self.twelve.display(of: "13:05:00") == "01:05\u{A0}PM")
    #expect(Self.twelve.display(of: "00:05:00") == "12:05\u{A0}AM")
  }

  @Test func completion() {
    #expect(
      Self.time.completion(of: "13:0").description == "incomplete time: The time is not complete.")
    #expect(Self.time.completion(of: "13:05").isComplete)
    #expect(
      Self.twelve.completion(of: "01:05").description
        == "incomplete time: The time is not complete.")
  }

  @Test func policyFile() throws {
    let policy = try InputPolicy(json: #"{"time": {"mode": "HH:MM"}}"#)
    #expect(policy == Self.time)
    #expect(throws: TextInputError.self) { try InputPolicy(json: #"{"time": {"mode": "hh:mm"}}"#) }
  }
}
