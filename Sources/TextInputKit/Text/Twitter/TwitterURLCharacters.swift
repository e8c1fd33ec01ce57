/// The character classes of twitter-text's URL rules, as predicates on code point values.
///
/// Each one mirrors a class of twitter-text's regular expressions (`validUrlPrecedingChars`,
/// `invalidDomainChars`, `validGeneralUrlPathChars`, `validUrlPathEndingChars`,
/// `validUrlQueryChars`, `validUrlQueryEndingChars`, the ASCII domain class). Letters are matched
/// without regard to ASCII case, as twitter-text's case-insensitive expressions do.
package enum TwitterURLCharacters {
  @inline(__always)
  static func isASCIILetterOrDigit(_ c: UInt32) -> Bool {
    (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || (c >= 0x30 && c <= 0x39)
  }

  /// `spacesGroup`: white space of every kind.
  @inline(__always)
  static func isSpace(_ c: UInt32) -> Bool {
    switch c {
    case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x180E, 0x2000...0x200A, 0x2028, 0x2029, 0x202F,
      0x205F, 0x3000:
      true
    default: false
    }
  }

  /// `directionalMarkersGroup`: the bidirectional embeddings, isolates and marks.
  @inline(__always)
  static func isDirectionalMarker(_ c: UInt32) -> Bool {
    switch c {
    case 0x202A...0x202E, 0x061C, 0x200E, 0x200F, 0x2066...0x2069: true
    default: false
    }
  }

  /// `invalidCharsGroup`: the byte-order mark and two non-characters.
  @inline(__always)
  static func isInvalid(_ c: UInt32) -> Bool { c == 0xFFFE || c == 0xFEFF || c == 0xFFFF }

  /// A space or a directional marker: never part of a URL, always allowed before one.
  ///
  /// The URLs on either side of one are found independently.
  @inlinable @inline(__always)
  package static func isSeparator(_ c: UInt32) -> Bool { isSpace(c) || isDirectionalMarker(c) }

  /// `punct`: the ASCII punctuation a domain may not hold (every ASCII punctuation mark except
  /// `"` and `` ` ``).
  @inline(__always)
  static func isDomainPunctuation(_ c: UInt32) -> Bool {
    switch c {
    case 0x21, 0x23...0x2F, 0x3A...0x40, 0x5B...0x5E, 0x5F, 0x7B...0x7E: true
    default: false
    }
  }

  /// `validDomainChars`: anything but punctuation, spaces, invalid characters and directional
  /// markers — letters of every script, digits, symbols and emoji.
  @inline(__always)
  static func isDomainCharacter(_ c: UInt32) -> Bool {
    if c < 0x80 { return !isDomainPunctuation(c) && !isSpace(c) }
    return !isSpace(c) && !isInvalid(c) && !isDirectionalMarker(c)
  }

  /// `validUrlPrecedingChars`: what may come just before a URL (not a letter, digit, `@`, `$`,
  /// `#`, their full-width forms or an invalid character).
  @inline(__always)
  static func isValidPreceding(_ c: UInt32) -> Bool {
    if c < 0x80 { return !isASCIILetterOrDigit(c) && c != 0x40 && c != 0x24 && c != 0x23 }
    return c != 0xFF20 && c != 0xFF03 && !isInvalid(c)
  }

  /// `latinAccentChars`: accented Latin letters and the combining diacritical marks.
  @inline(__always)
  static func isLatinAccent(_ c: UInt32) -> Bool {
    switch c {
    case 0xC0...0xD6, 0xD8...0xF6, 0xF8...0xFF, 0x100...0x24F, 0x253, 0x254, 0x256, 0x257, 0x259,
      0x25B, 0x263, 0x268, 0x26F, 0x272, 0x289, 0x28B, 0x2BB, 0x300...0x36F, 0x1E00...0x1EFF:
      true
    default: false
    }
  }

  @inline(__always)
  static func isCyrillic(_ c: UInt32) -> Bool { c >= 0x400 && c <= 0x4FF }

  /// `validGeneralUrlPathChars`.
  @inline(__always)
  static func isPathCharacter(_ c: UInt32) -> Bool {
    if c < 0x80 {
      if isASCIILetterOrDigit(c) { return true }
      switch c {
      case 0x21, 0x2A, 0x27, 0x3B, 0x3A, 0x3D, 0x2B, 0x2C, 0x2E, 0x24, 0x2F, 0x25, 0x23, 0x5B, 0x5D,
        0x2D, 0x5F, 0x7E, 0x40, 0x7C, 0x26:
        return true
      default: return false
      }
    }
    return c == 0x2013 || isCyrillic(c) || isLatinAccent(c)
  }

  /// `validUrlPathEndingChars` without its balanced parentheses: what a path may end with.
  @inline(__always)
  static func isPathEnding(_ c: UInt32) -> Bool {
    if c < 0x80 {
      if isASCIILetterOrDigit(c) { return true }
      switch c {
      case 0x2B, 0x2D, 0x3D, 0x5F, 0x23, 0x2F: return true
      default: return false
      }
    }
    return isCyrillic(c) || isLatinAccent(c)
  }

  /// `validUrlQueryChars`.
  @inline(__always)
  static func isQueryCharacter(_ c: UInt32) -> Bool {
    if c >= 0x80 { return false }
    if isASCIILetterOrDigit(c) { return true }
    switch c {
    case 0x21, 0x3F, 0x2A, 0x27, 0x40, 0x28, 0x29, 0x3B, 0x3A, 0x26, 0x3D, 0x2B, 0x24, 0x2F, 0x25,
      0x23, 0x5B, 0x5D, 0x2D, 0x5F, 0x2E, 0x2C, 0x7E, 0x7C:
      return true
    default: return false
    }
  }

  /// `validUrlQueryEndingChars`: what a query may end with.
  @inline(__always)
  static func isQueryEnding(_ c: UInt32) -> Bool {
    if c >= 0x80 { return false }
    if isASCIILetterOrDigit(c) { return true }
    switch c {
    case 0x2D, 0x5F, 0x26, 0x3D, 0x23, 0x2F: return true
    default: return false
    }
  }

  /// The labels of `validAsciiDomain`: ASCII letters, digits, `-` and accented Latin letters.
  @inline(__always)
  static func isASCIIDomainLabelCharacter(_ c: UInt32) -> Bool {
    if c < 0x80 { return isASCIILetterOrDigit(c) || c == 0x2D }
    return isLatinAccent(c)
  }

  /// What may not follow a generic or country-code top-level domain: a letter, digit, `@`, `+`
  /// or `-` would make it part of a longer word.
  @inline(__always)
  static func continuesDomain(_ c: UInt32) -> Bool {
    isASCIILetterOrDigit(c) || c == 0x40 || c == 0x2B || c == 0x2D
  }

  /// The ASCII lowercase of a code point; others unchanged.
  @inline(__always)
  static func asciiLowercase(_ c: UInt32) -> UInt32 {
    (c >= 0x41 && c <= 0x5A) ? c + 0x20 : c
  }
}
