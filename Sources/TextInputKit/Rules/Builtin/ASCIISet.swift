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

  /// The distinct bytes of `bytes`, or `nil` when one is not ASCII.
  ///
  /// ```swift
  /// ASCIISet(bytesOf: "2024-11-26".utf8)  // the set of "0", "1", "2", "4", "6", "-"
  /// ```
  ///
  /// - Complexity: O(*n*): one store a byte into a table of 256 flags, then 256 reads.
  init?(bytesOf bytes: UnsafeBufferPointer<UInt8>) {
    let seen = withUnsafeTemporaryAllocation(of: Bool.self, capacity: 256) { flags -> ASCIISet? in
      flags.initialize(repeating: false)
      for byte in bytes { flags[Int(byte)] = true }
      if flags[128...].contains(true) { return nil }
      var set = ASCIISet()
      for byte in 0..<128 where flags[byte] {
        if byte < 64 { set.low |= 1 << UInt64(byte) } else { set.high |= 1 << UInt64(byte - 64) }
      }
      return set
    }
    guard let seen else { return nil }
    self = seen
  }

  private init() {}

  /// Whether every byte of the set is in `other`.
  func isSubset(of other: ASCIISet) -> Bool {
    low & ~other.low == 0 && high & ~other.high == 0
  }

  /// The bytes of the set, in increasing order.
  var members: some Sequence<UInt8> { (UInt8(0)..<0x80).lazy.filter(contains) }
}
