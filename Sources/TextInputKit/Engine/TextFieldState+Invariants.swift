extension TextFieldState {
  /// Checks a field's UTF-16 selection and marked range against cluster boundaries recounted
  /// from scratch: both must lie in the text, on boundaries of its grapheme clusters.
  ///
  /// ```swift
  /// TextFieldState.invariantViolation(text: "a😀", selection: 2..<2, markedRange: nil)
  /// // "selection": the selection 2..<2 is not on cluster boundaries of the text
  /// ```
  ///
  /// - Complexity: O(*n*).
  static func invariantViolation(
    text: String, selection: Range<Int>, markedRange: Range<Int>?
  ) -> InvariantViolation? {
    var boundaries: Set<Int> = [0]
    var offset = 0
    for character in text {
      offset += character.utf16.count
      boundaries.insert(offset)
    }
    guard offset == text.utf16.count else {
      return InvariantViolation(
        invariant: "clusters", message: "the clusters do not add up to the text")
    }
    for (name, range) in [("selection", selection)]
      + (markedRange.map { [("marked range", $0)] } ?? [])
    where !boundaries.contains(range.lowerBound) || !boundaries.contains(range.upperBound) {
      return InvariantViolation(
        invariant: "selection",
        message: "the \(name) \(range) is not on cluster boundaries of the text")
    }
    return nil
  }

  /// Checks the state's own ranges, as ``invariantViolation(text:selection:markedRange:)``.
  func invariantViolation() -> InvariantViolation? {
    Self.invariantViolation(
      text: text, selection: utf16Selection, markedRange: utf16MarkedRange)
  }
}
