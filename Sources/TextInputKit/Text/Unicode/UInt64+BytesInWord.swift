extension UInt64 {
  /// Whether one of the eight bytes of the word is `byte`: a byte of `self ^ pattern` is zero
  /// exactly where it is, and subtracting one from every byte sets the high bit of a zero byte
  /// that was clear before. (A borrow may set it in a byte above a zero one too, which changes
  /// where, never whether.)
  ///
  /// ```swift
  /// UInt64(littleEndian: 0x3132_2E33_3435_3637).holdsByte(UInt8(ascii: "."))  // true
  /// ```
  @inline(__always)
  func holdsByte(_ byte: UInt8) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let crossed = self ^ (UInt64(byte) &* ones)
    return (crossed &- ones) & ~crossed & 0x8080_8080_8080_8080 != 0
  }
}
