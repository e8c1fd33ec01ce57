import Foundation

/// The host check twitter-text makes on every URL: the host converted to ASCII as an
/// internationalised domain name (IDNA 2003 `ToASCII`), each label 1 to 63 characters.
///
/// Only the length of the ASCII form matters, so the conversion computes it without building the
/// name. Nameprep (RFC 3491) is done with Foundation's case folding and NFKC, then the prohibited
/// code points and the bidirectional rule are checked, as Java's `IDN.toASCII` and Python's
/// `idna` codec do; only a label that is not all ASCII goes through it.
enum TwitterIDN {
  /// The length of `host` in ASCII (labels in punycode), or `nil` when it is not a valid
  /// international domain name.
  ///
  /// - Complexity: O(*n*) in the length of the host, O(*k*²) per label of *k* code points when
  ///   it needs punycode (a label longer than 63 code points is rejected before encoding).
  static func asciiLength(of host: ArraySlice<UInt32>) -> Int? {
    guard !host.isEmpty else { return nil }
    if host.allSatisfy({ $0 < 0x80 }) {
      // ASCII host: every label but the last 1...63 characters, the last at most 63.
      var labelLength = 0
      for c in host {
        if c == 0x2E {
          guard labelLength > 0, labelLength < 64 else { return nil }
          labelLength = 0
        } else {
          labelLength += 1
        }
      }
      return labelLength < 64 ? host.count : nil
    }
    var total = 0
    var labels = 0
    var label: [UInt32] = []
    var index = host.startIndex
    while true {
      let atEnd = index == host.endIndex
      if atEnd || isDot(host[index]) {
        // A trailing dot ends the name without an empty label.
        if !(atEnd && label.isEmpty && labels > 0) {
          guard let length = labelLength(label) else { return nil }
          total += length + (labels > 0 ? 1 : 0)
          labels += 1
        }
        label.removeAll(keepingCapacity: true)
        if atEnd { break }
      } else {
        label.append(host[index])
      }
      index += 1
    }
    return total
  }

  /// Full stops IDNA treats as label separators.
  static func isDot(_ c: UInt32) -> Bool { c == 0x2E || c == 0x3002 || c == 0xFF0E || c == 0xFF61 }

  /// The ASCII length of one label, or `nil` when it is invalid.
  static func labelLength(_ raw: [UInt32]) -> Int? {
    if raw.allSatisfy({ $0 < 0x80 }) {
      return raw.count > 0 && raw.count < 64 ? raw.count : nil
    }
    guard raw.count <= 63 * 4 else { return nil }
    var kept = String.UnicodeScalarView()
    for c in raw where !isMappedToNothing(c) {
      guard let scalar = Unicode.Scalar(c) else { return nil }
      kept.append(scalar)
    }
    // Nameprep's case folding (B.2) and NFKC, as Foundation does them.
    let prepared = String(kept).folding(options: .caseInsensitive, locale: nil)
      .precomposedStringWithCompatibilityMapping
    let label = prepared.unicodeScalars.map(\.value)
    guard !label.contains(where: isProhibited) else { return nil }
    guard passesBidiRule(label) else { return nil }
    if label.allSatisfy({ $0 < 0x80 }) {
      return label.count > 0 && label.count < 64 ? label.count : nil
    }
    // An ACE prefix on a non-ASCII label is rejected.
    if label.count >= 4, label[0] == 0x78, label[1] == 0x6E, label[2] == 0x2D, label[3] == 0x2D {
      return nil
    }
    let length = 4 + punycodeLength(label)
    return length < 64 ? length : nil
  }

  /// RFC 3454 table B.1: code points nameprep removes.
  static func isMappedToNothing(_ c: UInt32) -> Bool {
    switch c {
    case 0xAD, 0x34F, 0x1806, 0x180B...0x180D, 0x200B...0x200D, 0x2060, 0xFE00...0xFE0F, 0xFEFF:
      true
    default: false
    }
  }

