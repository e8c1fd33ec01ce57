/// Byte lengths in GB 18030, the encoding behind "a Chinese character counts 2".
///
/// ASCII takes 1 byte, characters of the two-byte area (GBK, which holds the common Chinese
/// characters, full-width forms and many symbols) take 2, and every other code point takes 4.
///
/// The two-byte area is a generated table (``GB18030Tables``) that matches Foundation's GB 18030
/// encoder (ICU on Linux) for every code point; a test checks all of them. Like that encoder,
/// the table gives two bytes both to the 18 private-use code points that GB 18030-2005 mapped to
/// two-byte codes and to the standard characters GB 18030-2022 moved there: U+E78D and U+FE10
/// both count 2 (both encode to A6 D9).
///
/// ```swift
/// GB18030.byteCount(of: "a中😀".unicodeScalars)  // 1 + 2 + 4 = 7
/// ```
enum GB18030 {
  /// The number of GB 18030 bytes of `scalars`.
  ///
  /// - Complexity: O(*n*), one bit test per non-ASCII code point.
  static func byteCount(of scalars: some Sequence<Unicode.Scalar>) -> Int {
    var total = 0
    for scalar in scalars { total += byteCount(of: scalar) }
    return total
  }

  /// The number of GB 18030 bytes of a text, read straight from its UTF-8.
  ///
  /// - Complexity: O(*n*); one table lookup per UTF-8 byte.
  static func byteCount(of text: some StringProtocol) -> Int {
    if let count = text.utf8.withContiguousStorageIfAvailable({ byteCount(ofUTF8: $0) }) {
      return count
    }
    return byteCount(of: text.unicodeScalars)
  }

  /// The number of GB 18030 bytes of valid UTF-8.
  ///
  /// Every byte is judged on its own with one lookup in ``leadPairs`` (the byte and the next
  /// one, read as one `UInt16`), so mixed Chinese, Latin and emoji text runs without a branch
  /// that depends on the text; only the few blocks where both lengths occur (``mixedBlock``)
  /// read the bitmap.
  static func byteCount(ofUTF8 bytes: UnsafeBufferPointer<UInt8>) -> Int {
    guard let base = bytes.baseAddress else { return 0 }
    let raw = UnsafeRawPointer(base)
    return leadPairs.withUnsafeBufferPointer { pairs in
      GB18030Tables.twoByteWords.withUnsafeBufferPointer { words in
        /// What the byte at `offset` adds; reads up to two bytes after it.
        @inline(__always) func weight(at offset: Int) -> Int {
          let two = UInt16(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt16.self))
          let entry = pairs[Int(two)]
          if _slowPath(entry == mixedBlock) {
            let value =
              (Int(two & 0x0F) << 12) | (Int(two >> 8 & 0x3F) << 6) | Int(base[offset + 2] & 0x3F)
            return words[value >> 6] & (1 << UInt64(value & 63)) != 0 ? 2 : 4
          }
          return Int(entry)
        }
        let count = bytes.count
        var offset = 0
        // Four independent sums, so that the lookups overlap.
        var sums = (0, 0, 0, 0)
        while offset + 5 < count {
          sums.0 &+= weight(at: offset)
          sums.1 &+= weight(at: offset + 1)
          sums.2 &+= weight(at: offset + 2)
          sums.3 &+= weight(at: offset + 3)
          offset += 4
        }
        var total = sums.0 &+ sums.1 &+ sums.2 &+ sums.3
        while offset + 2 < count {
          total &+= weight(at: offset)
          offset += 1
        }
        // The last two bytes start no three-byte sequence.
        while offset < count {
          let next = offset + 1 < count ? Int(base[offset + 1]) : 0
          total &+= Int(pairs[Int(base[offset]) | next << 8])
          offset += 1
        }
        return total
      }
    }
  }

  /// The number of GB 18030 bytes of one code point: 1, 2 or 4.
  @inline(__always)
  static func byteCount(of scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x80 { return 1 }
    if value > 0xFFFF { return 4 }
    return isTwoBytes(value) ? 2 : 4
  }

  /// Whether the BMP code point `value` is in the two-byte area.
  @inline(__always)
  static func isTwoBytes(_ value: UInt32) -> Bool {
    GB18030Tables.twoByteWords[Int(value >> 6)] & (1 << UInt64(value & 63)) != 0
  }
}
