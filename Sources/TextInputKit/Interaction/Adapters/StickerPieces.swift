extension StickerCatalog {
  /// Each run as a piece: text as it is, a code of this catalog as its sticker, any other code
  /// as text — what a sticker text view builds, decided here so that the UIKit adapter only
  /// converts.
  ///
  /// ```swift
  /// catalog.pieces(of: [.text("笑"), .sticker(code: "[笑哭]"), .sticker(code: "[没有]")],
  ///                text: { "text \($0)" }, sticker: { "image \($0.image)" })
  /// // ["text 笑", "image xiaoku", "text [没有]"]: a code not in the catalog is shown as text
  /// ```
  package func pieces<Piece>(
    of runs: [StickerDisplayRun], text: (String) -> Piece, sticker: (Sticker) -> Piece
  ) -> [Piece] {
    runs.map { run in
      switch run {
      case .text(let shown): return text(shown)
      case .sticker(let code):
        guard let found = self.sticker(forCode: code) else { return text(code) }
        return sticker(found)
      }
    }
  }
}

extension StickerText {
  /// Each segment as a piece: text as it is, a sticker as its sticker.
  package func pieces<Piece>(text: (String) -> Piece, sticker: (Sticker) -> Piece) -> [Piece] {
    segments.map { segment in
      segment.sticker.map(sticker) ?? text(String(self[segment]))
    }
  }
}

extension StickerDisplayRun {
  /// The display runs of one attribute run of a view's text, `length` units long: a sticker
  /// attachment's code once per unit, or the run's text as it is shown (another attachment
  /// keeps its object replacement character, so that offsets stay those shown).
  ///
  /// ```swift
  /// StickerDisplayRun.runs(stickerCode: "[笑哭]", length: 2) { "\u{FFFC}\u{FFFC}" }
  /// // [.sticker(code: "[笑哭]"), .sticker(code: "[笑哭]")]
  /// StickerDisplayRun.runs(stickerCode: nil, length: 2) { "ab" }   // [.text("ab")]
  /// ```
  package static func runs(stickerCode: String?, length: Int, text: () -> String)
    -> [StickerDisplayRun]
  {
    guard let code = stickerCode else { return [.text(text())] }
    return Array(repeating: .sticker(code: code), count: length)
  }

  /// The plain text of one attribute run: a sticker attachment's code once per unit, nothing
  /// for another attachment, the run's text otherwise.
  package static func plainText(
    stickerCode: String?, isAttachment: Bool, length: Int, text: () -> String
  ) -> String {
    if let code = stickerCode { return String(repeating: code, count: length) }
    return isAttachment ? "" : text()
  }

  /// The stickers of one attribute run starting at display `offset`: one per unit of a sticker
  /// attachment, none otherwise.
  package static func placements(stickerCode: String?, at offset: Int, length: Int)
    -> [StickerPlacement]
  {
    guard let code = stickerCode else { return [] }
    return (offset..<(offset + length)).map { StickerPlacement(displayOffset: $0, code: code) }
  }
}
