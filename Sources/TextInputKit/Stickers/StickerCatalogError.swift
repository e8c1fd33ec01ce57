/// A sticker catalog that cannot be read, with what is wrong and where.
///
/// ```swift
/// try StickerCatalog(data: Data("[{\"emoticons\": 1}]".utf8))
/// // throws: "Pack 1: \"emoticons\" must be an array of stickers."
/// ```
public struct StickerCatalogError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What is wrong, and where.
  public var message: String

  /// Creates an error.
  public init(_ message: String) { self.message = message }

  public var description: String { message }
}
