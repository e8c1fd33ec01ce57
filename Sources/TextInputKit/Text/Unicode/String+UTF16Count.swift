extension StringProtocol {
  /// The length in UTF-16 code units, read from the UTF-8 in place.
  ///
  /// `utf16.count` of a long non-ASCII string builds an index of the whole string (its
  /// "breadcrumbs"), which costs several times more than counting: every byte that starts a code
  /// point is one unit, and a four-byte code point is a surrogate pair.
  ///
  /// - Complexity: O(*n*) in the UTF-8 length, eight bytes at a time.
  package var utf16CountFromUTF8: Int {
    let counted: Int? = utf8.withContiguousStorageIfAvailable(UTF8Counting.utf16Count)
    return counted ?? utf16.count
  }
}

/// Counts over UTF-8 bytes a word at a time.
package enum UTF8Counting {
  private static let lowBits: UInt64 = 0x0101_0101_0101_0101

  /// The UTF-16 length of valid UTF-8.
  package static func utf16Count(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    guard let base = bytes.baseAddress else { return 0 }
    let raw = UnsafeRawPointer(base)
    let count = bytes.count
    var units = 0
    var offset = 0
    // Each byte of `lanes` adds at most 2 a word: 127 words before one can overflow.
    while offset + 8 <= count {
      var lanes: UInt64 = 0
      let stop = Swift.min(count - 8, offset + 8 * 126)
      while offset <= stop {
        lanes &+= laneUnits(raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        offset += 8
      }
      units += sum(lanes)
    }
    while offset < count {
      units += unitsOf(lead: bytes[offset])
      offset += 1
    }
    return units
  }

  /// The UTF-16 units that one byte adds: 1 for a byte that starts a code point (not
  /// `10xxxxxx`), 2 for one that starts a four-byte code point (`11110xxx`), 0 otherwise.
  @inlinable @inline(__always)
  package static func unitsOf(lead byte: UInt8) -> Int {
    (byte & 0xC0 == 0x80 ? 0 : 1) + (byte >= 0xF0 ? 1 : 0)
  }

  /// ``unitsOf(lead:)`` of each byte of `word` (read little-endian), in that byte.
  @inline(__always)
  static func laneUnits(_ word: UInt64) -> UInt64 {
    let word = UInt64(littleEndian: word)
    // Bit 0 of each byte: not a continuation byte (bit 7 clear, or bit 6 set).
    let starts = (~word >> 7 | word >> 6) & lowBits
    // Bit 0 of each byte: bits 7 to 4 all set.
    let fourByteLeads = (word >> 7) & (word >> 6) & (word >> 5) & (word >> 4) & lowBits
    return starts &+ fourByteLeads
  }

  /// The sum of the bytes of `lanes`, each at most 255 / 8.
  @inline(__always)
  static func sum(_ lanes: UInt64) -> Int {
    // Pairs, then quads, then all: no byte sum overflows 16 bits.
    let pairs = (lanes & 0x00FF_00FF_00FF_00FF) &+ ((lanes >> 8) & 0x00FF_00FF_00FF_00FF)
    return Int(truncatingIfNeeded: (pairs &* 0x0001_0001_0001_0001) >> 48)
  }

  /// The UTF-16 units in the eight bytes of `word`.
  @inlinable @inline(__always)
  package static func unitsIn(_ word: UInt64) -> Int { sum(laneUnits(word)) }

  /// A place in UTF-8 text: a UTF-8 offset and the UTF-16 offset of the same place.
  package typealias Position = (utf16: Int, utf8: Int)

  /// The place of the code point that holds UTF-16 offset `target`, read forwards from `start`
  /// (a code point's start, at or before it): the code point that starts there, or the surrogate
  /// pair whose second unit it is; the end of `bytes` when the text is shorter.
  ///
  /// ```swift
  /// // "a😀b": offsets 0, 1 (the pair's first unit), 2 (its second), 3
  /// advance(bytes, from: (0, 0), toUTF16: 2)  // (utf16: 1, utf8: 1), the pair's start
  /// advance(bytes, from: (0, 0), toUTF16: 3)  // (utf16: 3, utf8: 5)
  /// ```
  ///
  /// - Complexity: O(*k*) in the bytes read, eight at a time.
  package static func advance(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Position, toUTF16 target: Int
  ) -> Position {
    guard let base = bytes.baseAddress else { return start }
    let raw = UnsafeRawPointer(base)
    let count = bytes.count
    var (units, offset) = start
    // Whole words that end before the target; a word may end inside a code point, whose
    // remaining bytes add nothing.
    while offset + 8 <= count {
      let wordUnits = unitsIn(raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
      guard units + wordUnits < target else { break }
      units += wordUnits
      offset += 8
    }
    while offset < count {
      let byte = bytes[offset]
      let added = unitsOf(lead: byte)
      if added == 0 {
        // The rest of a code point a word above counted.
        offset += 1
        continue
      }
      guard units + added <= target else { break }
      units += added
      offset += byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
    }
    return (units, offset)
  }

  /// The place of the code point that holds UTF-16 offset `target`, read backwards from
  /// `start` (a code point's start, at or after it): as ``advance(_:from:toUTF16:)`` finds it.
  ///
  /// - Complexity: O(*k*) in the bytes read.
  package static func retreat(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Position, toUTF16 target: Int
  ) -> Position {
    var (units, offset) = start
    while units > target && offset > 0 {
      offset -= 1
      while offset > 0 && bytes[offset] & 0xC0 == 0x80 { offset -= 1 }
      units -= unitsOf(lead: bytes[offset])
    }
    return (units, offset)
  }
}

extension String {
  /// The index at UTF-16 offset `offset`, found by reading the UTF-8 in place.
  ///
  /// `utf16.index(_:offsetBy:)` of a non-ASCII string longer than a few dozen units builds an
  /// index of the whole string first (its "breadcrumbs", three allocations), again after every
  /// change: a window of a keystroke is read once, so counting its bytes costs less. An offset
  /// inside a surrogate pair or outside the text is left to the UTF-16 view, which answers it as
  /// before (an index inside the pair, or a trap), and so is a text longer than
  /// ``shortText`` bytes: the view finds offsets in ASCII at once, and its index of a long text
  /// serves many reads.
  ///
  /// ```swift
  /// "a😀b".utf16Index(at: 3)  // the index of "b", read from five bytes
  /// "a😀b".utf16Index(at: 2)  // inside "😀": `utf16.index(startIndex, offsetBy: 2)`
  /// ```
  ///
  /// - Complexity: O(*k*) in the bytes before the offset, eight at a time.
  package func utf16Index(at offset: Int) -> Index {
    guard utf8.count <= Self.shortText else { return utf16.index(startIndex, offsetBy: offset) }
    let found: Int?? = utf8.withContiguousStorageIfAvailable { bytes in
      let (units, position) = UTF8Counting.advance(bytes, from: (0, 0), toUTF16: offset)
      return units == offset ? position : nil
    }
    if let found, let position = found { return utf8.index(startIndex, offsetBy: position) }
    return utf16.index(startIndex, offsetBy: offset)
  }

  /// The UTF-16 length, counted from the UTF-8 for a text of at most ``shortText`` bytes (as
  /// ``utf16Index(at:)`` reads it), by the UTF-16 view otherwise.
  package var utf16CountOfShortText: Int {
    utf8.count <= Self.shortText ? utf16CountFromUTF8 : utf16.count
  }

  /// The longest text, in UTF-8 bytes, that ``utf16Index(at:)`` reads in place.
  package static let shortText = 4_096
}
