extension FieldBuffer {
  /// `window` widened to the spaces or directional marks around it (and a certain cluster
  /// boundary beyond each), so that an edit sees every URL it can make or unmake: twitter-text's
  /// URLs never hold such a separator, and the URLs after one do not depend on the text before.
  ///
  /// - Complexity: O(*w* log *c*) in the length *w* of the words around the edit.
  func widenedToWords(_ window: Range<Int>) -> Range<Int> {
    let count = storage.utf16Count
    var start = window.lowerBound
    while start > 0 {
      start -= 1
      // Separators are in the Basic Multilingual Plane: one code unit each.
      if let unit = storage.codeUnit(at: start),
        TwitterURLCharacters.isSeparator(UInt32(unit))
      {
        break
      }
    }
    var end = window.upperBound
    while end < count,
      !(storage.codeUnit(at: end).map { TwitterURLCharacters.isSeparator(UInt32($0)) } ?? true)
    {
      end += 1
    }
    let lower = start > 0 ? certainBoundary(before: start) : 0
    let upper = end < count ? certainBoundary(after: end) : count
    return lower..<upper
  }
}

extension LengthMetric {
  /// Whether the metric counts a URL as a fixed length.
  var countsURLs: Bool {
    if case .weighted(let weights) = self { return weights.urlLength != nil }
    return false
  }
}

extension FieldBuffer {
  /// Whether replacing `range` with `replacement` replaces ASCII letters with ASCII letters
  /// with at least ``TwitterURLs/isolatingLetters`` ASCII letters on each side: such an edit
  /// changes no URL of the text, so the clusters around it are enough to measure it, however
  /// long the word around it.
  ///
  /// ```swift
  /// // 3,000 "x" + "|" + 3,000 "x" + ".com", typing "y": true (the word is not read)
  /// // 3,000 "x" + "|" + 3,000 "x" + ".com", typing ".": false (the whole word is read)
  /// ```
  ///
  /// - Complexity: O(*w* + log *c*) for the edit and the letters on each side, whatever the
  ///   length of the word.
  func editsInsideLetterRun(_ range: Range<Int>, inserting replacement: String) -> Bool {
    let width = TwitterURLs.isolatingLetters
    return TwitterURLs.isASCIILetters(replacement)
      && storage.isASCIILetters((range.lowerBound - width)..<(range.upperBound + width))
  }
}
