#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
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
    let result = NSMutableAttributedString(string: "")
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

  /// Rich text for display runs (``StickerDisplayEdit/runs``): each sticker of `catalog`
  /// becomes a ``StickerAttachment``; a code not in the catalog is shown as text.
  @MainActor
  public static func stickers(
    _ runs: [StickerDisplayRun], catalog: StickerCatalog, font: UIFont,
    image: (Sticker) -> UIImage? = { UIImage(named: $0.image) }
  ) -> NSAttributedString {
    let result = NSMutableAttributedString(string: "")
    let attributes: [NSAttributedString.Key: Any] = [.font: font]
    for run in runs {
      switch run {
      case .sticker(let code):
        guard let sticker = catalog.sticker(forCode: code) else {
          result.append(NSAttributedString(string: code, attributes: attributes))
          continue
        }
        let attachment = StickerAttachment(sticker: sticker, image: image(sticker), font: font)
        let piece = NSMutableAttributedString(attachment: attachment)
        piece.addAttributes(attributes, range: NSRange(location: 0, length: piece.length))
        result.append(piece)
      case .text(let text):
        result.append(NSAttributedString(string: text, attributes: attributes))
      }
    }
    return result
  }

  /// What is shown, run by run: text as it is, each ``StickerAttachment`` as its code, any
  /// other attachment as its object replacement character, so that offsets stay those shown.
  @MainActor
  public func stickerDisplayRuns() -> [StickerDisplayRun] {
    var runs: [StickerDisplayRun] = []
    let string = self.string as NSString
    enumerateAttribute(.attachment, in: NSRange(location: 0, length: length), options: []) {
      value, run, _ in
      if let sticker = value as? StickerAttachment {
        runs += Array(repeating: .sticker(code: sticker.plainText), count: run.length)
      } else {
        runs.append(.text(string.substring(with: run)))
      }
    }
    return runs
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
