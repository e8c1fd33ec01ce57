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
enum DecimalDigits {
  /// The ASCII digit with the same value as `scalar`, a decimal digit of another script, or
  /// `nil` (for an ASCII digit too).
  static func asciiDigit(of scalar: Unicode.Scalar) -> Unicode.Scalar? {
    guard scalar.value >= 0x80, scalar.properties.generalCategory == .decimalNumber,
      let value = scalar.properties.numericValue, value >= 0, value <= 9,
      value == value.rounded()
    else { return nil }
    return Unicode.Scalar(0x30 + UInt8(value))
  }

  /// `text` with every decimal digit of another script replaced by its ASCII digit; other
  /// characters are kept.
  ///
  /// A ``ReviewCancellation`` that asks to stop during the pass gets `text` back as it was.
  ///
  /// - Parameter keeping: Characters to leave as they are (a policy that allows "١" itself).
  /// - Complexity: O(n) in the length of `text`; ASCII text is returned without a copy.
  static func folding(_ text: String, keeping: (Character) -> Bool = { _ in false }) -> String {
    guard !text.isASCII else { return text }
    var result = String.UnicodeScalarView()
    var changed = false
    var checkpoint = ReviewCheckpoint()
    for scalar in text.unicodeScalars {
      if checkpoint.shouldStop() { return text }
      if let ascii = asciiDigit(of: scalar), !keeping(Character(scalar)) {
        result.append(ascii)
        changed = true
      } else {
        result.append(scalar)
      }
    }
    return changed ? String(result) : text
  }
}
