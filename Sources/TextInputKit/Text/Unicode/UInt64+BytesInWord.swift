extension UInt64 {
  /// Whether one of the eight bytes of the word is `byte`: a byte of `self ^ pattern` is zero
  /// exactly where it is, and subtracting one from every byte sets the high bit of a zero byte
  /// that was clear before. (A borrow may set it in a byte above a zero one too, which changes
  /// where, never whether.)
  ///
  /// ```swift
  /// UInt64(littleEndian: 0x3132_2E33_3435_3637).holdsByte(UInt8(ascii: "."))  // true
  /// ```
  @inlinable @inline(__always)
  package func holdsByte(_ byte: UInt8) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let crossed = self ^ (UInt64(byte) &* ones)
    return (crossed &- ones) & ~crossed & 0x8080_8080_8080_8080 != 0
  }

  /// Whether all eight bytes of the word are ASCII digits: each has the high half 3, and keeps
  /// it when 6 is added (which no byte carries out of).
  ///
  /// ```swift
  /// UInt64(littleEndian: 0x3132_3334_3536_3738).holdsOnlyASCIIDigits  // true: "87654321"
  /// UInt64(littleEndian: 0x3132_2E33_3435_3637).holdsOnlyASCIIDigits  // false: a "."
  /// ```
  @inlinable @inline(__always)
  package var holdsOnlyASCIIDigits: Bool {
    let highHalves: UInt64 = 0xF0F0_F0F0_F0F0_F0F0
    let threes: UInt64 = 0x3030_3030_3030_3030
    return self & highHalves == threes && (self &+ 0x0606_0606_0606_0606) & highHalves == threes
  }
}
