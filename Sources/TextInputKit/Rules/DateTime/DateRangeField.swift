extension InputRules {
  /// Two dates, a range, typed into one field as Maskito's `maskitoDateRange` lays them out:
  /// "01.01.2024 – 31.01.2024".
  ///
  /// Each date is typed as ``DateField`` types one. The range separator appears once the second
  /// date has a digit; a dash, an en or em dash or a minus typed or pasted between the dates
  /// stands for it. The value is the digits of both; ``InputPolicy/value(of:)`` gives the range
  /// in ISO 8601 once whole ("2024-01-01/2024-01-31"). A range made whole with the caret at its
  /// end (the last digit typed, or a paste) whose second date comes first has its dates swapped,
  /// as Maskito's does; one edited elsewhere into that order stays as typed, and the completion
  /// check reports it as invalid.
  ///
  /// ```swift
  /// let range = try InputRules.DateRangeField(mode: .ddmmyyyy)
  /// // "" + paste "01012000-10102000" → "01.01.2000 – 10.10.2000"
  /// // "01.01.2000|" + "-" → rejected: "Separators are added by the field."
  /// // "31.12.2023 – 01.01.202|" + "0" → "01.01.2020 – 31.12.2023|"
  /// ```
  public struct DateRangeField: InputRule, Hashable {
    public var mode: DateField.Mode { date.mode }
    /// What stands between a date's segments: "." unless given.
    public var separator: String { date.separator }
    /// What stands between the two dates: "\u{A0}–\u{A0}" unless given.
    public let rangeSeparator: String
    public var min: CalendarDay? { date.min }
    public var max: CalendarDay? { date.max }
    /// Each of the two dates, as a date field types one: its mode, separator and bounds.
    let date: DateField
    /// The layout of both dates, built once.
    let layout: DateTimeLayout

    /// A range field.
    ///
    /// - Throws: ``TextInputError`` when a separator is empty or holds a digit, or `min` is
    ///   after `max`.
    public init(
      mode: DateField.Mode, separator: String = ".", rangeSeparator: String = "\u{A0}–\u{A0}",
      min: CalendarDay? = nil, max: CalendarDay? = nil
    ) throws(TextInputError) {
      date = try DateField(mode: mode, separator: separator, min: min, max: max)
      guard DateTimeLayout.isSeparator(rangeSeparator) else {
        throw TextInputError(
          .unknownValue, "date.badSeparator", ["separator": rangeSeparator], at: nil)
      }
      self.rangeSeparator = rangeSeparator
      layout = DateTimeLayout(
        segments: DateTimeLayout.dateSegments(mode.rawValue, separator: separator, group: 0)
          + DateTimeLayout.dateSegments(
            mode.rawValue, separator: separator, group: 1, leading: rangeSeparator),
        rule: .dateRange
      ).bounded(min: min, max: max)
    }
  }

  /// A date and a time in one field, "31.12.2024, 13:05", as Maskito's `maskitoDateTime` lays
  /// them out.
  ///
  /// The date is typed as ``DateField`` types it, the time as ``TimeField``; the value is the
  /// digits, and ``InputPolicy/value(of:)`` gives "2024-12-31T13:05:00" once whole.
  ///
  /// ```swift
  /// let stamp = try InputRules.DateTimeField(dateMode: .ddmmyyyy, timeMode: .hhmm)
  /// // "" + paste "311220241305" → "31.12.2024, 13:05"
  /// // "31.12.2024, 2|" + "9" → rejected: "That digit makes an impossible time."
  /// ```
  public struct DateTimeField: InputRule, Hashable {
    public let dateMode: DateField.Mode
    public let timeMode: TimeField.Mode
    /// What stands between a date's segments: "." unless given.
    public let dateSeparator: String
    /// What stands between the date and the time: ", " unless given.
    public let dateTimeSeparator: String
    /// The layout of the date and the time, built once.
    let layout: DateTimeLayout

    /// A date-and-time field.
    ///
    /// - Throws: ``TextInputError`` when a separator is empty or holds a digit.
    public init(
      dateMode: DateField.Mode, timeMode: TimeField.Mode, dateSeparator: String = ".",
      dateTimeSeparator: String = ", "
    ) throws(TextInputError) {
      for separator in [dateSeparator, dateTimeSeparator]
      where !DateTimeLayout.isSeparator(separator) {
        throw TextInputError(.unknownValue, "date.badSeparator", ["separator": separator], at: nil)
      }
      self.dateMode = dateMode
      self.timeMode = timeMode
      self.dateSeparator = dateSeparator
      self.dateTimeSeparator = dateTimeSeparator
      var layout = DateTimeLayout(
        segments: DateTimeLayout.dateSegments(dateMode.rawValue, separator: dateSeparator, group: 0)
          + DateTimeLayout.timeSegments(
            timeMode.segmentsMode, twelveHour: timeMode.isTwelveHour, group: 1,
            leading: dateTimeSeparator),
        rule: .dateTime)
      layout.hasMeridiem = timeMode.isTwelveHour
      self.layout = layout
    }
  }
}

extension InputRules.DateRangeField: DateTimeRule {
  /// Both dates laid out: "0101200010102000" → "01.01.2000 – 10.10.2000".
  public func display(of value: String) -> String { layout.display(of: value) }
}

extension InputRules.DateTimeField: DateTimeRule {
  /// The date and the time laid out: "311220241305" → "31.12.2024, 13:05".
  public func display(of value: String) -> String { layout.display(of: value) }
}
