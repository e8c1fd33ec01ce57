extension ProposedEdit {
  /// The units of ``text`` under `metric`.
  ///
  /// - Complexity: O(1) when the field keeps a running count, otherwise O(*n*).
  func units(of metric: LengthMetric) -> Int {
    knownUnits[metric] ?? metric.units(of: text)
  }

  /// How much the edit would change the text's length under `metric`, if it inserted `inserted`.
  ///
  /// Metrics that count clusters see the characters around the edit, because an insertion can
  /// join them ("e" followed by an inserted U+0301 stays one character).
  ///
  /// - Complexity: O(*m*) in the lengths of the range and `inserted`.
  func unitChange(under metric: LengthMetric, inserting inserted: Substring) -> Int {
    switch metric {
    case .utf16, .utf8, .scalars, .gb18030:
      return metric.units(of: inserted).saturatingSubtract(metric.units(of: removedText))
    case .characters, .weighted:
      let lower = contextStart()
      let upper = contextEnd()
      let old = text[lower..<upper]
      let new = text[lower..<range.lowerBound] + inserted + text[range.upperBound..<upper]
      return metric.units(of: new).saturatingSubtract(metric.units(of: old))
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
}
