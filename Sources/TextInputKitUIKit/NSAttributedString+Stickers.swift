#if canImport(UIKit)
import TextInputKit
import UIKit

extension NSAttributedString {
  /// Rich text for plain text with stickers: each sticker becomes a ``StickerAttachment``.
  ///
  /// The result's offsets are the display offsets of `text` (a sticker is one character).
  @MainActor
  public static func stickers(
    _ text: StickerText, font: UIFont, image: (Sticker) -> UIImage? = { UIImage(named: $0.image) }
  ) -> NSAttributedString {
    let result = NSMutableAttributedString()
    let attributes: [NSAttributedString.Key: Any] = [.font: font]
    for segment in text.segments {
      if let sticker = segment.sticker {
        let attachment = StickerAttachment(sticker: sticker, image: image(sticker), font: font)
        let piece = NSMutableAttributedString(attachment: attachment)
        piece.addAttributes(attributes, range: NSRange(location: 0, length: piece.length))
        result.append(piece)
      } else {
        result.append(NSAttributedString(string: String(text[segment]), attributes: attributes))
      }
    }
    return result
  }

  /// The plain text of `range`: stickers become their codes, other attachments disappear.
  @MainActor
  public func stickerPlainText(in range: NSRange? = nil) -> String {
    let range = range ?? NSRange(location: 0, length: length)
    let string = self.string as NSString
    var plain = ""
    enumerateAttribute(.attachment, in: range, options: []) { value, run, _ in
      if let sticker = value as? StickerAttachment {
        plain += String(repeating: sticker.plainText, count: run.length)
      } else if value is NSTextAttachment {
        return
      } else {
        plain += string.substring(with: run)
      }
    }
    return plain
  }
}
#endif
