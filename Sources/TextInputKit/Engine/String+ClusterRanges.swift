extension String {
  /// Converts a UTF-16 range, as UIKit reports it, to a range of whole grapheme clusters.
  ///
  /// The conversion is total: bounds past the end are clamped, a reversed range is ordered, and
  /// bounds that fall inside a surrogate pair or a cluster widen the range to whole clusters. An
  /// empty range inside a cluster moves to the cluster's end.
  ///
  /// ```swift
  /// "a😀b".clusterRange(utf16: 2..<2)   // the caret after "😀": offsets 3..<3
  /// "a😀b".clusterRange(utf16: 2..<9)   // "😀b": offsets 1..<4
  /// ```
  ///
  /// - Complexity: O(*n*) in the offsets; O(1) for ASCII text.
  public func clusterRange(utf16 range: Range<Int>) -> Range<Index> {
    let clamped = range.clamped(to: 0..<utf16CountOfShortText)
    let low = utf16Index(at: clamped.lowerBound)
    let high = utf16Index(at: clamped.upperBound)
    return clusterRange(low..<high)
  }

  /// Widens a range of indices, which may fall anywhere, to whole grapheme clusters.
  ///
  /// An empty range inside a cluster moves to the end of that cluster.
  public func clusterRange(_ range: Range<Index>) -> Range<Index> {
    let clamped = range.clamped(to: startIndex..<endIndex)
    let (lower, upper) = (clamped.lowerBound, clamped.upperBound)
    if lower == upper {
      let start = clusterStart(lower)
      if start == lower { return lower..<lower }
      let end = index(after: start)
      return end..<end
    }
    let low = clusterStart(lower)
    var high = clusterStart(upper)
    if high < upper { high = index(after: high) }
    return low..<high
  }

  /// The start of the grapheme cluster that contains `position`, or `position` itself when it is
  /// already on a boundary (or at the end).
  func clusterStart(_ position: Index) -> Index {
    if position == endIndex { return endIndex }
    // Rounding down: `self[position]` uses the cluster that the rounded index starts.
    let rounded = index(position, offsetBy: 0)
    if rounded <= position { return rounded }
    return index(before: rounded)
  }

  /// The UTF-16 offsets of a range of indices.
  public func utf16Range(_ range: Range<Index>) -> Range<Int> {
    let lower = utf16.distance(from: startIndex, to: range.lowerBound)
    let length = utf16.distance(from: range.lowerBound, to: range.upperBound)
    return lower..<(lower + length)
  }

  /// The UTF-16 offset of an index.
  public func utf16Offset(of position: Index) -> Int {
    utf16.distance(from: startIndex, to: position)
  }
}
