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
  /// - Complexity: O(*n*); eight ASCII bytes at a time.
  static func byteCount(of text: some StringProtocol) -> Int {
    if let count = text.utf8.withContiguousStorageIfAvailable({ byteCount(ofUTF8: $0) }) {
      return count
    }
    return byteCount(of: text.unicodeScalars)
  }

  /// The number of GB 18030 bytes of valid UTF-8.
  static func byteCount(ofUTF8 bytes: UnsafeBufferPointer<UInt8>) -> Int {
    GB18030Tables.twoByteWords.withUnsafeBufferPointer { words in
      guard let base = bytes.baseAddress else { return 0 }
      let count = bytes.count
      var total = 0
      var offset = 0
      while offset < count {
        let lead = UInt32(base[offset])
        if lead < 0x80 {
          // A run of ASCII, eight bytes at a time.
          while offset + 8 <= count,
            UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)
              & 0x8080_8080_8080_8080 == 0
          {
            total += 8
            offset += 8
          }
          while offset < count && base[offset] < 0x80 {
            total += 1
            offset += 1
          }
          continue
        }
        if lead >= 0xF0 {
          total += 4
          offset += 4
          continue
        }
        let value: UInt32
        if lead < 0xE0 {
          value = ((lead & 0x1F) << 6) | (UInt32(base[offset + 1]) & 0x3F)
          offset += 2
        } else {
          value =
            ((lead & 0x0F) << 12) | ((UInt32(base[offset + 1]) & 0x3F) << 6)
            | (UInt32(base[offset + 2]) & 0x3F)
          offset += 3
          // GBK holds every CJK ideograph of U+4E00–U+9FA5 in two bytes.
          if value &- 0x4E00 <= 0x9FA5 - 0x4E00 {
            total += 2
            continue
          }
        }
        total += words[Int(value >> 6)] & (1 << UInt64(value & 63)) != 0 ? 2 : 4
      }
      return total
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
