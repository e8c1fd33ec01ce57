import Testing
import TextInputKit

@Suite("Maximum length")
struct MaxLengthTests {
  @Test(arguments: [
    EditCase("1380013800|", "0", "13800138000|", .accepted),
    EditCase("13800138000|", "1", "13800138000|", .rejected),
    EditCase("1380013800|", .paste("123"), "13800138001|", .changed),  // a paste is truncated
    EditCase("138001380«00»", .paste("99"), "13800138099|", .accepted),  // the selection frees room
    EditCase("138001380|00", "9", "138001380|00", .rejected),
    EditCase("1380013800|", .backspace, "138001380|", .accepted),
  ])
  func phone(_ example: EditCase) {
    let (drawn, outcome) = example.run(InputPolicy(.maxLength(11)))
    #expect(drawn == example.after)
    #expect(outcome.disposition == example.disposition)
  }

  /// Emoji are never cut in half, whatever the metric.
  @Test(arguments: [
    (LengthMetric.utf16, 5, "ab", "😀👨‍👩‍👧", "ab😀"),
    (.utf16, 3, "ab", "😀", "ab"),
    (.characters, 3, "ab", "👨‍👩‍👧👍🏽", "ab👨‍👩‍👧"),
    (.scalars, 4, "ab", "🇨🇳", "ab🇨🇳"),
    (.scalars, 3, "ab", "🇨🇳", "ab"),
    (.utf8, 5, "", "中文字", "中"),
    (.gb18030, 5, "", "中文字", "中文"),
    (.gb18030, 5, "a", "𠀀b", "a𠀀"),  // CJK Extension B takes 4 bytes
    (.twitter, 4, "", "中a😀b", "中a"),
    (.characters, 2, "", "e\u{301}e\u{301}e\u{301}", "e\u{301}e\u{301}"),
  ])
  func truncation(metric: LengthMetric, limit: Int, before: String, paste: String, after: String) {
    let state = TextFieldState(text: before)
    let outcome = InputPolicy(.maxLength(limit, counting: metric)).apply(
      .paste(paste, in: state), to: state)
    #expect(outcome.state.text == after)
    #expect(outcome.state.caret == outcome.state.text.endIndex)
  }

  @Test func rejectOverflowRejectsTheWholeEdit() {
    let policy = InputPolicy(.maxLength(5, overflow: .reject))
    let state = TextFieldState(text: "abc")
    let outcome = policy.apply(.paste("defg", in: state), to: state)
    #expect(outcome.isRejected)
    #expect(outcome.state == state)
    #expect(outcome.changes.map(\.message) == ["At most 5 characters."])
  }

  /// A combining mark typed after a letter adds no character.
  @Test func insertionsJoinTheirNeighbours() {
    let policy = InputPolicy(.maxLength(2))
    let state = TextFieldState(text: "ae")
    let outcome = policy.apply(.typing("\u{301}", in: state), to: state)
    #expect(outcome.state.text == "ae\u{301}")
    #expect(outcome.isAccepted)
  }

  /// A text that is already too long, set in code, can still be shortened.
  @Test func deletingIsAlwaysPossible() {
    let policy = InputPolicy(.maxLength(3))
    var state = TextFieldState(text: "abcdef")
    #expect(policy.apply(.typing("x", in: state), to: state).isRejected)
    state = policy.apply(Edit.backspace(in: state)!, to: state).state
    #expect(state.text == "abcde")
  }

  @Test func markedTextIsNeverRejectedNorCounted() {
    let policy = InputPolicy(.maxLength(3))
    var state = TextFieldState(drawn: "你好|")
    for pinyin in ["s", "sh", "shi", "shij", "shijie"] {
      let outcome = policy.apply(
        Edit(replacing: state.markedRange ?? state.selection, with: pinyin, source: .markedText),
        to: state)
      #expect(outcome.isAccepted)
      state = outcome.state
    }
    #expect(state.drawn == "你好⟨shijie⟩|")
    let commit = policy.apply(
      Edit(replacing: state.markedRange!, with: "世界", source: .commit), to: state)
    #expect(commit.state.drawn == "你好世|")
    #expect(commit.disposition == .changed)
  }

  @Test func aRejectedCommitEndsTheComposition() {
    let policy = InputPolicy(.maxLength(2))
    let state = TextFieldState(drawn: "你好⟨shi⟩|")
    let outcome = policy.apply(
      Edit(replacing: state.markedRange!, with: "是", source: .commit), to: state)
    #expect(outcome.isRejected)
    #expect(outcome.state.drawn == "你好|")
  }
}
