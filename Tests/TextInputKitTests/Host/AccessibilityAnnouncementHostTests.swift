import Testing
import TextInputKit
import TextInputKitSimulator

@Suite("The interceptor speaks what an edit lost")
struct AccessibilityAnnouncementHostTests {
  static let modes: [InterceptionMode] = [.delegate, .notification]

  @Test(arguments: modes)
  func aRejectedKeystrokeIsAnnouncedAndAnAcceptedOneIsNot(_ mode: InterceptionMode) {
    let field = field("138|")
    field.intercept(policy: .phoneCN, mode: mode)
    field.type("0")
    #expect(field.announcements.isEmpty)
    field.type("a")
    #expect(field.drawing == "1380|")
    #expect(field.announcements.map(\.description) == ["Only digits are allowed here."])
    // The event that reached the app says the same.
    #expect(field.inputEvents.last?.announcement == field.announcements.last)
  }

  @Test(arguments: modes)
  func aKeyHeldDownIsAnnouncedOnce(_ mode: InterceptionMode) {
    let field = field("138|")
    field.intercept(policy: .phoneCN, mode: mode)
    field.typeEach("aaaa")
    #expect(field.announcements.count == 1)
    // Another character is another keystroke: said again.
    field.type("b")
    #expect(field.announcements.count == 2)
    // So is the same character after an accepted one, or after the caret moved.
    field.type("0")
    field.type("b")
    #expect(field.announcements.count == 3)
    field.move(by: -1)
    field.type("b")
    #expect(field.announcements.count == 4)
    // The rejected "b" leaves the caret where the person put it.
    #expect(field.drawing == "138|0")
    #expect(Set(field.announcements.map(\.description)) == ["Only digits are allowed here."])
  }

  @Test(arguments: modes)
  func aTruncatedPasteIsAnnouncedAfterTheCorrectionIsWritten(_ mode: InterceptionMode) {
    let field = field("1380013800|")
    field.intercept(policy: .phoneCN, mode: mode)
    field.paste("123")
    #expect(field.drawing == "13800138001|")
    #expect(field.announcements.map(\.description) == ["At most 11 characters."])
    // Spoken last: after the text-did-change notification of the corrected text, so VoiceOver
    // does not read the change over it.
    #expect(field.calls.suffix(2) == [.textDidChange, .announcement(field.announcements[0])])
    #expect(field.notifiedTexts.last == "13800138001")
  }

  @Test(arguments: modes)
  func filteredAndTruncatedIsOneAnnouncement(_ mode: InterceptionMode) {
    let field = field("138|")
    field.intercept(policy: .phoneCN, mode: mode)
    field.paste("0013-8000-99")
    #expect(field.drawing == "13800138000|")
    #expect(
      field.announcements.map(\.description)
        == ["Only digits are allowed here. At most 11 characters."])
  }

  @Test(arguments: modes)
  func aTransformedLetterIsNotAnnounced(_ mode: InterceptionMode) {
    let field = field("AB|")
    field.intercept(policy: InputPolicy(.uppercased), mode: mode)
    field.type("c")
    #expect(field.drawing == "ABC|")
    #expect(field.inputEvents.last?.disposition == .changed)
    #expect(field.announcements.isEmpty)
  }

  @Test(arguments: modes)
  func anAppThatAnnouncesItselfTurnsItOff(_ mode: InterceptionMode) {
    let field = field("138|")
    let interceptor = field.intercept(policy: .phoneCN, mode: mode)
    interceptor.announcesForAccessibility = false
    field.type("a")
    #expect(field.announcements.isEmpty)
    #expect(field.inputEvents.last?.announcement?.description == "Only digits are allowed here.")
  }

  @Test func markedTextIsNotAnnouncedButARejectedCommitIs() {
    let field = field("138|")
    field.keyboard = .pinyin
    field.intercept(policy: .phoneCN, mode: .delegate)
    field.setMarkedText("n")
    field.setMarkedText("ni")
    #expect(field.drawing == "138⟨ni⟩|")
    #expect(field.announcements.isEmpty)
    field.commit("你")
    #expect(field.drawing == "138|")
    #expect(field.announcements.map(\.description) == ["Only digits are allowed here."])
  }

  @Test func aCatchUpAndAKeystrokeAreOneAnnouncement() {
    // The input method ends "a" silently, then "a" is typed: the commit and the keystroke are
    // both rejected in one delegate question, for the same reason, said once.
    let field = field("1380013800|")
    field.keyboard = .pinyin
    field.roughness = .commitsAreSilent
    field.intercept(policy: .phoneCN, mode: .delegate)
    field.setMarkedText("a")
    field.unmarkText()
    // The person switches to the English keyboard and types "a" after the committed letter.
    field.keyboard = .latin
    field.type("a")
    #expect(field.drawing == "1380013800|")
    #expect(field.inputEvents.map(\.disposition) == [.accepted, .rejected, .rejected])
    #expect(field.announcements.map(\.description) == ["Only digits are allowed here."])
  }

  @Test func aRejectedChangeOfSeveralRangesIsAnnounced() {
    let field = field("1«2»34")
    field.intercept(policy: .phoneCN, mode: .delegate)
    field.replaceRanges([1..<2, 3..<4], with: "a")
    #expect(field.text == "1234")
    #expect(field.announcements.map(\.description) == ["Only digits are allowed here."])
  }

  @Test func aKeyThatDoesNotFitIsAnnounced() {
    let field = field("123+|")
    field.intercept(
      policy: InputPolicy(.maxLength(6)), tokens: .calculator, mode: .delegate)
    field.insertKey("sin(")
    #expect(field.drawing == "123+|")
    #expect(field.announcements.map(\.description) == ["At most 6 characters."])
  }
}
