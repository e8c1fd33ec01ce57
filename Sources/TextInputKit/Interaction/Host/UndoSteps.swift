/// The changes an interceptor let through or wrote, one per step of the host's undo manager, so
/// that undo and redo put the selection back where it was.
///
/// UIKit's undo manager replays the range replacements it recorded and leaves the caret after
/// the last text it put back. After a change the interceptor wrote itself (a correction, a mask
/// laying out its literals), that is not where the caret was. The host says when its undo manager
/// undoes or redoes (``TextInputHost/isUndoing``, ``TextInputHost/isRedoing``); the interceptor
/// then takes the host's text as it is and the selection of the step: before it for undo, after
/// it for redo.
///
/// ```swift
/// // .bankCard, "0|138", type "7" → "07|13 8"   one step: 5 → 7 units, 1..<1 → 2..<2,
/// //                                            "13" at 1 replaced by "713 "
/// // undo: the host shows "013|8"               → "0|138"
/// // redo: the host shows "0713 |8"             → "07|13 8"
/// ```
///
/// A step holds what the change cost to learn, never the whole text: the lengths and selections
/// before and after, and, when the interceptor knows it (a delegate question, a correction it
/// writes), the replaced range with the text that was there and the text put in its place. A
/// step is taken only when the host's text fits it: its length, and that text where the step
/// knows it (read from the host in a window of the edit's size). Steps the interceptor cannot
/// follow (a composition's letters, text set in code, a catch-up written in the same event as a
/// keystroke) empty the history: the undo that follows keeps the host's selection.
struct UndoSteps {
  /// One change, as the host's undo manager replays it.
  struct Step: Equatable {
    /// The length of the text before the change, in UTF-16 units.
    var countBefore: Int
    /// The length after it.
    var countAfter: Int
    /// The selection before the change.
    var selectionBefore: Range<Int>
    /// The selection after it.
    var selectionAfter: Range<Int>
    /// What the change replaced, when known.
    var span: Span?
  }

  /// A range replacement: `original` at `offset` of the text before became `replacement`.
  struct Span: Equatable {
    var offset: Int
    var original: String
    var replacement: String
  }

  /// How many steps are kept; the undo of an older one keeps the host's selection.
  static let limit = 100

  /// The steps undo takes back, the last one last.
  private(set) var undoable: [Step] = []
  /// The steps undone, which redo makes again, the last one undone last.
  private(set) var redoable: [Step] = []

  /// Records a change the host registered as one undo step; nothing is left to redo, as the
  /// host's undo manager drops its redo steps then.
  mutating func record(_ step: Step) {
    undoable.append(step)
    if undoable.count > Self.limit { undoable.removeFirst(undoable.count - Self.limit) }
    redoable.removeAll()
  }

  /// Forgets every step: after a change the history cannot follow.
  mutating func forget() {
    undoable.removeAll()
    redoable.removeAll()
  }

  /// The step an undo took back, when the host's text fits it: `count` units long (the text
  /// before it had `current`), with the step's original text in place where it is known.
  /// Anything else forgets the history.
  ///
  /// - Complexity: O(*m*) for a step that replaced *m* units: one read of the host.
  mutating func undo(
    from current: Int, to count: Int, reading: (Range<Int>) -> String
  ) -> Step? {
    take(undoing: true, from: current, to: count, reading: reading)
  }

  /// The step a redo made again, when the host's text fits it; anything else forgets the
  /// history.
  ///
  /// - Complexity: O(*m*) for a step that inserted *m* units: one read of the host.
  mutating func redo(
    from current: Int, to count: Int, reading: (Range<Int>) -> String
  ) -> Step? {
    take(undoing: false, from: current, to: count, reading: reading)
  }

