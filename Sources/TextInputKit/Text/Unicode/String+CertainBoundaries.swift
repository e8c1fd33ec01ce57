extension String {
  /// The first UTF-8 offset at or after `offset` where a cluster boundary is certain whatever
  /// precedes it (see ``GraphemeScanner/isCertainBoundary(_:_:)``); `nil` when there is none
  /// before the end.
  ///
  /// - Complexity: O(*k*) for the *k* bytes walked.
  package func certainBoundaryUTF8Offset(atOrAfter offset: Int) -> Int? {
    let found: Int?? = utf8.withContiguousStorageIfAvailable { bytes in
      var position = Swift.max(offset, 1)
      // On to the start of the next code point when the offset falls inside one.
      while position < bytes.count, bytes[position] & 0xC0 == 0x80 { position += 1 }
      guard position < bytes.count else { return nil }
      var previous = position - 1
      while previous > 0, bytes[previous] & 0xC0 == 0x80 { previous -= 1 }
      var before = GraphemeScanner.decode(bytes, at: previous).0
      while position < bytes.count {
        let (after, width) = GraphemeScanner.decode(bytes, at: position)
        if GraphemeScanner.isCertainBoundary(before, after) { return position }
        before = after
        position += width
      }
      return nil
    }
    return found ?? nil
  }

  /// Whether the text has at least `count` grapheme clusters, counting no further.
  package func hasClusters(atLeast count: Int) -> Bool {
    var seen = 0
    for _ in self {
      seen += 1
      if seen >= count { return true }
    }
    return seen >= count
  }
}
