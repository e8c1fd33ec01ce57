/// The shapes of text and events that found the defects the random sessions had missed: system
/// replacements whose text carries combining marks, tag characters and regional indicators that
/// join, or fail to join, the characters on either side of the replaced range.
///
/// A fuzzer found `.systemReplace(5..<11, "e\u{301}\u{E0067}\u{E007F}\u{1F1E8}\u{1F1F3}")`
/// (a letter, its accent, two tags that joined the letter, and a flag) after thousands of
/// events; these shapes make such edits common. Pieces are concatenated, so a tag sequence can
/// start on a letter, a flag can pair with a lone regional indicator already in the field, and a
/// mark can land on an emoji.
enum BoundaryShapes {
  static let pieces: [String] = [
    "e", "i", "Z", "1", "中", "ש", "\u{301}", "\u{302}\u{303}", "\u{301}\u{302}\u{303}\u{304}",
    "\u{34F}", "\u{E0067}", "\u{E007F}", "\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}",
    "\u{1F3F4}", "\u{1F1E8}", "\u{1F1F3}", "\u{1F1E8}\u{1F1F3}", "\u{1F3FD}", "\u{200D}",
    "\u{FE0F}", "\u{20E3}", "\u{202E}", "\u{200F}", "\u{2066}", "\u{200B}", " ", "\u{D}",
    "sin(", "😀",
  ]
}

extension EventDecoder {
  /// Two to five ``BoundaryShapes/pieces``.
  mutating func boundaryText() -> String? {
    guard let head = byte() else { return nil }
    var result = ""
    for _ in 0...(Int(head) % 4 + 1) {
      guard let pick = byte() else { break }
      result += BoundaryShapes.pieces[Int(pick) % BoundaryShapes.pieces.count]
    }
    return result
  }

  /// An event with a ``boundaryText()``: mostly a system replacement (autocorrection, a
  /// dictation result, a replacement picked from the menu) over a range that may start or end
  /// inside a cluster, otherwise typing or a paste.
  mutating func boundaryEvent(length: Int) -> SessionEvent? {
    guard let kind = byte() else { return nil }
    switch kind % 4 {
    case 0, 1:
      guard let range = range(length: length), let text = boundaryText() else { return nil }
      return .systemReplace(range, text)
    case 2: return boundaryText().map(SessionEvent.type)
    default: return boundaryText().map(SessionEvent.paste)
    }
  }
}
