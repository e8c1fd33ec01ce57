extension TextFieldState {
  /// The field before a change, with the selection the person must have made by hand for the
  /// change to be a keyboard's, or `nil` when this field's own selection explains the change.
  ///
  /// In notification mode nothing reports the selections a person makes (UIKit sends no
  /// notification for them), so the controller may hold an old caret when a change arrives. The
  /// host's selection at the notification tells where the change was made:
  ///
  /// - **An insertion** (or a replacement) ends at the caret: the text it replaced was the
  ///   selection, or the caret where it was inserted.
  /// - **A deletion of one character** with the caret left where it was is, on a touch keyboard,
  ///   a backspace: the caret stood after the character. (A hardware keyboard's forward delete
  ///   leaves the same text and caret; it is read as a backspace too.)
  /// - **A longer deletion** with the caret where it began was a selection deleted.
  ///
  /// ```swift
  /// // "aab|", the host shows "aaab" with the caret at 3 → "aa|b": "a" typed at 2
  /// // "138 0013|", the host shows "1380013" with the caret at 3 → "138 |0013": backspace
  /// // "ab|c", the host shows "abX" with the caret at 3 → nil: "c" replaced with the caret
  /// //   after it, as a system replacement leaves it (the caret explains the change)
  /// ```
  ///
  /// - Parameters:
  ///   - diff: The change from this field's text to `text`, found with the host's caret.
  ///   - text: What the host shows now.
  ///   - shownSelection: The host's selection, in UTF-16 offsets of `text`.
  /// - Complexity: O(*n*), for the offsets.
  func selectedByHand(before diff: TextDiff, in text: String, shownSelection: Range<Int>)
    -> TextFieldState?
  {
    let old = self.text
    let replaced = old.utf16Range(diff.oldRange)
    let inserted = text.utf16Range(diff.newRange)
    // Where this field's selection stands after the change, if the person did not move it.
    let delta = inserted.count - replaced.count
    func mapped(_ offset: Int) -> Int {
      if offset <= replaced.lowerBound { return offset }
      if offset >= replaced.upperBound { return offset + delta }
      return inserted.upperBound
    }
    let known = utf16Selection
    if mapped(known.lowerBound)..<mapped(known.upperBound) == shownSelection,
      !Self.typedOverTextBeforeCaret(old, diff, in: text, caret: known)
    {
      return nil
    }
    let selection: Range<Int>
    if !inserted.isEmpty {
      // What a keyboard inserts ends at the caret.
      guard shownSelection.isEmpty, shownSelection.lowerBound == inserted.upperBound else {
        return nil
      }
      selection = replaced
    } else {
      guard !replaced.isEmpty, shownSelection == replaced.lowerBound..<replaced.lowerBound else {
        return nil
      }
      let oneCharacter = String(old.unicodeScalars[diff.oldRange]).count == 1
      selection = oneCharacter ? replaced.upperBound..<replaced.upperBound : replaced
    }
    return TextFieldState(text: old, utf16Selection: selection)
  }

  /// Whether a change that replaced text ending at the caret `caret` (or around it) with one
  /// character, leaving the caret after it, was typed over a selection of that text rather than
  /// made by the system with the caret where it was.
  ///
  /// The host shows the same either way. The system's corrections that replace the text before
  /// the caret insert a word (QuickType's suggestion and its space, autocorrect's word) or turn
  /// what was typed into punctuation (smart punctuation's "…" for "..", smart dashes' "—" for
  /// "-"); a single other character is a key typed over the selection the person made. A paste
  /// over such a selection reads as a correction (see <doc:KnownIssues>):
  ///
  /// ```swift
  /// // "1«0,0»|05" → "1B|05": "B" typed over "0,0" (a refusal puts the selection back)
  /// // "Wait..|"   → "Wait…|": smart punctuation, the caret where it was
  /// // "teh|"      → "the |": QuickType, the caret where it was
  /// ```
  static func typedOverTextBeforeCaret(
    _ old: String, _ diff: TextDiff, in text: String, caret: Range<Int>
  ) -> Bool {
    // A caret inside the replaced text, or at its end: no keyboard change leaves it there.
    guard caret.isEmpty, !diff.oldRange.isEmpty,
      old.utf16Offset(of: diff.oldRange.lowerBound) < caret.lowerBound,
      old.utf16Offset(of: diff.oldRange.upperBound) >= caret.lowerBound
    else { return false }
    let inserted = String(text.unicodeScalars[diff.newRange])
    guard inserted.count == 1 else { return false }
    let replaced = String(old.unicodeScalars[diff.oldRange])
    let punctuation =
      (replaced == ".." && inserted == "\u{2026}") || (replaced == "-" && inserted == "\u{2014}")
    return !punctuation
  }
}
