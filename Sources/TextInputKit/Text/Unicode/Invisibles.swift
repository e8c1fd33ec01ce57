/// Characters that take up no visible space or change the direction of the text around them.
package enum Invisibles {
  /// Whether the cluster is, or contains, whitespace or a character that does not show.
  ///
  /// Zero-width joiners and variation selectors inside an emoji sequence are part of the emoji
  /// and do not count.
  static func contains(_ cluster: Character) -> Bool {
    contains(cluster.unicodeScalars)
  }

  /// Whether the code points of one cluster are, or contain, whitespace or a character that
  /// does not show.
  static func contains<Scalars: Collection<Unicode.Scalar>>(_ scalars: Scalars) -> Bool {
    // One code point alone: no emoji sequence to excuse a joiner or a tag.
    if scalars.index(after: scalars.startIndex) == scalars.endIndex {
      return isInvisible(scalars[scalars.startIndex], insideEmoji: false)
    }
    let isEmoji = EmojiClassifier.isEmoji(scalars)
    for scalar in scalars {
      if isInvisible(scalar, insideEmoji: isEmoji) { return true }
    }
    return false
  }

  /// Whether one code point is whitespace or does not show.
  package static func isInvisible(_ scalar: Unicode.Scalar, insideEmoji: Bool) -> Bool {
    switch scalar.value {
    case 0x21...0x7E, 0xA1...0xAC, 0xAE...0x2FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xFF01...0xFF5E:
      return false  // letters, digits, signs and ideographs show
    case 0x00...0x20, 0x7F...0xA0: return true  // controls and spaces
    case 0x200B, 0x2060, 0xFEFF: return true  // zero width space, word joiner, BOM
    case 0x200C, 0x200D: return !insideEmoji  // zero width (non-)joiner
    case 0xFE00...0xFE0F, 0xE0100...0xE01EF: return false  // variation selectors
    case 0xE0020...0xE007F: return !insideEmoji  // tag characters
    case 0x202A...0x202E, 0x2066...0x2069: return true  // bidirectional embeddings, isolates
    case 0x200E, 0x200F, 0x061C: return true  // directional marks
    case 0x00AD, 0x034F, 0x180E, 0x2061...0x2064: return true  // soft hyphen, invisible operators
    case 0x115F, 0x1160, 0x3164, 0xFFA0: return true  // Hangul fillers that show as blanks
    default:
      let properties = scalar.properties
      if properties.isWhitespace { return true }
      switch properties.generalCategory {
      case .control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator: return true
      default: return false
      }
    }
  }
}
