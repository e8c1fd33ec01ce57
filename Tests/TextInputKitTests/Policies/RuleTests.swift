import Testing
import TextInputKit

/// Each built-in rule, case by case, with the caret drawn in the strings.
typealias Kinds = InputRules.AllowedCharacters.Kinds

@Suite("Rules")
struct RuleTests {
  @Test(arguments: [
    EditCase("138|", "0", "1380|", .accepted),
    EditCase("138|", "a", "138|", .rejected),
    EditCase("138|", "１２", "13812|", .changed),  // full-width digits become ASCII
    EditCase("1|8", "3", "13|8", .accepted),
    EditCase("|", .paste("138-0013-8000"), "13800138000|", .changed),
    EditCase("12«34»5", "a", "12«34»5", .rejected),  // a rejected edit keeps the selection
    EditCase("12«34»5", "9", "129|5", .accepted),
  ])
  func digits(_ example: EditCase) {
    let (drawn, outcome) = example.run(InputPolicy(.allow(.digits)))
    #expect(drawn == example.after)
    #expect(outcome.disposition == example.disposition)
  }

  @Test(arguments: [
    EditCase("ab|", "c", "abc|", .accepted),
    EditCase("ab|", "C", "ab|", .rejected),
    EditCase("ab|", "ｃ", "abc|", .changed),
    EditCase("ab|", .paste("x1y2"), "abxy|", .changed),
  ])
  func lowercase(_ example: EditCase) {
    let (drawn, outcome) = example.run(InputPolicy(.allow(.lowercase)))
    #expect(drawn == example.after)
    #expect(outcome.disposition == example.disposition)
  }

  @Test(arguments: [
    (Kinds.letters, "aZ9!", "aZ"),
    (Kinds.uppercase, "aZ9!", "Z"),
    (Kinds.alphanumeric, "aZ9!", "aZ9"),
    (Kinds([.lowercase, .digits]), "aZ9!", "a9"),
    (Kinds([.uppercase, .digits]), "aZ9!", "Z9"),
    (Kinds.ascii, "aZ9! é中", "aZ9! "),
    (Kinds.digits, "٣3", "33"),  // an Arabic-Indic digit is a digit, stored as ASCII
    (Kinds.digits, "①3²", "3"),  // circled and superscript numbers are not digits
  ])
  func kinds(_ kinds: Kinds, input: String, kept: String) {
    #expect(InputPolicy(InputRules.AllowedCharacters(kinds)).sanitize(input) == kept)
  }

  @Test func customCharactersAndMessages() {
    let policy = InputPolicy(.allow(.digits, plus: "-"))
    #expect(policy.sanitize("010-1234 x") == "010-1234")
    #expect(
      policy.violations(in: "a").map(\.message) == ["Only digits and \"-\" are allowed here."])
    #expect(InputPolicy(.allow(characters: "ab")).sanitize("abcba") == "abba")
    #expect(
      InputPolicy(.allow(.lowercase)).violations(in: "A").map(\.message)
        == ["Only lowercase letters are allowed here."])
  }

  @Test(arguments: [
    EditCase("ab|", .paste("c#d@e"), "abcde|", .changed),
    EditCase("ab|", "#", "ab|", .rejected),
    EditCase("ab|", "c", "abc|", .accepted),
  ])
  func denied(_ example: EditCase) {
    let (drawn, outcome) = example.run(InputPolicy(.deny(characters: "#@")))
    #expect(drawn == example.after)
    #expect(outcome.disposition == example.disposition)
  }

  @Test(arguments: [
    EditCase("Hi|", "😀", "Hi|", .rejected),
    EditCase("Hi|", .paste("a👍🏽b"), "Hiab|", .changed),
    EditCase("Hi|", .paste("25°C ℃ ★ © ™ ①"), "Hi25°C ℃ ★ © ™ ①|", .accepted),
    EditCase("Hi|", .paste("©️1️⃣🇨🇳👨‍👩‍👧x"), "Hix|", .changed),
    EditCase("©|", "\u{FE0F}", "©|", .rejected),  // would turn "©" into the emoji "©️"
    EditCase("1|", "\u{FE0F}\u{20E3}", "1|", .rejected),  // would make the keycap "1️⃣"
    EditCase("👍|", "🏽", "👍|", .rejected),
    EditCase("a😀|", .backspace, "a|", .accepted),  // deleting an emoji is always possible
  ])
  func emoji(_ example: EditCase) {
    let (drawn, outcome) = example.run(InputPolicy(.rejectEmoji))
    #expect(drawn == example.after)
    #expect(outcome.disposition == example.disposition)
    if outcome.disposition != .accepted {
      #expect(outcome.changes.first?.message == "Emoji are not allowed here.")
    }
  }

  @Test(arguments: [
    EditCase("ab|", " ", "ab|", .rejected),
    EditCase("ab|", "\t", "ab|", .rejected),
    EditCase("ab|", "\u{3000}", "ab|", .rejected),
    EditCase("ab|", .paste("c\u{200B}d\u{2060}e\u{FEFF}"), "abcde|", .changed),
    EditCase("ab|", .paste("\u{202E}cba\u{202C}"), "abcba|", .changed),
    EditCase("ab|", .paste("c\u{2066}d\u{2069}"), "abcd|", .changed),
    EditCase("|", .paste("👨‍👩‍👧"), "👨‍👩‍👧|", .accepted),  // joiners inside an emoji stay
    EditCase("|", .paste("🏴󠁧󠁢󠁳󠁣󠁴󠁿"), "🏴󠁧󠁢󠁳󠁣󠁴󠁿|", .accepted),  // so do tag characters
    EditCase("ab|", .paste("x\u{3164}y"), "abxy|", .changed),  // Hangul filler shows as a blank
    EditCase("a b|", .backspace, "a |", .accepted),
  ])
  func invisibles(_ example: EditCase) {
    let (drawn, outcome) = example.run(InputPolicy(.rejectInvisibles))
    #expect(drawn == example.after)
    #expect(outcome.disposition == example.disposition)
  }

  @Test(arguments: [
    EditCase("AB|", "c", "ABC|", .changed),
    EditCase("AB|", "C", "ABC|", .accepted),
    EditCase("AB|", .paste("straße"), "ABSTRASSE|", .changed),
  ])
  func uppercase(_ example: EditCase) {
    let (drawn, outcome) = example.run(InputPolicy(.uppercased))
    #expect(drawn == example.after)
    #expect(outcome.disposition == example.disposition)
  }

  @Test func lowercase() {
    #expect(InputPolicy(.lowercased).sanitize("ÀB") == "àb")
  }
}
