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
  /// point, so the display changes from the number's first digit to the caret, and only there:
  /// the digits after the caret keep their separators. That part is laid out again from the
  /// bytes before the caret, and the rest of the display is not read: whether the display is a
  /// layout the path takes is known from the last keystroke (``GroupedShape``). A keystroke in
  /// the integer part therefore costs in proportion to the digits before the caret, by the
  /// nature of the layout, not of the engine; one in the fraction costs the same in a number of
  /// any length.
  ///
  /// ```swift
  /// // "1,234,|567" + "8" → "12,348,|567": "1,234" is laid out again as "12,348"
  /// ```
  ///
  /// - Complexity: O(*k*) byte operations for *k* bytes before the caret, after a keystroke
  ///   through this path; O(*n*) in the display for the first, which reads its shape.
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
    if groupedShape?.revision != storage.revision.value {
      var text = storage.string
      groupedShape = GroupedShape(
        revision: storage.revision.value,
        number: text.withUTF8 { Self.groupedShape(of: $0, number: number, separator: separator) })
    }
    guard let shape = groupedShape?.number,
      let edit = groupedEdit(change, at: range.lowerBound, shape: shape, number: number,
        separator: separator)
    else { return nil }
    let (replaced, inserted) = minimalReplacement(of: edit)
    storage.replace(replaced, with: inserted)
    groupedShape = GroupedShape(revision: storage.revision.value, number: edit.shape)
    selection = edit.caret..<edit.caret
    let valueCount = edit.shape.valueCount
    var index = units.startIndex
    while index != units.endIndex {
      units.values[index] = valueCount
      units.formIndex(after: &index)
    }
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

  /// A keystroke in a grouped number as a change of its display: the bytes in `replaced` of
  /// the display become `head`; the number's new shape, and the caret in the new display.
  struct GroupedEdit {
    var replaced: Range<Int>
    /// What `replaced` holds, as the storage gave it.
    var old: [UInt8]
    var head: [UInt8]
    var shape: GroupedShape.Number
    var caret: Int
  }

  /// The edit `change` at UTF-16 offset `offset` makes of the display, which is `shape` laid
  /// out; `nil` when the change would be rejected or rewritten: a digit the number does not
  /// take, a deletion of anything but a digit, of the last digit or of the first when a zero or
  /// the point follows it.
  ///
  /// A change in the fraction replaces the one byte, or nothing; a change in the integer part
  /// replaces the display from its start to the digit after the caret's (with the separator
  /// before that digit) with the digits before the caret laid out for the new integer length.
  ///
  /// ```swift
  /// // "1,234,|567" + "8" → "1,234" becomes "12,348" · "1,23|4,567" ⌫ → "1,23" becomes "12"
  /// ```
  ///
  /// - Complexity: O(*k*) in the bytes before `offset` for a change in the integer part,
  ///   O(log *n*) in the fraction.
  func groupedEdit(
    _ change: GroupedChange, at offset: Int, shape: GroupedShape.Number,
    number: InputRules.DecimalNumber, separator: UInt8
  ) -> GroupedEdit? {
    let style = number.groupingStyle
    let integerLength = shape.integerLength(style)
    assert(storage.utf16Count == shape.displayLength(style), "a shape of another text")
    var new = shape
    switch change {
    case .insert(let digit):
      guard offset > integerLength else {
        // Not a zero before every other digit, and within the limit.
        guard !(offset == 0 && digit == UInt8(ascii: "0")),
          shape.integer + 1 <= number.integerDigits ?? Int.max,
          var old = storage.asciiBytes(0..<offset)
        else { return nil }
        // The separator just before the caret is the next digit's, and stays with it.
        if old.last == separator { old.removeLast() }
        new.integer += 1
        var head = Self.layout(old, adding: digit, integer: new.integer, style: style,
          separator: separator)
        let caret = head.count
        // The first digit becomes the second, which may start a group.
        if offset == 0, shape.integer > 0, style.separatesBefore(remaining: shape.integer) {
          head.append(separator)
        }
        return GroupedEdit(
          replaced: 0..<old.count, old: old, head: head, shape: new, caret: caret)
      }
      guard shape.fraction + 1 <= number.fractionDigits else { return nil }
      new.fraction += 1
      return GroupedEdit(
        replaced: offset..<offset, old: [], head: [digit], shape: new, caret: offset + 1)
    case .delete:
      guard offset < storage.utf16Count, shape.valueCount > 1,
        let unit = storage.codeUnit(at: offset), unit &- UInt16(UInt8(ascii: "0")) < 10
      else { return nil }
      guard offset < integerLength else {
        new.fraction -= 1
        return GroupedEdit(
          replaced: offset..<(offset + 1), old: [UInt8(truncatingIfNeeded: unit)], head: [],
          shape: new, caret: offset)
      }
      new.integer -= 1
      if offset == 0 {
        // The next digit leads: it must not be a zero, nor the point, and the separator
        // before it goes.
        var end = 1
        if storage.codeUnit(at: end) == UInt16(separator) { end += 1 }
        guard let next = storage.codeUnit(at: end), next != UInt16(UInt8(ascii: "0")),
          next != UInt16(UInt8(ascii: ".")),
          let old = storage.asciiBytes(0..<end)
        else { return nil }
        return GroupedEdit(replaced: 0..<end, old: old, head: [], shape: new, caret: 0)
      }
      guard var old = storage.asciiBytes(0..<(offset + 1)) else { return nil }
      let deleted = old.removeLast()
      let head = Self.layout(old, adding: nil, integer: new.integer, style: style,
        separator: separator)
      old.append(deleted)
      return GroupedEdit(
        replaced: 0..<old.count, old: old, head: head, shape: new, caret: head.count)
    }
  }

  /// The digits of `bytes` (a layout's first integer digits, separators skipped), then `digit`
  /// if any, laid out as the first digits of an integer of `integer` digits: with `separator`
  /// before each digit `style` puts one before.
  ///
  /// ```swift
  /// // "1,234" + "8", 8 digits → "12,348" · "1,23", 6 digits → "12"
  /// ```
  ///
  /// - Complexity: O(*k*) in the bytes of `bytes`, without a division a byte.
  static func layout(
    _ bytes: [UInt8], adding digit: UInt8?, integer: Int,
    style: InputRules.DecimalNumber.GroupingStyle, separator: UInt8
  ) -> [UInt8] {
    let (last, others) = style.groupSizes
    var separators = style.separators(inIntegerOf: integer)
    // The digits left in the current group: the first holds what the others leave.
    var left = separators == 0 ? integer : integer - last - others * (separators - 1)
    return [UInt8](unsafeUninitializedCapacity: bytes.count + 2) { buffer, written in
      func write(_ byte: UInt8) {
        if left == 0 {
          buffer[written] = separator
          written += 1
          separators -= 1
          left = separators == 0 ? last : others
        }
        buffer[written] = byte
        written += 1
        left -= 1
      }
      for byte in bytes where byte != separator { write(byte) }
      if let digit { write(digit) }
    }
  }

  /// The smallest replacement that makes `edit` of the display, as
  /// ``minimalReplacement(_:with:)`` finds it on the whole texts: the common prefix of the old
  /// and new display, then the common suffix that does not overlap it.
  ///
  /// The two displays are the same before and after the replaced bytes; the comparison starts
  /// there, and reads the storage only when it runs past them (a short number: "1|2" + "1").
  ///
  /// - Complexity: O(*k*) in the replaced bytes, usually.
  func minimalReplacement(of edit: GroupedEdit) -> (Range<Int>, String) {
    let start = edit.replaced.lowerBound
    let oldEnd = edit.replaced.upperBound
    let newEnd = start + edit.head.count
    let oldCount = storage.utf16Count
    let newCount = oldCount - edit.replaced.count + edit.head.count
    // ASCII: bytes are UTF-16 units.
    func old(_ index: Int) -> UInt8 {
      index >= start && index < oldEnd
        ? edit.old[index - start] : UInt8(truncatingIfNeeded: storage.codeUnit(at: index)!)
    }
    func new(_ index: Int) -> UInt8 {
      index < start ? old(index) : index < newEnd ? edit.head[index - start] : old(index - newEnd + oldEnd)
    }
    var lower = start
    while lower < newCount, lower < oldCount, old(lower) == new(lower) { lower += 1 }
    var oldUpper = oldCount
    var newUpper = newCount
    if oldEnd >= lower, newEnd >= lower {
      // The bytes after the replaced ones are the same, and all are past the prefix.
      oldUpper = oldEnd
      newUpper = newEnd
    }
    while oldUpper > lower, newUpper > lower, old(oldUpper - 1) == new(newUpper - 1) {
      oldUpper -= 1
      newUpper -= 1
    }
    let inserted =
      lower >= start && newUpper <= newEnd
      ? String(decoding: edit.head[(lower - start)..<(newUpper - start)], as: UTF8.self)
      : String(decoding: (lower..<newUpper).map(new), as: UTF8.self)
    return (lower..<oldUpper, inserted)
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
