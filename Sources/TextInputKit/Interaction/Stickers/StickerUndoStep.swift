/// One undo step of a sticker text view: what a display edit replaced, and how undo puts it back.
///
/// A `StickerTextView` registers one with its undo manager for every edit it shows. When undo
/// (or redo) replays it, the view may show another text than the edit left: text assigned with
/// the inherited `text` or `attributedText` since then, which the step knew nothing of. The
/// step's ranges are then clamped to what is shown, never read out of bounds; and the text put
/// back is given to the interceptor, which takes it as it is only when it is the change its
/// history expects (the rule of ``TextInputInterceptor``: undo restores text the policy
/// accepted once) and judges it as an edit otherwise.
///
/// ```swift
/// // .maxLength(3), "ab|", type "c" → "abc|"; undo → "ab|", taken as it is
/// // "ab|", type "c", then `attributedText = "wxyz12"` in code; undo → the step's range 2..<3,
/// //   clamped to what is shown, is put back and judged: "wxy"
/// ```
package struct StickerUndoStep: Sendable, Hashable {
  /// The display range the edit wrote.
  package var written: Range<Int>
  /// What was shown there before.
  package var previous: [StickerDisplayRun]
  /// The selection before the edit, in display offsets.
  package var previousSelection: Range<Int>

  /// The step that takes `edit` back, read from `surface` before `edit` is shown.
  package init(undoing edit: StickerDisplayEdit, on surface: any StickerDisplaySurface) {
    let start = edit.displayRange.lowerBound
    written = start..<(start + StickerDisplayEdit.unitCount(of: edit.runs).count)
    previous = surface.displayRuns(inDisplayRange: edit.displayRange)
    previousSelection = surface.displaySelection
  }

  /// The edit that puts ``previous`` back on a surface that shows `displayCount` units: the
  /// written range and the selection clamped to them.
  package func inverse(displayCount: Int) -> StickerDisplayEdit {
    let range = written.clamped(to: 0..<displayCount)
    let count = displayCount - range.count + StickerDisplayEdit.unitCount(of: previous).count
    return StickerDisplayEdit(
      displayRange: range, runs: previous, selection: previousSelection.clamped(to: 0..<count))
  }

  /// Undo or redo: shows ``inverse(displayCount:)`` on `surface` (which registers the opposite
  /// step), tells the app, and hands the text to `interceptor`
  /// (``TextInputInterceptor/textDidChange()``, while the surface says it undoes or redoes).
  package func replay(on surface: any StickerDisplaySurface, interceptor: TextInputInterceptor) {
    surface.show(inverse(displayCount: surface.displayUTF16Count))
    surface.announceTextChange()
    interceptor.textDidChange()
  }
}
