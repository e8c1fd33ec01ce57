/// The decimal digits of every script (Unicode general category Nd), as the keyboards of those
/// scripts type them: Arabic-Indic "٠١٢", Persian "۰۱۲", Devanagari "०१२", Bengali, Thai and the
/// rest, about seventy sets of ten.
///
/// A field that takes digits stores them as ASCII: `١٣٨` typed on an Arabic keyboard is "138",
/// reported as a normalization ("Digits were converted to 0–9."). Letters, other numbers (Roman
/// numerals, circled or superscript digits, fractions) and digits with a mark on them are not
/// digits here:
///
/// ```swift
/// DecimalDigits.folding("١٣٨٠٠")  // "13800"
/// DecimalDigits.folding("①²")     // "①²" — numbers, not decimal digits
/// ```
package enum DecimalDigits {
  /// The ASCII digit with the same value as `scalar`, a decimal digit of another script, or
  /// `nil` (for an ASCII digit too).
  package static func asciiDigit(of scalar: Unicode.Scalar) -> Unicode.Scalar? {
    guard scalar.value >= 0x80, scalar.properties.generalCategory == .decimalNumber,
      let value = scalar.properties.numericValue, value >= 0, value <= 9,
      value == value.rounded()
    else { return nil }
    return Unicode.Scalar(0x30 + UInt8(value))
  }

  /// Whether `value` may be a decimal digit of another script: `false` for ASCII and for the
  /// blocks that hold none (Latin to Hebrew, CJK and Yi, Hangul syllables to the full-width
  /// digits, the emoji blocks, the ideographic planes), so that text of those scripts is read
  /// without a property lookup. `KnownRangeTests` checks every code point against
  /// ``asciiDigit(of:)``.
  @inline(__always)
  static func mayBeDigit(_ value: UInt32) -> Bool {
    switch value {
    case ..<0x0660, 0x3000..<0xA620, 0xAC00..<0xFF10, 0x1F000..<0x1FBF0, 0x20000...: false
    default: true
    }
  }

  /// `text` with every decimal digit of another script replaced by its ASCII digit; other
  /// characters are kept.
  ///
  /// The search for the first digit to replace skips ASCII and the blocks without digits
  /// (``mayBeDigit(_:)``); text without one is returned as it is.
  ///
  /// A ``ReviewCancellation`` that asks to stop during the pass gets `text` back as it was.
  ///
  /// - Parameter keeping: Characters to leave as they are (a policy that allows "١" itself).
  /// - Complexity: O(n) in the length of `text`; text without such a digit is returned without a
  ///   copy.
  package static func folding(_ text: String, keeping: (Character) -> Bool = { _ in false }) -> String {
    guard !text.isASCII else { return text }
    func ascii(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
      guard mayBeDigit(scalar.value), let digit = asciiDigit(of: scalar), !keeping(Character(scalar))
      else { return nil }
      return digit
    }
    guard let first = text.firstUTF8Offset(mayMatch: { $0 >= 0xD9 }, where: { ascii($0) != nil })
    else { return text }
    return text.replacingScalars(from: first, with: ascii)
  }
}
