extension Validator {
  /// The weights of the 17 body digits in ISO 7064 MOD 11-2: 2^(17 - i) mod 11.
  private static let idCNWeights: [Int] = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]

  /// The check character that completes the 17-digit body of a resident ID, by ISO 7064
  /// MOD 11-2: a digit or "X"; `nil` unless `body` is exactly 17 ASCII digits.
  ///
  /// ```swift
  /// Validator.idCNCheckCharacter(for: "11010519491231002")  // "X"
  /// Validator.idCNCheckCharacter(for: "1101051949123100")   // nil: 16 digits
  /// ```
  public static func idCNCheckCharacter(for body: some StringProtocol) -> Character? {
    var sum = 0
    var index = 0
    for byte in body.utf8 {
      guard index < 17, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
      sum += Int(byte - UInt8(ascii: "0")) * idCNWeights[index]
      index += 1
    }
    guard index == 17 else { return nil }
    let check = (12 - sum % 11) % 11
    return check == 10 ? "X" : Character(String(check))
  }

  /// The birth date in a resident ID, digits 7 to 14 (YYYYMMDD), when it is a real Gregorian
  /// date from 1800-01-01 on; `nil` otherwise, or when `value` is shorter than 14 characters.
  ///
  /// The date is not compared with today: a server that must reject a date in the future
  /// compares it with its own clock.
  ///
  /// ```swift
  /// Validator.idCNBirthDate("11010519491231002X")  // (1949, 12, 31)
  /// Validator.idCNBirthDate("110105194902310021")  // nil: February has no 31st
  /// ```
  public static func idCNBirthDate(_ value: some StringProtocol) -> (year: Int, month: Int, day: Int)? {
    var digits: [Int] = []
    for byte in value.utf8.prefix(14) {
      guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
      digits.append(Int(byte - UInt8(ascii: "0")))
    }
    guard digits.count == 14 else { return nil }
    func number(_ range: Range<Int>) -> Int { digits[range].reduce(0) { $0 * 10 + $1 } }
    let (year, month, day) = (number(6..<10), number(10..<12), number(12..<14))
    guard year >= 1800, (1...12).contains(month),
      (1...daysIn(month: month, year: year)).contains(day)
    else { return nil }
    return (year, month, day)
  }

  private static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  static func checkIDCN(_ value: String) -> Completion {
    let rule = Validator.idCN.rule
    let shape = LocalizedMessage("idCN.shape")
    var digits: [Int] = []
    digits.reserveCapacity(18)
    var last: UInt8?
    for byte in value.utf8 {
      let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
      switch digits.count {
      case ..<17:
        guard isDigit else { return .invalid(rule: rule, message: shape) }
        digits.append(Int(byte - UInt8(ascii: "0")))
      case 17 where last == nil:
        guard isDigit || byte == UInt8(ascii: "X") || byte == UInt8(ascii: "x") else {
          return .invalid(rule: rule, message: shape)
        }
        last = byte
      default:
        return .invalid(rule: rule, message: LocalizedMessage("idCN.length"))
      }
    }
    // The birth date, digits 7 to 14, as far as it is typed: the year from 1800 on, then the
    // month, then the day.
    if digits.count >= 10 {
      func number(_ range: Range<Int>) -> Int { digits[range].reduce(0) { $0 * 10 + $1 } }
      let year = number(6..<10)
      let month = digits.count >= 12 ? number(10..<12) : 1
      let day = digits.count >= 14 ? number(12..<14) : 1
      if year < 1800 {
        return .invalid(
          rule: rule, message: LocalizedMessage("idCN.birthYear", ["year": String(year)]))
      }
      if !(1...12).contains(month) || !(1...daysIn(month: month, year: year)).contains(day) {
        let typed = String(decoding: value.utf8.dropFirst(6).prefix(min(digits.count, 14) - 6), as: UTF8.self)
        return .invalid(rule: rule, message: LocalizedMessage("idCN.birthDate", ["date": typed]))
      }
    }
    guard let last else {
      return .incomplete(rule: rule, message: LocalizedMessage("idCN.length"))
    }
    let body = String(decoding: value.utf8.prefix(17), as: UTF8.self)
    let expected = idCNCheckCharacter(for: body)
    let typed: Character = last == UInt8(ascii: "x") ? "X" : Character(Unicode.Scalar(last))
    return typed == expected
      ? .complete : .invalid(rule: rule, message: LocalizedMessage("idCN.checkCharacter"))
  }
}
