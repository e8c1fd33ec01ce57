/// Which grapheme clusters count as emoji.
///
/// ```swift
/// Character("©").isEmoji(matching: .standard)   // false: text unless followed by U+FE0F
/// Character("©").isEmoji(matching: .strict)     // true
/// Character("1").isEmoji(matching: .strict)     // false: digits, "#" and "*" are never emoji alone
/// ```
public enum EmojiMatching: Sendable, Hashable, Codable, CaseIterable {
  /// What displays as an emoji: emoji-presentation characters, text-default characters followed
  /// by U+FE0F, keycaps, flags, modifier, tag and ZWJ sequences, lone components such as skin
  /// tones, and code points Unicode reserves for future emoji. A character followed by U+FE0E
  /// is text.
  case standard
  /// Also every other `Emoji=Yes` character, with or without a variation selector, except the
  /// digits, "#" and "*": "©", "™", "↔" and "©︎" are emoji.
  case strict
}
