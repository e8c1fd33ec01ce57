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
