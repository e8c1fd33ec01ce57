/// Full-width forms, as Chinese and Japanese keyboards type them.
enum FullWidth {
  /// The ASCII form of a full-width digit, letter or sign ("１" → "1", "Ａ" → "A"), or `nil`.
  static func asciiForm(of scalar: Unicode.Scalar) -> Unicode.Scalar? {
    switch scalar.value {
    case 0xFF01...0xFF5E: return Unicode.Scalar(scalar.value - 0xFF01 + 0x21)
    case 0x3000: return " "
    default: return nil
    }
  }

  /// `text` with full-width digits and letters replaced by ASCII; other characters are kept.
  ///
  /// A ``ReviewCancellation`` that asks to stop during the pass gets `text` back as it was.
  ///
  /// - Parameter signs: Whether full-width punctuation is folded too.
  static func folding(_ text: String, signs: Bool = false) -> String {
    guard !text.isASCII else { return text }
    var result = String.UnicodeScalarView()
    var checkpoint = ReviewCheckpoint()
    for scalar in text.unicodeScalars {
      if checkpoint.shouldStop() { return text }
      if let ascii = asciiForm(of: scalar),
        signs || ascii.properties.numericType != nil || ascii.properties.isAlphabetic
      {
        result.append(ascii)
      } else {
        result.append(scalar)
      }
    }
    return String(result)
  }
}
