extension Character {
  /// Whether this grapheme cluster displays as an emoji.
  ///
  /// "😀", "©️", "1️⃣", "🇨🇳", "👍🏽" and "👨‍👩‍👧" are emoji; "©", "★", "°", "℃" and "1" are not.
  public var isEmoji: Bool {
    let scalars = unicodeScalars
    guard let first = scalars.first else { return false }
    if first.value < 0x80 && scalars.count == 1 { return false }
    var sawFE0F = false
    for scalar in scalars {
      switch scalar.value {
      case 0xFE0E: return false
      case 0xFE0F, 0x20E3: sawFE0F = true
      case 0x1F1E6...0x1F1FF, 0x1F3FB...0x1F3FF: return true
      // Tag characters make an emoji only after an emoji base (the flag of England); after a
      // letter they are hidden text, not an emoji.
      case 0xE0020...0xE007F: if first.properties.isEmojiPresentation { return true }
      default: continue
      }
    }
    if sawFE0F { return first.properties.isEmoji }
    if first.properties.isEmojiPresentation { return true }
    return scalars.count > 1 && scalars.contains { $0.value == 0x200D }
      && first.properties.isEmoji
  }
}
