/// One part of a date or a time as a field shows it: a day, a month, a year, hours, minutes,
/// seconds or milliseconds, of a fixed number of digits.
///
/// ```swift
/// // "dd/mm/yyyy" with "." → day (2), "." month (2), "." year (4): "31.12.2024"
/// // "HH:MM AA" → hours (2, at most 12), ":" minutes (2): "12:30 PM"
/// ```
struct DateTimeSegment: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case day, month, year, hours, minutes, seconds, milliseconds

    var isDate: Bool { self == .day || self == .month || self == .year }
  }

  var kind: Kind
  /// How many digits it has: 2, 3 for milliseconds, 4 (or 2) for a year.
  var length: Int
  /// What the field shows before it, once it has a digit: a separator, "" for the first.
  var separator: String
  /// Which date or time of the field it belongs to: 0, or 1 for a range's second date or a
  /// date-time's time.
  var group: Int
  /// The smallest and largest values a whole segment may have while it is typed.
  var smallest: Int
  var largest: Int

  /// The largest value as Maskito pads against it: "31", "12", "9999", "23", "999".
  var paddedLargest: String {
    let text = String(largest)
    return text.count >= length ? text : String(repeating: "0", count: length - text.count) + text
  }
}
