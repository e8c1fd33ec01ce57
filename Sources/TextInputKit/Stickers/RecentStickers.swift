/// The stickers used most recently, most recent first, at most ``limit`` of them.
///
/// ```swift
/// var recents = RecentStickers(limit: 3)
/// recents.record("[a]"); recents.record("[b]"); recents.record("[a]")
/// recents.codes   // ["[a]", "[b]"]: using one again moves it to the front
/// ```
public struct RecentStickers: Sendable, Hashable {
  /// The id of the recents pack on the keyboard.
  public static let packID = "recent"

  /// The codes, most recent first.
  public private(set) var codes: [String]
  /// The most codes kept.
  public let limit: Int

  /// Creates a list from stored codes, keeping the first `limit` distinct ones.
  public init(codes: [String] = [], limit: Int = 20) {
    self.limit = Swift.max(limit, 0)
    var seen = Set<String>()
    self.codes = Array(codes.filter { seen.insert($0).inserted }.prefix(self.limit))
  }

  /// Puts `code` first, removing an older use of it and the oldest code beyond the limit.
  public mutating func record(_ code: String) {
    codes.removeAll { $0 == code }
    codes.insert(code, at: 0)
    if codes.count > limit { codes.removeLast(codes.count - limit) }
  }

  /// The recents as a pack of `catalog`'s stickers; codes no longer in the catalog are skipped.
  public func pack(in catalog: StickerCatalog, name: String = "Recent") -> StickerPack {
    StickerPack(
      id: Self.packID, name: name, cover: "",
      stickers: codes.compactMap { catalog.sticker(forCode: $0) })
  }
}

/// Where a keyboard keeps its recent stickers between launches.
public protocol RecentStickerStorage: AnyObject {
  /// The stored codes, most recent first.
  func loadRecentStickers() -> [String]
  /// Replaces the stored codes.
  func saveRecentStickers(_ codes: [String])
}

/// Recent stickers kept in memory only: for previews and tests.
public final class InMemoryRecentStickerStorage: RecentStickerStorage {
  /// The stored codes.
  public private(set) var codes: [String]
  /// How many times the codes were saved.
  public private(set) var saveCount = 0

  /// Creates a storage holding `codes`.
  public init(codes: [String] = []) { self.codes = codes }

  public func loadRecentStickers() -> [String] { codes }

  public func saveRecentStickers(_ codes: [String]) {
    self.codes = codes
    saveCount += 1
  }
}
