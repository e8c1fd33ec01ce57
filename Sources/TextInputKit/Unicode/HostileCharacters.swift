/// Characters that make text mean something other than what it shows: bidirectional controls,
/// zero-width characters, tag characters and stacks of combining marks.
enum HostileCharacters {
  /// Whether the scalar is a bidirectional embedding, override or isolate (the "Trojan Source"
  /// characters, CVE-2021-42574: U+202A–U+202E, U+2066–U+2069) or a directional mark (U+200E,
  /// U+200F, U+061C).
  static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: return true
    default: return false
    }
  }

  /// Whether `scalars`, one grapheme cluster, show as an emoji, with tag characters counted only
  /// where Unicode's emoji tag sequences have them: after a base that is an emoji by default
  /// ("🏴" in the flag of England). Tags after "8", "©" or "i" hide text and make no emoji.
  ///
  /// - Complexity: O(*k*) in the cluster's code points.
  static func isEmojiWithoutStrayTags<Scalars: Collection<Unicode.Scalar>>(_ scalars: Scalars)
    -> Bool
  {
    guard let first = scalars.first else { return false }
    if first.properties.isEmojiPresentation { return EmojiClassifier.isEmoji(scalars) }
    return EmojiClassifier.isEmoji(scalars.lazy.filter { !(0xE0020...0xE007F ~= $0.value) })
  }

  /// Whether the tag characters of a cluster belong to an emoji tag sequence ("🏴󠁧󠁢󠁥󠁮󠁧󠁿"):
  /// its base is an emoji by default, and the whole shows as an emoji.
  static func tagsBelongToEmoji(_ cluster: Character) -> Bool {
    guard let first = cluster.unicodeScalars.first, first.properties.isEmojiPresentation else {
      return false
    }
    return cluster.isEmoji
  }

  /// Whether the scalar is a directional mark: U+200E left-to-right mark, U+200F right-to-left
  /// mark, U+061C Arabic letter mark.
  static func isDirectionalMark(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value == 0x200E || scalar.value == 0x200F || scalar.value == 0x061C
  }

  /// Whether the scalar takes up no width: U+200B–U+200D, U+2060, U+FEFF, U+180E, the invisible
  /// operators U+2061–U+2064, and the tag characters U+E0000–U+E007F. Joiners and tags inside an
  /// emoji sequence (a family, the flag of England) belong to the emoji and do not count.
  static func isZeroWidth(_ scalar: Unicode.Scalar, insideEmoji: Bool) -> Bool {
    switch scalar.value {
    case 0x200B, 0x2060...0x2064, 0xFEFF, 0x180E, 0xE0000...0xE001F: return true
    case 0x200C, 0x200D, 0xE0020...0xE007F: return !insideEmoji
    default: return false
    }
  }

  /// Whether the scalar is a combining mark: general category Mn, Mc or Me.
  static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: return true
    default: return false
    }
  }

  /// The number of combining marks (general categories Mn, Mc, Me) after the cluster's first
  /// scalar. Variation selectors, the keycap mark and other parts of an emoji sequence are not
  /// counted in an emoji.
  ///
  /// - Complexity: O(*k*) in the cluster's scalars; stops counting after `limit`.
  static func combiningMarkCount(in cluster: Character, limit: Int = .max) -> Int {
    var count = 0
    var isEmoji: Bool?
    for scalar in cluster.unicodeScalars.dropFirst() where isCombiningMark(scalar) {
      switch scalar.properties.generalCategory {
      case .nonspacingMark, .spacingMark, .enclosingMark:
        if isEmoji == nil { isEmoji = cluster.isEmoji }
        if isEmoji == true { return 0 }
        count += 1
        if count > limit { return count }
      default: continue
      }
    }
    return count
  }
}
