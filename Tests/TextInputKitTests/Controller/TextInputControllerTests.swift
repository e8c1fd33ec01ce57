import Testing
import TextInputKitTesting

import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction

@Suite("TextInputController")
struct TextInputControllerTests {
  struct DelegateCase: Sendable, CustomTestStringConvertible {
    var start: String
    var range: Range<Int>
    var replacement: String
    var expected: TextInputDecision
    var testDescription: String { "\"\(start)\" \(range) + \"\(replacement)\" → \(expected)" }
  }

  @Test(arguments: [
    DelegateCase(start: "138", range: 3..<3, replacement: "0", expected: .allow),
    DelegateCase(start: "138", range: 3..<3, replacement: "a", expected: .reject),
    DelegateCase(
      start: "1380013800", range: 10..<10, replacement: "123",
      expected: .replace(TextCorrection(utf16Range: 10..<10, replacement: "1", selection: 11..<11))),
    DelegateCase(
      start: "138", range: 1..<1, replacement: "9-9",
      expected: .replace(TextCorrection(utf16Range: 1..<1, replacement: "99", selection: 3..<3))),
    DelegateCase(start: "138", range: 0..<3, replacement: "", expected: .allow),
  ])
  func delegateMode(_ testCase: DelegateCase) {
    var controller = TextInputController(policy: .phoneCN, text: testCase.start)
    #expect(
      controller.shouldChange(
        utf16Range: testCase.range, replacement: testCase.replacement, source: .typing)
        == testCase.expected)
  }

  @Test func markedTextIsAllowedAndCountedForDisplayOnly() {
    var controller = TextInputController(policy: InputPolicy(.maxLength(3)), text: "ab")
    #expect(
      controller.shouldChange(utf16Range: 2..<2, replacement: "ni h", source: .markedText) == .allow
    )
    #expect(controller.didChange(text: "abni h", utf16Selection: 6..<6, utf16MarkedRange: 2..<6) == nil)
    #expect(controller.counter.description == "6/3")
    #expect(controller.counter.isOverLimit)
    // The commit arrives as a text change only.
    #expect(
      controller.didChange(text: "ab你好", utf16Selection: 4..<4, utf16MarkedRange: nil)
        == TextCorrection(utf16Range: 3..<4, replacement: "", selection: 3..<3))
    #expect(controller.state.text == "ab你")
    #expect(controller.counter.description == "3/3")
    #expect(!controller.counter.isOverLimit)
  }

  @Test func eventsReportRejections() {
    var controller = TextInputController(policy: .phoneCN, text: "138")
    _ = controller.shouldChange(utf16Range: 3..<3, replacement: "a", source: .typing)
    let events = controller.takeEvents()
    #expect(events.map(\.disposition) == [.rejected])
    #expect(events.first?.counter.description == "3/11")
    #expect(controller.takeEvents().isEmpty)
  }

  @Test func counterWithoutLimit() {
    let controller = TextInputController(policy: .unrestricted, text: "你好😀")
    #expect(controller.counter.description == "3")
    #expect(controller.counter.remaining == nil)
  }

  @Test func selectionThatSplitsAnEmojiIsSnapped() {
    var controller = TextInputController(policy: .unrestricted, text: "a😀b")
    #expect(controller.selectionDidChange(utf16Selection: 2..<2) == 3..<3)
    #expect(controller.selectionDidChange(utf16Selection: 1..<1) == nil)
  }

  struct DiffCase: Sendable, CustomTestStringConvertible {
    var old: String
    var new: String
    var caret: Int
    var removed: String
    var inserted: String
    var at: Int
    var testDescription: String {
      "\"\(old)\" → \"\(new)\" caret \(caret): \"\(removed)\" → \"\(inserted)\" at \(at)"
    }
  }

  @Test(arguments: [
    DiffCase(old: "aa", new: "aaa", caret: 1, removed: "", inserted: "a", at: 0),
    DiffCase(old: "aa", new: "aaa", caret: 2, removed: "", inserted: "a", at: 1),
    DiffCase(old: "aa", new: "aaa", caret: 3, removed: "", inserted: "a", at: 2),
    DiffCase(old: "aa", new: "a", caret: 0, removed: "a", inserted: "", at: 0),
    DiffCase(old: "Wait...", new: "Wait…", caret: 5, removed: "...", inserted: "…", at: 4),
    DiffCase(old: "hel", new: "hello ", caret: 6, removed: "", inserted: "lo ", at: 3),
    DiffCase(old: "e", new: "e\u{301}", caret: 1, removed: "e", inserted: "e\u{301}", at: 0),
    DiffCase(old: "😀😀", new: "😀😀😀", caret: 2, removed: "", inserted: "😀", at: 1),
  ])
  func diff(_ testCase: DiffCase) {
    let new = testCase.new
    let caret = new.index(new.startIndex, offsetBy: testCase.caret)
    let diff = TextDiff(old: testCase.old, new: new, caret: caret)
    #expect(String(testCase.old[diff.oldRange]) == testCase.removed)
    #expect(String(new[diff.newRange]) == testCase.inserted)
    #expect(
      testCase.old.distance(from: testCase.old.startIndex, to: diff.oldRange.lowerBound)
        == testCase.at)
  }

  struct SelectionDiffCase: Sendable, CustomTestStringConvertible {
    /// The field before, with the selection drawn in brackets.
    var old: String
    var new: String
    var caret: Int
    /// What was inserted over the selection (or at the caret, drawn "[]"), or `nil` when `new`
    /// is not so made.
    var inserted: String?
    var testDescription: String { "\"\(old)\" → \"\(new)\" caret \(caret): \(inserted ?? "nil")" }
  }

  @Test(arguments: [
    SelectionDiffCase(old: "[0a]", new: "0", caret: 1, inserted: "0"),
    SelectionDiffCase(old: "x[0a]y", new: "x00y", caret: 3, inserted: "00"),
    SelectionDiffCase(old: "x[ab]y", new: "xy", caret: 1, inserted: ""),
    SelectionDiffCase(old: "e[ab]", new: "e\u{301}", caret: 1, inserted: "\u{301}"),
    SelectionDiffCase(old: "x[ab]y", new: "x0y", caret: 1, inserted: nil),
    SelectionDiffCase(old: "x[ab]y", new: "x0z", caret: 2, inserted: nil),
    SelectionDiffCase(old: "x[]y", new: "x0y", caret: 2, inserted: "0"),
    SelectionDiffCase(old: "x[]y", new: "x0y", caret: 1, inserted: nil),
    SelectionDiffCase(old: "\u{7F}[]\u{301}Z", new: "\u{7F}π\u{301}Z", caret: 2, inserted: "π"),
    SelectionDiffCase(old: "[😀]", new: "👨‍👩‍👧", caret: 1, inserted: "👨‍👩‍👧"),
    SelectionDiffCase(old: "[x]\u{301}Z", new: "a\u{301}Z", caret: 1, inserted: "a"),
    SelectionDiffCase(old: "e[x]\u{301}", new: "e\u{301}", caret: 1, inserted: ""),
    SelectionDiffCase(old: "[x]\u{301}Z", new: "a\u{301}Z", caret: 2, inserted: nil),
  ])
  func diffOverASelection(_ testCase: SelectionDiffCase) throws {
    // Brackets found by code point: "]" followed by a mark is one character.
    let drawn = Array(testCase.old.unicodeScalars)
    let lower = try #require(drawn.firstIndex(of: "["))
    let upper = try #require(drawn.firstIndex(of: "]")) - 1
    let old = String(String.UnicodeScalarView(drawn.filter { $0 != "[" && $0 != "]" }))
    let scalars = old.unicodeScalars
    let selection =
      scalars.index(scalars.startIndex, offsetBy: lower)..<scalars.index(
        scalars.startIndex, offsetBy: upper)
    let new = testCase.new
    let caret = new.index(new.startIndex, offsetBy: testCase.caret)
    let diff = TextDiff(replacingSelection: selection, of: old, new: new, caret: caret)
    #expect(diff.map { String(new.unicodeScalars[$0.newRange]) } == testCase.inserted)
    #expect(diff.map { $0.oldRange == selection } ?? true)
  }

  @Test(arguments: [
    // Old text with its caret, new text with its caret, what was deleted (nil: not a deletion).
    ("ab|c", "a|c", "b"),
    ("ab|c", "ab|", "c"),
    ("aa|a", "a|a", "a"),
    ("aa|a", "aa|", "a"),
    ("a|\u{7F}\u{301}", "a\u{301}|", "\u{7F}"),
    ("a\u{7F}|\u{301}", "a\u{301}|", "\u{7F}"),
    ("ab|c", "b|c", nil),
    ("ab|c", "abc|", nil),
  ] as [(String, String, String?)])
  func diffOfAKeyDeletion(_ old: String, _ new: String, _ deleted: String?) throws {
    func split(_ drawn: String) throws -> (String, Int) {
      let bar = try #require(drawn.unicodeScalars.firstIndex(of: "|"))
      let offset = drawn.unicodeScalars.distance(from: drawn.unicodeScalars.startIndex, to: bar)
      var scalars = Array(drawn.unicodeScalars)
      scalars.remove(at: offset)
      return (String(String.UnicodeScalarView(scalars)), offset)
    }
    let (oldText, oldOffset) = try split(old)
    let (newText, newOffset) = try split(new)
    let oldCaret = oldText.unicodeScalars.index(oldText.startIndex, offsetBy: oldOffset)
    let caret = newText.clusterRange(
      newText.unicodeScalars.index(newText.startIndex, offsetBy: newOffset)..<newText.unicodeScalars
        .index(newText.startIndex, offsetBy: newOffset)
    ).lowerBound
    let diff = TextDiff(deletingAtCaret: oldCaret, of: oldText, new: newText, caret: caret)
    #expect(diff.map { String(oldText.unicodeScalars[$0.oldRange]) } == deleted)
    #expect(diff.map { $0.newRange.isEmpty } ?? true)
  }

  /// SplitMix64, so that a failure names its seed.
  @Test(arguments: [1, 2, 3, 42, 2024] as [UInt64])
  func runningLengthsMatchARecount(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let pieces = ["a", "中", "😀", "👨‍👩‍👧", "e\u{301}", "\u{301}", "🇨", "🇳", "🇨🇳", "ab", ""]
    let policy = InputPolicy(
      .maxLength(40, counting: .gb18030), .maxLength(30), .maxLength(60, counting: .utf16),
      .maxLength(280, counting: .twitter))
    var controller = TextInputController(policy: policy, text: "")
    for step in 0..<300 {
      let text = controller.state.text
      let count = text.utf16.count
      let a = Int.random(in: 0...count, using: &random)
      let b = Int.random(in: a...Swift.min(count, a + 4), using: &random)
      let piece = pieces.randomElement(using: &random)!
      let marked = Int.random(in: 0..<5, using: &random) == 0
      _ = controller.shouldChange(
        utf16Range: a..<b, replacement: piece, source: marked ? .markedText : .typing)
      _ = controller.didChange(
        text: controller.state.text, utf16Selection: controller.state.utf16Selection,
        utf16MarkedRange: nil)
      for (metric, units) in controller.buffer.units {
        #expect(
          units == metric.unitCount(of: controller.state.text), "seed \(seed), step \(step), \(metric)")
      }
    }
  }
}
