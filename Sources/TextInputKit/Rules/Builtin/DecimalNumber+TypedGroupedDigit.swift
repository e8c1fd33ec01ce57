extension FieldBuffer {
  /// Whether a digit typed into or deleted from a grouped number takes
  /// ``applyGroupedDigit(_:replacement:source:)``;
  /// `false` sends every edit through the general formatted path, which the tests compare it with.
  @TaskLocal static var typesGroupedDigitsInPlace = true

  /// A digit typed at the caret of a field that shows a number grouped by one ASCII separator
  /// ("1,234,567.89"), or a digit deleted next to the caret (backspace, forward delete), laid
  /// out byte by byte; `nil` for any other edit, which
  /// ``applyFormatted(_:replacement:source:format:)`` makes.
  ///
  /// It makes the same outcome as that path, without its reviews, indices and counts by
  /// character: the policy holds the number and completion checks only, the display is the
  /// number laid out exactly (no marked text, nothing a program put in that is not part of it),
  /// the number has no leading zero or point, and the digit leaves it valid without rewriting
  /// it. Everything else (a rejected digit, a zero that would lead, a selection typed over, a
  /// separator or the point deleted) goes the general way.
  ///
  /// Every separator before an integer digit moves when one is inserted or deleted before the
  /// point, so the display changes from the number's first digit to the caret: that part is
  /// replaced (`replacedUTF16Range`), and the work is a few passes over the bytes of the
  /// display. A keystroke in a grouped number therefore costs in proportion to the number, by
  /// the nature of the layout, not of the engine.
  ///
  /// - Complexity: O(*n*) byte operations for a display of *n* bytes, without a grapheme
  ///   cluster walk or a `String` index offset.
  mutating func applyGroupedDigit(
    _ range: Range<Int>, replacement: String, source: EditSource
  ) -> EditOutcome? {
    let change: GroupedChange
    if source == .typing, range.isEmpty, selection == range,
      let digit = Self.singleASCIIDigit(replacement)
    {
      change = .insert(digit)
    } else if source == .deletion, replacement.isEmpty, range.count == 1, selection.isEmpty,
      selection.lowerBound == range.lowerBound || selection.lowerBound == range.upperBound
    {
      change = .delete
    } else {
      return nil
    }
    guard Self.typesGroupedDigitsInPlace, markedRange == nil, composition == nil,
      let number = format as? InputRules.DecimalNumber,
      let separator = Self.asciiSeparator(number.grouping),
      !number.allowsNegative, !number.acceptsDecimalComma,
      policy.rules.allSatisfy({ Self.reviewsAsGroupedNumber($0, number) }),
      units.keys.allSatisfy(Self.countsASCIIBytes),
      range.lowerBound >= 0, range.upperBound <= storage.utf16Count
    else { return nil }
    var text = storage.string
    let outcome = text.withUTF8 { old -> (Range<Int>, String, Int, Int)? in
      guard
        let edited = Self.groupedEdit(
          change, atUTF8: range.lowerBound, in: old, number: number, separator: separator)
      else { return nil }
      // The common prefix, then the common suffix that does not overlap it, as
      // `minimalReplacement(_:with:)` finds them; ASCII: bytes are UTF-16 units.
      let new = edited.display
      var lower = 0
      while lower < new.count, lower < old.count, old[lower] == new[lower] { lower += 1 }
      var oldUpper = old.count
      var newUpper = new.count
      while oldUpper > lower, newUpper > lower, old[oldUpper - 1] == new[newUpper - 1] {
        oldUpper -= 1
        newUpper -= 1
      }
      let inserted = String(decoding: new[lower..<newUpper], as: UTF8.self)
      return (lower..<oldUpper, inserted, edited.valueCount, edited.caret)
    }
    guard let (replaced, inserted, valueCount, caretOffset) = outcome else { return nil }
    storage.replace(replaced, with: inserted)
    selection = caretOffset..<caretOffset
    for metric in Array(units.keys) { units[metric] = valueCount }
    // The new text is read from the storage when the outcome's state is asked for.
    return EditOutcome(
      field: .chunks(storage, selection: selection, markedRange: nil), disposition: .accepted,
      changes: [], replacedUTF16Range: replaced, replacement: inserted)
  }

  /// What a keystroke does to a grouped number: a digit typed at an offset, or the digit at an
  /// offset deleted (backspace or forward delete).
  enum GroupedChange {
    case insert(UInt8)
    case delete
  }

  /// The display after `change` at byte `offset` of `display`, the length of the new value and
  /// the caret in the new display; `nil` when `display` is not `number`'s layout of a value
  /// without a leading zero or point, or when the change would be rejected or rewritten: a
  /// digit the number does not take, a deletion of anything but a digit, of the last digit or
  /// of the first when a zero or the point follows it.
  ///
  /// One pass reads the value's shape, a second checks the layout and writes the new one.
  ///
  /// ```swift
  /// // "1,234,|567" + "8" → "12,348,|567" · "1,23|4,567" ⌫ → "12|4,567"
  /// ```
  ///
  /// - Complexity: O(*n*) in the bytes of `display`.
  static func groupedEdit(
    _ change: GroupedChange, atUTF8 offset: Int, in display: UnsafeBufferPointer<UInt8>,
    number: InputRules.DecimalNumber, separator: UInt8
  ) -> (display: [UInt8], valueCount: Int, caret: Int)? {
    guard offset <= display.count else { return nil }
    // The value's shape: its digits and point, and nothing but separators between them.
    var count = 0
    var point: Int?
    var valueOffset = 0
    for index in display.indices {
      let byte = display[index]
      if index == offset { valueOffset = count }
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
    if offset == display.count { valueOffset = count }
    let integer = point ?? count
    let fraction = point.map { count - $0 - 1 } ?? 0
    // No leading zero or point to normalize, and a valid number before the digit.
    if let first = display.first, first == UInt8(ascii: "0") || first == UInt8(ascii: ".") {
      return nil
    }
    guard fraction <= number.fractionDigits, point == nil || number.fractionDigits > 0,
      integer <= number.integerDigits ?? Int.max
    else { return nil }
    // The change keeps the number valid and unchanged but for the digit.
    let newInteger: Int
    let digit: UInt8?
    switch change {
    case .insert(let typed):
      digit = typed
      if valueOffset <= integer {
        guard !(valueOffset == 0 && typed == UInt8(ascii: "0")),
          integer + 1 <= number.integerDigits ?? Int.max
        else { return nil }
        newInteger = integer + 1
      } else {
        guard fraction + 1 <= number.fractionDigits else { return nil }
        newInteger = integer
      }
    case .delete:
      digit = nil
      // A digit, not the only character, and not the first when a zero or the point follows
      // it (the number would then be normalized).
      guard offset < display.count, display[offset] &- UInt8(ascii: "0") < 10, count > 1,
        valueOffset != point
      else { return nil }
      if valueOffset == 0 {
        var next = offset + 1
        while next < display.count, display[next] == separator { next += 1 }
        guard next < display.count, display[next] != UInt8(ascii: "0"),
          display[next] != UInt8(ascii: ".")
        else { return nil }
      }
      newInteger = valueOffset < integer ? integer - 1 : integer
    }
    let newCount = digit == nil ? count - 1 : count + 1
    let style = number.groupingStyle
    // The old display must be the layout of its value: each separator where the style puts one.
    var laidOut = true
    let capacity = newCount + style.separators(inIntegerOf: newInteger)
    // For a deletion, the caret: after the value character before the deleted one.
    var deletionCaret = 0
    let new = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, written in
      var read = 0  // in `display`
      var valueIndex = 0  // in the old value
      var newIndex = 0  // in the new value
      func write(_ byte: UInt8) {
        let remaining = newInteger - newIndex
        if newIndex > 0 && remaining > 0 && style.separatesBefore(remaining: remaining) {
          buffer[written] = separator
          written += 1
        }
        buffer[written] = byte
        written += 1
        newIndex += 1
      }
      while valueIndex < count {
        if valueIndex == valueOffset, let digit { write(digit) }
        let remaining = integer - valueIndex
        if valueIndex > 0 && remaining > 0 && style.separatesBefore(remaining: remaining) {
          guard display[read] == separator else {
            laidOut = false
            return
          }
          read += 1
        }
        let byte = display[read]
        guard byte != separator else {
          laidOut = false
          return
        }
        if digit == nil && valueIndex == valueOffset {
          deletionCaret = written
        } else {
          write(byte)
        }
        read += 1
        valueIndex += 1
      }
      if valueOffset == count, let digit { write(digit) }
      // Nothing after the last value byte: a trailing separator is no layout.
      if read != display.count { laidOut = false }
    }
    guard laidOut else { return nil }
    if digit == nil { return (new, newCount, deletionCaret) }
    let caret =
      valueOffset + 1
      + (valueOffset + 1 <= newInteger
        ? (valueOffset >= 1
          ? style.separators(inIntegerOf: newInteger)
            - style.separators(inIntegerOf: newInteger - valueOffset) : 0)
        : style.separators(inIntegerOf: newInteger))
    return (new, newCount, caret)
  }

  /// `value` with `separator` between groups of its first `integer` bytes, as `style` groups
  /// them: ``InputRules/DecimalNumber/display(of:)`` for ASCII.
  static func layout(
    _ value: [UInt8], integer: Int, style: InputRules.DecimalNumber.GroupingStyle,
    separator: UInt8
  ) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(value.count + style.separators(inIntegerOf: integer))
    for (index, byte) in value.enumerated() {
      let remaining = integer - index
      if index > 0 && remaining > 0 && style.separatesBefore(remaining: remaining) {
        bytes.append(separator)
      }
      bytes.append(byte)
    }
    return bytes
  }

  /// The one ASCII digit `text` is, or `nil`.
  private static func singleASCIIDigit(_ text: String) -> UInt8? {
    let utf8 = text.utf8
    guard utf8.count == 1, let byte = utf8.first,
      byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9")
    else { return nil }
    return byte
  }

  /// The separator when it is one ASCII byte that is neither a digit nor a point.
  private static func asciiSeparator(_ grouping: String?) -> UInt8? {
    guard let utf8 = grouping?.utf8, utf8.count == 1, let byte = utf8.first, byte < 0x80,
      byte != UInt8(ascii: "."), byte != 0x0D,
      !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    else { return nil }
    return byte
  }

  /// Whether `rule` reviews a digit as `number` alone does: it is `number`, or a completion
  /// check that never reviews an edit.
  private static func reviewsAsGroupedNumber(
    _ rule: any InputRule, _ number: InputRules.DecimalNumber
  ) -> Bool {
    if rule is InputRules.Required { return true }
    return (rule as? InputRules.DecimalNumber) == number
  }

  /// Whether `metric` counts one unit per byte of ASCII text.
  private static func countsASCIIBytes(_ metric: LengthMetric) -> Bool {
    if case .weighted = metric { return false }
    return true
  }
}
