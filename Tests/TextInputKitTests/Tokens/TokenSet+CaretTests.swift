import Testing
import TextInputKit

@Suite struct TokenCaretTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var before: DrawnField
    var action: String
    var after: DrawnField
    var testDescription: String { "\(before) \(action) → \(after)" }
  }

  static let keys = TokenSet(literals: ["sin(", "π", "[笑哭]"], patterns: [.mention])

  @Test(arguments: [
    // Stepping right over tokens at the start, middle and end.
    Case(before: "|sin(π)", action: "+1", after: "sin(|π)"),
    Case(before: "sin(|π)", action: "+1", after: "sin(π|)"),
    Case(before: "2|sin(", action: "+1", after: "2sin(|"),
    Case(before: "2sin(|", action: "+1", after: "2sin(|"),
    Case(before: "|😀sin(", action: "+2", after: "😀sin(|"),
    Case(before: "|e\u{301}@bob", action: "+1", after: "e\u{301}|@bob"),
    Case(before: "|e\u{301}@bob", action: "+2", after: "e\u{301}@bob|"),
    // Stepping left.
    Case(before: "2sin(|", action: "-1", after: "2|sin("),
    Case(before: "sin(π|)", action: "-2", after: "|sin(π)"),
    Case(before: "|sin(", action: "-1", after: "|sin("),
    Case(before: "@bob👍🏽|", action: "-1", after: "@bob|👍🏽"),
    Case(before: "@bob👍🏽|", action: "-2", after: "|@bob👍🏽"),
    Case(before: "笑[笑哭]|死", action: "-1", after: "笑|[笑哭]死"),
    // Far moves are clamped.
    Case(before: "2|", action: "+5", after: "2|"),
    Case(before: "|2", action: "-5", after: "|2"),
    // A selection collapses towards the move.
    Case(before: "«2»sin(", action: "+1", after: "2sin(|"),
    Case(before: "2«sin(»", action: "-1", after: "|2sin("),
  ])
  func moveBy(_ c: Case) {
    let steps = Int(c.action)!
    #expect(DrawnField(Self.keys.moveCaret(by: steps, in: c.before.state)) == c.after)
  }

  @Test(arguments: [
    Case(before: "s|in(π)", action: "tap", after: "|sin(π)"),
    Case(before: "sin|(π)", action: "tap", after: "sin(|π)"),
    Case(before: "si|n(π)", action: "tap", after: "sin(|π)"),
    Case(before: "2|sin(", action: "tap", after: "2|sin("),
    Case(before: "hi @b|ob", action: "tap", after: "hi @bob|"),
    Case(before: "hi @|bob", action: "tap", after: "hi |@bob"),
    Case(before: "[笑|哭]", action: "tap", after: "[笑哭]|"),
    Case(before: "😀[|笑哭]😀", action: "tap", after: "😀|[笑哭]😀"),
    // Selections that cut a token widen to include it.
    Case(before: "«2si»n(", action: "tap", after: "«2sin(»"),
    Case(before: "si«n(π»)", action: "tap", after: "«sin(π»)"),
    Case(before: "@b«ob @a»l", action: "tap", after: "«@bob @al»"),
    Case(before: "«2»sin(", action: "tap", after: "«2»sin("),
  ])
  func snap(_ c: Case) {
    #expect(DrawnField(Self.keys.snap(c.before.state)) == c.after)
  }

  @Test(
    arguments: [
      ("|sin(π)", 0), ("sin(|π)", 1), ("sin(π|)", 2), ("sin(π)|", 3), ("😀@bob|", 2),
      ("e\u{301}[笑哭]|", 2), ("si|n(", 1),
    ] as [(DrawnField, Int)])
  func caretOffset(_ field: DrawnField, _ offset: Int) {
    #expect(Self.keys.caretSteps(in: field.state) == offset)
  }

  @Test(
    arguments: [
      ("sin(π)|", 0, "|sin(π)"), ("|sin(π)", 1, "sin(|π)"), ("|sin(π)", 3, "sin(π)|"),
      ("|sin(π)", 99, "sin(π)|"), ("sin(π)|", -1, "|sin(π)"),
    ] as [(DrawnField, Int, DrawnField)])
  func moveToOffset(_ field: DrawnField, _ offset: Int, _ after: DrawnField) {
    #expect(DrawnField(Self.keys.moveCaret(toOffset: offset, in: field.state)) == after)
  }

  /// Every caret position of short strings: snapping never leaves the caret inside a token, and
  /// stepping right then left returns to the snapped caret.
  @Test func everyCaretPosition() {
    for text in ["sin(π)", "2sin(sin(", "@bob😀@al", "[笑哭]e\u{301}[笑哭]", "ππ"] {
      let tokens = Self.keys.ranges(in: text)
      for offset in 0...text.utf16.count {
        let field = TextFieldState(text: text, utf16Selection: offset..<offset)
        let snapped = Self.keys.snap(field)
        #expect(!tokens.contains { $0.lowerBound < snapped.caret && snapped.caret < $0.upperBound })
        if snapped.caret < text.endIndex {
          let there = Self.keys.moveCaret(by: 1, in: snapped)
          #expect(Self.keys.moveCaret(by: -1, in: there) == snapped, "\(text) at \(offset)")
        }
      }
    }
  }
}
