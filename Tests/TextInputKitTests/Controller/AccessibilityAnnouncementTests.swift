import Testing
import TextInputKit

@Suite("What VoiceOver hears about an edit")
struct AccessibilityAnnouncementTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var policy: String
    var before: String
    var inserted: String
    var paste: Bool
    var english: String?

    init(_ policy: String, _ before: String, _ inserted: String, paste: Bool = false, _ english: String?) {
      self.policy = policy
      self.before = before
      self.inserted = inserted
      self.paste = paste
      self.english = english
    }

    var testDescription: String {
      "\(policy): \"\(before)\" + \(paste ? "paste " : "")\(inserted.debugDescription)"
    }

    var outcome: EditOutcome {
      let policy = InputPolicy.presets[self.policy]!
      let field = TextFieldState(drawn: before)
      let edit = paste ? Edit.paste(inserted, in: field) : Edit.typing(inserted, in: field)
      return policy.apply(edit, to: field)
    }
  }

  static let cases: [Case] = [
    // Rejected: why.
    Case("phone-cn", "138|", "a", "Only digits are allowed here."),
    Case("nickname", "小明|", "😀", "Emoji are not allowed here."),
    Case("phone-cn", "13800138000|", "1", "At most 11 characters."),
    // Filtered and truncated: both, in the order the rules ran.
    Case(
      "phone-cn", "138|", "0013-8000-99", paste: true,
      "Only digits are allowed here. At most 11 characters."),
    Case("phone-cn", "1380013800|", "123", paste: true, "At most 11 characters."),
    // Accepted, or only transformed: nothing to say.
    Case("phone-cn", "138|", "0", nil),
    Case("phone-cn", "138|", "０", nil),
    Case("price", "0|", "5", nil),
  ]

  @Test(arguments: cases)
  func anEditIsAnnouncedByWhatItLost(_ test: Case) {
    let outcome = test.outcome
    let announcement = AccessibilityAnnouncement(
      disposition: outcome.disposition, changes: outcome.changes)
    #expect(announcement?.text(in: .english) == test.english)
    let event = InputEvent(
      source: .typing, disposition: outcome.disposition, changes: outcome.changes,
      counter: LengthCounter(count: 0, limit: nil))
    #expect(event.announcement == announcement)
  }

  @Test func chineseSentencesAreJoinedWithoutASpace() {
    let announcement = AccessibilityAnnouncement([
      LocalizedMessage("announcement.rejected"), .verbatim("Only digits."),
    ])
    #expect(announcement.text(in: .simplifiedChinese) == "此处不能输入该内容。Only digits.")
    #expect(announcement.text(in: .traditionalChinese) == "此處不能輸入這個內容。Only digits.")
    #expect(announcement.text(in: .english) == "That can't be entered here. Only digits.")
    #expect(announcement.description == "That can't be entered here. Only digits.")
  }

  @Test func aMessageGivenTwiceIsSpokenOnce() {
    let announcement = AccessibilityAnnouncement([.verbatim("A."), .verbatim("B."), .verbatim("A.")])
    #expect(announcement.messages == [.verbatim("A."), .verbatim("B.")])
  }

  @Test(arguments: [
    // A rejection is always announced, by the change that made it when nothing else lost text.
    (
      EditOutcome.Disposition.rejected,
      [PolicyChange(rule: "erase", kind: .transformed, removed: "a", message: "Erased.")],
      "Erased." as String?
    ),
    (.rejected, [PolicyChange(rule: "mine", kind: .rejected, removed: "a", message: "")], "That can't be entered here."),
    (.rejected, [], "That can't be entered here."),
    (
      .rejected,
      [
        PolicyChange(rule: .transform, kind: .transformed, removed: "a", message: "Letters were uppercased."),
        PolicyChange(rule: .allow, kind: .removed, removed: "A", message: "Only digits are allowed here."),
      ],
      "Only digits are allowed here."
    ),
    (.changed, [PolicyChange(rule: .transform, kind: .transformed, removed: "a", message: "Letters were uppercased.")], nil),
    (.accepted, [], nil),
  ])
  func whatIsSaidForEachDisposition(
    _ disposition: EditOutcome.Disposition, _ changes: [PolicyChange], _ expected: String?
  ) {
    #expect(
      AccessibilityAnnouncement(disposition: disposition, changes: changes)?.text(in: .english)
        == expected)
  }
}
