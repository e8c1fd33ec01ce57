extension DateTimeLayout {
  /// The value as typed (digits, then "AM" or "PM") of `text` when it is this layout's ISO 8601
  /// form, as ``iso(_:)`` writes it; `nil` for any other text.
  ///
  /// A field's value is its ISO form once whole, so a value read back, shown or pasted is one:
  ///
  /// ```swift
  /// // "dd/mm/yyyy": "2024-02-29" → "29022024"; "mm/yy": "2032-02" → "0232";
  /// // "HH:MM AA": "13:05:00" → "0105PM"; "29022024" → nil (not an ISO form)
  /// ```
  ///
  /// - Complexity: O(*n*) in the length of `text`.
  func typedValue(fromISO text: String) -> String? {
    guard text.utf8.count <= 64,
      text.unicodeScalars.contains(where: { $0 == "-" || $0 == ":" })
    else { return nil }
    let groups = Array(Set(segments.map(\.group))).sorted()
    let parts =
      groups.count == 1
      ? [Substring(text)]
      : text.split(separator: rule == .dateTime ? "T" : "/", omittingEmptySubsequences: false)
    guard parts.count == groups.count else { return nil }
    var digits = ""
    var meridiem = ""
    for (group, part) in zip(groups, parts) {
      let own = segments.filter { $0.group == group }
      var values: [DateTimeSegment.Kind: Int] = [:]
      if own.first?.kind.isDate == true {
        let fields =
          part.hasPrefix("--")
          ? [nil]
            + part.dropFirst(2).split(separator: "-", omittingEmptySubsequences: false).map {
              Int($0)
            }
          : part.split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }
        for (kind, field) in zip([DateTimeSegment.Kind.year, .month, .day], fields) {
          if let field { values[kind] = field }
        }
      } else {
        let fields = part.split(separator: ":", omittingEmptySubsequences: false)
        guard fields.count == 3 else { return nil }
        let seconds = fields[2].split(separator: ".", omittingEmptySubsequences: false)
        values[.hours] = Int(fields[0])
        values[.minutes] = Int(fields[1])
        values[.seconds] = Int(seconds[0])
        if seconds.count > 1 { values[.milliseconds] = Int(seconds[1]) }
      }
      for segment in own {
        guard var number = values[segment.kind], number >= 0 else { return nil }
        if segment.kind == .year, segment.length == 2 { number %= 100 }
        if segment.kind == .hours, hasMeridiem {
          meridiem = number >= 12 ? "PM" : "AM"
          number = number % 12 == 0 ? 12 : number % 12
        }
        digits += CalendarDay.padded(number, segment.length)
      }
    }
    let value = digits + meridiem
    return iso(value) == text ? value : nil
  }
}
