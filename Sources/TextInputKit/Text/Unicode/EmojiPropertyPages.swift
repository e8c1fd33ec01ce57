/// The emoji properties of every code point in two levels, read with two loads instead of a
/// binary search over ``EmojiTables``.
///
/// The code points are cut into blocks of 256; each block names the page of 256 property bytes
/// it reads, and blocks alike share one page (all but 29 of the 4,352 blocks share the page of
/// zeros). Built once from ``EmojiTables/ranges``: 28 pages, 11.5 KB in all.
///
/// ```swift
/// EmojiPropertyPages.shared.rawValue(of: 0x1F600)  // "😀": Emoji, Emoji_Presentation, …
/// EmojiPropertyPages.shared.rawValue(of: 0x4E2D)   // 0: "中" has no emoji property
/// EmojiPropertyPages.shared.rawValue(of: 0x110000) // 0: not a code point
/// ```
struct EmojiPropertyPages: @unchecked Sendable {
  /// For each block of 256 code points, the index of its page in ``pages``.
  private let blocks: UnsafePointer<UInt8>
  /// The pages, 256 ``EmojiProperties`` raw values each; page 0 is all zeros.
  private let pages: UnsafePointer<UInt8>

  /// The number of blocks: every code point up to U+10FFFF.
  private static let blockCount = 0x110000 >> 8

  /// The table of ``EmojiTables``, built on first use and kept for the life of the process.
  static let shared = EmojiPropertyPages(ranges: EmojiTables.ranges)

  /// Builds the table from ranges sorted by their first code point that do not overlap.
  init(ranges: [(first: UInt32, last: UInt32, properties: UInt8)]) {
    var blockPages = [[UInt8]?](repeating: nil, count: Self.blockCount)
    for range in ranges {
      for value in range.first...range.last {
        let block = Int(value >> 8)
        if blockPages[block] == nil { blockPages[block] = [UInt8](repeating: 0, count: 256) }
        blockPages[block]![Int(value & 0xFF)] = range.properties
      }
    }
    var distinct: [[UInt8]: Int] = [[UInt8](repeating: 0, count: 256): 0]
    var order: [[UInt8]] = [[UInt8](repeating: 0, count: 256)]
    let blocks = UnsafeMutablePointer<UInt8>.allocate(capacity: Self.blockCount)
    for block in 0..<Self.blockCount {
      guard let page = blockPages[block] else {
        blocks[block] = 0
        continue
      }
      if let index = distinct[page] {
        blocks[block] = UInt8(index)
      } else {
        precondition(order.count < 256, "more distinct pages than a byte can name")
        distinct[page] = order.count
        blocks[block] = UInt8(order.count)
        order.append(page)
      }
    }
    let pages = UnsafeMutablePointer<UInt8>.allocate(capacity: order.count * 256)
    for (index, page) in order.enumerated() {
      for offset in 0..<256 { pages[index * 256 + offset] = page[offset] }
    }
    self.blocks = UnsafePointer(blocks)
    self.pages = UnsafePointer(pages)
  }

  /// The ``EmojiProperties`` raw value of the code point `value`; 0 past U+10FFFF.
  @inline(__always)
  func rawValue(of value: UInt32) -> UInt8 {
    guard value < 0x110000 else { return 0 }
    return pages[Int(blocks[Int(value >> 8)]) << 8 | Int(value & 0xFF)]
  }
}
