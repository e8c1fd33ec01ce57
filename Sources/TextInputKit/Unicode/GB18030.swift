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
