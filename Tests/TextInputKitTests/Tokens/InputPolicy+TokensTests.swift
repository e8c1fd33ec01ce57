import Testing
import TextInputKit

@Suite struct InputPolicyTokensTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var before: DrawnField
    var input: String
    var after: DrawnField
    var testDescription: String { "\(before) + \(input) → \(after)" }
  }

  static let tokens = TokenSet(
    literals: ["sin(", "cos(", "π"], patterns: [.mention], catalog: StickerFixtures.catalog)

  static func run(_ c: Case, policy: InputPolicy = .unrestricted) -> EditOutcome? {
    let field = c.before.state
    let edit: Edit?
    if c.input == "backspace" {
      edit = Edit.backspace(in: field)
    } else {
      edit = Edit.key(c.input, in: field)
    }
    return edit.map { policy.apply($0, to: field, tokens: tokens) }
  }

  @Test(arguments: [
    // Backspace after a token deletes all of it, at the start, middle and end.
    Case(before: "sin(|", input: "backspace", after: "|"),
    Case(before: "2sin(|3", input: "backspace", after: "2|3"),
    Case(before: "2+sin(|", input: "backspace", after: "2+|"),
    Case(before: "2|sin(", input: "backspace", after: "|sin("),
    Case(before: "sin(π|)", input: "backspace", after: "sin(|)"),
    Case(before: "hi @bob|", input: "backspace", after: "hi |"),
    Case(before: "😀[笑哭]|", input: "backspace", after: "😀|"),
    Case(before: "[笑哭]😀|", input: "backspace", after: "[笑哭]|"),
    Case(before: "[笑哭]e\u{301}|", input: "backspace", after: "[笑哭]|"),
    Case(before: "[不存在]|", input: "backspace", after: "[不存在|"),
    // A selection that cuts a token deletes all of it.
    Case(before: "1«+si»n(2", input: "backspace", after: "1|2"),
    Case(before: "[笑«哭]哈»", input: "backspace", after: "|"),
    // Insertion aimed inside a token goes to its nearer edge.
    Case(before: "s|in(", input: "2", after: "2|sin("),
    Case(before: "si|n(", input: "3", after: "sin(3|"),
    Case(before: "[笑|哭]", input: "哈", after: "[笑哭]哈|"),
    Case(before: "@|bob", input: "x", after: "x|@bob"),
    Case(before: "😀|", input: "sin(", after: "😀sin(|"),
    Case(before: "|π", input: "cos(", after: "cos(|π"),
    Case(before: "e\u{301}|", input: "[笑哭]", after: "e\u{301}[笑哭]|"),
    // Typing over a selection that cuts a token replaces all of it.
    Case(before: "«si»n(", input: "cos(", after: "cos(|"),
  ])
  func unrestricted(_ c: Case) throws {
    let outcome = try #require(Self.run(c))
    #expect(DrawnField(outcome.state) == c.after)
  }

  @Test(arguments: [
    Case(before: "12|", input: "sin(", after: "12sin(|"),
    Case(before: "123+|", input: "sin(", after: "123+|"),
    Case(before: "12345|", input: "π", after: "12345π|"),
    Case(before: "1|", input: "2sin(π", after: "12sin(|"),
    Case(before: "12|", input: "3sin(", after: "123|"),
    Case(before: "|", input: "@bobbyz", after: "|"),
    Case(before: "|", input: "@bobby", after: "@bobby|"),
  ])
  func lengthLimitKeepsTokensWhole(_ c: Case) throws {
    let policy = InputPolicy { .maxLength(6) }
    let outcome = try #require(Self.run(c, policy: policy))
    #expect(DrawnField(outcome.state) == c.after)
  }

  @Test func aTokenThatDoesNotFitIsRejectedNotCut() throws {
    let policy = InputPolicy { .maxLength(6) }
    let outcome = try #require(
      Self.run(Case(before: "123+|", input: "sin(", after: ""), policy: policy))
    #expect(outcome.isRejected)
    #expect(outcome.changes.first?.message == "At most 6 characters.")
  }

  @Test func aFilterDropsAWholeToken() {
    // "s" is denied: the whole "sin(" goes with it, the rest of the paste stays.
    let policy = InputPolicy { InputRules.DeniedCharacters(["s"]) }
    let field = DrawnField("1|").state
    let outcome = policy.apply(.paste("2sin(3", in: field), to: field, tokens: Self.tokens)
    #expect(DrawnField(outcome.state) == "123|")
    #expect(outcome.changes.first?.removed == "sin(")
  }

  @Test func withoutTokensNothingChanges() {
    let field = DrawnField("2sin(|").state
    let outcome = InputPolicy.unrestricted.apply(
      Edit.backspace(in: field)!, to: field, tokens: .none)
    #expect(DrawnField(outcome.state) == "2sin|")
  }

  @Test func anInsertionThatCompletesATokenSnapsTheCaret() {
    let field = DrawnField("|in(").state
    let outcome = InputPolicy.unrestricted.apply(
      .typing("s", in: field), to: field, tokens: Self.tokens)
    #expect(DrawnField(outcome.state) == "sin(|")
  }

  @Test func markedTextIsLeftToTheInputMethod() {
    let field = TextFieldState(text: "@bob", utf16Selection: 4..<4, utf16MarkedRange: 1..<4)
    let edit = Edit(replacing: 1..<4, with: "bo", source: .markedText)
    #expect(Self.tokens.adjust(edit, in: field) == edit)
  }
}
