import Testing
import TextInputKit  // not @testable: the editing helpers a custom rule can reach

// The rules of the DocC examples of `ProposedEdit`'s helpers, and a few that feed them bad input.

private struct NoLeadingSpace: InputRule {
  func review(_ edit: inout ProposedEdit) {
    guard edit.prefix.isEmpty, edit.replacement.first == " " else { return }
    edit.reject(rule: "noLeadingSpace", message: "A name cannot start with a space.")
  }
}

private struct NoDollar: InputRule {
  var inspectsWholeText: Bool { false }
  func review(_ edit: inout ProposedEdit) {
    edit.removeInsertedCharacters(rule: "noDollar", message: "No dollars.") { $0 == "$" }
  }
}

private struct Lowercased: InputRule {
  func review(_ edit: inout ProposedEdit) {
    edit.transformReplacement(rule: "lowercase", message: "Letters were lowercased.") {
      $0.lowercased()
    }
  }
}

/// Rewrites every insertion to nothing.
private struct Erase: InputRule {
  func review(_ edit: inout ProposedEdit) {
    edit.transformReplacement(rule: "erase", message: "Erased.") { _ in "" }
  }
}

/// Keeps `kept` characters of every insertion.
private struct KeepCharacters: InputRule {
  var kept: Int
  func review(_ edit: inout ProposedEdit) {
    edit.truncateReplacement(to: kept, rule: "keep", message: "Kept \(kept).")
  }
}

/// Cuts every insertion at `offset` UTF-8 bytes.
private struct CutAtUTF8: InputRule {
  var offset: Int
  func review(_ edit: inout ProposedEdit) {
    edit.truncateReplacement(atUTF8: offset, rule: "cut", message: "Cut.")
  }
}

private struct SixteenBytes: InputRule {
  func review(_ edit: inout ProposedEdit) {
    let room = 16 - (edit.text.utf8.count - edit.removedText.utf8.count)
    guard edit.replacement.utf8.count > room else { return }
    edit.truncateReplacement(atUTF8: room, rule: "bytes", message: "At most 16 bytes.")
  }
}

private struct NoLeadingSpaces: InputRule {
  func review(_ edit: inout ProposedEdit) {
    let result = edit.resultingText
    let trimmed = String(result.drop { $0 == " " })
    guard trimmed != result else { return }
    guard !trimmed.isEmpty else {
      return edit.reject(rule: "noLeadingSpaces", message: "Start with a letter.")
    }
    edit.replaceWholeText(
      with: trimmed, rule: "noLeadingSpaces", message: "Leading spaces were removed.")
  }
}

/// Replaces the whole text with `text`, the caret at `caret`.
private struct Rewrite: InputRule {
  var text: String
  var caret: Int?
  func review(_ edit: inout ProposedEdit) {
    edit.replaceWholeText(with: text, caret: caret, rule: "rewrite", message: "Rewritten.")
  }
}

/// Rejects, then tries to rewrite anyway.
private struct RejectThenRewrite: InputRule {
  func review(_ edit: inout ProposedEdit) {
    edit.reject(rule: "reject", message: "No.")
    edit.replaceWholeText(with: "rewritten", rule: "rewrite", message: "Rewritten.")
  }
}

