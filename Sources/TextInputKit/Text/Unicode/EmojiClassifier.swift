/// Decides whether a grapheme cluster is an emoji, from the code points alone.
///
/// A cluster is split into elements at each zero width joiner (U+200D). An element is an emoji
/// when its first code point
/// - has `Emoji_Presentation` ("😀", "🇨", "🏽", "🦰"), or is an unassigned code point that
///   Unicode reserves for future emoji, and is not followed by U+FE0E;
/// - has `Emoji` and is followed by U+FE0F ("©️", "1️"), by U+20E3 when it is a keycap base
///   ("1️⃣", "1⃣"), by a tag character ("🏴󠁧󠁢󠁳󠁣󠁴󠁿"), or by a skin tone ("☝🏽").
///
/// A skin tone anywhere in the element shows as an emoji, so it makes the element one too.
/// A cluster is an emoji when one of its elements is, or when it is a ZWJ sequence of two or
/// more elements that all start with an `Emoji` character other than "#", "*" and the digits
/// and none has U+FE0E: unqualified sequences such as "👁‍🗨" display as one emoji.
///
/// Under ``EmojiMatching/strict`` an element is also an emoji when its first code point has
/// `Emoji`, except "#", "*" and the digits, whatever follows it.
package enum EmojiClassifier {
  /// Whether the code points of one grapheme cluster form an emoji.
  ///
  /// - Complexity: O(*k*) in the code points of the cluster, with one table lookup per element.
  @_specialize(exported: true, where Scalars == UTF8Scalars)
  @_specialize(exported: true, where Scalars == String.UnicodeScalarView)
  @_specialize(exported: true, where Scalars == Substring.UnicodeScalarView)
  package static func isEmoji<Scalars: Sequence<Unicode.Scalar>>(
    _ scalars: Scalars, matching: EmojiMatching = .standard
  ) -> Bool {
    let strict = matching == .strict
    var base: EmojiProperties = []
    var baseValue: UInt32 = 0
    var position = 0  // 0: no element open, 1: right after the base, 2: later in the element
    var elementIsEmoji = false
    var elementIsText = false
    var elements = 0
    var allBasesEmoji = true
    var anyText = false

    for scalar in scalars {
      let value = scalar.value
      if value == 0x200D {
        if position != 0 && elementIsEmoji && !elementIsText { return true }
        position = 0
        continue
      }
      if position == 0 {
        base = EmojiProperties(value: value)
        baseValue = value
        elements += 1
        elementIsText = false
        elementIsEmoji =
          base.contains(.emojiPresentation) || base.contains(.reserved)
          || (strict && value >= 0x80 && base.contains(.emoji))
        if value < 0x80 || !base.contains(.emoji) { allBasesEmoji = false }
        position = 1
        continue
      }
      if position == 1 {
        position = 2
        switch value {
        case 0xFE0E:
          anyText = true
          if !strict { elementIsText = true }
          continue
        case 0xFE0F:
          if base.contains(.emoji) { elementIsEmoji = true }
          continue
        case 0x20E3:
          if isKeycapBase(baseValue) { elementIsEmoji = true }
          continue
        case 0xE0020...0xE007E:
          if base.contains(.emoji) { elementIsEmoji = true }
          continue
        default:
          break
        }
      }
      if 0x1F3FB...0x1F3FF ~= value {
        // A skin tone shows as an emoji whatever it follows.
        elementIsEmoji = true
        elementIsText = false
      } else if value == 0x20E3 && isKeycapBase(baseValue) {
        elementIsEmoji = true  // "1️⃣": U+FE0F came first
      }
    }
    if position != 0 && elementIsEmoji && !elementIsText { return true }
    return elements >= 2 && allBasesEmoji && !anyText
  }

  /// Whether `value` is "#", "*" or a digit: the keycap bases.
  @inline(__always)
  static func isKeycapBase(_ value: UInt32) -> Bool {
    value == 0x23 || value == 0x2A || (0x30...0x39).contains(value)
  }
}
