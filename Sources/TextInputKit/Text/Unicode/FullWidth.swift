/// Full-width forms, as Chinese and Japanese keyboards type them.
package enum FullWidth {
  /// The ASCII form of a full-width digit, letter or sign ("１" → "1", "Ａ" → "A"), or `nil`.
  static func asciiForm(of scalar: Unicode.Scalar) -> Unicode.Scalar? {
    switch scalar.value {
    case 0xFF01...0xFF5E: return Unicode.Scalar(scalar.value - 0xFF01 + 0x21)
    case 0x3000: return " "
    default: return nil
    }
  }

  /// The ASCII form ``folding(_:signs:)`` puts in place of `scalar`, or `nil` when it keeps it.
  @inline(__always)
  private static func folded(_ scalar: Unicode.Scalar, signs: Bool) -> Unicode.Scalar? {
    guard let ascii = asciiForm(of: scalar),
      signs || ascii.properties.numericType != nil || ascii.properties.isAlphabetic
    else { return nil }
    return ascii
  }

  /// `text` with full-width digits and letters replaced by ASCII; other characters are kept.
  ///
  /// ```swift
  /// FullWidth.folding("１３８ＡＢ")  // "138AB"
  /// FullWidth.folding("中文😀")     // "中文😀", the same string, not a copy
  /// ```
  ///
  /// Text without a full-width form is returned as it is: the search for the first one reads
  /// lead bytes only (U+3000 starts with E3, U+FF01–U+FF5E with EF).
  ///
  /// A ``ReviewCancellation`` that asks to stop during the pass gets `text` back as it was.
  ///
  /// - Parameter signs: Whether full-width punctuation is folded too.
  /// - Complexity: O(*n*) in the length of `text`.
  package static func folding(_ text: String, signs: Bool = false) -> String {
    guard !text.isASCII else { return text }
    let first = text.firstUTF8Offset(ofLeadIn: 0xE3, 0xEF) { folded($0, signs: signs) != nil }
    guard let first else { return text }
    return text.replacingScalars(from: first) { folded($0, signs: signs) }
  }
}
