import Testing
import TextInputKit

/// Finding 12: text set in code is adopted, typing is judged.
@Suite struct BoundTextTests {
  @Test func typingIsJudged() {
    var phone = BoundText(policy: .phoneCN, text: "138")
    #expect(phone.receive("138a", isFocused: true) == "138")
    #expect(phone.takeEvents().map(\.disposition) == [.rejected])
    #expect(phone.receive("1380", isFocused: true) == nil)
    #expect(phone.controller.state.text == "1380")
  }

  @Test func textSetInCodeIsTakenAsItIs() {
    var phone = BoundText(policy: .phoneCN, text: "138")
    // Not what a person could type (letters), but the app's to decide.
    #expect(phone.receive("call me", isFocused: false) == nil)
    #expect(phone.takeEvents().isEmpty)
    #expect(phone.controller.state.text == "call me")
    // Typing afterwards is judged against the adopted text.
    #expect(phone.receive("call me1", isFocused: true) != "call me1")
  }
}
