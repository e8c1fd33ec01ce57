extension TokenSet {
  /// Whether the UTF-8 offset `position` of `bytes` is a cut: no literal and no sticker code
  /// spans it, and no pattern match can hold the character there after its first (see
  /// ``TokenLocality``).
  ///
  /// `bytes` must hold the ``TokenLocality/margin`` units on each side of `position`, or reach the
  /// start or end of the text.
  ///
  /// ```swift
  /// // calculator: "2si|n(" is no cut ("sin(" spans it); "2|sin(" is one
  /// // mentions:   "@bo|b" is no cut ("b" continues a mention); "bob| and" is one
  /// ```
  ///
  /// - Complexity: O(*m*) in the margin, for each literal or code that could span the position.
  func isCut(
    at position: Int, in bytes: UnsafeBufferPointer<UInt8>, locality: TokenLocality
  ) -> Bool {
    guard position > 0, position < bytes.count else { return true }
    if let scalar = Self.scalar(at: position, in: bytes), locality.isInterior(scalar) {
      return false
    }
    if !literalTable.isEmpty {
      for start in Swift.max(0, position - locality.margin + 1)..<position {
        guard let candidates = literalTable[bytes[start]] else { continue }
        for literal in candidates where start + literal.count > position {
          guard start + literal.count <= bytes.count else { continue }
          var same = true
          for k in 1..<literal.count where bytes[start + k] != literal[k] {
            same = false
            break
          }
          if same { return false }
        }
      }
    }
    if let scanner = catalog?.scanner, scanner.longest > 0 {
      for start in Swift.max(0, position - scanner.longest + 1)..<position
      where bytes[start] == UInt8(ascii: "[") {
        if let (length, _) = scanner.match(bytes, at: start), start + length > position {
          return false
        }
      }
    }
    return true
  }

  /// The code point that starts at a UTF-8 offset, or `nil` inside one.
  private static func scalar(at position: Int, in bytes: UnsafeBufferPointer<UInt8>)
    -> Unicode.Scalar?
  {
    var iterator = bytes[position...].makeIterator()
    var decoder = UTF8()
    guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return nil }
    return scalar
  }
}
