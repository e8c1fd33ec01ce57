import Foundation
#if canImport(CoreFoundation)
import CoreFoundation
#endif

/// Byte lengths in GB 18030, the encoding behind "a Chinese character counts 2".
///
/// ASCII takes 1 byte, characters of the two-byte area (GBK, which holds the common Chinese
/// characters, full-width forms and many symbols) take 2, and every other code point takes 4.
enum GB18030 {
  /// The number of GB 18030 bytes of `scalars`.
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
    return twoByteArea.contains(UInt16(value)) ? 2 : 4
  }

  /// The BMP code points that GB 18030 encodes in two bytes.
  static let twoByteArea = BitSet65536(encodingTwoBytes: ())
}

/// A set of BMP code points as 65,536 bits.
struct BitSet65536: Sendable {
  private var words: [UInt64]

  /// Builds the set of code points Foundation's GB 18030 encoder writes in two bytes.
  init(encodingTwoBytes: Void) {
    words = Array(repeating: 0, count: 1024)
    let encoding = String.Encoding(rawValue: UInt(CFStringConvertEncodingToNSStringEncoding(0x0632)))
    for value in 0x80...0xFFFF {
      guard let scalar = Unicode.Scalar(UInt32(value)) else { continue }
      if String(scalar).lengthOfBytes(using: encoding) == 2 {
        words[value >> 6] |= 1 << UInt64(value & 63)
      }
    }
  }

  @inline(__always)
  func contains(_ value: UInt16) -> Bool {
    words[Int(value >> 6)] & (1 << UInt64(value & 63)) != 0
  }
}
