extension String {
  /// The end of the last whole character (grapheme cluster) that ends at or before `offset`
  /// UTF-8 bytes from the start; the start for an offset of 0 or less or inside the first
  /// character, the end for an offset at or past the end.
  ///
  /// ```swift
  /// "a👍🏽b".clusterEnd(atOrBeforeUTF8: 5)  // after "a": 5 falls inside "👍🏽" (bytes 1..<9)
  /// "a👍🏽b".clusterEnd(atOrBeforeUTF8: 9)  // after "👍🏽"
  /// ```
  ///
  /// - Complexity: O(*c*) in the size of the character at `offset` (and of the first one).
  func clusterEnd(atOrBeforeUTF8 offset: Int) -> Index {
    guard offset > 0 else { return startIndex }
    guard offset < utf8.count else { return endIndex }
    let position = utf8.index(startIndex, offsetBy: offset)
    if Index(position, within: self) != nil { return position }
    // Inside a character: back to where it starts. `index(before:)` rounds an index inside a
    // character down to the character's start before stepping back one.
    if position < index(after: startIndex) { return startIndex }
    return index(after: index(before: position))
  }
}
