import Foundation

extension InputRules {
  /// A date typed digit by digit into a fixed layout, "31.12.2024", as Maskito's `maskitoDate`
  /// lays it out.
  ///
  /// The value is the digits; ``InputPolicy/value(of:)`` gives the date in ISO 8601 once it is
  /// whole ("2024-12-31"). Typing overwrites the digit after the caret and skips separators; a
  /// first digit that cannot start its segment is padded ("4" → "04", a month "2" → "02"); the
  /// last digit of an impossible day or month is refused; a whole date that does not exist
  /// rolls into the next month (29.02.2023 → 01.03.2023), and one before ``min`` or after
  /// ``max`` becomes that bound.
  ///
  /// ```swift
  /// let date = try InputRules.DateField(mode: .ddmmyyyy, separator: ".")
  /// // "" + "9" → "09|" · "31.1|" + "9" → rejected: "That digit makes an impossible day or month."
  /// // "" + paste "29.02.2023" → "01.03.2023" · "12.0|3.2024" ⌫ → "12.|03.2024"
  /// ```
  public struct DateField: InputRule, Hashable {
    /// The order and size of a date's segments.
    public enum Mode: String, CaseIterable, Hashable, Sendable {
      case ddmmyyyy = "dd/mm/yyyy"
      case mmddyyyy = "mm/dd/yyyy"
      case yyyymmdd = "yyyy/mm/dd"
      case ddmm = "dd/mm"
      case mmdd = "mm/dd"
      case mmyy = "mm/yy"
      case mmyyyy = "mm/yyyy"
      case yyyymm = "yyyy/mm"
      case yyyy = "yyyy"
    }

    public let mode: Mode
    /// What the field shows between segments: "." unless given.
    public let separator: String
    /// The earliest date accepted, if any.
    public let min: CalendarDay?
    /// The latest date accepted, if any.
    public let max: CalendarDay?
    /// Whether a date before the first day of the current month is reported as passed by the
    /// completion check (a card's expiry date, as Stripe's card field reports it); it is typed
    /// as it is, never clamped: `"min": "current-month"` in a policy file.
    public let notBeforeCurrentMonth: Bool
    /// The layout of the value, built once; the current month is read by the completion check.
    let layout: DateTimeLayout

    /// A date field.
    ///
    /// - Throws: ``TextInputError`` when `separator` is empty or holds a digit, or `min` is after
    ///   `max`: `DateField(mode: .ddmmyyyy, separator: "")` → "A date separator cannot be empty
    ///   or hold a digit."
    public init(
      mode: Mode, separator: String = ".", min: CalendarDay? = nil, max: CalendarDay? = nil,
      notBeforeCurrentMonth: Bool = false
    ) throws(TextInputError) {
      guard DateTimeLayout.isSeparator(separator) else {
        throw TextInputError(.unknownValue, "date.badSeparator", ["separator": separator], at: nil)
      }
      if let min, let max, max < min {
        throw TextInputError(
          .outOfRange, "date.minAfterMax", ["min": "\(min)", "max": "\(max)"], at: nil)
      }
      self.mode = mode
      self.separator = separator
      self.min = min
      self.max = max
      self.notBeforeCurrentMonth = notBeforeCurrentMonth
      layout = DateTimeLayout(
        segments: DateTimeLayout.dateSegments(mode.rawValue, separator: separator, group: 0),
        rule: .date
      ).bounded(min: min, max: max)
    }

    /// Incomplete until every digit is there; invalid when the date does not exist or is out of
    /// ``min``…``max``.
    ///
    /// ```swift
    /// // "3112" → incomplete ("The date is not complete."); "31122024" → complete
    /// ```
    public func completion(of value: String) -> Completion? {
      guard notBeforeCurrentMonth else { return layout.completion(of: value) }
      // The month it is when the check runs, not when the field was made.
      var now = layout
      now.notPassedSince = CalendarDay.firstOfCurrentMonth
      return now.completion(of: value)
    }
  }
}

extension CalendarDay {
  /// The first day of the month it is now, in the device's time zone.
  static var firstOfCurrentMonth: CalendarDay {
    let parts = Calendar(identifier: .gregorian).dateComponents([.year, .month], from: Date())
    return CalendarDay(year: parts.year ?? 1970, month: parts.month ?? 1, day: 1)
  }
}

extension DateTimeLayout {
  /// Whether `text` can stand between segments: not empty, no digit, one line.
  static func isSeparator(_ text: String) -> Bool {
    !text.isEmpty && text.count <= 8
      && !text.unicodeScalars.contains {
        $0.properties.numericType != nil || $0 == "\n" || $0 == "\r"
      }
  }
}

extension InputRule where Self == InputRules.DateField {
  /// A date in `mode`, `separator` between its segments.
  ///
  /// ```swift
  /// let birthday = InputPolicy { try .date(.ddmmyyyy, separator: "/") }
  /// // "" + paste "1/2/1990" → "01/02/1990"
  /// ```
  public static func date(
    _ mode: InputRules.DateField.Mode, separator: String = ".", min: CalendarDay? = nil,
    max: CalendarDay? = nil
  ) throws(TextInputError) -> Self {
    try InputRules.DateField(mode: mode, separator: separator, min: min, max: max)
  }
}
