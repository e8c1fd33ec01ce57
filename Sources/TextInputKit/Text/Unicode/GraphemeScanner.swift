/// Walks the grapheme clusters of a text quickly.
///
/// Most text is made of characters that never join their neighbours: ASCII and Latin-1, the
/// common CJK ideographs, full-width forms. Between two of them a cluster boundary is certain,
/// so such a character is a cluster of its own and is passed on as one code point, without the
/// standard library's grapheme breaking. Everything else — emoji sequences, combining marks,
/// Hangul, flags — goes through the standard library, starting from a boundary the scanner knows
/// to be certain, so the clusters are always the standard library's. The paste walk also knows
/// wider boundaries and the ends of emoji sequences (`GraphemeScanner+KnownBoundaries.swift`),
/// each tested against the standard library.
package enum GraphemeScanner {
  /// Whether a cluster boundary certainly falls between `before` and `after`, whatever precedes
  /// them: both are characters that never join others, and `before` is not a carriage return.
  @inlinable @inline(__always)
  package static func isCertainBoundary(_ before: UInt32, _ after: UInt32) -> Bool {
    isIsolated(before) && before != 0x0D && isIsolated(after)
  }

  /// Whether the code point never joins a neighbour into one cluster (but a carriage return
  /// joins a following line feed).
  @inlinable @inline(__always)
  package static func isIsolated(_ value: UInt32) -> Bool {
    switch value {
    case 0x0000...0x02FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xFF01...0xFF5E: return true
    default: return false
    }
  }

  /// Calls `body` with the code points of each cluster of `text` (their indices are UTF-8
  /// offsets from the start of `text`), and the code point itself when the cluster is a single
  /// isolated one (`nil` otherwise).
  /// `body` returns `false` to stop.
  ///
  /// - Complexity: O(*n*); no allocation.
  @_specialize(exported: true, where Text == String)
  @_specialize(exported: true, where Text == Substring)
  package static func forEachCluster<Text: StringProtocol>(
    in text: Text, _ body: (UTF8Scalars, UInt32?) -> Bool
  ) {
    text.withContiguousUTF8 { bytes, _ in scan(bytes, body) }
  }

  private static func scan(
    _ bytes: UnsafeBufferPointer<UInt8>, _ body: (UTF8Scalars, UInt32?) -> Bool
  ) {
    let count = bytes.count
    guard count > 0 else { return }
    var offset = 0
    // The code point at `offset`, decoded once: the one after a cluster is read to find where
    // the cluster ends, and carried over.
    var (value, width) = decode(bytes, at: 0)
    while true {
      let next = offset + width
      if next == count {
        _ = body(UTF8Scalars(bytes, offset..<next), isIsolated(value) ? value : nil)
        return
      }
      let (following, followingWidth) = decode(bytes, at: next)
      let endOffset: Int
      if isIsolated(value) && value != 0x0D && isIsolated(following) {
        if !body(UTF8Scalars(bytes, offset..<next), value) { return }
        endOffset = next
      } else {
        // A code point that never joins what follows, before one that never joins what
        // precedes, is a cluster of its own; otherwise the cluster's end is looked for.
        endOffset =
          neverJoinsFollowing(value) && neverJoinsPreceding(following)
          ? next : clusterEnd(in: bytes, startingAt: offset)
        if !body(UTF8Scalars(bytes, offset..<endOffset), nil) { return }
      }
      offset = endOffset
      if offset == count { return }
      if offset == next {
        (value, width) = (following, followingWidth)
      } else {
        (value, width) = decode(bytes, at: offset)
      }
    }
  }

  /// The UTF-8 offset where the cluster that starts at `offset` ends, by the standard library's
  /// grapheme breaking; `offset` must be a cluster boundary.
  static func clusterEnd<Text: StringProtocol>(in text: Text, startingAt offset: Int) -> Int {
    let end: Int? = text.utf8.withContiguousStorageIfAvailable { bytes in
      clusterEnd(in: bytes, startingAt: offset)
    }
    if let end { return end }
    let start = text.utf8.index(text.startIndex, offsetBy: offset)
    return offset + text.utf8.distance(from: start, to: text.index(after: start))
  }

  /// The UTF-8 offset where the cluster that starts at `offset` of `bytes` (valid UTF-8) ends.
  ///
  /// The standard library breaks a short string made of the bytes from `offset` on, twice as
  /// long each time the cluster fills it: asking a long string for the character after an
  /// index it did not hand out costs a search for the character boundary before it.
  ///
  /// - Complexity: O(*k*) in the length of the cluster.
  package static func clusterEnd(in bytes: UnsafeBufferPointer<UInt8>, startingAt offset: Int) -> Int {
    // A code point that never joins what follows, before one that never joins what precedes:
    // a cluster of its own ("😀" before "a"), without a string to break.
    let (first, width) = decode(bytes, at: offset)
    if offset + width == bytes.count { return bytes.count }
    if endsItsCluster(first, at: offset + width, in: bytes, end: bytes.count) {
      return offset + width
    }
    // An emoji sequence, a flag or a character with skin tones ("👍🏽" before " ") whose end is
    // known: again no string to break.
    if let end = emojiClusterEnd(in: bytes, startingAt: offset) { return end }
    var limit = 15  // a string this short is stored inline
    while true {
      var upper = Swift.min(offset + limit, bytes.count)
      while upper < bytes.count && bytes[upper] & 0xC0 == 0x80 { upper -= 1 }
      let piece = String(
        decoding: UnsafeBufferPointer(rebasing: bytes[offset..<upper]), as: UTF8.self)
      let first = piece.index(after: piece.startIndex)
      let end = offset + piece.utf8.distance(from: piece.startIndex, to: first)
      if end < upper || upper == bytes.count { return end }
      limit = limit * 2 + 2
    }
  }

  /// The code point at a UTF-8 offset of valid UTF-8, and its width in bytes.
  @inlinable @inline(__always)
  package static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> (UInt32, Int) {
    let lead = UInt32(bytes[offset])
    if lead < 0x80 { return (lead, 1) }
    if lead < 0xE0 {
      return (((lead & 0x1F) << 6) | (UInt32(bytes[offset + 1]) & 0x3F), 2)
    }
    if lead < 0xF0 {
      return (
        ((lead & 0x0F) << 12) | ((UInt32(bytes[offset + 1]) & 0x3F) << 6)
          | (UInt32(bytes[offset + 2]) & 0x3F), 3
      )
    }
    return (
      ((lead & 0x07) << 18) | ((UInt32(bytes[offset + 1]) & 0x3F) << 12)
        | ((UInt32(bytes[offset + 2]) & 0x3F) << 6) | (UInt32(bytes[offset + 3]) & 0x3F), 4
    )
  }
}
