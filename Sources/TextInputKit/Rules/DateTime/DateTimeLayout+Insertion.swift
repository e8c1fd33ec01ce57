/// What an insertion into a date or time field gives: a new value and where the caret goes, or
/// a refusal with its message.
enum DateTimeInsertion: Equatable {
  case rejected(String)
  /// The new value, the caret after that many value characters, and whether the dates were
  /// moved: a day that does not exist rolled, or a date out of `min`…`max` clamped.
  case value(String, caret: Int, adjusted: Bool)
}

extension DateTimeLayout {
  /// The value after inserting `inserted` (ASCII digits, separators, "AM"/"PM" letters) at the
  /// `removed` characters between `prefix` and `suffix`, as Maskito's kit does it.
  ///
  /// Typing overwrites: a digit replaces the digit after the caret, so a separator never moves.
  /// A segment is padded with a zero when its first digit cannot start it ("4" of a day is
  /// "04"); a digit typed over another that makes the segment too large clamps it ("|19" + "2"
  /// of hours is "20"); the last digit of a day or month that makes it impossible is refused
  /// ("31.1|" + "9"); a whole date that does not exist rolls into the next month, and one
  /// before `min` or after `max` is clamped.
  ///
  /// ```swift
  /// // "dd/mm/yyyy": "" + "4" → "04|"; "31.1|" + "9" → rejected; "" + paste "29.02.2023" →
  /// // "01.03.2023"; "12.|03.2024" + "1" → "12.1|3.2024"
  /// ```
  func insert(_ inserted: String, prefix: String, removed: String, suffix: String)
    -> DateTimeInsertion
  {
    let (before, prefixMeridiem) = split(prefix)
    let (removedDigits, removedMeridiem) = split(removed)
    var (after, suffixMeridiem) = split(suffix)
    // Deleting a letter of "AM" or "PM" deletes both.
    var meridiem = removedMeridiem.isEmpty ? prefixMeridiem + suffixMeridiem : ""
    // What is typed: digits, and the letters of "AM" or "PM".
    var typed: [UInt8] = []
    var letters = ""
    var groups: [[UInt8]] = [[]]
    for scalar in inserted.unicodeScalars {
      if ("0"..."9").contains(scalar) {
        typed.append(UInt8(scalar.value))
        groups[groups.count - 1].append(UInt8(scalar.value))
      } else {
        if !groups[groups.count - 1].isEmpty { groups.append([]) }
        if hasMeridiem, let letter = Self.meridiemLetter(scalar) {
          letters.unicodeScalars.append(letter)
        } else if scalar.properties.isAlphabetic {
          return .rejected("date.onlyDigits")
        }
      }
    }
    if groups.last?.isEmpty == true { groups.removeLast() }
    if typed.isEmpty && letters.isEmpty {
      // A separator alone: the field adds it after a whole segment.
      let count = before.count
      let boundary = offsets.contains { $0.upperBound == count }
      guard after.isEmpty, removedDigits.isEmpty, boundary, count < digitCount else {
        return .rejected("dateTime.separatorEarly")
      }
      return .rejected("separators.addedByField")
    }
    if !letters.isEmpty && typed.isEmpty {
      // "a" or "p" typed after a whole time gives "AM" or "PM".
      guard
        before.count + removedDigits.count + after.count == digitCount
          || (removedDigits.isEmpty && before.count + after.count == digitCount)
      else { return .rejected("time.meridiemAfterTime") }
      guard let chosen = Self.meridiem(from: letters, current: meridiem) else {
        return .rejected("time.meridiemAfterTime")
      }
      let digits =
        removedDigits.isEmpty
        ? before + after : before + Array(repeating: 0x30, count: removedDigits.count) + after
      let value = Self.string(digits) + chosen
      return .value(value, caret: value.count, adjusted: false)
    }
    if before.isEmpty, groups.count > 1 {
      typed = normalizedPaste(groups)
    }
    // A selection that ends before the value does is filled with zeros; typing overwrites.
    // Only the digits the layout has room for are filled: marked text is shown as typed, so its
    // digits stand outside the layout, and zeros for them would push the value's own digits out
    // ("12⟨34⟩/31" + "0" is "12/0|1", not "12/0|0", a year no one can type).
    let filled = Swift.min(removedDigits.count, Swift.max(0, digitCount - before.count - after.count))
    if filled > 0 && !after.isEmpty {
      after = Array(repeating: 0x30, count: filled) + after
    }
    let from = before.count
    let room = digitCount - from
    guard room > 0 else { return .rejected("mask.full") }
    if typed.count > room { typed.removeLast(typed.count - room) }
    var digits = before + typed + after.dropFirst(typed.count)
    var to = from + typed.count
    // The last digit of a day or month typed: too large moves it on, too small is refused.
    var index = 0
    var start = 0
    while index < segments.count {
      let segment = segments[index]
      let end = start + segment.length
      if segment.kind.isDate, end == to, digits.count >= end {
        let number = Self.number(digits[start..<end])
        if number > segment.largest {
          let next = index + 1 < segments.count ? segments[index + 1] : nil
          guard let next, next.group == segment.group, next.kind != .year else {
            return .rejected(rule == .time ? "time.digitRefused" : "date.digitRefused")
          }
          let last = digits[end - 1]
          var moved = Array(digits[..<start]) + [0x30] + Array(digits[start..<(end - 1)])
          moved.append(last)
          moved += digits.dropFirst(end + 1)
          digits = moved
          to += 1
          start = end
          index += 1
          continue
        }
        if number < 1 {
          return .rejected("date.digitRefused")
        }
      } else if segment.kind.isDate, from < end, start < to, digits.count >= end,
        Self.number(digits[start..<end]) < 1
      {
        // A digit typed over a whole day, month or year that leaves it all zeros ("12/|30" +
        // "0" would be the year 00): refused as that digit typed last would be.
        return .rejected("date.digitRefused")
      } else if !segment.kind.isDate, from <= end, end <= to, start < digits.count {
        let number = Self.number(digits[start..<Swift.min(end, digits.count)])
        if number < segment.smallest || number > segment.largest {
          return .rejected("time.digitRefused")
        }
      }
      start = end
      index += 1
    }
    if digits.count > digitCount { digits.removeLast(digits.count - digitCount) }
    // Zero padding, segment by segment.
    var padded: [UInt8] = []
    var shift = 0
    start = 0
    for segment in segments {
      guard start < digits.count else { break }
      let end = Swift.min(start + segment.length, digits.count)
      let (value, zeros) = Self.padUntilValid(Array(digits[start..<end]), segment.paddedLargest)
      shift += zeros
      padded += value
      if value.count < segment.length { break }
      start = end
    }
    digits = Array(padded.prefix(digitCount))
    // Whole dates rolled and clamped; incomplete ones raised from all zeros.
    let adjusted = adjustDates(&digits)
    var value = Self.string(digits)
    var caret = Swift.min(to + shift, digits.count)
    if !letters.isEmpty, digits.count == digitCount,
      let chosen = Self.meridiem(from: letters, current: meridiem)
    {
      meridiem = chosen
      value += chosen
      caret = value.count
    } else if digits.count == digitCount, !meridiem.isEmpty {
      value += meridiem
    }
    return .value(value, caret: caret, adjusted: adjusted)
  }

