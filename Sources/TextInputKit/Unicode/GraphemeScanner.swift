/// Walks the grapheme clusters of a text quickly.
///
/// Most text is made of characters that never join their neighbours: ASCII and Latin-1, the
/// common CJK ideographs, full-width forms. Between two of them a cluster boundary is certain,
/// so such a character is a cluster of its own and is passed on as one code point, without the
/// standard library's grapheme breaking. Everything else — emoji sequences, combining marks,
/// Hangul, flags — goes through the standard library, starting from a boundary the scanner knows
/// to be certain, so the clusters are always the standard library's.
enum GraphemeScanner {
  /// Whether a cluster boundary certainly falls between `before` and `after`, whatever precedes
  /// them: both are characters that never join others, and `before` is not a carriage return.
  @inline(__always)
  static func isCertainBoundary(_ before: UInt32, _ after: UInt32) -> Bool {
    isIsolated(before) && before != 0x0D && isIsolated(after)
  }

  /// Whether the code point never joins a neighbour into one cluster (but a carriage return
  /// joins a following line feed).
  @inline(__always)
  static func isIsolated(_ value: UInt32) -> Bool {
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
  static func forEachCluster<Text: StringProtocol>(
    in text: Text, _ body: (UTF8Scalars, UInt32?) -> Bool
  ) {
    let handled: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in
      scan(bytes, text, body)
    }
    if handled == nil {
      var copy = String(text)
      copy.makeContiguousUTF8()
      copy.utf8.withContiguousStorageIfAvailable { bytes in scan(bytes, copy, body) }
    }
  }

  private static func scan<Text: StringProtocol>(
    _ bytes: UnsafeBufferPointer<UInt8>, _ text: Text, _ body: (UTF8Scalars, UInt32?) -> Bool
  ) {
    let count = bytes.count
    var offset = 0
    while offset < count {
      let (value, width) = decode(bytes, at: offset)
      let next = offset + width
      if isIsolated(value) {
        if next == count {
          _ = body(UTF8Scalars(bytes, offset..<next), value)
          return
        }
        let (following, _) = decode(bytes, at: next)
        if value != 0x0D && isIsolated(following) {
          if !body(UTF8Scalars(bytes, offset..<next), value) { return }
          offset = next
          continue
        }
      }
      // The standard library's grapheme breaking, from a certain boundary.
      let start = text.utf8.index(text.startIndex, offsetBy: offset)
      let end = text.index(after: start)
      let endOffset = offset + text.utf8.distance(from: start, to: end)
      if !body(UTF8Scalars(bytes, offset..<endOffset), nil) { return }
      offset = endOffset
    }
  }

  /// The code point at a UTF-8 offset of valid UTF-8, and its width in bytes.
  @inline(__always)
  static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> (UInt32, Int) {
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
