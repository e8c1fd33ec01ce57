extension TextInputController {
  /// What ``keyedChange(window:shown:selection:markedRange:)`` made of a change: the correction
  /// to write, `nil` when the host may stay as it is.
  struct KeyedChange {
    var correction: TextCorrection?
  }

  /// A change the host made as a keyboard makes it (the selection replaced, or a deletion next
  /// to the caret), judged on the window of text around it only: the host's `window` (in the
  /// controller's offsets) now shows `shown`.
  ///
  /// This is ``didChange(text:utf16Selection:utf16MarkedRange:)`` for the change a keystroke
  /// makes in notification mode, at a cost that does not grow with the text: the same diff, the
  /// same edit and the same correction, found on a window whose ends are certain cluster
  /// boundaries of both texts, outside which both texts are the same.
  ///
  /// ```swift
  /// // 1,000,000 digits, "…12|34…" → the host shows "…125|34…": window "…12|34…" → "…125|34…",
  /// // typing "5" at the caret, judged as a delegate would have been asked
  /// ```
  ///
  /// - Returns: `nil` when the change is not one a keyboard makes, or not one this window can
  ///   judge alone (marked text, a formatted display or tokens, whose edits reach past the
  ///   window): the whole texts decide then.
  /// - Complexity: O(*w* + *m*) for a window of *w* units and an edit of *m*, plus the policy's
  ///   own cost for the edit.
  mutating func keyedChange(
    window: Range<Int>, shown: String, selection: Range<Int>, markedRange: Range<Int>?
  ) -> KeyedChange? {
    guard markedRange == nil, buffer.markedRange == nil, !buffer.formatsDisplay, !buffer.hasTokens
    else { return nil }
    let storage = buffer.storage
    let delta = shown.utf16CountFromUTF8 - window.count
    // The window widened to certain cluster boundaries, taking the previous selection in:
    // outside it, the host shows the controller's text. (The edit found in it is reviewed on
    // the words around it where URLs count: `perform` widens it.)
    let previousSelection = buffer.selection
    let lowest = Swift.min(window.lowerBound, previousSelection.lowerBound)
    let highest = Swift.max(window.upperBound, previousSelection.upperBound)
    let aligned = buffer.clusterWindow(around: lowest..<highest)
    let old = storage.substring(aligned)
    // The host's text in the window.
    let new = storage.substring(aligned, replacing: window, with: shown)
    // The window's ends are certain boundaries of the new text too: the units on either side
    // of each end are the controller's.
    guard old.unicodeScalars.first == new.unicodeScalars.first || aligned.lowerBound == 0,
      old.unicodeScalars.last == new.unicodeScalars.last || aligned.upperBound == storage.utf16Count
    else { return nil }
    let newCount = new.utf16CountFromUTF8
    let localSelection =
      (previousSelection.lowerBound - aligned.lowerBound)..<(previousSelection.upperBound
        - aligned.lowerBound)
    let hostLower = selection.lowerBound - aligned.lowerBound
    let hostUpper = selection.upperBound - aligned.lowerBound
    guard hostLower >= 0, hostUpper <= newCount, hostLower <= hostUpper,
      newCount == old.utf16CountFromUTF8 + delta
    else { return nil }
    let before = TextFieldState(text: old, utf16Selection: localSelection)
    let after = TextFieldState(text: new, utf16Selection: hostLower..<hostUpper)
    guard before.utf16Selection == localSelection,
      let diff = TextDiff.keyboardChange(from: before, to: new, caret: after.caret)
    else { return nil }

    let inserted = String(new.unicodeScalars[diff.newRange])
    let source: EditSource =
      inserted.isEmpty
      ? .deletion
      : diff.oldRange.isEmpty ? (inserted.count == 1 ? .typing : .paste) : .systemReplacement
    let local = old.utf16Range(diff.oldRange)
    let range = (local.lowerBound + aligned.lowerBound)..<(local.upperBound + aligned.lowerBound)
    let outcome = perform(Edit(replacing: range, with: inserted, source: source))
    if outcome.isRejected {
      // As a delegate-mode rejection leaves it: the selection before the change.
      buffer.show(selection: previousSelection, markedRange: nil)
    }

    // The controller's text now: the window with the outcome's replacement, when the outcome
    // stays inside the window.
    let replaced = outcome.isRejected ? range.lowerBound..<range.lowerBound : outcome.replacedUTF16Range
    let grown = outcome.isRejected ? 0 : outcome.replacement.utf16.count - replaced.count
    guard aligned.contains(replaced.lowerBound) || replaced.lowerBound == aligned.upperBound,
      replaced.upperBound <= aligned.upperBound
    else {
      // The policy changed text beyond the window: write back the part both changes touched.
      let lower = Swift.min(range.lowerBound, replaced.lowerBound)
      let upper = Swift.max(range.upperBound, replaced.upperBound)
      return KeyedChange(
        correction: TextCorrection(
          utf16Range: lower..<(upper + delta),
          replacement: buffer.storage.substring(lower..<(upper + grown)),
          selection: buffer.selection))
    }
    let current = buffer.storage.substring(aligned.lowerBound..<(aligned.upperBound + grown))
    guard current != new else {
      // The host shows the controller's text: keep its selection, unless it splits a character.
      buffer.show(selection: selection, markedRange: nil)
      let wanted = buffer.selection
      guard wanted == selection else {
        let caret = wanted.lowerBound
        return KeyedChange(
          correction: TextCorrection(utf16Range: caret..<caret, replacement: "", selection: wanted))
      }
      return KeyedChange(correction: nil)
    }
    let (minimal, replacement) = new.minimalReplacement(new.startIndex..<new.endIndex, with: current)
    let offsets = new.utf16Range(minimal)
    return KeyedChange(
      correction: TextCorrection(
        utf16Range: (offsets.lowerBound + aligned.lowerBound)..<(offsets.upperBound + aligned.lowerBound),
        replacement: replacement, selection: buffer.selection))
  }
}
