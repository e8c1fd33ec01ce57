extension FieldBuffer {
  /// What a field that shows a grouped number ("1,234,567.89") knows of it between keystrokes:
  /// how many digits stand on each side of its point, for the storage revision it was read at.
  ///
  /// A digit typed or deleted through ``applyGroupedDigit(_:replacement:source:)`` keeps it, so
  /// that the next keystroke needs no pass over the whole display to check that it is the
  /// number's layout; any other change of the text makes it read again.
  struct GroupedShape: Sendable, Hashable {
    /// The ``TextStorage/revision`` the shape was read at.
    var revision: Int
    /// The shape, or `nil` when the display is not a layout the fast path takes.
    var number: Number?

    /// A number laid out exactly: its integer digits with a separator wherever the grouping
    /// style puts one and nowhere else, then the point and the fraction digits if it has a
    /// point; no leading zero or point, and within the number's limits.
    struct Number: Sendable, Hashable {
      /// The digits before the point.
      var integer: Int
      /// The digits after the point.
      var fraction: Int
      /// Whether the display holds the point.
      var hasPoint: Bool

      /// The length of the value: its digits and point.
      var valueCount: Int { integer + fraction + (hasPoint ? 1 : 0) }

      /// The length of the integer part as shown, separators included.
      func integerLength(_ style: InputRules.DecimalNumber.GroupingStyle) -> Int {
        integer + style.separators(inIntegerOf: integer)
      }

      /// The length of the display.
      func displayLength(_ style: InputRules.DecimalNumber.GroupingStyle) -> Int {
        integerLength(style) + (hasPoint ? 1 + fraction : 0)
      }
    }
  }

  /// The shape of `display` as `number` lays it out with `separator`, or `nil` when it is not
  /// that layout of a value the fast path takes: a character other than a digit, the point or
  /// the separator, two points, a leading zero or point, a separator out of place, a limit
  /// passed.
  ///
  /// ```swift
  /// // "1,234,567.8" → 7 integer, 1 fraction · "1234,567" → nil · "0.5" → nil
  /// ```
  ///
  /// - Complexity: O(*n*) in the bytes of `display`.
  static func groupedShape(
    of display: UnsafeBufferPointer<UInt8>, number: InputRules.DecimalNumber, separator: UInt8
  ) -> GroupedShape.Number? {
    // The value's shape: its digits and point, and nothing but separators between them.
    var count = 0
    var point: Int?
    for byte in display {
      if byte &- UInt8(ascii: "0") < 10 {
        count += 1
      } else if byte == UInt8(ascii: ".") {
        guard point == nil else { return nil }
        point = count
        count += 1
      } else if byte != separator {
        return nil
      }
    }
    let integer = point ?? count
    let fraction = point.map { count - $0 - 1 } ?? 0
    if let first = display.first, first == UInt8(ascii: "0") || first == UInt8(ascii: ".") {
      return nil
    }
    guard fraction <= number.fractionDigits, point == nil || number.fractionDigits > 0,
      integer <= number.integerDigits ?? Int.max
    else { return nil }
    // Each separator where the style puts one, and none elsewhere.
    let style = number.groupingStyle
    var read = 0
    for valueIndex in 0..<count {
      let remaining = integer - valueIndex
      if valueIndex > 0 && remaining > 0 && style.separatesBefore(remaining: remaining) {
        guard display[read] == separator else { return nil }
        read += 1
      }
      guard display[read] != separator else { return nil }
      read += 1
    }
    // Nothing after the last value byte: a trailing separator is no layout.
    guard read == display.count else { return nil }
    return GroupedShape.Number(integer: integer, fraction: fraction, hasPoint: point != nil)
  }
}