  /// The last step to undo (or to redo), moved to the other list, when the host went from
  /// `current` to `count` units as the step says and holds the step's text where it is known:
  /// its original after an undo, its replacement after a redo. Anything else forgets the history.
  private mutating func take(
    undoing: Bool, from current: Int, to count: Int, reading: (Range<Int>) -> String
  ) -> Step? {
    guard let step = undoing ? undoable.last : redoable.last,
      (undoing ? step.countAfter : step.countBefore) == current,
      (undoing ? step.countBefore : step.countAfter) == count,
      step.span.map({ span in
        let text = undoing ? span.original : span.replacement
        return reading(span.offset..<(span.offset + text.utf16.count)) == text
      }) ?? true
    else {
      forget()
      return nil
    }
    if undoing {
      redoable.append(undoable.removeLast())
    } else {
      undoable.append(redoable.removeLast())
    }
    return step
  }
}

extension UndoSteps {
  /// A change the host made before anyone was asked (notification mode, a commit), and the
  /// correction written over it in the same event: the host's undo manager registers both as one
  /// step, which one span covers.
  ///
  /// ```swift
  /// // mask "A-##" holding "م-رح", backspace after "-": the host deletes "-" (window 1..<2),
  /// // the correction lays the value out again at 0 ("م\0رح" → "ر-ح"):
  /// // span at 0: "م-رح" → "ر-ح"
  /// ```
  struct HostChange {
    /// What the host replaced, in the offsets of the text before the change.
    var window: Range<Int>
    /// The text that was there.
    var original: String
    /// How many units the host's change added (negative: removed).
    var delta: Int
    /// The correction written after it, in the offsets of the host's text then: its range, the
    /// text that was there and the text put in its place.
    var correction: (range: Range<Int>, replaced: String, replacement: String)?

    init(window: Range<Int>, original: String, delta: Int) {
      self.window = window
      self.original = original
      self.delta = delta
    }

    /// Notes the correction written over the host's change.
    mutating func correct(_ range: Range<Int>, replaced: String, by replacement: String) {
      correction = (range, replaced, replacement)
    }

    /// The one range replacement that made the text before into `after`, the text once the
    /// correction is written.
    ///
    /// - Complexity: O(*m*) in the span: the text from the first change to the last.
    func span(after: TextStorage) -> Span {
      // The host's change and the correction, as one range of the host's text between them.
      let changed = window.lowerBound..<(window.upperBound + delta)
      var lower = changed.lowerBound
      var upper = changed.upperBound
      var grown = 0
      if let correction {
        lower = Swift.min(lower, correction.range.lowerBound)
        upper = Swift.max(upper, correction.range.upperBound)
        grown = correction.replacement.utf16.count - correction.range.count
      }
      let replacement = after.substring(lower..<(upper + grown))
      // The text before: the correction taken back, then the host's change.
      var before = replacement
      if let correction {
        let start = correction.range.lowerBound - lower
        before = Self.splicing(
          before, start..<(start + correction.replacement.utf16.count), with: correction.replaced)
      }
      let start = changed.lowerBound - lower
      before = Self.splicing(before, start..<(start + changed.count), with: original)
      return Span(
        offset: lower, original: before,
        replacement: replacement)
    }

    /// `text` with the UTF-16 units in `range` replaced by `replacement`, built from slices of
    /// `text` when `range` falls between scalars (always, for the ranges an edit names), else
    /// unit by unit.
    static func splicing(_ text: String, _ range: Range<Int>, with replacement: String) -> String {
      let units = text.utf16
      let lower = text.utf16Index(at: range.lowerBound)
      let upper = text.utf16Index(at: range.upperBound)
      let scalars = text.unicodeScalars
      guard lower.samePosition(in: scalars) != nil, upper.samePosition(in: scalars) != nil else {
        var spliced = Array(units)
        spliced.replaceSubrange(range, with: replacement.utf16)
        return spliced.withUnsafeBufferPointer { String(decoding: $0, as: UTF16.self) }
      }
      // Scalar slices: a String's own subscript would round to whole characters.
      var result = ""
      result.reserveCapacity(text.utf8.count + replacement.utf8.count)
      // As substrings, copied a run of UTF-8 at a time into the buffer reserved (appended to the
      // scalar view, they grew it a new buffer at a time).
      result += Substring(scalars[..<lower])
      result += replacement
      result += Substring(scalars[upper...])
      return result
    }
  }
}
