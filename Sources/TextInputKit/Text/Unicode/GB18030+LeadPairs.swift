extension GB18030 {
  /// The marker in ``leadPairs`` for a 64-code-point block whose code points take 2 or 4 bytes.
  static let mixedBlock: UInt8 = 0xFF

  /// What one UTF-8 byte adds to the GB 18030 length, looked up by the byte and the low six bits
  /// of the byte after it: `leadPairs[byte << 6 | next & 0x3F]`.
  ///
  /// An ASCII byte adds 1 and a continuation byte 0. A lead byte adds the GB 18030 length of the
  /// code point it starts, counted once for the whole sequence: 4 for a four-byte sequence, 2 or
  /// 4 for a two-byte sequence (the two bytes name the code point), and 2 or 4 for a three-byte
  /// sequence whose block of 64 code points (named by the first two bytes) has one length
  /// throughout. Blocks with both lengths, such as the CJK punctuation at U+3000, hold
  /// ``mixedBlock``: the third byte decides, through ``GB18030Tables/twoByteWords``.
  ///
  /// 16 KiB, built once from ``GB18030Tables/twoByteWords``.
  static let leadPairs: [UInt8] = {
    var table = [UInt8](repeating: 0, count: 256 * 64)
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
        table[lead << 6 | low] = entry
      }
    }
    return table
  }()
}
