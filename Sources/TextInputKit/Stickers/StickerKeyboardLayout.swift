/// How a sticker keyboard lays a pack out: pages of rows × columns, with the delete key in
/// each page's last cell.
///
/// ```swift
/// let layout = StickerKeyboardLayout(rows: 3, columns: 7)
/// layout.stickersPerPage                 // 20: 21 cells less the delete key
/// layout.pages(for: packOf45).count      // 3: 20 + 20 + 5
/// StickerKeyboardLayout(rows: 0, columns: 7)   // clamped to 1 row: a page always has a cell
/// ```
public struct StickerKeyboardLayout: Sendable, Hashable {
  /// Rows per page; at least 1.
  public var rows: Int
  /// Columns per page; at least 1.
  public var columns: Int

  /// Creates a layout; fewer than one row or column is clamped to one.
  public init(rows: Int = 3, columns: Int = 7) {
    self.rows = Swift.max(rows, 1)
    self.columns = Swift.max(columns, 1)
  }

  /// The cells of a page.
  public var cellsPerPage: Int { rows * columns }

  /// The stickers of a page: every cell but the delete key's.
  public var stickersPerPage: Int { Swift.max(cellsPerPage - 1, 0) }

  /// The pages of `pack`; an empty pack has one page with only the delete key.
  ///
  /// - Complexity: O(*n*) in the number of stickers.
  public func pages(for pack: StickerPack) -> [StickerKeyboardPage] {
    let perPage = stickersPerPage
    var pages: [StickerKeyboardPage] = []
    var start = 0
    repeat {
      let end = perPage == 0 ? start : Swift.min(start + perPage, pack.stickers.count)
      var keys = pack.stickers[start..<end].map(StickerKeyboardKey.sticker)
      keys += Array(repeating: .blank, count: cellsPerPage - 1 - keys.count)
      keys.append(.delete)
      pages.append(
        StickerKeyboardPage(
          packID: pack.id, number: pages.count, rows: rows, columns: columns, keys: keys))
      start = end
    } while start < pack.stickers.count && perPage > 0
    return pages
  }
}

/// One cell of a sticker keyboard page.
public enum StickerKeyboardKey: Sendable, Hashable {
  /// A sticker to insert.
  case sticker(Sticker)
  /// The delete key: deletes one sticker or character, and repeats while held.
  case delete
  /// An empty cell at the end of a pack.
  case blank
}

/// One page of a pack: its keys, row after row.
public struct StickerKeyboardPage: Sendable, Hashable {
  /// The pack the page belongs to.
  public var packID: String
  /// The page's position in its pack, from 0.
  public var number: Int
  /// Rows on the page.
  public var rows: Int
  /// Columns on the page.
  public var columns: Int
  /// The keys, row after row; the last is always ``StickerKeyboardKey/delete``.
  public var keys: [StickerKeyboardKey]

  /// The key at `row` and `column`, or `nil` outside the page.
  public func key(row: Int, column: Int) -> StickerKeyboardKey? {
    guard (0..<rows).contains(row), (0..<columns).contains(column) else { return nil }
    return keys[row * columns + column]
  }
}
