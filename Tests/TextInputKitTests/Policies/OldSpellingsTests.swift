import Foundation
import Testing
import TextInputKit

// The names before 1.0's one vocabulary (README, "Renamed in 1.0") still compile and mean what
// they meant, for one release.

/// A rule written before 1.0: it implements `apply(to:)`, not `review(_:)`.
@available(*, deprecated)
private struct OldNoDollar: InputRule {
  var inspectsWholeText: Bool { false }
  func apply(to edit: inout ProposedEdit) {
    guard edit.replacement.contains("$") else { return }
    edit.refuse(rule: "noDollar", message: "No dollars.")
  }
}

/// A rule written for 1.0, called by code written before it.
private struct NoHash: InputRule {
  func review(_ edit: inout ProposedEdit) {
    if edit.replacement.contains("#") { edit.reject(rule: "noHash", message: "No hashes.") }
  }
}

@Suite struct OldSpellingsTests {
  @Test @available(*, deprecated) func aRuleThatImplementsApplyToStillReviews() {
    let policy = InputPolicy(OldNoDollar())
    let state = TextFieldState(drawn: "12|")
    let refused = policy.apply(.typing("$", in: state), to: state)
    #expect(refused.disposition == .refused)
    #expect(refused.isRefused)
    #expect(refused.changes.map(\.kind) == [.refused])
    #expect(refused.changes.first?.message == "No dollars.")
    let typed = policy.apply(.typing("3", in: state), to: state)
    #expect(typed.state.drawn == "123|")
  }

  @Test @available(*, deprecated) func applyToCallsReview() {
    var edit = ProposedEdit(
      text: "ab", range: "ab".endIndex..<"ab".endIndex, replacement: "#", source: .typing)
    NoHash().apply(to: &edit)
    #expect(edit.isRefused)
    #expect(edit.isRejected)
    #expect(edit.refusal == edit.rejection)
    #expect(edit.refusal?.rule == "noHash")
    var plain = ProposedEdit(
      text: "ab", range: "ab".endIndex..<"ab".endIndex, replacement: "c", source: .typing)
    NoHash().apply(to: &plain)
    #expect(!plain.isRefused)
  }

  @Test @available(*, deprecated) func theOldCaseNamesAreTheNewCases() {
    #expect(EditOutcome.Disposition.refused == .rejected)
    #expect(PolicyChange.Kind.refused == .rejected)
    #expect(TextInputDecision.refuse == .reject)
    #expect(RuleID.allowedCharacters == .allow)
    #expect(RuleID.deniedCharacters == .deny)
    #expect(RuleID.allow.rawValue == "allow")
    #expect(RuleID.deny.rawValue == "deny")
  }

  @Test func aChangeKindWrittenBefore1_0IsRead() throws {
    let decoder = JSONDecoder()
    #expect(try decoder.decode(PolicyChange.Kind.self, from: Data(#""refused""#.utf8)) == .rejected)
    #expect(try decoder.decode(PolicyChange.Kind.self, from: Data(#""rejected""#.utf8)) == .rejected)
    #expect(try decoder.decode(PolicyChange.Kind.self, from: Data(#""removed""#.utf8)) == .removed)
    #expect(throws: DecodingError.self) {
      try decoder.decode(PolicyChange.Kind.self, from: Data(#""refuse""#.utf8))
    }
    let written = try JSONEncoder().encode(PolicyChange.Kind.rejected)
    #expect(String(decoding: written, as: UTF8.self) == #""rejected""#)
  }

  @Test @available(*, deprecated) func theOldMethodNamesAnswerAsTheNewOnes() {
    #expect(Character("😀").isEmoji(.strict) == Character("😀").isEmoji(matching: .strict))
    #expect(Character("a").isEmoji(.strict) == false)
    // `units(of:)` was the unscaled count: `length(of:)` times the metric's scale.
    for metric in [LengthMetric.characters, .utf8, .twitter] {
      for text in ["abc", "汉字", "👩‍👩‍👧"] {
        #expect(metric.units(of: text) == metric.length(of: text) * metric.scale)
      }
    }
  }

  @Test @available(*, deprecated) func theControllerTakesTheOldLabels() {
    var old = TextInputController(policy: .phoneCN, text: "")
    var new = old
    let oldCorrection = old.didChange(text: "１３８", selection: 3..<3, markedRange: nil)
    let newCorrection = new.didChange(text: "１３８", utf16Selection: 3..<3, utf16MarkedRange: nil)
    #expect(oldCorrection == newCorrection)
    #expect(old.state == new.state)
    #expect(old.state.text == "138")
    #expect(old.sync(text: "1", selection: 1..<1, markedRange: nil)
      == new.sync(text: "1", utf16Selection: 1..<1, utf16MarkedRange: nil))
    #expect(old.selectionDidChange(0..<1) == new.selectionDidChange(utf16Selection: 0..<1))
  }
}
