extension InputRules {
  /// A time typed digit by digit into a fixed layout, "13:05", as Maskito's `maskitoTime` lays
  /// it out; `HH:MM AA` is a 12-hour time, "01:05 PM".
  ///
  /// The value is the digits (and "AM" or "PM"); ``InputPolicy/value(of:)`` gives the time in
  /// ISO 8601 once it is whole ("13:05:00"). Typing overwrites the digit after the caret and
  /// skips separators; a first digit that cannot start its segment is padded ("7" of hours →
  /// "07"); a digit typed over another that makes the segment too large clamps it; a last digit
  /// that makes it too large is refused. "a" or "p" after a whole 12-hour time gives "AM" or
  /// "PM", after a no-break space; full-width digits and "：" are read as ASCII.
  ///
  /// ```swift
  /// let time = try InputRules.TimeField(mode: .hhmm)
  /// // "" + "7" → "07|" · "2|" + "9" → rejected: "That digit makes an impossible time."
  /// // "|19:00" + "2" → "2|0:00" · "" + paste "１２：３０" → "12:30"
  /// ```
  public struct TimeField: InputRule, Hashable {
    /// The segments of a time.
    public enum Mode: String, CaseIterable, Hashable, Sendable {
      case hhmm = "HH:MM"
      case hhmmss = "HH:MM:SS"
      case hhmmssmss = "HH:MM:SS.MSS"
      case hh = "HH"
      case mmss = "MM:SS"
      case mmssmss = "MM:SS.MSS"
      case ssmss = "SS.MSS"
      case hhmmAA = "HH:MM AA"

      var isTwelveHour: Bool { rawValue.hasSuffix(" AA") }
      var segmentsMode: String { isTwelveHour ? String(rawValue.dropLast(3)) : rawValue }
    }

    public let mode: Mode
    /// The layout of the time, built once.
    let layout: DateTimeLayout

    /// A time field.
    public init(mode: Mode) {
      self.mode = mode
      var layout = DateTimeLayout(
        segments: DateTimeLayout.timeSegments(
          mode.segmentsMode, twelveHour: mode.isTwelveHour, group: 0),
        rule: .time)
      layout.hasMeridiem = mode.isTwelveHour
      self.layout = layout
    }
  }
}

extension InputRule where Self == InputRules.TimeField {
  /// A time in `mode`.
  ///
  /// ```swift
  /// let policy = InputPolicy(.time(.hhmm))
  /// // "" + "1305" → "13:05"
  /// ```
  public static func time(_ mode: InputRules.TimeField.Mode) -> Self {
    InputRules.TimeField(mode: mode)
  }
}

extension InputRules.TimeField: DateTimeRule {
  /// The digits laid out: "1305" → "13:05", "0130PM" → "01:30\u{A0}PM".
  public func display(of value: String) -> String { layout.display(of: value) }
}
