/// The layout of a date, a time, a range of dates or a date and a time: its segments, the
/// separators between them and, for a 12-hour time, "AM" or "PM" after a no-break space.
///
/// The value is the digits typed, segment after segment, then "AM" or "PM" for a 12-hour time;
/// the field shows each segment's separator once the segment has a digit:
///
/// ```swift
/// // "dd/mm/yyyy", ".": "3112" → "31.12", "31122024" → "31.12.2024"
/// // "HH:MM AA": "1230PM" → "12:30\u{A0}PM"
/// ```
///
/// - Complexity: every operation is O(*n*) in the length of the value, a few dozen characters
///   at most.
struct DateTimeLayout: Hashable, Sendable {
  var segments: [DateTimeSegment]
  /// Whether a 12-hour time ends the value with "AM" or "PM".
  var hasMeridiem = false
  /// The earliest and latest dates, for the dates of the layout.
  var earliest = CalendarDay(year: 1, month: 1, day: 1)
  var latest = CalendarDay(year: 9999, month: 12, day: 31)

  /// This layout with `min` as its earliest date and `max` as its latest, where given.
  func bounded(min: CalendarDay?, max: CalendarDay?) -> DateTimeLayout {
    var layout = self
    if let min { layout.earliest = min }
    if let max { layout.latest = max }
    return layout
  }
  /// A date before this one is reported by the completion check as passed, never clamped while
  /// typing: a card's expiry month, as Stripe's card field reports it.
  var notPassedSince: CalendarDay?
  /// The rule whose messages the layout reports.
  var rule: RuleID

  /// How many digits a whole value has.
  var digitCount: Int { segments.reduce(0) { $0 + $1.length } }

  /// The segments of a date mode ("dd/mm/yyyy") in `group`, `separator` between them;
  /// `leading` before the first.
  static func dateSegments(
    _ mode: String, separator: String, group: Int, leading: String = ""
  ) -> [DateTimeSegment] {
    var result: [DateTimeSegment] = []
    for token in mode.split(separator: "/") {
      let kind: DateTimeSegment.Kind =
        token.first == "d" ? .day : token.first == "m" ? .month : .year
      let largest = kind == .day ? 31 : kind == .month ? 12 : token.count == 2 ? 99 : 9999
      result.append(
        DateTimeSegment(
          kind: kind, length: token.count, separator: result.isEmpty ? leading : separator,
          group: group, smallest: kind == .year ? 0 : 1, largest: largest))
    }
    return result
  }

  /// The segments of a time mode ("HH:MM:SS.MSS", without " AA") in `group`; `leading` before
  /// the first; hours at most 12 (and at least 1) for a 12-hour time.
  static func timeSegments(
    _ mode: String, twelveHour: Bool, group: Int, leading: String = ""
  ) -> [DateTimeSegment] {
    var result: [DateTimeSegment] = []
    var separator = leading
    var token = ""
    func flush() {
      guard !token.isEmpty else { return }
      let kind: DateTimeSegment.Kind
      switch token {
      case "HH": kind = .hours
      case "MM": kind = .minutes
      case "SS": kind = .seconds
      default: kind = .milliseconds
      }
      let largest =
        switch kind {
        case .hours: twelveHour ? 12 : 23
        case .milliseconds: 999
        default: 59
        }
      result.append(
        DateTimeSegment(
          kind: kind, length: token.count, separator: separator, group: group,
          smallest: kind == .hours && twelveHour ? 1 : 0, largest: largest))
      token = ""
    }
    for character in mode {
      if character == ":" || character == "." {
        flush()
        separator = String(character)
      } else {
        token.append(character)
      }
    }
    flush()
    return result
  }

  // MARK: The value

  /// The digits of `value` and its "AM" or "PM" (empty for none).
  func split(_ value: String) -> (digits: [UInt8], meridiem: String) {
    var digits: [UInt8] = []
    var letters = ""
    for byte in value.utf8 {
      if (0x30...0x39).contains(byte) {
        digits.append(byte)
      } else {
        letters.unicodeScalars.append(Unicode.Scalar(byte))
      }
    }
    return (digits, letters)
  }

  static func string(_ digits: some Sequence<UInt8>) -> String {
    String(decoding: Array(digits), as: UTF8.self)
  }

  /// The text the field shows for `value`, the digits typed or the ISO 8601 form of a whole
  /// value ("2024-02-29").
  func display(of value: String) -> String {
    let (digits, meridiem) = split(typedValue(fromISO: value) ?? value)
    var text = ""
    var index = 0
    for segment in segments {
      guard index < digits.count else { break }
      text += segment.separator
      let end = Swift.min(index + segment.length, digits.count)
      text += Self.string(digits[index..<end])
      index = end
    }
    if !meridiem.isEmpty { text += "\u{A0}" + meridiem }
    return text
  }

  /// The value characters of a text: its ASCII digits, and for a 12-hour time its letters A, P
  /// and M, upper-cased. A ``ReviewCancellation`` that asks to stop during the pass leaves it
  /// unfinished: the value characters read so far.
  func valueCharacters(of text: Substring) -> String {
    var result = String.UnicodeScalarView()
    var checkpoint = ReviewCheckpoint()
    for scalar in text.unicodeScalars {
      if checkpoint.shouldStop() { break }
      if ("0"..."9").contains(scalar) {
        result.append(scalar)
      } else if hasMeridiem, let upper = Self.meridiemLetter(scalar) {
        result.append(upper)
      }
    }
    return String(result)
  }

  /// "A", "P" or "M" for that letter in either case; `nil` for any other character.
  static func meridiemLetter(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
    switch scalar {
    case "a", "A": "A"
    case "p", "P": "P"
    case "m", "M": "M"
    default: nil
    }
  }

  /// Where the caret stands in the display of `value` after its first `count` value characters.
  func displayOffset(afterValueCharacters count: Int, of value: String) -> Int {
    guard count > 0 else {
      return value.isEmpty ? 0 : segments.first?.separator.count ?? 0
    }
    let (digits, meridiem) = split(value)
    var offset = 0
    var seen = 0
    var index = 0
    for segment in segments {
      guard index < digits.count else { break }
      offset += segment.separator.count
      let taken = Swift.min(segment.length, digits.count - index)
      if seen + taken >= count { return offset + (count - seen) }
      seen += taken
      offset += taken
      index += taken
    }
    if !meridiem.isEmpty { offset += 1 + Swift.min(count - seen, meridiem.count) }
    return offset
  }

  /// `value` cut to the layout: at most its digits, and "AM" or "PM" only after all of them.
  func refitted(_ value: String) -> String {
    let (digits, meridiem) = split(value)
    let kept = Self.string(digits.prefix(digitCount))
    guard hasMeridiem, digits.count == digitCount, meridiem == "AM" || meridiem == "PM" else {
      return kept
    }
    return kept + meridiem
  }

  /// Whether `value` has every digit, and its "AM" or "PM" for a 12-hour time.
  func isFull(_ value: String) -> Bool {
    let (digits, meridiem) = split(value)
    return digits.count == digitCount && (!hasMeridiem || !meridiem.isEmpty)
  }

  /// The range of digit offsets each segment takes in a whole value.
  var offsets: [Range<Int>] {
    var start = 0
    return segments.map { segment in
      defer { start += segment.length }
      return start..<(start + segment.length)
    }
  }
}
