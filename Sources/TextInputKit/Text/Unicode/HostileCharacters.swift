/// Characters that make text mean something other than what it shows: bidirectional controls,
/// zero-width characters, tag characters and stacks of combining marks.
package enum HostileCharacters {
  /// Whether the scalar is a bidirectional embedding, override or isolate (the "Trojan Source"
  /// characters, CVE-2021-42574: U+202A–U+202E, U+2066–U+2069) or a directional mark (U+200E,
  /// U+200F, U+061C).
  package static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
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
  @_specialize(exported: true, where Scalars == UTF8Scalars)
  @_specialize(exported: true, where Scalars == String.UnicodeScalarView)
  @_specialize(exported: true, where Scalars == Substring.UnicodeScalarView)
  package static func isEmojiWithoutStrayTags<Scalars: Collection<Unicode.Scalar>>(_ scalars: Scalars)
    -> Bool
  {
    guard let first = scalars.first else { return false }
    if first.properties.isEmojiPresentation { return EmojiClassifier.isEmoji(scalars) }
    return EmojiClassifier.isEmoji(scalars.lazy.filter { !(0xE0020...0xE007F ~= $0.value) })
  }

  /// The offsets, among a cluster's code points, of the tag characters that spell a subdivision
  /// flag: U+1F3F4 "🏴", then three to seven tags for lowercase letters and digits (the
  /// subdivision code, such as "gbeng"), then U+E007F cancel tag. This is the one emoji tag
  /// sequence Unicode defines (UTS #51, ED-14c), as in the flags of England, Scotland and Wales.
  ///
  /// Every other tag hides text: after a letter, a digit, "©", a skin tone or another emoji,
  /// without its cancel tag, or spelling a longer message. The judgement looks only at the
  /// sequence itself, never at what stands before the flag in its cluster, so a character that
  /// later joins the cluster from either side ("\u{0600}" before it, a mark after it) never turns
  /// a kept tag into a hidden one.
  ///
  /// - Complexity: O(*k*) in the cluster's code points.
  @_specialize(exported: true, where Scalars == UTF8Scalars)
  @_specialize(exported: true, where Scalars == String.UnicodeScalarView)
  @_specialize(exported: true, where Scalars == Substring.UnicodeScalarView)
  package static func flagTagOffsets<Scalars: Collection<Unicode.Scalar>>(in scalars: Scalars)
    -> [Range<Int>]
  {
    var offsets: [Range<Int>] = []
    var previous: Unicode.Scalar?
    var runStart = -1
    var runIsCode = true
    var index = 0
    for scalar in scalars {
      defer {
        previous = scalar
        index += 1
      }
      let value = scalar.value
      guard 0xE0000...0xE007F ~= value else {
        runStart = -1
        continue
      }
      if runStart < 0 {
        // A run of tags starts: it counts only right after the flag.
        guard previous?.value == 0x1F3F4 else {
          runStart = .max
          continue
        }
        runStart = index
        runIsCode = true
      }
      guard runStart != .max else { continue }
      if value == 0xE007F {
        let length = index - runStart
        if runIsCode && (3...7).contains(length) { offsets.append(runStart..<(index + 1)) }
        // Tags after the cancel tag start no new sequence.
        runStart = .max
      } else if !(0xE0030...0xE0039 ~= value || 0xE0061...0xE007A ~= value) {
        runIsCode = false
      }
    }
    return offsets
  }

  /// Whether the scalar is a directional mark: U+200E left-to-right mark, U+200F right-to-left
  /// mark, U+061C Arabic letter mark.
  package static func isDirectionalMark(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value == 0x200E || scalar.value == 0x200F || scalar.value == 0x061C
  }

  /// Whether the scalar takes up no width: U+200B–U+200D, U+2060, U+FEFF, U+180E, the invisible
  /// operators U+2061–U+2064, and the tag characters U+E0000–U+E007F. Joiners and tags inside an
  /// emoji sequence (a family, the flag of England) belong to the emoji and do not count.
  package static func isZeroWidth(_ scalar: Unicode.Scalar, insideEmoji: Bool) -> Bool {
    switch scalar.value {
    case 0x200B, 0x2060...0x2064, 0xFEFF, 0x180E, 0xE0000...0xE001F: return true
    case 0x200C, 0x200D, 0xE0020...0xE007F: return !insideEmoji
    default: return false
    }
  }

  /// Whether the scalar is a combining mark: general category Mn, Mc or Me.
  package static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
    if isNeverCombiningMark(scalar.value) { return false }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: return true
    default: return false
    }
  }

  /// Whether `value` lies where Unicode puts no combining mark, known without a property
  /// lookup: below U+0300, the CJK ideographs (U+3400–U+4DBF, U+4E00–U+9FFF), the Hangul
  /// syllables and the emoji and symbol blocks U+1F000–U+1FAFF (`KnownRangeTests` checks each
  /// code point against the standard library).
  @inline(__always)
  static func isNeverCombiningMark(_ value: UInt32) -> Bool {
    value < 0x300 || value &- 0x4E00 < 0x5200 || value &- 0x3400 < 0x1A00
      || value &- 0xAC00 < 0x2BA4 || value &- 0x1F000 < 0xB00
  }

  /// Whether `text` holds a combining mark, read from its UTF-8 in place: the code points below
  /// U+0300 (one- and two-byte ones up to lead byte 0xCB) and those ``isNeverCombiningMark(_:)``
  /// vouches for without a property lookup.
  ///
  /// ```swift
  /// HostileCharacters.containsCombiningMark("中文😀")     // false
  /// HostileCharacters.containsCombiningMark("e\u{301}")  // true
  /// ```
  ///
  /// - Complexity: O(*n*) in the bytes of `text`.
  @_specialize(exported: true, where Text == String)
  @_specialize(exported: true, where Text == Substring)
  package static func containsCombiningMark<Text: StringProtocol>(_ text: Text) -> Bool {
    var found = false
    text.withContiguousUTF8 { bytes, _ in
      var offset = 0
      let count = bytes.count
      while offset < count {
        let lead = bytes[offset]
        if lead < 0xCC {
          // ASCII, a continuation byte of a code point already judged, or below U+0300.
          offset += lead < 0x80 ? 1 : 2
          continue
        }
        let (value, width) = GraphemeScanner.decode(bytes, at: offset)
        offset += width
        if isNeverCombiningMark(value) { continue }
        if isCombiningMark(Unicode.Scalar(value).unsafelyUnwrapped) {
          found = true
          return
        }
      }
    }
    return found
  }

  /// The number of combining marks (general categories Mn, Mc, Me) after the cluster's first
  /// scalar. Variation selectors, the keycap mark and other parts of an emoji sequence are not
  /// counted in an emoji.
  ///
  /// - Complexity: O(*k*) in the cluster's scalars; stops counting after `limit`.
  package static func combiningMarkCount(in cluster: Character, limit: Int = .max) -> Int {
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
