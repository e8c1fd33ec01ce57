extension Validator {
  /// The Luhn check digit that completes `body`, the number without its last digit; `nil` when
  /// `body` holds anything but ASCII digits.
  ///
  /// ```swift
  /// Validator.luhnCheckDigit(for: "7992739871")  // 3: "79927398713" passes
  /// Validator.luhnCheckDigit(for: "12a")         // nil
  /// ```
  public static func luhnCheckDigit(for body: some StringProtocol) -> Int? {
    // Digits are doubled from the right, starting with the one next to the check digit.
    var sum = 0
    var doubles = true
    for byte in body.utf8.reversed() {
      guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
      let digit = Int(byte - UInt8(ascii: "0"))
      sum += doubles ? (digit < 5 ? digit * 2 : digit * 2 - 9) : digit
      sum %= 10
      doubles.toggle()
    }
    return (10 - sum) % 10
  }

  static func checkLuhn(_ value: String) -> Completion {
    let rule = Validator.luhn.rule
    let digits = value.utf8
    for byte in digits where byte < UInt8(ascii: "0") || byte > UInt8(ascii: "9") {
      return .invalid(rule: rule, message: LocalizedMessage("luhn.digitsOnly"))
    }
    guard digits.count >= 2, let last = digits.last else {
      return .incomplete(rule: rule, message: LocalizedMessage("luhn.incomplete"))
    }
    // Every character is an ASCII digit: dropping the last character drops the check digit.
    guard let expected = luhnCheckDigit(for: value.dropLast()),
      expected == Int(last - UInt8(ascii: "0"))
    else {
      return .invalid(rule: rule, message: LocalizedMessage("luhn.checkDigit"))
    }
    return .complete
  }
}
