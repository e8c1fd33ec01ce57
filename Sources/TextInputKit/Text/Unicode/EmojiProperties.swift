internal import Algorithms

/// The emoji properties of one code point, from the Unicode 17.0 emoji data.
///
/// The values come from the generated ``EmojiTables``, never from the operating system, so every
/// OS version and Swift runtime classifies text the same way.
///
/// ```swift
/// EmojiProperties("😀").contains(.emojiPresentation)  // true
/// EmojiProperties("©").contains(.emojiPresentation)   // false: "©" is text by default
/// EmojiProperties("©").contains(.emoji)               // true
/// ```
struct EmojiProperties: OptionSet, Sendable, Hashable {
  let rawValue: UInt8

  init(rawValue: UInt8) { self.rawValue = rawValue }

  /// `Emoji=Yes`.
  static let emoji = EmojiProperties(rawValue: 1 << 0)
  /// `Emoji_Presentation=Yes`: displays as an emoji without a variation selector.
  static let emojiPresentation = EmojiProperties(rawValue: 1 << 1)
  /// `Emoji_Modifier=Yes`: the five skin tones.
  static let emojiModifier = EmojiProperties(rawValue: 1 << 2)
  /// `Emoji_Modifier_Base=Yes`: takes a skin tone.
  static let emojiModifierBase = EmojiProperties(rawValue: 1 << 3)
  /// `Emoji_Component=Yes`.
  static let emojiComponent = EmojiProperties(rawValue: 1 << 4)
  /// `Extended_Pictographic=Yes`.
  static let extendedPictographic = EmojiProperties(rawValue: 1 << 5)
  /// `Extended_Pictographic=Yes` and unassigned: reserved for emoji of later Unicode versions.
  static let reserved = EmojiProperties(rawValue: 1 << 6)
  /// The code point followed by U+FE0F is an emoji variation sequence.
  static let emojiVariation = EmojiProperties(rawValue: 1 << 7)

  /// The properties of `scalar`.
  ///
  /// - Complexity: O(1).
  @inline(__always)
  init(_ scalar: Unicode.Scalar) {
    self.init(value: scalar.value)
  }

  /// The properties of the code point `value`, from ``EmojiPropertyPages``.
  ///
  /// - Complexity: O(1): two table loads; none below U+00A9, the first non-ASCII code point
  ///   with a property.
  @inline(__always)
  init(value: UInt32) {
    if value < 0xA9 {
      // "#", "*" and the digits: Emoji and Emoji_Component, text by default.
      switch value {
      case 0x23, 0x2A, 0x30...0x39: self = [.emoji, .emojiComponent, .emojiVariation]
      default: self = []
      }
      return
    }
    self.init(rawValue: EmojiPropertyPages.shared.rawValue(of: value))
  }

  /// The properties of the code point `value`, by a binary search of ``EmojiTables``: what
  /// ``EmojiPropertyPages`` is tested against.
  init(searching value: UInt32) {
    if value < 0x80 {
      // "#", "*" and the digits: Emoji and Emoji_Component, text by default.
      switch value {
      case 0x23, 0x2A, 0x30...0x39: self = [.emoji, .emojiComponent, .emojiVariation]
      default: self = []
      }
      return
    }
    if value < 0xA9 {
      self = []
      return
    }
    // The range before the first that starts after `value` is the last starting at or before it.
    let next = EmojiTables.ranges.partitioningIndex { $0.first > value }
    guard next > 0, value <= EmojiTables.ranges[next - 1].last else {
      self = []
      return
    }
    self.init(rawValue: EmojiTables.ranges[next - 1].properties)
  }
}