  /// "AM" or "PM" for the letters typed: "a", "am", "p", "pm"; "m" keeps the current one.
  static func meridiem(from letters: String, current: String) -> String? {
    if letters.contains("P") { return "PM" }
    if letters.contains("A") { return "AM" }
    return current.isEmpty ? nil : current
  }

  /// A pasted date with short segments ("1.2.2023") with each segment but a date's last padded
  /// to its length ("01.02.2023"), as Maskito's `normalizeDatePreprocessor` reads it.
  func normalizedPaste(_ groups: [[UInt8]]) -> [UInt8] {
    let dateSegments = segments.filter(\.kind.isDate)
    guard groups.count == segments.count || groups.count == dateSegments.count else {
      return groups.flatMap { $0 }
    }
    var result: [UInt8] = []
    for (index, group) in groups.enumerated() {
      let segment = segments[index]
      let lastOfDate =
        index + 1 == segments.count || segments[index + 1].group != segment.group
        || !segments[index + 1].kind.isDate
      if segment.kind.isDate, !lastOfDate, group.count < segment.length {
        result += Array(repeating: 0x30, count: segment.length - group.count) + group
      } else {
        result += group
      }
    }
    return result
  }

  static func number(_ digits: some Collection<UInt8>) -> Int {
    digits.reduce(0) { $0 * 10 + Int($1 - 0x30) }
  }

