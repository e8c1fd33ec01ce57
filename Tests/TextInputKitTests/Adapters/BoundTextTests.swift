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

  /// What a SwiftUI `TextField` with `.inputPolicy` gives VoiceOver: the same as the UIKit
  /// views (`AccessibilityAnnouncementTests`), from the binding's values alone.
  @Test func whatWasLostIsAnnouncedOnce() {
    var phone = BoundText(policy: .phoneCN, text: "138")
    // Typing a letter: rejected and announced.
    #expect(phone.receive("138a", isFocused: true) == "138")
    #expect(phone.takeAnnouncement()?.text(in: .english) == "Only digits are allowed here.")
    #expect(phone.takeAnnouncement() == nil)
    // The same key again (held down): the field is corrected, nothing more is said.
    #expect(phone.receive("138a", isFocused: true) == "138")
    #expect(phone.takeAnnouncement() == nil)
    #expect(phone.takeEvents().map(\.disposition) == [.rejected, .rejected])
    // An accepted digit says nothing and lets the letter be announced again.
    #expect(phone.receive("1380", isFocused: true) == nil)
    #expect(phone.takeAnnouncement() == nil)
    #expect(phone.receive("1380a", isFocused: true) == "1380")
    #expect(phone.takeAnnouncement()?.text(in: .simplifiedChinese) == "此处只能输入数字。")
  }

  @Test func aCutPasteIsAnnouncedInTheReadersLanguage() {
    var phone = BoundText(policy: .phoneCN, text: "138")
    #expect(phone.receive("1380013-8000-99", isFocused: true) == "13800138000")
    let announcement = phone.takeAnnouncement()
    #expect(announcement?.text(in: .english) == "Only digits are allowed here. At most 11 characters.")
    #expect(announcement?.text(in: .traditionalChinese) == "此處只能輸入數字。最多 11 個字元。")
  }

  @Test func textSetInCodeIsNotAnnouncedAndEndsARepeat() {
    var name = BoundText(policy: .phoneCN, text: "")
    #expect(name.receive("a", isFocused: true) == "")
    #expect(name.takeAnnouncement() != nil)
    #expect(name.receive("138", isFocused: false) == nil)
    #expect(name.takeAnnouncement() == nil)
    // The same rejection after leaving the field is announced again.
    #expect(name.receive("138a", isFocused: true) == "138")
    #expect(name.takeAnnouncement()?.text(in: .english) == "Only digits are allowed here.")
  }

  @Test func onlyTransformingSaysNothing() {
    var code = BoundText(policy: InputPolicy(.uppercased), text: "AB")
    #expect(code.receive("ABc", isFocused: true) == "ABC")
    #expect(code.takeEvents().map(\.disposition) == [.changed])
    #expect(code.takeAnnouncement() == nil)
  }
}

/// `.inputPolicy(_:text:)` hands its policy over at every change of the binding: only a new
/// policy rebuilds the controller.
@Suite struct BoundTextPolicyTests {
  @Test func anEqualPolicyIsNotAssignedAgain() {
    var phone = BoundText(policy: .phoneCN, text: "138")
    for key in ["0", "0", "1"] {
      phone.policy = .phoneCN
      _ = phone.receive(phone.controller.state.text + key, isFocused: true)
    }
    #expect(phone.rebuilds == 0)
    #expect(phone.controller.state.text == "138001")
  }

  @Test func aNewPolicyIsAssignedOnceAndKeepsTheText() {
    var code = BoundText(policy: .phoneCN, text: "138")
    code.policy = InputPolicy(.maxLength(4))
    code.policy = InputPolicy(.maxLength(4))
    #expect(code.rebuilds == 1)
    #expect(code.receive("138ab", isFocused: true) == "138a")
  }
}

@Suite struct BoundTextDeliveryTests {
  @Test func eventsAreDeliveredOnceInOrder() {
    var phone = BoundText(policy: .phoneCN, text: "138")
    _ = phone.receive("138a", isFocused: true)
    _ = phone.receive("1380", isFocused: true)
    var heard: [EditOutcome.Disposition] = []
    phone.deliverEvents { heard.append($0.disposition) }
    phone.deliverEvents { heard.append($0.disposition) }
    #expect(heard == [.rejected, .accepted])
  }
}
