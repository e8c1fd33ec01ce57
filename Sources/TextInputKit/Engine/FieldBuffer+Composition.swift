extension FieldBuffer {
  /// Where a composition began, exactly as the host replaced text for it: what it replaced and
  /// how many UTF-16 units lay before and after that.
  ///
  /// Marked text can join the character before it into one cluster ("ß" and tag characters), so
  /// the marked range, widened to whole clusters, may hold text the composition never touched.
  /// Counting the text before and after the composition instead finds its exact span at the
  /// commit: the updates of a composition change only what lies between.
  ///
  /// ```swift
  /// // "小[明]": marking "xiao" → Composition(original: "明", before: 1, after: 0)
  /// //          committing "😄", rejected → "小[明]" again
  /// ```
  package struct Composition: Sendable, Hashable {
    /// The text the composition replaced when it began: a selection typed over, or nothing.
    package var original: String
    /// The UTF-16 units before the composition.
    package var before: Int
    /// The UTF-16 units after the composition.
    package var after: Int
    /// The selection when the composition began, in UTF-16 offsets: what it replaced.
    package var selection: Range<Int>

    /// The composition that begins by replacing `range` (UTF-16 offsets) of `storage`.
    init(replacing range: Range<Int>, in storage: TextStorage) {
      let range = range.clamped(to: 0..<storage.utf16Count)
      original = storage.substring(range)
      before = range.lowerBound
      after = storage.utf16Count - range.upperBound
      selection = range
    }

    /// Takes in what an update of the marked text replaces outside the composition's span, so
    /// that a rejected commit still puts back all the text from before the composition.
    ///
    /// An input method replaces only its marked range; a host that reports the marked range
    /// widened to whole clusters can replace text before or after it too.
    ///
    /// - Parameter range: The range the update replaces, in UTF-16 offsets of `storage` before it.
    mutating func update(replacing range: Range<Int>, in storage: TextStorage) {
      let count = storage.utf16Count
      let range = range.clamped(to: 0..<count)
      if range.lowerBound < before {
        original = storage.substring(range.lowerBound..<before) + original
        before = range.lowerBound
      }
      if range.upperBound > count - after {
        original += storage.substring((count - after)..<range.upperBound)
        after = count - range.upperBound
      }
    }

    /// The field as it was before the composition began, made from `window`, the text from
    /// `shift` of a text of `count` UTF-16 units that holds the whole composition: the
    /// composition's span replaced by ``original``, and the selection as it was. `nil` when the
    /// span does not lie in the window.
    ///
    /// - Returns: The window's state and the replaced range, in the window's UTF-16 offsets.
    /// - Complexity: O(*k*) in the length of the window.
    func restoring(in window: String, shift: Int, count: Int)
      -> (state: TextFieldState, replaced: Range<Int>)?
    {
      let lower = before - shift
      let upper = count - after - shift
      let utf16 = window.utf16
      guard 0 <= lower, lower <= upper, upper <= utf16.count else { return nil }
      let start = utf16.index(utf16.startIndex, offsetBy: lower)
      let end = utf16.index(start, offsetBy: upper - lower)
      let text = String(window[..<start]) + original + String(window[end...])
      let selected = selection.shifted(by: -shift)
      return (TextFieldState(text: text, utf16Selection: selected), lower..<upper)
    }
  }
}
