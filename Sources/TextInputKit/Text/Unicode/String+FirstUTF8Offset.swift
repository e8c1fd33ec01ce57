extension String {
  /// The UTF-8 offset of the first code point whose lead byte is `lead` or `otherLead` and for
  /// which `matches` holds, or `nil`. Only those code points are decoded.
  ///
  /// - Complexity: O(*n*) in the length of the text.
  package func firstUTF8Offset(
    ofLeadIn lead: UInt8, _ otherLead: UInt8, where matches: (Unicode.Scalar) -> Bool
  ) -> Int? {
    firstUTF8Offset(mayMatch: { $0 == lead || $0 == otherLead }, where: matches)
  }

  /// The UTF-8 offset of the first code point whose lead byte passes `mayMatch` and for which
  /// `matches` holds, or `nil`; continuation bytes are never offered to `mayMatch`.
  ///
  /// - Complexity: O(*n*) in the length of the text.
  func firstUTF8Offset(
    mayMatch: (UInt8) -> Bool, where matches: (Unicode.Scalar) -> Bool
  ) -> Int? {
    var text = self
    text.makeContiguousUTF8()
    return text.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
      let end = bytes.count
      var position = 0
      while position < end {
        let byte = bytes[position]
        if byte & 0xC0 == 0x80 || !mayMatch(byte) {
          position &+= 1
          continue
        }
        let (value, width) = GraphemeScanner.decode(bytes, at: position)
        if matches(Unicode.Scalar(value).unsafelyUnwrapped) { return position }
        position &+= width
      }
      return nil
    } ?? nil
  }

  /// The text with each code point from UTF-8 offset `first` on replaced by `replacement` where
  /// it gives one; the text before `first` is copied as it is. A ``ReviewCancellation`` that asks
  /// to stop during the pass gets the text back as it was.
  ///
  /// - Complexity: O(*n*) in the length of the text.
  func replacingScalars(
    from first: Int, with replacement: (Unicode.Scalar) -> Unicode.Scalar?
  ) -> String {
    let start = utf8.index(startIndex, offsetBy: first)
    var result = String(self[..<start]).unicodeScalars
    var checkpoint = ReviewCheckpoint()
    for scalar in self[start...].unicodeScalars {
      if checkpoint.shouldStop() { return self }
      result.append(replacement(scalar) ?? scalar)
    }
    return String(result)
  }
}
