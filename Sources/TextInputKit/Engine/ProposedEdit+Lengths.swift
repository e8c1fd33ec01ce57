extension ProposedEdit {
  /// The units of ``text`` under `metric`.
  ///
  /// - Complexity: O(1) when the field keeps a running count, otherwise O(*n*).
  func unitCount(of metric: LengthMetric) -> Int {
    working.knownUnits[metric] ?? metric.unitCount(of: text)
  }

  /// How much the edit changes the text's length under `metric` with the whole ``replacement``,
  /// measured once and remembered (see ``measuredChange``).
  mutating func replacementUnitChange(under metric: LengthMetric) -> Int {
    if let known = knownReplacementChange(under: metric) { return known }
    let change = unitChange(under: metric, inserting: replacement[...])
    working.measuredChange = (metric, change, replacement, range)
    return change
  }

  /// ``unitChange(under:inserting:)`` of the whole ``replacement``, from ``measuredChange`` when
  /// a rule measured it under `metric` for this replacement and range.
  func unitChangeOfReplacement(under metric: LengthMetric) -> Int {
    knownReplacementChange(under: metric)
      ?? unitChange(under: metric, inserting: replacement[...])
  }

  private func knownReplacementChange(under metric: LengthMetric) -> Int? {
    guard let measured = working.measuredChange, measured.metric == metric, measured.range == range,
      measured.replacement == replacement
    else { return nil }
    return measured.change
  }

  /// How much the edit would change the text's length under `metric`, if it inserted `inserted`.
  ///
  /// Metrics that count clusters see the characters around the edit, because an insertion can
  /// join them ("e" followed by an inserted U+0301 stays one character). A metric that counts
  /// URLs sees the whole word around the edit when it or the insertion has a dot, because an
  /// edit anywhere in a word can make or unmake a URL ("example.co" + "m").
  ///
  /// - Complexity: O(*m*) in the lengths of the range and `inserted`.
  func unitChange(under metric: LengthMetric, inserting inserted: Substring) -> Int {
    switch metric {
    case .utf16, .utf8, .scalars, .gb18030:
      return metric.unitCount(of: inserted).saturatingSubtract(metric.unitCount(of: removedText))
    case .characters, .weighted:
      var lower = contextStart()
      var upper = contextEnd()
      if case .characters = metric, inserted.utf8.count > 64, inserted.hasSingleByteCharacters {
        // A long insertion of one-byte characters: only its first and last characters can join
        // the text around it, and every one between is a character of its own; the text is not
        // copied to be counted.
        let first = inserted.prefix(1)
        let last = inserted.suffix(1)
        let left = text[lower..<range.lowerBound] + first
        let right = last + text[range.upperBound..<upper]
        let new = left.count + (inserted.utf8.count - 2) + right.count
        return new.saturatingSubtract(text[lower..<upper].count)
      }
      if case .weighted(let weights) = metric, weights.urlLength != nil {
        if editsInsideLetterRun(inserting: inserted) {
          // No URL changes (see `TwitterURLs.isolatingLetters`): the letters' weights alone.
          return metric.unitCount(of: inserted).saturatingSubtract(
            metric.unitCount(of: removedText))
        }
        (lower, upper) = urlContext(lower, upper, inserting: inserted)
      }
      let old = text[lower..<upper]
      let new = text[lower..<range.lowerBound] + inserted + text[range.upperBound..<upper]
      return metric.unitCount(of: new).saturatingSubtract(metric.unitCount(of: old))
    }
  }

  /// The start of the cluster before the range, stepping back over regional indicators.
  private func contextStart() -> String.Index {
    var lower = range.lowerBound
    if lower > text.startIndex { lower = text.index(before: lower) }
    while lower > text.startIndex, text[lower].unicodeScalars.first?.isRegionalIndicator == true {
      lower = text.index(before: lower)
    }
    return lower
  }

  /// The end of the cluster after the range, stepping over regional indicators.
  private func contextEnd() -> String.Index {
    var upper = range.upperBound
    if upper < text.endIndex { upper = text.index(after: upper) }
    while upper < text.endIndex, text[upper].unicodeScalars.first?.isRegionalIndicator == true {
      upper = text.index(after: upper)
    }
    return upper
  }

  /// Whether the edit replaces ASCII letters with ASCII letters with at least
  /// ``TwitterURLs/isolatingLetters`` ASCII letters on each side: an edit that leaves every URL
  /// of the text as it was, however long the word around it.
  ///
  /// - Complexity: O(*m* + *w*) for the edit and ``TwitterURLs/isolatingLetters``, whatever the
  ///   length of the word.
  func editsInsideLetterRun(inserting inserted: Substring) -> Bool {
    let width = TwitterURLs.isolatingLetters
    guard TwitterURLs.isASCIILetters(inserted) else { return false }
    let utf8 = text.utf8
    let lower = utf8.distance(from: utf8.startIndex, to: range.lowerBound)
    let upper = utf8.distance(from: utf8.startIndex, to: range.upperBound)
    guard lower >= width, utf8.count - upper >= width else { return false }
    if let letters = utf8.withContiguousStorageIfAvailable({ bytes in
      bytes[(lower - width)..<(upper + width)].allSatisfy(TwitterURLs.isASCIILetter)
    }) {
      return letters
    }
    let start = utf8.index(range.lowerBound, offsetBy: -width)
    let end = utf8.index(range.upperBound, offsetBy: width)
    return TwitterURLs.isASCIILetters(text[start..<end])
  }

  /// The bounds of the words around the edit, from the space or directional mark before it to
  /// the one after it, when the old words or `inserted` have a dot (twitter-text's URLs never
  /// hold such a separator, and the URLs after one do not depend on the text before it);
  /// otherwise `lower` and `upper` unchanged.
  private func urlContext(
    _ lower: String.Index, _ upper: String.Index, inserting inserted: Substring
  ) -> (String.Index, String.Index) {
    let scalars = text.unicodeScalars
    var hasDot = TwitterURLs.mayContainURL(inserted)
    var start = lower
    while start > scalars.startIndex, !isSeparatorBoundary(start) {
      start = scalars.index(before: start)
      if scalars[start] == "." { hasDot = true }
    }
    var end = upper
    while end < scalars.endIndex, !isSeparatorBoundary(end) {
      if scalars[end] == "." { hasDot = true }
      end = scalars.index(after: end)
    }
    guard hasDot || TwitterURLs.mayContainURL(text[lower..<upper]) else { return (lower, upper) }
    return (start, end)
  }

  /// Whether a space or directional mark starts a cluster at `position`.
  @inline(__always)
  private func isSeparatorBoundary(_ position: String.Index) -> Bool {
    let scalars = text.unicodeScalars
    let value = scalars[position].value
    guard TwitterURLCharacters.isSeparator(value) else { return false }
    guard position > scalars.startIndex else { return true }
    let before = scalars[scalars.index(before: position)].value
    // A carriage return joins a line feed; a prepended concatenation mark joins what follows.
    if before == 0x0D && value == 0x0A { return false }
    switch before {
    case 0x600...0x605, 0x6DD, 0x70F, 0x890, 0x891, 0x8E2, 0xD4E, 0x110BD, 0x110CD, 0x111C2,
      0x111C3, 0x1193F, 0x11941, 0x11A3A, 0x11A84...0x11A89, 0x11D46, 0x11F02:
      return false
    default: return true
    }
  }
}
