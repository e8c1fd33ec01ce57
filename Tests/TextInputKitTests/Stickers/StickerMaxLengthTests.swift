import Testing
import TextInputKit

@Suite struct StickerMaxLengthTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var before: DrawnField
    var input: String
    var counting: StickerCounting
    var after: DrawnField
    var testDescription: String { "\(before) + \(input) (\(counting)) → \(after)" }
  }

  static let tokens = TokenSet(catalog: StickerFixtures.catalog)

  @Test(arguments: [
    Case(before: "哈哈哈|", input: "[笑哭]", counting: .oneCharacter, after: "哈哈哈[笑哭]|"),
    Case(before: "哈哈哈哈哈|", input: "[笑哭]", counting: .oneCharacter, after: "哈哈哈哈哈|"),
    Case(
      before: "[笑哭][笑哭][笑哭][笑哭]|", input: "[害羞]", counting: .oneCharacter,
      after: "[笑哭][笑哭][笑哭][笑哭][害羞]|"),
    Case(before: "哈|", input: "[笑哭]", counting: .code, after: "哈[笑哭]|"),
    Case(before: "哈哈|", input: "[笑哭]", counting: .code, after: "哈哈|"),
    Case(before: "哈哈|", input: "[笑哭]", counting: .weight(2), after: "哈哈[笑哭]|"),
    Case(before: "哈哈哈哈|", input: "[笑哭]", counting: .weight(2), after: "哈哈哈哈|"),
    Case(before: "|", input: "a[笑哭]b[害羞]cdef", counting: .oneCharacter, after: "a[笑哭]b[害羞]c|"),
    Case(before: "|", input: "ab[笑哭]", counting: .weight(4), after: "ab|"),
  ])
  func countsStickersAsChosen(_ c: Case) {
    let policy = InputPolicy {
      InputRules.StickerMaxLength(5, catalog: StickerFixtures.catalog, stickers: c.counting)
    }
    let field = c.before.state
    let outcome = policy.apply(.paste(c.input, in: field), to: field, tokens: Self.tokens)
    #expect(DrawnField(outcome.state) == c.after)
  }

  @Test func rejectionSaysTheLimit() {
    let policy = InputPolicy { InputRules.StickerMaxLength(1, catalog: StickerFixtures.catalog) }
    let field = DrawnField("哈|").state
    let outcome = policy.apply(.key("[笑哭]", in: field), to: field, tokens: Self.tokens)
    #expect(outcome.isRejected)
    #expect(outcome.changes.map(\.message) == ["At most 1 character."])
  }

  @Test func plainMaxLengthCountsTheCodeButNeverCutsIt() {
    let policy = InputPolicy { .maxLength(6) }
    let field = DrawnField("哈|").state
    let outcome = policy.apply(.paste("[笑哭][害羞]", in: field), to: field, tokens: Self.tokens)
    #expect(DrawnField(outcome.state) == "哈[笑哭]|")
    #expect(outcome.disposition == .changed)
  }
}