  /// RFC 3454 tables C.3 to C.9 (private use, non-characters, surrogates, inappropriate for
  /// plain text or canonical representation, display-changing, tags) and C.2.2's format
  /// characters.
  static func isProhibited(_ c: UInt32) -> Bool {
    switch c {
    case 0xE000...0xF8FF, 0xF0000...0xFFFFD, 0x100000...0x10FFFD: return true
    case 0xFDD0...0xFDEF: return true
    case 0xD800...0xDFFF: return true
    case 0xFFF9...0xFFFD, 0x2FF0...0x2FFB: return true
    case 0x340, 0x341, 0x200E, 0x200F, 0x202A...0x202E, 0x206A...0x206F: return true
    case 0xE0001, 0xE0020...0xE007F: return true
    case 0x6DD, 0x70F, 0x180E, 0x2028, 0x2029, 0x2061...0x2063, 0x1D173...0x1D17A: return true
    default: return (c & 0xFFFE) == 0xFFFE
    }
  }

  /// RFC 3454 section 6: a label with right-to-left letters holds no left-to-right letter, and
  /// starts and ends with a right-to-left letter.
  static func passesBidiRule(_ label: [UInt32]) -> Bool {
    var hasRightToLeft = false
    var hasLeftToRight = false
    for c in label {
      if isRightToLeftLetter(c) {
        hasRightToLeft = true
      } else if isLeftToRightLetter(c) {
        hasLeftToRight = true
      }
    }
    guard hasRightToLeft else { return true }
    guard !hasLeftToRight, let first = label.first, let last = label.last else { return false }
    return isRightToLeftLetter(first) && isRightToLeftLetter(last)
  }

  private static func isRightToLeftBlock(_ c: UInt32) -> Bool {
    switch c {
    case 0x590...0x8FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFE, 0x10800...0x10FFF, 0x1E800...0x1EFFF:
      true
    default: false
    }
  }

  private static func isLetter(_ c: UInt32) -> Bool {
    guard let scalar = Unicode.Scalar(c) else { return false }
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter:
      return true
    default: return false
    }
  }

  static func isRightToLeftLetter(_ c: UInt32) -> Bool { isRightToLeftBlock(c) && isLetter(c) }

  static func isLeftToRightLetter(_ c: UInt32) -> Bool { !isRightToLeftBlock(c) && isLetter(c) }

  // MARK: Punycode (RFC 3492)

  /// The length of the punycode encoding of `label` (without the `xn--` prefix).
  static func punycodeLength(_ label: [UInt32]) -> Int {
    let base = 36
    let tMin = 1
    let tMax = 26
    let skew = 38
    let damp = 700
    var output = 0
    let basic = label.filter { $0 < 0x80 }.count
    output += basic
    var handled = basic
    if basic > 0 { output += 1 }  // the delimiter
    var n: UInt32 = 0x80
    var delta = 0
    var bias = 72
    func adapt(_ delta: Int, _ count: Int, _ first: Bool) -> Int {
      var delta = first ? delta / damp : delta / 2
      delta += delta / count
      var k = 0
      while delta > ((base - tMin) * tMax) / 2 {
        delta /= base - tMin
        k += base
      }
      return k + (base - tMin + 1) * delta / (delta + skew)
    }
    while handled < label.count {
      let m = label.filter { $0 >= n }.min()!
      delta += Int(m - n) * (handled + 1)
      n = m
      for c in label {
        if c < n { delta += 1 }
        if c == n {
          var q = delta
          var k = base
          while true {
            let t = k <= bias ? tMin : (k >= bias + tMax ? tMax : k - bias)
            if q < t { break }
            output += 1
            q = (q - t) / (base - t)
            k += base
          }
          output += 1
          bias = adapt(delta, handled + 1, handled == basic)
          delta = 0
          handled += 1
        }
      }
      delta += 1
      n += 1
    }
    return output
  }
}
