extension DateTimeLayout {
  /// Reviews an insertion into the value: folds full-width and other scripts' digits and "："
  /// to ASCII, then rewrites the value as ``insert(_:prefix:removed:suffix:)`` lays it out.
  ///
  /// - Complexity: O(*k* + *n*) in the length of the insertion and of the value.
  func review(_ edit: inout ProposedEdit) {
    let inserted = edit.replacement
    guard !inserted.isEmpty else { return }
    let folded = DecimalDigits.folding(FullWidth.folding(inserted, signs: true))
    if folded != inserted,
      inserted.unicodeScalars.contains(where: { $0.properties.numericType != nil && !$0.isASCII })
    {
      edit.changes.append(
        PolicyChange(
          rule: rule, kind: .transformed, removed: inserted,
          message: LocalizedMessage("digits.converted")))
    }
    let prefix = String(edit.prefix)
    let suffix = String(edit.suffix)
    // A whole value pasted in its ISO form ("2024-02-29") is the value it names.
    var typed = folded
    if prefix.isEmpty, suffix.isEmpty, let value = typedValue(fromISO: folded) { typed = value }
    switch insert(typed, prefix: prefix, removed: String(edit.removedText), suffix: suffix) {
    case .rejected(let key):
      edit.reject(rule: rule, message: LocalizedMessage(key))
    case .value(var value, let caret, let adjusted):
      if let ordered = orderedRange(value, caret: caret) {
        value = ordered
        edit.changes.append(
          PolicyChange(
            rule: rule, kind: .transformed, removed: inserted,
            message: LocalizedMessage("dateRange.swapped")))
      }
      if adjusted {
        edit.changes.append(
          PolicyChange(
            rule: rule, kind: .transformed, removed: inserted,
            message: LocalizedMessage(rule == .dateRange ? "dateRange.adjusted" : "date.adjusted")))
      }
      let plain = prefix + inserted + suffix
      if value == plain, caret == prefix.count + inserted.count { return }
      edit.replaceWholeText(with: value, caret: caret)
      edit.working.indivisibleUTF8Ranges = []
    }
  }

  /// A whole range whose second date comes before its first, with the caret after its last
  /// digit, with its dates swapped, as Maskito's date range does; `nil` otherwise.
  ///
  /// ```swift
  /// // "31.12.2023 – 01.01.202|" + "0" → "01.01.2020 – 31.12.2023|"
  /// // "11.11.201|1 – 12.12.2012" + "5" → "11.11.2015| – 12.12.2012" (not at the end: kept)
  /// ```
  func orderedRange(_ value: String, caret: Int) -> String? {
    guard rule == .dateRange, caret == value.count, isFull(value) else { return nil }
    let digits = split(value).digits
    guard let first = exactDay(of: digits, group: 0), let second = exactDay(of: digits, group: 1),
      second < first
    else { return nil }
    let half = digits.count / 2
    return Self.string(Array(digits[half...] + digits[..<half]))
  }

  /// A deletion inside a value as Maskito's kit deletes.
  ///
  /// The digits deleted become zeros, so
  /// the separators after them stay where they are (a day or month of zeros becomes 01), and a
  /// backspace right after a separator only moves the caret before it. A deletion at the end of
  /// the value deletes as usual. A whole date is never rolled or clamped here.
  ///
  /// ```swift
  /// // "12.0|3.2024" ⌫ → "12.|03.2024"; "12.|03.2024" ⌫ → "12|.03.2024"; "12.03.202|4" ⌫ → "12.03.202|"
  /// ```
  func deleting(
    _ removed: String, between prefix: String, and suffix: String, literalsOnly: Bool,
    backward: Bool
  ) -> (value: String, displayCaret: Int)? {
    guard !suffix.isEmpty else { return nil }
    if literalsOnly {
      let value = prefix + suffix
      return (value, displayOffset(afterValueCharacters: prefix.count, of: value))
    }
    let (digits, letters) = split(removed)
    var (after, meridiem) = split(suffix)
    if !letters.isEmpty { meridiem = "" }
    if after.isEmpty && digits.isEmpty {
      // Only "AM" or "PM" deleted.
      return (prefix, display(of: prefix).count)
    }
    after = Array(repeating: 0x30, count: digits.count) + after
    // A day, month or year of zeros becomes 1, as Maskito raises it ("02|.01" ⌫ → "0|1.01").
    var whole = split(prefix).digits + after
    raiseZeroSegments(&whole)
    let value = Self.string(whole) + meridiem
    // Backward, the caret stands right before the first zero; forward, right after the last.
    let caret =
      backward
      ? displayOffset(afterValueCharacters: prefix.count + 1, of: value) - 1
      : displayOffset(afterValueCharacters: prefix.count + digits.count, of: value)
    return (value, caret)
  }

