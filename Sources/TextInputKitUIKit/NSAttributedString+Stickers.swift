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
    joined(text.pieces(text: { plain($0, font: font) }, sticker: { attachment($0, font, image) }))
  }

  /// Rich text for display runs (``StickerDisplayEdit/runs``): each sticker of `catalog`
  /// becomes a ``StickerAttachment``; a code not in the catalog is shown as text.
  @MainActor
  public static func stickers(
    _ runs: [StickerDisplayRun], catalog: StickerCatalog, font: UIFont,
    image: (Sticker) -> UIImage? = { UIImage(named: $0.image) }
  ) -> NSAttributedString {
    joined(
      catalog.pieces(
        of: runs, text: { plain($0, font: font) }, sticker: { attachment($0, font, image) }))
  }

  @MainActor
  private static func joined(_ pieces: [NSAttributedString]) -> NSAttributedString {
    let result = NSMutableAttributedString(string: "")
    pieces.forEach(result.append)
    return result
  }

  private static func plain(_ text: String, font: UIFont) -> NSAttributedString {
    NSAttributedString(string: text, attributes: [.font: font])
  }

  @MainActor
  private static func attachment(
    _ sticker: Sticker, _ font: UIFont, _ image: (Sticker) -> UIImage?
  ) -> NSAttributedString {
    let attachment = StickerAttachment(sticker: sticker, image: image(sticker), font: font)
    let piece = NSMutableAttributedString(attachment: attachment)
    piece.addAttributes([.font: font], range: NSRange(location: 0, length: piece.length))
    return piece
  }

  /// What is shown, run by run: text as it is, each ``StickerAttachment`` as its code, any
  /// other attachment as its object replacement character, so that offsets stay those shown.
  @MainActor
  public func stickerDisplayRuns() -> [StickerDisplayRun] {
    stickerDisplayRuns(in: NSRange(location: 0, length: length))
  }

  /// What is shown in `range`, run by run, as ``stickerDisplayRuns()``; only the range is read.
  @MainActor
  func stickerDisplayRuns(in range: NSRange) -> [StickerDisplayRun] {
    var runs: [StickerDisplayRun] = []
    let string = self.string as NSString
    enumerateAttribute(.attachment, in: range, options: []) { value, run, _ in
      runs += StickerDisplayRun.runs(
        stickerCode: (value as? StickerAttachment)?.plainText, length: run.length
      ) { string.substring(with: run) }
    }
    return runs
  }

  /// The stickers shown, by display offset; no text is read.
  @MainActor
  func stickerPlacements() -> [StickerPlacement] {
    var placements: [StickerPlacement] = []
    enumerateAttribute(.attachment, in: NSRange(location: 0, length: length), options: []) {
      value, run, _ in
      placements += StickerDisplayRun.placements(
        stickerCode: (value as? StickerAttachment)?.plainText, at: run.location, length: run.length)
    }
    return placements
  }

  /// The plain text of `range`: stickers become their codes, other attachments disappear.
  @MainActor
  public func stickerPlainText(in range: NSRange? = nil) -> String {
    let string = self.string as NSString
    var plain = ""
    enumerateAttribute(
      .attachment, in: range ?? NSRange(location: 0, length: length), options: []
    ) { value, run, _ in
      plain += StickerDisplayRun.plainText(
        stickerCode: (value as? StickerAttachment)?.plainText, isAttachment: value is NSTextAttachment,
        length: run.length
      ) { string.substring(with: run) }
    }
    return plain
  }
}
#endif