@Suite("Rule toolkit")
struct RuleToolkitTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var policy: InputPolicy
    var before: String
    var inserted: String
    var paste: Bool
    var after: String
    var disposition: EditOutcome.Disposition
    var message: String?

    var testDescription: String {
      "\(name): \"\(before)\" + \(paste ? "paste " : "")\(inserted.debugDescription) → \"\(after)\""
    }
  }

  static func type(
    _ name: String, _ policy: InputPolicy, _ before: String, _ inserted: String, _ after: String,
    _ disposition: EditOutcome.Disposition, _ message: String? = nil
  ) -> Case {
    Case(
      name: name, policy: policy, before: before, inserted: inserted, paste: false, after: after,
      disposition: disposition, message: message)
  }

  static func paste(
    _ name: String, _ policy: InputPolicy, _ before: String, _ inserted: String, _ after: String,
    _ disposition: EditOutcome.Disposition, _ message: String? = nil
  ) -> Case {
    Case(
      name: name, policy: policy, before: before, inserted: inserted, paste: true, after: after,
      disposition: disposition, message: message)
  }

  static let documented: [Case] = [
    type("reject", InputPolicy(NoLeadingSpace()), "|Li", " ", "|Li", .rejected, "A name cannot start with a space."),
    type("reject", InputPolicy(NoLeadingSpace()), "Li|", " ", "Li |", .accepted),
    paste("remove", InputPolicy(NoDollar()), "12|", "$3$4", "1234|", .changed, "No dollars."),
    type("remove", InputPolicy(NoDollar()), "12|", "$", "12|", .rejected, "No dollars."),
    type("remove", InputPolicy(NoDollar()), "12|", "3", "123|", .accepted),
    paste("remove", InputPolicy(NoDollar(), .maxLength(8)), "12|", "$3$4", "1234|", .changed, "No dollars."),
    type("transform", InputPolicy(Lowercased()), "ab|", "C", "abc|", .changed, "Letters were lowercased."),
    type("transform", InputPolicy(Lowercased()), "ab|", "1", "ab1|", .accepted),
    paste("keep", InputPolicy(KeepCharacters(kept: 3)), "|", "👍🏽a😀b", "👍🏽a😀|", .changed, "Kept 3."),
    paste("keep", InputPolicy(KeepCharacters(kept: 3)), "|", "ab", "ab|", .accepted),
    paste("bytes", InputPolicy(SixteenBytes()), "0123456789abcd|", "ef", "0123456789abcdef|", .accepted),
    paste("bytes", InputPolicy(SixteenBytes()), "0123456789abcd|", "e你", "0123456789abcde|", .changed, "At most 16 bytes."),
    type("bytes", InputPolicy(SixteenBytes()), "0123456789abcdef|", "g", "0123456789abcdef|", .rejected, "At most 16 bytes."),
    type("whole text", InputPolicy(NoLeadingSpaces()), "|", " ", "|", .rejected, "Start with a letter."),
    paste("whole text", InputPolicy(NoLeadingSpaces()), "|", "  Li Lei", "Li Lei|", .changed, "Leading spaces were removed."),
    type("whole text", InputPolicy(NoLeadingSpaces()), " |Li", "W", "W|Li", .changed, "Leading spaces were removed."),
    type("whole text", InputPolicy(NoLeadingSpaces()), "Li|", " ", "Li |", .accepted),
  ]

  static let badInput: [Case] = [
    // Rewriting to nothing, keeping nothing, cutting before the first character: rejected.
    type("transform to nothing", InputPolicy(Erase()), "ab|", "c", "ab|", .rejected, "Erased."),
    paste("keep -2", InputPolicy(KeepCharacters(kept: -2)), "ab|", "cd", "ab|", .rejected, "Kept -2."),
    paste("keep 0", InputPolicy(KeepCharacters(kept: 0)), "ab|", "cd", "ab|", .rejected, "Kept 0."),
    paste("keep 99", InputPolicy(KeepCharacters(kept: 99)), "ab|", "cd", "abcd|", .accepted),
    // "a👍🏽b": "a" is byte 0, "👍🏽" bytes 1..<9, "b" byte 9.
    paste("cut at -3", InputPolicy(CutAtUTF8(offset: -3)), "|", "a👍🏽b", "|", .rejected, "Cut."),
    paste("cut at 0", InputPolicy(CutAtUTF8(offset: 0)), "|", "a👍🏽b", "|", .rejected, "Cut."),
    paste("cut at 1", InputPolicy(CutAtUTF8(offset: 1)), "|", "a👍🏽b", "a|", .changed, "Cut."),
    paste("cut inside a scalar", InputPolicy(CutAtUTF8(offset: 3)), "|", "a👍🏽b", "a|", .changed, "Cut."),
    paste("cut between the scalars of one character", InputPolicy(CutAtUTF8(offset: 5)), "|", "a👍🏽b", "a|", .changed, "Cut."),
    paste("cut at 9", InputPolicy(CutAtUTF8(offset: 9)), "|", "a👍🏽b", "a👍🏽|", .changed, "Cut."),
    paste("cut at the end", InputPolicy(CutAtUTF8(offset: 10)), "|", "a👍🏽b", "a👍🏽b|", .accepted),
    paste("cut past the end", InputPolicy(CutAtUTF8(offset: 100)), "|", "a👍🏽b", "a👍🏽b|", .accepted),
    // Inside the first character: nothing is kept.
    paste("cut inside a family", InputPolicy(CutAtUTF8(offset: 7)), "|", "👨‍👩‍👧x", "|", .rejected, "Cut."),
    paste("cut after a family", InputPolicy(CutAtUTF8(offset: 18)), "|", "👨‍👩‍👧x", "👨‍👩‍👧|", .changed, "Cut."),
    paste("cut inside an accented letter", InputPolicy(CutAtUTF8(offset: 1)), "|", "e\u{301}f", "|", .rejected, "Cut."),
    paste("cut after an accented letter", InputPolicy(CutAtUTF8(offset: 3)), "|", "e\u{301}f", "e\u{301}|", .changed, "Cut."),
    paste("cut inside a CJK character", InputPolicy(CutAtUTF8(offset: 4)), "你|", "好吗", "你好|", .changed, "Cut."),
    // A whole-text rewrite: the caret clamped to the new text, or kept as far from the end.
    type("caret before the start", InputPolicy(Rewrite(text: "abc", caret: -4)), "x|", "y", "|abc", .changed, "Rewritten."),
    type("caret past the end", InputPolicy(Rewrite(text: "abc", caret: 99)), "x|", "y", "abc|", .changed, "Rewritten."),
    type("caret kept from the end", InputPolicy(Rewrite(text: "abc", caret: nil)), "x|y", "z", "ab|c", .changed, "Rewritten."),
    type("caret kept from the end, past the start", InputPolicy(Rewrite(text: "a", caret: nil)), "x|yz", "w", "|a", .changed, "Rewritten."),
    type("caret between whole characters", InputPolicy(Rewrite(text: "👨‍👩‍👧e\u{301}", caret: 1)), "|", "y", "👨‍👩‍👧|e\u{301}", .changed, "Rewritten."),
    type("rewritten to the same text", InputPolicy(Rewrite(text: "xy", caret: 0)), "x|", "y", "xy|", .accepted),
    type("rewritten to nothing", InputPolicy(Rewrite(text: "", caret: nil)), "x|", "y", "|", .changed, "Rewritten."),
    // A later rule shortens a rewrite that placed the caret: the caret stays in the text.
    type("caret after a later cut", InputPolicy(Rewrite(text: "abcdef", caret: 6), .maxLength(3)), "|", "x", "abc|", .changed, "Rewritten."),
    type("rejected, then rewritten", InputPolicy(RejectThenRewrite()), "a|", "b", "a|", .rejected, "No."),
    // A built-in whole-text rewrite (".5" + "1" is "0.51"), then a limit that cuts it.
    type("decimal, then a limit", InputPolicy(.decimal(fractionDigits: 2), .maxLength(3)), ".5|", "1", "0.5|", .changed),
  ]

  static func run(_ test: Case) -> EditOutcome {
    let field = TextFieldState(drawn: test.before)
    let edit = test.paste ? Edit.paste(test.inserted, in: field) : Edit.typing(test.inserted, in: field)
    return test.policy.apply(edit, to: field)
  }

  @Test(arguments: documented + badInput)
  func theHelperDoesWhatItsDocumentationSays(_ test: Case) {
    let outcome = Self.run(test)
    #expect(outcome.state.drawn == test.after)
    #expect(outcome.disposition == test.disposition)
    if let message = test.message {
      #expect(outcome.changes.first?.message == message)
    } else if test.disposition == .accepted {
      #expect(outcome.changes.isEmpty)
    }
  }

  @Test(arguments: documented + badInput)
  func theCaretEndsBetweenWholeCharacters(_ test: Case) {
    let state = Self.run(test).state
    let text = state.text
    #expect(state.utf16Selection.upperBound <= text.utf16.count)
    #expect(String.Index(state.selection.lowerBound, within: text) != nil)
    #expect(String.Index(state.selection.upperBound, within: text) != nil)
  }

  @Test func aCutThatJoinsTheTextAfterItIsJudgedAgain() {
    // The text starts with a combining accent; "a" kept from "ab" joins it into "á".
    let field = TextFieldState(text: "\u{301}", utf16Selection: 0..<0)
    let outcome = InputPolicy(CutAtUTF8(offset: 1)).apply(.paste("ab", in: field), to: field)
    #expect(outcome.state.text == "a\u{301}")
    #expect(outcome.disposition == .changed)
    #expect(String.Index(outcome.state.caret, within: outcome.state.text) != nil)
  }

  @Test func aCutNeverSplitsAToken() {
    // "sin(cos(": a cut at 6 bytes falls inside "cos(", which is left out whole.
    var calculator = TextInputController(policy: InputPolicy(CutAtUTF8(offset: 6)), tokens: .calculator)
    let outcome = calculator.apply(.paste("sin(cos(", in: calculator.state))
    #expect(calculator.state.drawn == "sin(|")
    #expect(outcome.changes.map(\.removed) == ["cos("])
  }

  @Test func aRewriteRecordsWhatTheEditWouldHaveInserted() {
    let field = TextFieldState(drawn: " |Li")
    let outcome = InputPolicy(NoLeadingSpaces()).apply(.typing("W", in: field), to: field)
    #expect(outcome.changes.map(\.kind) == [.transformed])
    #expect(outcome.changes.map(\.removed) == ["W"])
    // The host replaces only what changed: the space, and "W" in its place.
    #expect(outcome.replacedUTF16Range == 0..<1)
    #expect(outcome.replacement == "W")
  }
}
