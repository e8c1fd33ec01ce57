#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import TextInputKit
import UIKit

/// A text attachment that shows a sticker and remembers its plain text, `[笑哭]`.
///
/// The image is sized to the font's line height and sits on the baseline like a character.
@MainActor
public final class StickerAttachment: NSTextAttachment {
  /// The sticker shown.
  public let sticker: Sticker

  /// The sticker's plain text: its code.
  public var plainText: String { sticker.code }

  /// Creates an attachment for `sticker`, sized for `font`.
  public init(sticker: Sticker, image: UIImage?, font: UIFont) {
    self.sticker = sticker
    super.init(data: nil, ofType: nil)
    self.image = image
    let side = font.lineHeight
    bounds = CGRect(x: 0, y: font.descender, width: side, height: side)
    accessibilityLabel = sticker.spokenName
  }

  @available(*, unavailable)
  public required init?(coder: NSCoder) { fatalError("StickerAttachment is not archived.") }
}
#endif
