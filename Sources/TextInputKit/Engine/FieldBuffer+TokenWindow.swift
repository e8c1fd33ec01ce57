extension FieldBuffer {
  /// A range of UTF-16 offsets around `range` on which the tokens are those of the whole text: it
  /// holds ``window(around:)``, and each end is a certain cluster boundary and a token cut (see
  /// ``TokenLocality``) at least ``TokenLocality/margin`` units beyond the cuts nearest to
  /// `range`, or an end of the text.
  ///
  /// An edit inside the window that leaves the margins unchanged leaves both ends cuts, so the
  /// window's new text has the tokens of the field's new text too.
  ///
  /// ```swift
  /// // mentions: "… see @alice and @bo|b, then …" → the window "and @bob, then" (about)
  /// ```
  ///
  /// - Complexity: O(*k*) for a window of *k* units: the edit, the tokens around it, and the text
  ///   to the nearest cuts.
  func tokenWindow(around range: Range<Int>, tokens: TokenSet, locality: TokenLocality)
    -> Range<Int>
  {
    let base = window(around: range)
    let count = storage.utf16Count
    let margin = locality.margin
    // The nearest cuts hold every token the edit touches, so an edit widened to whole tokens
    // stays between them; the window's ends are the next cuts a margin further out.
    var lower = base.lowerBound
    while lower > 0 && !isCut(lower, tokens: tokens, locality: locality) {
      lower = certainBoundary(before: lower)
    }
    let lowest = lower - margin
    while lower > 0 && !(lower <= lowest && isCut(lower, tokens: tokens, locality: locality)) {
      lower = certainBoundary(before: lower)
    }
    var upper = base.upperBound
    while upper < count && !isCut(upper, tokens: tokens, locality: locality) {
      upper = certainBoundary(after: upper)
    }
    let highest = upper + margin
    while upper < count && !(upper >= highest && isCut(upper, tokens: tokens, locality: locality)) {
      upper = certainBoundary(after: upper)
    }
    return lower..<upper
  }

  /// Whether an edit that replaced `replaced` of `window` (offsets in the window) left the
  /// window's ends cuts: the margins inside each end unchanged.
  func keepsCuts(_ window: Range<Int>, replaced: Range<Int>, locality: TokenLocality) -> Bool {
    (window.lowerBound == 0 || replaced.lowerBound >= locality.margin)
      && (window.upperBound == storage.utf16Count
        || window.count - replaced.upperBound >= locality.margin)
  }

  /// Moves the selection as ``select(_:)`` does with tokens, on a token window around the
  /// requested selection.
  ///
  /// The previous selection counts only when it touches a token's edge, which is inside the
  /// window; one outside the window is treated as a range, which crosses no token.
  mutating func selectAmongTokens(
    _ range: Range<Int>, tokens: TokenSet, locality: TokenLocality
  ) {
    let clamped = range.clamped(to: 0..<storage.utf16Count)
    let window = tokenWindow(around: clamped, tokens: tokens, locality: locality)
    let text = storage.substring(window)
    let requested = TextFieldState(
      text: text, utf16Selection: clamped.shifted(by: -window.lowerBound))
    let previous: Range<String.Index>
    if window.lowerBound <= selection.lowerBound, selection.upperBound <= window.upperBound {
      previous =
        TextFieldState(text: text, utf16Selection: selection.shifted(by: -window.lowerBound))
        .selection
    } else {
      previous = text.startIndex..<text.endIndex
    }
    let snapped = tokens.snap(
      requested.selection, from: previous, in: text, hasMarkedText: markedRange != nil)
    selection = text.utf16Range(snapped).shifted(by: window.lowerBound)
  }

  /// Whether the UTF-16 offset `offset` of the text is a token cut.
  private func isCut(_ offset: Int, tokens: TokenSet, locality: TokenLocality) -> Bool {
    let count = storage.utf16Count
    guard offset > 0, offset < count else { return true }
    // Most offsets are decided by the character there alone.
    if locality.isInterior(Unicode.Scalar(scalar(startingAt: offset).value) ?? " ") {
      return false
    }
    guard !tokens.literalTable.isEmpty || !(tokens.catalog?.isEmpty ?? true) else { return true }
    var start = Swift.max(0, offset - locality.margin)
    if let unit = storage.codeUnit(at: start), UTF16.isTrailSurrogate(unit) { start -= 1 }
    // Two more units at the end: a range that ends inside a surrogate pair loses the pair.
    var segment = storage.substring(start..<Swift.min(count, offset + locality.margin + 2))
    let local = segment.utf8.distance(
      from: segment.startIndex,
      to: segment.utf16.index(segment.startIndex, offsetBy: offset - start))
    return segment.withUTF8 { tokens.isCut(at: local, in: $0, locality: locality) }
  }
}