  /// Sets each whole date segment of `digits` that is all zeros to 1 ("00" → "01").
  func raiseZeroSegments(_ digits: inout [UInt8]) {
    for (segment, range) in zip(segments, offsets)
    where segment.kind.isDate && digits.count >= range.upperBound
      && digits[range].allSatisfy({ $0 == 0x30 })
    {
      digits[range.upperBound - 1] = 0x31
    }
  }

  /// Incomplete until every digit (and "AM" or "PM") is there; invalid when a date does not
  /// exist, is out of `min`…`max`, or a time segment is out of its range.
  func completion(of value: String) -> Completion? {
    guard !value.isEmpty else { return nil }
    guard isFull(value) else {
      let key =
        switch rule {
        case .time: "time.incomplete"
        case .dateRange: "dateRange.incomplete"
        case .dateTime: "dateTime.incomplete"
        default: "date.incomplete"
        }
      return .incomplete(rule: rule, message: LocalizedMessage(key))
    }
    let digits = split(value).digits
    for (segment, range) in zip(segments, offsets) where !segment.kind.isDate {
      let number = Self.number(digits[range])
      if number < segment.smallest || number > segment.largest {
        return .invalid(rule: rule, message: LocalizedMessage("time.invalid"))
      }
    }
    var days: [CalendarDay] = []
    for group in Set(segments.filter(\.kind.isDate).map(\.group)).sorted() {
      guard let day = exactDay(of: digits, group: group) else {
        return .invalid(rule: rule, message: LocalizedMessage("date.invalid"))
      }
      if day < earliest || latest < day {
        return .invalid(rule: rule, message: LocalizedMessage("date.outOfRange"))
      }
      if let notPassedSince, day < notPassedSince {
        return .invalid(rule: rule, message: LocalizedMessage("date.passed"))
      }
      days.append(day)
    }
    if days.count == 2, days[1] < days[0] {
      return .invalid(rule: rule, message: LocalizedMessage("dateRange.reversed"))
    }
    return .complete
  }

  /// The day a whole date of `group` names, `nil` when it does not exist (no rolling).
  func exactDay(of digits: [UInt8], group: Int) -> CalendarDay? {
    var parts: [DateTimeSegment.Kind: Int] = [:]
    var shortYear = false
    for (segment, range) in zip(segments, offsets)
    where segment.group == group && segment.kind.isDate {
      parts[segment.kind] = Self.number(digits[range])
      if segment.kind == .year { shortYear = segment.length == 2 }
    }
    let year = parts[.year].map { shortYear ? 2000 + $0 : $0 } ?? 1972
    let month = parts[.month] ?? 1
    let day = parts[.day] ?? 1
    guard year >= 1, (1...12).contains(month),
      (1...CalendarDay.days(inMonth: month, of: year)).contains(day)
    else { return nil }
    return CalendarDay(year: year, month: month, day: day)
  }

  /// The value in ISO 8601 once it is whole: "2024-02-29", "--02-29" without a year, "2024-02"
  /// without a day, "13:05:00", "2024-02-29T13:05:00", a range as "2024-01-01/2024-01-31"; the
  /// digits typed before.
  func iso(_ value: String) -> String {
    guard isFull(value) else { return value }
    let (digits, meridiem) = split(value)
    var parts: [String] = []
    var groupKinds: [Int: [DateTimeSegment.Kind: (Int, Int)]] = [:]
    for (segment, range) in zip(segments, offsets) {
      groupKinds[segment.group, default: [:]][segment.kind] = (
        Self.number(digits[range]), segment.length
      )
    }
    for group in groupKinds.keys.sorted() {
      let kinds = groupKinds[group]!
      if kinds.keys.contains(where: \.isDate) {
        var text = ""
        if let (year, length) = kinds[.year] {
          text = CalendarDay.padded(length == 2 ? 2000 + year : year, 4)
        } else {
          text = "-"
        }
        if let (month, _) = kinds[.month] { text += "-" + CalendarDay.padded(month, 2) }
        if let (day, _) = kinds[.day] { text += "-" + CalendarDay.padded(day, 2) }
        parts.append(text)
      } else {
        var hours = kinds[.hours]?.0 ?? 0
        if meridiem == "PM", hours < 12 { hours += 12 }
        if meridiem == "AM", hours == 12 { hours = 0 }
        var text =
          CalendarDay.padded(hours, 2) + ":" + CalendarDay.padded(kinds[.minutes]?.0 ?? 0, 2) + ":"
          + CalendarDay.padded(kinds[.seconds]?.0 ?? 0, 2)
        if let (milliseconds, _) = kinds[.milliseconds] {
          text += "." + CalendarDay.padded(milliseconds, 3)
        }
        parts.append(text)
      }
    }
    return parts.joined(separator: rule == .dateTime ? "T" : "/")
  }
}
