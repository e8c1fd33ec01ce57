import Testing
import TextInputKit

/// Finding 13: a custom key's write decision, from the controller's outcome.
@Suite struct KeyWriteTests {
  @Test func anAcceptedTokenIsWrittenWhole() {
    var controller = TextInputController(policy: .unrestricted, text: "12", tokens: .calculator)
    let before = controller.state
    let outcome = controller.apply(.key("sin(", in: before))
    let write = KeyWrite(outcome: outcome, before: before)
    #expect(write?.utf16Range == 2..<2)
    #expect(write?.replacement == "sin(")
    #expect(controller.takeEvents().count == 1)
  }

  @Test func aRejectedKeyWritesNothing() {
    var controller = TextInputController(policy: .phoneCN, text: "12")
    let before = controller.state
    let outcome = controller.apply(.key("x", in: before))
    #expect(outcome.isRejected)
    #expect(KeyWrite(outcome: outcome, before: before) == nil)
    #expect(controller.state.text == "12")
  }

  @Test func aBackspaceAfterATokenDeletesIt() {
    var controller = TextInputController(policy: .unrestricted, text: "2sin(", tokens: .calculator)
    let before = controller.state
    let outcome = controller.apply(Edit.backspace(in: before)!)
    let write = KeyWrite(outcome: outcome, before: before)
    #expect(write?.utf16Range == 1..<5)
    #expect(write?.replacement == "")
  }
}
