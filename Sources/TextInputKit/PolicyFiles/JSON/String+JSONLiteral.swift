extension String {
  /// The string as a JSON string literal: quotes, backslashes and control characters (C0, DEL
  /// and C1) escaped, everything else as it is.
  ///
  /// ```swift
  /// "a\"b\n\u{85}".jsonLiteral  // "\"a\\\"b\\n\\u0085\""
  /// ```
  package var jsonLiteral: String {
    var result = "\""
    for scalar in unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value):
        let hex = String(scalar.value, radix: 16, uppercase: true)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
