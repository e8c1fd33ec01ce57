extension GB18030 {
  /// The marker in ``leadPairs`` for a 64-code-point block whose code points take 2 or 4 bytes.
  static let mixedBlock: UInt8 = 0xFF

  /// What one UTF-8 byte adds to the GB 18030 length, looked up by the byte and the byte after
  /// it, read together as one little-endian `UInt16`: `leadPairs[Int(byte | next << 8)]`.
  ///
  /// An ASCII byte adds 1 and a continuation byte 0. A lead byte adds the GB 18030 length of the
  /// code point it starts, counted once for the whole sequence: 4 for a four-byte sequence, 2 or
  /// 4 for a two-byte sequence (the two bytes name the code point), and 2 or 4 for a three-byte
  /// sequence whose block of 64 code points (named by the first two bytes) has one length
  /// throughout. Blocks with both lengths, such as the CJK punctuation at U+3000, hold
  /// ``mixedBlock``: the third byte decides, through ``GB18030Tables/twoByteWords``.
  ///
  /// 64 KiB, built once from ``GB18030Tables/twoByteWords``: indexed by the two bytes as they lie
  /// in memory, a lookup costs one load of the text and one of the table, with no arithmetic
  /// between them (a 16 KiB table indexed by the lead and the next byte's low six bits was a
  /// third slower on the peer comparison's corpus).
  static let leadPairs: [UInt8] = {
    // What a lead byte adds, by the lead and the low six bits of the byte after it.
    var byLow = [UInt8](repeating: 0, count: 256 * 64)
    for lead in 0..<256 {
      for low in 0..<64 {
        let entry: UInt8
        switch lead {
        case 0..<0x80: entry = 1
        case 0x80..<0xC0: entry = 0
        case 0xC0..<0xE0:
          entry = isTwoBytes(UInt32(((lead & 0x1F) << 6) | low)) ? 2 : 4
        case 0xE0..<0xF0:
          let block = UInt32(((lead & 0x0F) << 12) | (low << 6))
          let twos = (0..<64).count { isTwoBytes(block | UInt32($0)) }
          entry = twos == 64 ? 2 : twos == 0 ? 4 : mixedBlock
        default: entry = 4
        }
        byLow[lead << 6 | low] = entry
      }
    }
    var table = [UInt8](repeating: 0, count: 256 * 256)
    for next in 0..<256 {
      for lead in 0..<256 { table[lead | next << 8] = byLow[lead << 6 | next & 0x3F] }
    }
    return table
  }()
}
