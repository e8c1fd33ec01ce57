import Testing
import TextInputKitSimulator

import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction

/// Edits that checks written independently of the engine found wrong: each in both interception
/// modes, the field drawn before and after (`|` the caret, `«…»` a selection, `⟨…⟩` marked text).
@Suite("Findings from outside checks")
struct OutsideFindingsTests {
  struct PasteOver: Sendable, CustomTestStringConvertible {
    var policy: String
    var before: String
    var paste: String
    var after: String
    var testDescription: String { "\(policy): \(before) + paste \"\(paste)\" → \(after)" }
  }

  /// Select all and paste equals pasting into an empty field, and a paste over a selection that
  /// ends like the text it replaces is still that paste: the replaced text is not read as "text
  /// after the edit".
  @Test(
    arguments: [
      PasteOver(policy: "{\"mask\":\"####\"}", before: "«1200»", paste: "345600", after: "3456|"),
      PasteOver(policy: "{\"mask\":\"####\"}", before: "1«20»0", paste: "34560", after: "134|0"),
      PasteOver(policy: "{\"mask\":\"####\"}", before: "|", paste: "345600", after: "3456|"),
      PasteOver(
        policy: "amount", before: "«1,234,567.89»", paste: "12345678901234567.89",
        after: "123,456,789,012|"),
      PasteOver(
        policy: "amount", before: "|", paste: "12345678901234567.89", after: "123,456,789,012|"),
      PasteOver(
        policy: "phone-cn-spaced", before: "«138 0013 8000»", paste: "13900139000",
        after: "139 0013 9000|"),
      PasteOver(
        policy: "id-cn", before: "«110105 19491231 002X»", paste: "44030119900101123412",
        after: "440301 19900101 1234|"),
    ], InterceptionMode.allCases)
  func pasteOverASelectionOfAFormattedField(_ c: PasteOver, mode: InterceptionMode) throws {
    let policy = try InputPolicy(presetOrJSON: c.policy)
    let field = field(c.before)
    field.intercept(policy: policy, mode: mode)
    field.paste(c.paste)
    #expect(field.drawing == c.after)
    #expect(field.interceptor?.controller.state == field.state)
  }

  /// A rejected commit leaves the field as it was before the composition began: the selection it
  /// was typed over is back, and selected.
  @Test(arguments: InterceptionMode.allCases)
  func aRejectedCommitOverASelectionPutsTheSelectionBack(mode: InterceptionMode) {
    let field = field("小«明»")
    field.intercept(policy: .nickname, mode: mode)
    field.keyboard = .pinyin
    field.setMarkedText("xiao")
    #expect(field.drawing == "小⟨xiao⟩|")
    field.commit("😄")
    #expect(field.drawing == "小«明»")
    #expect(field.interceptor?.controller.state == field.state)
    #expect(field.inputEvents.last?.disposition == .rejected)
  }

  /// Nine-key pinyin, Shuangpin and hardware keyboards mark several letters in their first update:
  /// nothing is cut while they are marked, and the commit is judged.
  @Test(arguments: InterceptionMode.allCases)
  func aFirstMarkedTextOfSeveralLettersIsNotCut(mode: InterceptionMode) throws {
    let field = field("|")
    field.intercept(policy: try InputPolicy(json: #"{"maxLength":3}"#), mode: mode)
    field.type("a")
    field.type("b")
    field.keyboard = .pinyin
    field.setMarkedText("ni")
    #expect(field.drawing == "ab⟨ni⟩|")
    field.commit("你")
    #expect(field.drawing == "ab你|")
    field.setMarkedText("hao")
    field.commit("好")
    #expect(field.drawing == "ab你|")
    #expect(field.inputEvents.last?.disposition == .rejected)
  }
}
