/// A set of ASCII bytes as two 64-bit masks: a membership test without a Unicode property
/// lookup, for the byte-by-byte paths of formatted fields.
struct ASCIISet: Hashable, Sendable {
  private var low: UInt64 = 0
  private var high: UInt64 = 0

  /// The ASCII characters of one byte that `accepts` takes.
  init(_ accepts: (Character) -> Bool) {
    for byte in UInt8(0)..<0x80 where byte != 0x0D && accepts(Character(Unicode.Scalar(byte))) {
      if byte < 64 { low |= 1 << UInt64(byte) } else { high |= 1 << UInt64(byte - 64) }
    }
  }

  /// Whether the set holds `byte`; `false` for every byte of 0x80 or more.
  @inline(__always)
  func contains(_ byte: UInt8) -> Bool {
    byte < 64 ? low & (1 << UInt64(byte)) != 0 : byte < 128 && high & (1 << UInt64(byte &- 64)) != 0
  }

  /// Whether the set holds every one of `bytes`.
  ///
  /// - Complexity: O(*n*), a branch-free test per byte.
  func containsAll(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var missing = false
    for byte in bytes {
      let bit = UInt64(1) << UInt64(byte & 63)
      let word = byte < 64 ? low : byte < 128 ? high : 0
      missing = missing || word & bit == 0
    }
    return !missing
  }
}
