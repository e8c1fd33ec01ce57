extension String {
  /// `self` with every `byte`, an ASCII character, replaced by `replacement`, another, when each
  /// of them stands between ASCII characters or the ends of the text; `nil` when one stands
  /// beside a code point that is not ASCII, or the text holds `other`.
  ///
  /// Between ASCII characters, an ASCII character other than a carriage return or a line feed
  /// is a cluster of its own (no ASCII character extends a cluster or prepends to one), so this
  /// is the same as replacing each `Character` equal to it, without breaking the text into
  /// clusters:
  ///
  /// ```swift
  /// "1,5 и 2,5".replacingLoneASCII(",", with: ".", unlessContaining: "，")  // "1.5 и 2.5"
  /// "1,\u{301}5".replacingLoneASCII(",", with: ".", unlessContaining: "，")  // nil: "́" joins ","
  /// ```
  ///
  /// - Complexity: O(*n*) in the length of the text.
  package func replacingLoneASCII(
    _ byte: Unicode.Scalar, with replacement: Unicode.Scalar, unlessContaining other: Unicode.Scalar
  ) -> String? {
    let target = UInt8(byte.value)
    let written = UInt8(replacement.value)
    precondition(byte.isASCII && replacement.isASCII && target != 0x0D && target != 0x0A)
    if !isASCII, firstUTF8Offset(mayMatch: { $0 >= 0x80 }, where: { $0 == other }) != nil {
      return nil
    }
    var bytes = Array(utf8)
    let end = bytes.count
    for index in 0..<end where bytes[index] == target {
      if index > 0, bytes[index - 1] >= 0x80 { return nil }
      if index + 1 < end, bytes[index + 1] >= 0x80 { return nil }
      bytes[index] = written
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
