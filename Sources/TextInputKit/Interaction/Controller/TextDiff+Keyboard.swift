extension TextDiff {
  /// The change as a keyboard made it, from the field before it (`previous`, with no marked text)
  /// to `new` with its caret: the selection replaced, or a deletion next to the caret. `nil` when
  /// the texts are not so made; a diff by cluster decides then.
  static func keyboardChange(from previous: TextFieldState, to new: String, caret: String.Index)
    -> TextDiff?
  {
    if let typed = TextDiff(
      replacingSelection: previous.selection, of: previous.text, new: new, caret: caret)
    {
      return typed
    }
    guard previous.selection.isEmpty else { return nil }
    return TextDiff(deletingAtCaret: previous.caret, of: previous.text, new: new, caret: caret)
  }

  /// The change as the selection of `old` (or the text at its caret) replaced by what ends at
  /// `caret` in `new`, when `new` is exactly that: the text before the selection, the inserted
  /// text, the text after the selection, with the caret right after the inserted text, or at the
  /// end of the cluster it ends in when it joins the text after it. `nil` when `new` is not so
  /// made.
  ///
  /// This is what a keyboard does, and what a delegate is asked about; a diff by cluster can read
  /// the same texts otherwise, when the inserted text joins a cluster of the old text.
  ///
  /// ```swift
  /// // "0«0a»" → "00|": the selection replaced by "0" (a diff by cluster says "a" deleted)
  /// // "«x»\u{301}" → "a\u{301}|": "x" replaced by "a", which joined the mark after it
  /// // "|\u{301}" → "π\u{301}|": "π" typed at the caret (a diff by cluster says the mark replaced)
  /// ```
  ///
  /// - Complexity: O(*n*) in the lengths of the texts.
  init?(
    replacingSelection selection: Range<String.Index>, of old: String, new: String,
    caret: String.Index
  ) {
    let before = old.utf8[..<selection.lowerBound]
    let after = old.utf8[selection.upperBound...]
    let newUTF8 = new.utf8
    guard newUTF8.count >= before.count + after.count, newUTF8.starts(with: before) else {
      return nil
    }
    // Both ends are code point boundaries: the selection's ends are cluster boundaries of `old`.
    let insertedStart = newUTF8.index(newUTF8.startIndex, offsetBy: before.count)
    let insertedEnd = newUTF8.index(newUTF8.endIndex, offsetBy: -after.count)
    guard newUTF8[insertedEnd...].elementsEqual(after),
      new.clusterRange(insertedEnd..<insertedEnd).lowerBound == caret
    else { return nil }
    self.oldRange = selection
    self.newRange = insertedStart..<insertedEnd
  }

  /// The change as a deletion next to the caret of `old` — backspace (what ends at the caret) or
  /// forward delete (what starts there) — when `new` is exactly `old` without it and the caret
  /// stands where the deletion was, or at the end of the cluster that the deletion joined.
  /// Backspace is tried first. `nil` when `new` is not so made.
  ///
  /// A diff by cluster can read the same texts otherwise, when what is left on either side joins
  /// into one cluster:
  ///
  /// ```swift
  /// // "a|\u{7F}\u{301}" → "a\u{301}|": forward delete of U+007F (a diff by cluster says "a"
  /// //                                    and U+007F replaced by "a\u{301}")
  /// ```
  ///
  /// - Complexity: O(*n*) in the lengths of the texts.
  init?(deletingAtCaret oldCaret: String.Index, of old: String, new: String, caret: String.Index) {
    let oldUTF8 = old.utf8
    let newUTF8 = new.utf8
    let count = oldUTF8.count - newUTF8.count
    guard count > 0 else { return nil }
    let at = oldUTF8.distance(from: oldUTF8.startIndex, to: oldCaret)
    // Backspace deletes `at - count ..< at`; forward delete `at ..< at + count`.
    for start in [at - count, at] where start >= 0 && start + count <= oldUTF8.count {
      let lower = oldUTF8.index(oldUTF8.startIndex, offsetBy: start)
      let upper = oldUTF8.index(lower, offsetBy: count)
      let newLower = newUTF8.index(newUTF8.startIndex, offsetBy: start)
      guard lower.samePosition(in: old.unicodeScalars) != nil,
        upper.samePosition(in: old.unicodeScalars) != nil,
        oldUTF8[..<lower].elementsEqual(newUTF8[..<newLower]),
        oldUTF8[upper...].elementsEqual(newUTF8[newLower...]),
        new.clusterRange(newLower..<newLower).lowerBound == caret
      else { continue }
      self.init(oldRange: lower..<upper, newRange: newLower..<newLower)
      return
    }
    return nil
  }
}
