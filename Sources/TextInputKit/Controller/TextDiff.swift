/// The single changed region between a field's previous text and the text it shows now, found at
/// grapheme-cluster level.
///
/// When the change is ambiguous — one more "a" typed into "aa" could sit anywhere — the caret
/// decides: text a keyboard inserts ends at the caret.
///
/// ```swift
/// // "|aa" → "a|aa": inserted "a" at 0 (a diff that ignores the caret says 2)
/// // "Wait...|" → "Wait…|": "..." replaced by "…", not a deletion
/// ```
struct TextDiff: Sendable, Hashable {
  /// The replaced range of the old text.
  var oldRange: Range<String.Index>
  /// The range of the new text that replaced it: on code point boundaries (read it through
  /// `unicodeScalars`), and on cluster boundaries unless an inserted mark joined the text before.
  var newRange: Range<String.Index>

  /// A diff of the given ranges.
  init(oldRange: Range<String.Index>, newRange: Range<String.Index>) {
    self.oldRange = oldRange
    self.newRange = newRange
  }

  /// Diffs `old` and `new`; `caret` is the caret in `new`.
  ///
  /// - Complexity: O(*n*) in the lengths of the texts.
  init(old: String, new: String, caret: String.Index) {
    let oldCount = old.count
    let newCount = new.count
    let caretOffset = new.distance(from: new.startIndex, to: caret)
    // An insertion of k characters ends at the caret, so the common prefix stops k before it.
    let prefixLimit = Swift.max(0, caretOffset - Swift.max(0, newCount - oldCount))
    var oldLower = old.startIndex
    var newLower = new.startIndex
    var prefix = 0
    while prefix < prefixLimit, oldLower < old.endIndex, newLower < new.endIndex,
      old[oldLower] == new[newLower]
    {
      old.formIndex(after: &oldLower)
      new.formIndex(after: &newLower)
      prefix += 1
    }
    var oldUpper = old.endIndex
    var newUpper = new.endIndex
    // The common suffix stops at the caret, for the same reason.
    while oldUpper > oldLower, newUpper > newLower, newUpper > caret {
      let oldPrevious = old.index(before: oldUpper)
      let newPrevious = new.index(before: newUpper)
      guard old[oldPrevious] == new[newPrevious] else { break }
      oldUpper = oldPrevious
      newUpper = newPrevious
    }
    self.oldRange = oldLower..<oldUpper
    self.newRange = newLower..<newUpper
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
  /// // "0‹0a›" → "00|": the selection replaced by "0" (a diff by cluster says "a" deleted)
  /// // "‹x›\u{301}" → "a\u{301}|": "x" replaced by "a", which joined the mark after it
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

  /// Widens the diff so that its old range covers `range` of the old text too.
  func covering(_ range: Range<String.Index>, old: String, new: String) -> TextDiff {
    let lower = Swift.min(oldRange.lowerBound, range.lowerBound)
    let upper = Swift.max(oldRange.upperBound, range.upperBound)
    let head = old.distance(from: old.startIndex, to: lower)
    let tail = old.distance(from: upper, to: old.endIndex)
    let newLower = new.index(new.startIndex, offsetBy: head)
    let newUpper = new.index(new.endIndex, offsetBy: -tail)
    var diff = self
    diff.oldRange = lower..<upper
    diff.newRange = newLower..<Swift.max(newLower, newUpper)
    return diff
  }
}
