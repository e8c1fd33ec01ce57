/// Finds sticker codes in UTF-8 bytes without allocating: a table of code hashes, consulted
/// once for each `[`…`]` span.
struct StickerScanner: Sendable {
  /// The stickers, by index.
  let stickers: [Sticker]
  /// Each sticker's code in UTF-8.
  private let codes: [[UInt8]]
  /// Each sticker's code length in UTF-16 code units.
  let codeUTF16Counts: [Int]
  /// Sticker indices by the hash of their code's bytes.
  private let table: [UInt64: [Int]]
  /// The longest code, in bytes.
  let longest: Int

  init(stickers: [Sticker]) {
    self.stickers = stickers
    self.codes = stickers.map { Array($0.code.utf8) }
    self.codeUTF16Counts = stickers.map { $0.code.utf16.count }
    var table: [UInt64: [Int]] = [:]
    for (i, code) in codes.enumerated() {
      table[Self.hash(code[...]), default: []].append(i)
    }
    self.table = table
    self.longest = codes.map(\.count).max() ?? 0
  }

  /// FNV-1a over bytes.
  static func hash<C: Collection>(_ bytes: C) -> UInt64 where C.Element == UInt8 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return hash
  }

  /// The sticker whose code starts at `start` (a `[`), and the code's length in bytes.
  @inline(__always)
  func match(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> (length: Int, sticker: Int)? {
    guard longest > 0 else { return nil }
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    hash = (hash ^ UInt64(UInt8(ascii: "["))) &* 0x100_0000_01b3
    var i = start + 1
    let end = Swift.min(bytes.count, start + longest)
    while i < end {
      let byte = bytes[i]
      if byte == UInt8(ascii: "[") { return nil }
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
      if byte == UInt8(ascii: "]") {
        guard let candidates = table[hash] else { return nil }
        let length = i + 1 - start
        for candidate in candidates where codes[candidate].count == length {
          let code = codes[candidate]
          var same = true
          for k in 0..<length where bytes[start + k] != code[k] {
            same = false
            break
          }
          if same { return (length, candidate) }
        }
        return nil
      }
      i += 1
    }
    return nil
  }

  /// Whether a code at `range` of `text` starts and ends on grapheme cluster boundaries.
  ///
  /// Only a non-ASCII neighbour can join `[` or `]` into a larger cluster, so ASCII neighbours
  /// skip the check.
  @inline(__always)
  func isWhole(
    _ range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>, of text: String
  ) -> Bool {
    if range.lowerBound > 0, bytes[range.lowerBound - 1] >= 0x80,
      !text.isClusterBoundary(text.utf8.index(text.startIndex, offsetBy: range.lowerBound))
    {
      return false
    }
    if range.upperBound < bytes.count, bytes[range.upperBound] >= 0x80,
      !text.isClusterBoundary(text.utf8.index(text.startIndex, offsetBy: range.upperBound))
    {
      return false
    }
    return true
  }

  /// Calls `found` with the UTF-8 range and sticker index of each code in `text`, in order.
  func scan(_ text: String, _ found: (Range<Int>, Int) -> Void) {
    guard longest > 0 else { return }
    var copy = text
    copy.withUTF8 { bytes in
      var i = 0
      while i < bytes.count {
        if bytes[i] == UInt8(ascii: "["), let (length, sticker) = match(bytes, at: i),
          isWhole(i..<(i + length), in: bytes, of: text)
        {
          found(i..<(i + length), sticker)
          i += length
        } else {
          i += 1
        }
      }
    }
  }
}
