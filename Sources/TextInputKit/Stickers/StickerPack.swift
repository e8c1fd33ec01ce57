/// A named set of stickers with a cover image: one tab of the sticker keyboard.
public struct StickerPack: Sendable, Hashable, Codable, Identifiable {
  /// A stable identifier.
  public var id: String
  /// The name people see.
  public var name: String
  /// The image of the pack's tab.
  public var cover: String
  /// The stickers, in keyboard order.
  public var stickers: [Sticker]

  /// Creates a pack.
  public init(id: String, name: String, cover: String, stickers: [Sticker]) {
    self.id = id
    self.name = name
    self.cover = cover
    self.stickers = stickers
  }
}
