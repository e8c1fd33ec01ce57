extension FieldBuffer {
  /// Whether a digit typed into a decimal number takes
  /// ``applyDecimalDigit(_:replacement:source:)``; `false` sends every edit through the review of
  /// the whole text, which the tests compare it with.
  @TaskLocal static var typesDecimalDigitsInPlace = true

  /// What a field that holds a decimal number in its plain form knows of it between keystrokes:
  /// where its point is and how many digits stand on each side, for the storage revision it was
  /// read at.
  struct DecimalShape: Sendable, Hashable {
    /// The ``TextStorage/revision`` the shape was read at.
    var revision: Int
    /// The shape, or `nil` when the text is not a number the fast path takes (a leading zero or
    /// point, a character other than a digit or the point, a limit already passed).
    var number: Number?

    struct Number: Sendable, Hashable {
      /// The UTF-16 offset of the point, if there is one.
      var point: Int?
      /// The digits before the point and after it.
      var integer: Int
      var fraction: Int
    }
  }

  /// A digit typed at the caret of a field whose policy is a decimal number without grouping
  /// (and completion checks): the digit goes in without a review of the whole text, when it keeps
  /// the number valid and unchanged but for itself; `nil` for any other edit, which the general
  /// path makes.
  ///
  /// The number's shape (``DecimalShape``) is read once, in one pass over its bytes, and then
  /// kept as digits go in, so that a keystroke costs the same in a number of any length; any
  /// other change of the text makes it read again.
  ///
  /// - Complexity: O(log *n*) for a keystroke after one through this path; O(*n*) byte
  ///   operations for the first.
  mutating func applyDecimalDigit(
    _ range: Range<Int>, replacement: String, source: EditSource
  ) -> EditOutcome? {
    guard Self.typesDecimalDigitsInPlace, markedRange == nil, composition == nil, format == nil,
      tokens == nil, range.lowerBound >= 0, range.upperBound <= storage.utf16Count
    else { return nil }
    if source == .deletion, replacement.isEmpty, range.count == 1 {
      return deleteDecimalDigit(at: range.lowerBound)
    }
    guard source == .typing, range.isEmpty, let digit = Self.singleDigit(replacement),
      let number = decimalNumberShape()
    else { return nil }
    guard var shape = decimalShape?.number else { return nil }
    let caret = range.lowerBound
    if let point = shape.point, caret > point {
      guard shape.fraction < number.fractionDigits else { return nil }
      shape.fraction += 1
    } else {
      // A zero before every other digit would be removed again.
      guard !(caret == 0 && digit == UInt8(ascii: "0") && storage.utf16Count > 0),
        shape.integer < number.integerDigits ?? Int.max
      else { return nil }
      shape.integer += 1
      shape.point = shape.point.map { $0 + 1 }
    }
    storage.replace(range, with: replacement)
    // A lone zero is a number the fast path does not take further: "0" + "5" becomes "5".
    decimalShape = DecimalShape(
      revision: storage.revision.value, number: digit == UInt8(ascii: "0") && caret == 0 ? nil : shape)
    var index = units.startIndex
    while index != units.endIndex {
      units.values[index] = units.values[index].saturatingAdd(1)
      units.formIndex(after: &index)
    }
    selection = (caret + 1)..<(caret + 1)
    return EditOutcome(
      field: .chunks(storage, selection: selection, markedRange: nil), disposition: .accepted,
      changes: [], replacedUTF16Range: range, replacement: replacement)
  }

  /// The policy's plain decimal number, with ``decimalShape`` read for the storage's revision;
  /// `nil` when the policy is not one, or a unit count is not one a digit.
  private mutating func decimalNumberShape() -> InputRules.DecimalNumber? {
    guard let number = Self.plainDecimal(of: policy),
      units.keys.allSatisfy(Self.countsDigitsAsOneUnit)
    else { return nil }
    if decimalShape?.revision != storage.revision.value {
      decimalShape = DecimalShape(
        revision: storage.revision.value, number: Self.shape(of: storage.string, as: number))
    }
    return number
  }

  /// Backspace or forward delete of one digit of a plain decimal number: the digit goes without
  /// a review of the whole text, when what is left is a number the fast path takes (no leading
  /// zero or point: deleting the "1" of "10" or "1.5" goes through the review, which removes or
  /// keeps the zero as it always does); `nil` for any other deletion.
  ///
  /// ```swift
  /// // "12|34.5" ⌫ → "1|34.5" · "|1.5" ⌦ → general path (".5" is not taken here)
  /// ```
  ///
  /// - Complexity: O(log *n*) after a keystroke through this path.
  private mutating func deleteDecimalDigit(at offset: Int) -> EditOutcome? {
    guard decimalNumberShape() != nil, var shape = decimalShape?.number,
      let unit = storage.codeUnit(at: offset), unit &- UInt16(UInt8(ascii: "0")) < 10
    else { return nil }
    if let point = shape.point, offset > point {
      shape.fraction -= 1
    } else {
      if offset == 0, let next = storage.codeUnit(at: 1),
        next == UInt16(UInt8(ascii: "0")) || next == UInt16(UInt8(ascii: "."))
      {
        return nil
      }
      shape.integer -= 1
      shape.point = shape.point.map { $0 - 1 }
    }
    let range = offset..<(offset + 1)
    storage.replace(range, with: "")
    decimalShape = DecimalShape(
      revision: storage.revision.value, number: storage.utf16Count == 0 ? nil : shape)
    var index = units.startIndex
    while index != units.endIndex {
      units.values[index] -= 1
      units.formIndex(after: &index)
    }
    selection = offset..<offset
    return EditOutcome(
      field: .chunks(storage, selection: selection, markedRange: nil), disposition: .accepted,
      changes: [], replacedUTF16Range: range, replacement: "")
  }

  /// The shape of `text` as `number` takes it, or `nil` when the fast path does not take it.
  ///
  /// - Complexity: O(*n*) in the bytes of `text`.
  static func shape(of text: String, as number: InputRules.DecimalNumber) -> DecimalShape.Number? {
    var text = text
    return text.withUTF8 { bytes -> DecimalShape.Number? in
      if let first = bytes.first, first == UInt8(ascii: "0") || first == UInt8(ascii: ".") {
        return nil
      }
      var point: Int?
      for (offset, byte) in bytes.enumerated() {
        if byte == UInt8(ascii: ".") {
          guard point == nil, number.fractionDigits > 0 else { return nil }
          point = offset
        } else if byte &- UInt8(ascii: "0") >= 10 {
          return nil
        }
      }
      let integer = point ?? bytes.count
      let fraction = point.map { bytes.count - $0 - 1 } ?? 0
      guard fraction <= number.fractionDigits, integer <= number.integerDigits ?? Int.max else {
        return nil
      }
      // ASCII: a byte a UTF-16 unit.
      return DecimalShape.Number(point: point, integer: integer, fraction: fraction)
    }
  }

  /// The policy's decimal number when it is its one rule that reviews edits, without grouping.
  private static func plainDecimal(of policy: InputPolicy) -> InputRules.DecimalNumber? {
    var found: InputRules.DecimalNumber?
    for rule in policy.rules {
      if rule is InputRules.Required { continue }
      guard found == nil, let number = rule as? InputRules.DecimalNumber, number.grouping == nil,
        !number.allowsNegative, !number.acceptsDecimalComma
      else { return nil }
      found = number
    }
    return found
  }

  /// The one ASCII digit `text` is, or `nil`.
  private static func singleDigit(_ text: String) -> UInt8? {
    let utf8 = text.utf8
    guard utf8.count == 1, let byte = utf8.first, byte &- UInt8(ascii: "0") < 10 else {
      return nil
    }
    return byte
  }

  /// Whether `metric` counts an ASCII digit as one unit.
  private static func countsDigitsAsOneUnit(_ metric: LengthMetric) -> Bool {
    if case .weighted = metric { return false }
    return true
  }
}
