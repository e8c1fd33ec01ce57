extension GraphemeScanner {
  /// Whether a cluster boundary falls between `before` and `after` whatever surrounds them,
  /// known from the blocks they belong to: `before` never joins a following code point that
  /// ``neverJoinsPreceding(_:)`` holds for, and `after` is one.
  ///
  /// Wider than ``isCertainBoundary(_:_:)``, which knows only isolated code points: "—" before
  /// "中", "😀" before "a", "a" before "“" are known boundaries too.
  @inlinable @inline(__always)
  package static func isKnownBoundary(_ before: UInt32, _ after: UInt32) -> Bool {
    if before < 0x300 && after < 0x300 { return before != 0x0D }
    return neverJoinsFollowing(before) && neverJoinsPreceding(after)
  }

  /// Whether nothing that ``neverJoinsPreceding(_:)`` holds for ever joins `value` from after:
  /// `value` is not a carriage return, a zero-width joiner or a prepended mark (Arabic number
  /// signs and the like, UAX #29 GB9b). Only whole blocks with none of those are listed, and
  /// U+FEFF, a control.
  @inlinable @inline(__always)
  package static func neverJoinsFollowing(_ value: UInt32) -> Bool {
    if value < 0x600 { return value != 0x0D }
    if value &- 0x4E00 < 0x5200 { return true }  // U+4E00–U+9FFF, the common ideographs
    switch value {
    case 0x0D, 0x200D: return false
    case 0x0000...0x05FF, 0x2000...0x2BFF, 0x2E00...0x2E7F, 0x3000...0x9FFF, 0xAC00...0xD7A3,
      0xF900...0xFAFF, 0xFE00...0xFE0F, 0xFEFF, 0xFF00...0xFFEF, 0x1F000...0x1FAFF,
      0x20000...0x3FFFF, 0xE0020...0xE007F:
      return true
    default: return false
    }
  }

  /// Whether the code point `value` of `bytes` (valid UTF-8), which ends at `next`, ends its
  /// cluster: it joins nothing after it, and the code point at `next` joins nothing before it.
  /// At `end` (the end of the text read) nothing is known to follow, so it ends its cluster
  /// when it joins nothing after it.
  @inlinable @inline(__always)
  package static func endsItsCluster(
    _ value: UInt32, at next: Int, in bytes: UnsafeBufferPointer<UInt8>, end: Int
  ) -> Bool {
    neverJoinsFollowing(value) && (next == end || neverJoinsPreceding(decode(bytes, at: next).0))
  }

  /// Whether `value` joins nothing before it but a carriage return, a zero-width joiner or a
  /// prepended mark: it is not a combining or spacing mark, a joiner, a regional indicator, a
  /// Hangul jamo or syllable, or an Indic consonant (UAX #29 GB6–GB9c, GB11–GB13). Only whole
  /// blocks with none of those are listed, and the spaces and controls of General Punctuation
  /// (U+2000–U+200B, U+200E–U+200F, U+2060–U+206F) and U+FEFF, which no cluster continues with.
  @inlinable @inline(__always)
  package static func neverJoinsPreceding(_ value: UInt32) -> Bool {
    if value < 0x300 || value &- 0x4E00 < 0x5200 { return true }
    switch value {
    case 0x0000...0x02FF, 0x2000...0x200B, 0x200E...0x20CF, 0x2100...0x2BFF, 0x2E00...0x2E7F,
      0xFEFF, 0x3000...0x3029, 0x3030...0x3098, 0x309B...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xF900...0xFAFF, 0xFF01...0xFF9D, 0x1F000...0x1F1E5, 0x1F200...0x1F3FA, 0x1F400...0x1FAFF,
      0x20000...0x3FFFF:
      return true
    default: return false
    }
  }

  /// The end of the cluster that starts at `start` of `bytes` (valid UTF-8), when it is an emoji
  /// sequence, a flag or a character with emoji modifiers whose end is known without the
  /// standard library: the code points that follow are variation selectors, skin tones, the
  /// keycap mark, tags, or a joiner before a pictograph (UAX #29 GB9, GB11, GB12), and then a
  /// known boundary. `nil` when the cluster is any other, or its end is not known this way.
  ///
  /// - Complexity: O(*k*) in the length of the cluster.
  package static func emojiClusterEnd(in bytes: UnsafeBufferPointer<UInt8>, startingAt start: Int) -> Int? {
    let count = bytes.count
    var (last, width) = decode(bytes, at: start)
    var position = start + width
    // Whether a joiner may join a pictograph: the cluster so far is a pictograph and extenders.
    var pictographic = false
    if 0x1F1E6...0x1F1FF ~= last {
      // Regional indicators pair from the start of a cluster; a pair is a flag.
      if position < count {
        let (next, nextWidth) = decode(bytes, at: position)
        if 0x1F1E6...0x1F1FF ~= next {
          position += nextWidth
          last = next
        }
      }
    } else if EmojiProperties(value: last).contains(.extendedPictographic) {
      pictographic = true
    } else if !(0x21...0x7E ~= last || 0xA0...0x2FF ~= last && last != 0xAD
      || isIsolated(last) && last >= 0x3400)
    {
      // Controls take no extenders; other characters are left to the standard library.
      return nil
    }
    while position < count {
      let (next, nextWidth) = decode(bytes, at: position)
      switch next {
      case 0xFE0E, 0xFE0F, 0x20E3, 0x1F3FB...0x1F3FF, 0xE0020...0xE007F:
        position += nextWidth
        last = next
      case 0x200D:
        position += nextWidth
        last = next
        guard pictographic, position < count else {
          pictographic = false
          continue
        }
        let (joined, joinedWidth) = decode(bytes, at: position)
        if EmojiProperties(value: joined).contains(.extendedPictographic) {
          position += joinedWidth
          last = joined
        } else {
          pictographic = false
        }
      default:
        return isKnownBoundary(last, next) ? position : nil
      }
    }
    return position
  }
}
