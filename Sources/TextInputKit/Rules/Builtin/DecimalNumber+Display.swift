extension InputRules.DecimalNumber: DisplayFormat {
  /// The digits and points of each piece: separators and anything a program put in the field
  /// that is not part of a number are not part of the value.
  func values(of pieces: [Substring]) -> [String] {
    guard grouping != nil else { return pieces.map(String.init) }
    return pieces.map { piece in
      // In ASCII text every digit and point is a character of its own (only CR LF is two
      // bytes), so its bytes can be kept without walking its characters.
      if !piece.utf8.contains(where: { $0 >= 0x80 }) {
        return String(
          singleByteCharacters: piece.utf8.filter {
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || $0 == UInt8(ascii: ".")
          })
      }
      return String(piece.filter { $0.isASCII && ($0.isNumber || $0 == ".") })
    }
  }

  /// The number with ``grouping`` between groups of integer digits, as ``groupingStyle`` says.
  ///
  /// ```swift
  /// // grouping ",": "1234567.89" → "1,234,567.89", "0.5" → "0.5", "123" → "123"
  /// // by 万: "123456789" → "1,2345,6789"; by lakh: "123456789" → "12,34,56,789"
  /// ```
  ///
  /// - Complexity: O(*n*) in the length of `value`.
  public func display(of value: String) -> String {
    guard let grouping else { return value }
    let utf8 = value.utf8
    if !utf8.contains(where: { $0 >= 0x80 || $0 == 0x0D }) {
      // ASCII without CR LF, a byte a character: laid out byte by byte.
      let length =
        utf8.firstIndex(of: UInt8(ascii: ".")).map { utf8.distance(from: utf8.startIndex, to: $0) }
        ?? utf8.count
      let separators = groupingStyle.separators(inIntegerOf: length)
      guard separators > 0 else { return value }
      var bytes: [UInt8] = []
      bytes.reserveCapacity(utf8.count + separators * grouping.utf8.count)
      var remaining = length
      for byte in utf8 {
        if remaining > 0 {
          if remaining < length && groupingStyle.separatesBefore(remaining: remaining) {
            bytes.append(contentsOf: grouping.utf8)
          }
          remaining -= 1
        }
        bytes.append(byte)
      }
      return String(decoding: bytes, as: UTF8.self)
    }
    let integer = value.prefix { $0 != "." }
    // Counted once: a substring counts its characters by walking them.
    let length = integer.count
    let separators = groupingStyle.separators(inIntegerOf: length)
    guard separators > 0 else { return value }
    var result = ""
    result.reserveCapacity(value.utf8.count + separators * grouping.utf8.count)
    var remaining = length
    for character in integer {
      if remaining < length && groupingStyle.separatesBefore(remaining: remaining) {
        result += grouping
      }
      result.append(character)
      remaining -= 1
    }
    result += value[integer.endIndex...]
    return result
  }

  func displayOffset(afterValueCharacters count: Int, of value: String) -> Int {
    guard grouping != nil else { return count }
    let utf8 = value.utf8
    let length =
      utf8.contains(where: { $0 >= 0x80 || $0 == 0x0D })
      ? value.prefix { $0 != "." }.count
      // ASCII without CR LF: a byte a character.
      : utf8.distance(
        from: utf8.startIndex, to: utf8.firstIndex(of: UInt8(ascii: ".")) ?? utf8.endIndex)
    // A separator stands before integer digit i (0 < i < length) when the style separates
    // before length − i remaining digits; those before digit `count` come before the caret.
    let last = Swift.min(count, length) - 1
    guard last >= 1 else { return count }
    let separators =
      groupingStyle.separators(inIntegerOf: length)
      - groupingStyle.separators(inIntegerOf: length - last)
    return count + separators
  }

  func refitted(_ value: String) -> String { value }
}

extension InputRules.DecimalNumber: FormattingRule {
  /// The number laid out with its group separators; `nil` without a grouping.
  var displayFormat: (any DisplayFormat)? { grouping == nil ? nil : self }
}
