import Testing
import TextInputKit

@Suite("Completion checks")
struct CompletionTests {
  struct FourDigits: InputRule {
    func review(_ edit: inout ProposedEdit) {}
    func completion(of value: String) -> Completion? {
      if value.isEmpty || value.count == 4 { return nil }
      return value.count < 4
        ? .incomplete(rule: "fourDigits", message: "Enter 4 digits.")
        : .invalid(rule: "fourDigits", message: "Enter only 4 digits.")
    }
  }

  @Test func aPolicyWithoutChecksFindsEverythingComplete() {
    for text in ["", "1", "😀", "abc"] {
      #expect(InputPolicy.unrestricted.completion(of: text) == .complete)
      #expect(InputPolicy(.rejectEmoji, .maxLength(2)).completion(of: text).isComplete)
    }
  }

  @Test(arguments: [
    ("", "incomplete required: Required."),
    ("1", "incomplete minLength: At least 3 characters."),
    ("12", "incomplete minLength: At least 3 characters."),
    ("123", "complete"),
    ("1234", "complete"),
  ])
  func requiredAndMinLength(text: String, expected: String) {
    let policy = InputPolicy(.required, .minLength(3))
    #expect(policy.completion(of: text).description == expected)
  }

  @Test func minLengthLeavesAnEmptyValueToRequired() {
    #expect(InputPolicy(.minLength(3)).completion(of: "").isComplete)
    #expect(!InputPolicy(.minLength(3), .required).completion(of: "").isComplete)
  }

  @Test(arguments: [
    (LengthMetric.characters, "👍🏽👍🏽", true), (.characters, "👍🏽", false),
    (.gb18030, "a", false), (.gb18030, "中", true), (.gb18030, "中文", true), (.utf16, "👍", true), (.scalars, "👍", false),
    (.twitter, "中文", true), (.twitter, "中", false),
  ])
  func minLengthCountsUnderItsMetric(metric: LengthMetric, text: String, complete: Bool) {
    let policy = InputPolicy(.minLength(metric == .twitter ? 4 : 2, counting: metric))
    #expect(policy.completion(of: text).isComplete == complete)
  }

  @Test func theFirstRuleInOrderThatObjectsSaysWhy() {
    let policy = InputPolicy(FourDigits(), .minLength(6))
    #expect(policy.completion(of: "12").rule == "fourDigits")
    #expect(policy.completion(of: "1234").rule == .minLength)
    #expect(policy.completion(of: "12345").status == .invalid)
    #expect(policy.completion(of: "12345").message == "Enter only 4 digits.")
  }

  @Test func theControllerJudgesItsCurrentText() {
    var controller = TextInputController(policy: InputPolicy(.required, .minLength(2)), text: "")
    #expect(controller.completion.rule == .required)
    _ = controller.apply(.typing("1", in: controller.state))
    #expect(controller.completion.rule == .minLength)
    _ = controller.apply(.typing("2", in: controller.state))
    #expect(controller.completion.isComplete)
  }

  @Test func checksNeverRejectAKeystroke() {
    let policy = InputPolicy(.required, .minLength(5), FourDigits())
    let field = TextFieldState(text: "")
    let outcome = policy.apply(.typing("1", in: field), to: field)
    #expect(outcome.disposition == .accepted)
    #expect(outcome.state.text == "1")
  }
}
