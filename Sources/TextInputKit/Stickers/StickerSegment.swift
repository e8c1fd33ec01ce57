/// A run of plain text, or one sticker, within a ``StickerText``.
///
/// Offsets are UTF-16, UIKit's unit, in two coordinates: the plain text (`笑死了[笑哭]`, where the
/// sticker is its code) and the display text (`笑死了￼`, where the sticker is one attachment
/// character, U+FFFC).
public struct StickerSegment: Sendable, Hashable {
  /// What a segment holds.
  public enum Content: Sendable, Hashable {
    /// Ordinary text.
    case text
    /// A sticker, written as its code in the plain text.
    case sticker(Sticker)
  }

  /// Text or a sticker.
  public let content: Content
  /// Where the segment is in the plain text.
  public let plainUTF16Range: Range<Int>
  /// Where the segment is on screen; one code unit for a sticker.
  public let displayUTF16Range: Range<Int>
  /// Where the segment is in the plain text's UTF-8.
  let utf8Range: Range<Int>

  /// The sticker, when the segment is one.
  public var sticker: Sticker? {
    if case .sticker(let sticker) = content { return sticker }
    return nil
  }
}
