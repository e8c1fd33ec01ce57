import Testing

import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction

/// Filters remove the code points they reject, not the letter those code points attached
/// themselves to: tag characters, joiners, a skin tone or too many accents on "i" leave the "i".
/// A character left with nothing goes whole.
@Suite("Filters remove only what they reject")
struct FilterPrecisionTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var rule: String
    /// The rejected code points, attached to the letter "i".
    var attached: String
    /// What stays of "i" + `attached`.
    var kept: String
    var testDescription: String { "\(rule): \"i\" + \(SessionEvent.literal(attached))" }

    var policy: InputPolicy {
      switch rule {
      case "invisibles": InputPolicy(.rejectInvisibles)
      case "zeroWidth": InputPolicy(.rejectZeroWidth)
      case "bidi": InputPolicy(.rejectBidi)
      case "emoji": InputPolicy(.rejectEmoji)
      default: InputPolicy(.maxCombiningMarks(1))
      }
    }
  }

  static let cases: [Case] = [
    Case(rule: "invisibles", attached: "\u{E0067}\u{E007F}", kept: "i"),
    Case(rule: "invisibles", attached: "\u{34F}", kept: "i"),
    Case(rule: "invisibles", attached: "\u{200D}", kept: "i"),
    Case(rule: "invisibles", attached: "\u{301}\u{E0067}", kept: "i\u{301}"),
    Case(rule: "zeroWidth", attached: "\u{E0067}\u{E007F}", kept: "i"),
    Case(rule: "zeroWidth", attached: "\u{200C}", kept: "i"),
    Case(rule: "zeroWidth", attached: "\u{200D}", kept: "i"),
    Case(rule: "bidi", attached: "\u{202E}", kept: "i"),
    Case(rule: "bidi", attached: "\u{200F}", kept: "i"),
    Case(rule: "emoji", attached: "\u{1F3FD}", kept: "i"),
    Case(rule: "emoji", attached: "\u{301}\u{1F3FB}", kept: "i\u{301}"),
    Case(rule: "maxCombiningMarks", attached: "\u{301}\u{302}", kept: "i\u{301}"),
    Case(rule: "maxCombiningMarks", attached: "\u{301}\u{302}\u{303}\u{304}", kept: "i\u{301}"),
  ]

  /// The letter with its rejected code points at the start, in the middle and at the end of a
  /// paste: only the rejected code points go.
  @Test(arguments: cases)
  func theLetterStays(_ c: Case) {
    let piece = "i" + c.attached
    for (pasted, expected) in [
      (piece + "ab", c.kept + "ab"), ("a" + piece + "b", "a" + c.kept + "b"),
      ("ab" + piece, "ab" + c.kept),
    ] {
      let field = TextFieldState(text: "x")
      let outcome = c.policy.apply(.paste(pasted, in: field), to: field)
      #expect(outcome.state.text == "x" + expected, "\(SessionEvent.literal(pasted))")
      #expect(outcome.disposition == .changed)
      #expect(outcome.state.text.utf16.count == outcome.state.utf16Selection.lowerBound)
    }
  }

  /// Typed after the letter already in the field, the rejected code points alone are rejected,
  /// and the field stays exactly as it was.
  @Test(arguments: cases)
  func typedOntoALetterTheyAreRejected(_ c: Case) {
    guard c.kept == "i" else { return }
    let field = TextFieldState(text: "xi")
    let outcome = c.policy.apply(.typing(c.attached, in: field), to: field)
    #expect(outcome.isRejected)
    #expect(outcome.state == field)
  }

  /// A character made only of what the rule rejects goes whole; the edit is rejected when it
  /// inserted nothing else.
  @Test(arguments: [
    ("invisibles", "\u{E0067}\u{E007F}"), ("invisibles", " "), ("invisibles", "\u{D}\u{A}"),
    ("zeroWidth", "\u{200B}"), ("bidi", "\u{2066}"), ("emoji", "\u{1F3FD}"),
    ("emoji", "👍🏽"), ("emoji", "1\u{FE0F}\u{20E3}"),
  ])
  func aCharacterLeftWithNothingGoes(_ rule: String, _ text: String) {
    let policy = Case(rule: rule, attached: "", kept: "").policy
    let field = TextFieldState(text: "ab")
    let outcome = policy.apply(.paste(text, in: field), to: field)
    #expect(outcome.isRejected)
    #expect(outcome.state == field)
    let mixed = policy.apply(.paste("c" + text + "d", in: field), to: field)
    #expect(mixed.state.text == "abcd")
  }

  @Test func theIssuesSanitizeExample() {
    // `printf 'hi\xf3\xa0\x81\xa7\xf3\xa0\x81\xbf there\n' | textinput sanitize --policy nickname`
    #expect(InputPolicy.nickname.sanitize("hi\u{E0067}\u{E007F} there") == "hithere")
    #expect(InputPolicy.secure.sanitize("hi\u{E0067}\u{E007F} there") == "hithere")
    #expect(InputPolicy.bio.sanitize("hi\u{E0067}\u{E007F} there") == "hi\u{E0067}\u{E007F} there")
  }

  @Test func tagsAfterADigitAreNoEmoji() {
    // "8" has the Emoji property, but tags after it hide text: the digit stays.
    #expect(InputPolicy.nickname.sanitize("hi8\u{E0067}\u{E007F} there") == "hi8there")
    #expect(InputPolicy.secure.sanitize("8\u{E0041}\u{E0042}") == "8")
    #expect(InputPolicy(.rejectEmoji).sanitize("8\u{E0041}") == "8\u{E0041}")
    #expect(InputPolicy(.rejectEmoji).sanitize("©\u{FE0F}8") == "8")
  }

  @Test func emojiThatAreEmojiBySelfStayWhole() {
    // A skin tone on "👍" or "☝" is part of the emoji: the whole emoji goes.
    #expect(InputPolicy(.rejectEmoji).sanitize("a👍🏽b☝🏿c") == "abc")
    // Flags of England and Scotland keep their tags under the zero-width rule.
    #expect(InputPolicy(.rejectZeroWidth).sanitize("🏴󠁧󠁢󠁥󠁮󠁧󠁿") == "🏴󠁧󠁢󠁥󠁮󠁧󠁿")
    #expect(InputPolicy(.rejectInvisibles).sanitize("👨‍👩‍👧") == "👨‍👩‍👧")
  }

  @Test func marksOverTheLimitThatAreAlreadyInTheTextRejectTheLetterBeforeThem() {
    // "|́̂̃̄" + "e": the "e" would carry four marks that are not its own to remove.
    let field = TextFieldState(text: "\u{301}\u{302}\u{303}\u{304}", utf16Selection: 0..<0)
    let outcome = InputPolicy(.maxCombiningMarks(3)).apply(.typing("e", in: field), to: field)
    #expect(outcome.isRejected)
    #expect(outcome.state == field)
    // Typed with one mark of its own, the letter's mark goes instead of the letter.
    let partial = TextFieldState(text: "\u{302}\u{303}\u{304}", utf16Selection: 0..<0)
    let accented = InputPolicy(.maxCombiningMarks(3)).apply(
      .typing("e\u{301}", in: partial), to: partial)
    #expect(accented.state.text == "e\u{302}\u{303}\u{304}")
  }

  @Test func tokensLoseAllOfThemselvesOrNothing() {
    // A token that holds a rejected code point goes whole; the tokens after it keep their place.
    let tokens = TokenSet(literals: ["[\u{200B}]", "sin("])
    let field = TextFieldState(text: "1")
    let policy = InputPolicy(.rejectZeroWidth)
    let outcome = policy.apply(
      .paste("\u{200C}2[\u{200B}]3sin(4\u{200D}", in: field), to: field, tokens: tokens)
    #expect(outcome.state.text == "123sin(4")
    #expect(outcome.changes.first?.removed == "\u{200C}[\u{200B}]\u{200D}")
    let limited = InputPolicy(.rejectZeroWidth, .maxLength(5))
    #expect(
      limited.apply(.paste("[\u{200B}]2sin(", in: field), to: field, tokens: tokens).state.text
        == "12")
  }
}
