extension FieldBuffer {
  /// Whether a digit typed into a grouped number takes ``applyGroupedDigit(_:replacement:source:)``;
  /// `false` sends every edit through the general formatted path, which the tests compare it with.
  @TaskLocal static var typesGroupedDigitsInPlace = true

  /// A digit typed at the caret of a field that shows a number grouped by one ASCII separator
  /// ("1,234,567.89"), laid out byte by byte; `nil` for any other edit, which
  /// ``applyFormatted(_:replacement:source:format:)`` makes.
  ///
  /// It makes the same outcome as that path, without its reviews, indices and counts by
  /// character: the policy holds the number and completion checks only, the display is the
  /// number laid out exactly (no marked text, nothing a program put in that is not part of it),
  /// the number has no leading zero or point, and the digit leaves it valid without rewriting
  /// it. Everything else (a rejected digit, a zero that would lead, a selection typed over)
  /// goes the general way.
  ///
  /// Every separator before an integer digit moves when one is inserted before the point, so
  /// the display changes from the number's first digit to the caret: that part is replaced
  /// (`replacedUTF16Range`), and the work is a few passes over the bytes of the display.
  ///
  /// - Complexity: O(*n*) byte operations for a display of *n* bytes, without a grapheme
  ///   cluster walk or a `String` index offset.
  mutating func applyGroupedDigit(
    _ range: Range<Int>, replacement: String, source: EditSource
  ) -> EditOutcome? {
    guard Self.typesGroupedDigitsInPlace, source == .typing, range.isEmpty, markedRange == nil,
      composition == nil, selection == range,
      let digit = Self.singleASCIIDigit(replacement),
      let number = format as? InputRules.DecimalNumber,
      let separator = Self.asciiSeparator(number.grouping),
      policy.rules.allSatisfy({ Self.reviewsAsGroupedNumber($0, number) }),
      units.keys.allSatisfy(Self.countsASCIIBytes),
      range.lowerBound >= 0, range.upperBound <= storage.utf16Count
    else { return nil }
    let text = storage.string
    var edited: (display: [UInt8], value: [UInt8], caret: Int)?
    text.utf8.withContiguousStorageIfAvailable { display in
      edited = Self.groupedInsertion(
        of: digit, atUTF8: range.lowerBound, in: display, number: number, separator: separator)
    }
    guard let edited else { return nil }
    // The common prefix, then the common suffix that does not overlap it, as
    // `minimalReplacement(_:with:)` finds them; ASCII: bytes are UTF-16 units.
    let old = text.utf8
    let new = edited.display
    var lower = 0
    var oldIndex = old.startIndex
    while lower < new.count, oldIndex < old.endIndex, old[oldIndex] == new[lower] {
      lower += 1
      old.formIndex(after: &oldIndex)
    }
    var oldUpper = old.count
    var newUpper = new.count
    var oldEnd = old.endIndex
    while oldUpper > lower, newUpper > lower {
      let previous = old.index(before: oldEnd)
      guard old[previous] == new[newUpper - 1] else { break }
      oldEnd = previous
      oldUpper -= 1
      newUpper -= 1
    }
    let inserted = String(decoding: new[lower..<newUpper], as: UTF8.self)
    let replaced = lower..<oldUpper
    storage.replace(replaced, with: inserted)
    let caret = Self.displayOffset(
      afterValueBytes: edited.caret, of: edited.value, style: number.groupingStyle)
    selection = caret..<caret
    for metric in Array(units.keys) { units[metric] = edited.value.count }
    return EditOutcome(
      state: TextFieldState(
        text: String(decoding: new, as: UTF8.self), utf16Selection: selection),
      disposition: .accepted, changes: [], replacedUTF16Range: replaced, replacement: inserted)
  }

  /// The display and value after `digit` is typed at byte `offset` of `display`, and the caret
  /// in value bytes; `nil` when `display` is not `number`'s layout of a value without a leading
  /// zero or point, or when the digit would be rejected or rewritten.
  ///
  /// - Complexity: O(*n*) in the bytes of `display`.
  static func groupedInsertion(
    of digit: UInt8, atUTF8 offset: Int, in display: UnsafeBufferPointer<UInt8>,
    number: InputRules.DecimalNumber, separator: UInt8
  ) -> (display: [UInt8], value: [UInt8], caret: Int)? {
    guard offset <= display.count else { return nil }
    // The value: the digits and the point, and nothing but separators between them.
    var value: [UInt8] = []
    value.reserveCapacity(display.count + 1)
    var point: Int?
    var valueOffset = 0
    for (index, byte) in display.enumerated() {
      if index == offset { valueOffset = value.count }
      if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
        value.append(byte)
      } else if byte == UInt8(ascii: ".") {
        guard point == nil else { return nil }
        point = value.count
        value.append(byte)
      } else if byte != separator {
        return nil
      }
    }
    if offset == display.count { valueOffset = value.count }
    let integer = point ?? value.count
    let fraction = point.map { value.count - $0 - 1 } ?? 0
    // No leading zero or point to normalize, and a valid number before the digit.
    if let first = value.first, first == UInt8(ascii: "0") || first == UInt8(ascii: ".") {
      return nil
    }
    guard fraction <= number.fractionDigits, point == nil || number.fractionDigits > 0,
      integer <= number.integerDigits ?? Int.max,
      layout(value, integer: integer, style: number.groupingStyle, separator: separator)
        .elementsEqual(display)
    else { return nil }
    // The digit keeps the number valid and unchanged but for itself.
    if valueOffset <= integer {
      guard !(valueOffset == 0 && digit == UInt8(ascii: "0")),
        integer + 1 <= number.integerDigits ?? Int.max
      else { return nil }
    } else {
      guard fraction + 1 <= number.fractionDigits else { return nil }
    }
    value.insert(digit, at: valueOffset)
    let newInteger = valueOffset <= integer ? integer + 1 : integer
    return (
      layout(value, integer: newInteger, style: number.groupingStyle, separator: separator),
      value, valueOffset + 1
    )
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

  /// Where the caret stands in the layout of `value` after its first `count` bytes:
  /// ``InputRules/DecimalNumber/displayOffset(afterValueCharacters:of:)`` for ASCII.
  static func displayOffset(
    afterValueBytes count: Int, of value: [UInt8],
    style: InputRules.DecimalNumber.GroupingStyle
  ) -> Int {
    let length = value.firstIndex(of: UInt8(ascii: ".")) ?? value.count
    let last = Swift.min(count, length) - 1
    guard last >= 1 else { return count }
    return count + style.separators(inIntegerOf: length)
      - style.separators(inIntegerOf: length - last)
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
