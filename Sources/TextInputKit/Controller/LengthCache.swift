/// Running lengths of a field's text under the metrics its policy limits, so that a keystroke
/// costs the length of the edit rather than the length of the text.
struct LengthCache: Sendable, Hashable {
  /// The length of the whole text (marked text included), in units, by metric.
  private(set) var units: [LengthMetric: Int]

  /// Measures `text` once under every metric.
  init(metrics: [LengthMetric], text: String) {
    var units: [LengthMetric: Int] = [:]
    for metric in metrics where units[metric] == nil { units[metric] = metric.units(of: text) }
    self.units = units
  }

  /// Updates the lengths for `range` of `text` being replaced by `replacement`.
  ///
  /// - Complexity: O(*m*) in the lengths of the range and the replacement.
  mutating func update(text: String, utf16Range: Range<Int>, replacement: String) {
    guard !units.isEmpty, !(utf16Range.isEmpty && replacement.isEmpty) else { return }
    let edit = ProposedEdit(
      text: text, range: text.clusterRange(utf16: utf16Range), replacement: replacement,
      source: .programmatic, knownUnits: units)
    for (metric, count) in units {
      units[metric] = count + edit.unitChange(under: metric, inserting: replacement[...])
    }
  }
}

extension InputPolicy {
  /// The limits among the policy's rules, in order.
  var lengthLimits: [InputRules.MaxLength] { rules.compactMap { $0 as? InputRules.MaxLength } }
}
