extension TextDiff {
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
