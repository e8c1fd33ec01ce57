/// A day of the proleptic Gregorian calendar, as ISO 8601 writes it ("2024-02-29"), without a
/// time zone: what a date field holds and what `min` and `max` bound.
///
/// ```swift
/// CalendarDay(iso: "2024-02-29")   // 29 February 2024
/// CalendarDay(iso: "2023-02-29")   // nil: 2023 is not a leap year
/// CalendarDay(rolling: 2023, 2, 29) // 1 March 2023, as JavaScript's Date rolls it
/// ```
public struct CalendarDay: Hashable, Sendable, Comparable, CustomStringConvertible {
  public var year: Int
  public var month: Int
  public var day: Int

  public init(year: Int, month: Int, day: Int) {
    self.year = year
    self.month = month
    self.day = day
  }

  /// Reads "yyyy-mm-dd"; `nil` unless it names a day that exists, in years 1 to 9999.
  public init?(iso text: String) {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
      parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
      let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
      year >= 1, (1...12).contains(month),
      (1...Self.days(inMonth: month, of: year)).contains(day)
    else { return nil }
    self.init(year: year, month: month, day: day)
  }

  /// The day JavaScript's `new Date(year, month - 1, day)` gives, then set to `year` as
  /// `setFullYear` does: a day past the end of its month rolls into the next one.
  init(rolling year: Int, _ month: Int, _ day: Int) {
    let months = year * 12 + (month - 1)
    let normalizedYear = months >= 0 ? months / 12 : (months - 11) / 12
    let normalizedMonth = months - normalizedYear * 12 + 1
    let rolled = Self(
      serial: Self(year: normalizedYear, month: normalizedMonth, day: 1).serial + day - 1)
    // setFullYear keeps the month and day, rolling 29 February of a common year to 1 March.
    if rolled.month == 2, rolled.day == 29, !Self.isLeap(year) {
      self.init(year: year, month: 3, day: 1)
    } else {
      self.init(year: year, month: rolled.month, day: rolled.day)
    }
  }

  public static func isLeap(_ year: Int) -> Bool {
    (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
  }

  public static func days(inMonth month: Int, of year: Int) -> Int {
    switch month {
    case 2: isLeap(year) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// Days since 1970-01-01 (Howard Hinnant's `days_from_civil`).
  var serial: Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146097 + dayOfEra - 719468
  }

  /// The day `serial` days after 1970-01-01 (`civil_from_days`).
  init(serial: Int) {
    let z = serial + 719468
    let era = (z >= 0 ? z : z - 146096) / 146097
    let dayOfEra = z - era * 146097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let mp = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * mp + 2) / 5 + 1
    let month = mp < 10 ? mp + 3 : mp - 9
    self.init(year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month: month, day: day)
  }

  public static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }

  /// "2024-02-29".
  public var description: String {
    Self.padded(year, 4) + "-" + Self.padded(month, 2) + "-" + Self.padded(day, 2)
  }

  static func padded(_ number: Int, _ width: Int) -> String {
    let text = String(number)
    return text.count >= width ? text : String(repeating: "0", count: width - text.count) + text
  }
}