  /// Maskito's `padWithZeroesUntilValid`: the segment with zeros put before it, or its last
  /// digit lowered, until it fits under `largest` as typed so far; and how many zeros it got.
  static func padUntilValid(_ segment: [UInt8], _ largest: String, zeros: Int = 0)
    -> ([UInt8], Int)
  {
    let width = largest.utf8.count
    var filled = segment
    if filled.count < width { filled += Array(repeating: 0x30, count: width - filled.count) }
    let limit = Array(largest.utf8)
    // Digits of one width compare as numbers do.
    if !limit.lexicographicallyPrecedes(filled) { return (segment, zeros) }
    let head = Array(segment.prefix(width - 1))
    if filled.last == 0x30 {
      return padUntilValid([0x30] + head, largest, zeros: zeros + 1)
    }
    if head.allSatisfy({ $0 == 0x30 }) { return ([], zeros) }
    return padUntilValid(head + [0x30], largest, zeros: zeros)
  }

  /// Rolls and clamps each whole date of `digits`.
  ///
  /// Raises an incomplete date's all-zero segments to 1; returns whether a whole date changed.
  func adjustDates(_ digits: inout [UInt8]) -> Bool {
    var changed = false
    let ranges = offsets
    for group in Set(segments.map(\.group)).sorted() {
      let indices = segments.indices.filter {
        segments[$0].group == group && segments[$0].kind.isDate
      }
      guard let first = indices.first, let last = indices.last else { continue }
      let whole = digits.count >= ranges[last].upperBound
      if !whole {
        for index in indices where digits.count >= ranges[index].upperBound {
          let range = ranges[index]
          if digits[range].allSatisfy({ $0 == 0x30 }) { digits[range.upperBound - 1] = 0x31 }
        }
        continue
      }
      _ = first
      guard let day = calendarDay(of: digits, group: group) else { continue }
      let clamped = Swift.min(Swift.max(day, earliest), latest)
      let written = write(clamped, group: group, into: &digits)
      changed = changed || written
    }
    return changed
  }

  /// The day a whole date of `group` names, rolled as JavaScript's Date rolls it; a missing year
  /// is 1972 (a leap year), a missing month January, a missing day the 1st; a two-digit year is
  /// of the 2000s.
  func calendarDay(of digits: [UInt8], group: Int) -> CalendarDay? {
    var year = 1972
    var month = 1
    var day = 1
    for (segment, range) in zip(segments, offsets) where segment.group == group {
      guard segment.kind.isDate, digits.count >= range.upperBound else { continue }
      let number = Self.number(digits[range])
      switch segment.kind {
      case .day: day = number
      case .month: month = number
      default: year = segment.length == 2 ? 2000 + number : number
      }
    }
    return CalendarDay(rolling: year, month, day)
  }

  /// The segments of a date of `group` (whole in `digits`) set to `date`; whether they changed.
  func write(_ date: CalendarDay, group: Int, into digits: inout [UInt8]) -> Bool {
    var changed = false
    for (segment, range) in zip(segments, offsets) where segment.group == group {
      guard segment.kind.isDate else { continue }
      let number =
        switch segment.kind {
        case .day: date.day
        case .month: date.month
        default: segment.length == 2 ? date.year % 100 : date.year
        }
      let text = Array(CalendarDay.padded(number, segment.length).utf8.suffix(segment.length))
      if Array(digits[range]) != text {
        digits.replaceSubrange(range, with: text)
        changed = true
      }
    }
    return changed
  }
}
