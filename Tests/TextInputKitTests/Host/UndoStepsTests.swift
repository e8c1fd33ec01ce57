import Testing

import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction

@Suite("Undo steps")
struct UndoStepsTests {
  /// "0|138" → "07|13 8": "13" at 1 replaced by "713 ".
  static let typed = UndoSteps.Step(
    countBefore: 4, countAfter: 6, selectionBefore: 1..<1, selectionAfter: 2..<2,
    span: UndoSteps.Span(offset: 1, original: "13", replacement: "713 "))

  @Test func undoAndRedoTakeTheStepWhenTheHostFitsIt() {
    var steps = UndoSteps()
    steps.record(Self.typed)
    var reads: [Range<Int>] = []
    let undone = steps.undo(from: 6, to: 4) { range in
      reads.append(range)
      return "13"
    }
    #expect(undone == Self.typed)
    // Only the step's own text is read back.
    #expect(reads == [1..<3])
    #expect(steps.undoable.isEmpty && steps.redoable == [Self.typed])
    let redone = steps.redo(from: 4, to: 6) { range in
      #expect(range == 1..<5)
      return "713 "
    }
    #expect(redone == Self.typed)
    #expect(steps.undoable == [Self.typed] && steps.redoable.isEmpty)
  }

  @Test func aHostThatDoesNotFitForgetsEverything() {
    var steps = UndoSteps()
    steps.record(Self.typed)
    // Another length: text set in code since, or a step the history never saw.
    #expect(steps.undo(from: 6, to: 5) { _ in "13" } == nil)
    #expect(steps.undoable.isEmpty && steps.redoable.isEmpty)
    steps.record(Self.typed)
    // The right length, other text where the step put its original back.
    #expect(steps.undo(from: 6, to: 4) { _ in "99" } == nil)
    #expect(steps.undoable.isEmpty)
    // Nothing to redo.
    #expect(steps.redo(from: 4, to: 6) { _ in "713 " } == nil)
  }

  @Test func aNewStepDropsTheRedoStepsAndTheHistoryStaysBounded() {
    var steps = UndoSteps()
    steps.record(Self.typed)
    _ = steps.undo(from: 6, to: 4) { _ in "13" }
    steps.record(Self.typed)
    #expect(steps.redoable.isEmpty)
    for _ in 0..<(UndoSteps.limit + 10) { steps.record(Self.typed) }
    #expect(steps.undoable.count == UndoSteps.limit)
  }

  /// Splicing at UTF-16 offsets keeps every scalar where it is: between a letter and its
  /// accent (no rounding to whole characters), and inside a surrogate pair (unit by unit).
  @Test(arguments: [
    ("cafe\u{301}!", 4..<4, "x", "cafex\u{301}!"),
    ("cafe\u{301}!", 4..<5, "", "cafe!"),
    ("ab", 0..<2, "中文", "中文"),
    ("a😀b", 1..<3, "c", "acb"),
    ("👨\u{200D}👩", 2..<3, "", "👨👩"),
  ])
  func splicingKeepsScalars(_ text: String, _ range: Range<Int>, _ inserted: String, _ expected: String) {
    let spliced = UndoSteps.HostChange.splicing(text, range, with: inserted)
    #expect(Array(spliced.unicodeScalars) == Array(expected.unicodeScalars))
    // The same as splicing the units.
    var units = Array(text.utf16)
    units.replaceSubrange(range, with: inserted.utf16)
    #expect(Array(spliced.utf16) == units)
  }
}
