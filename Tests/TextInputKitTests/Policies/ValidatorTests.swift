import Testing
import TextInputKit
import TextInputKitTesting

@Suite("Validators")
struct ValidatorTests {
  @Test(arguments: [
    ("13800138000", "complete"),
    ("19912345678", "complete"),
    ("13", "incomplete phone-cn: A mobile number has 11 digits."),
    ("1", "incomplete phone-cn: A mobile number has 11 digits."),
    ("", "incomplete phone-cn: A mobile number has 11 digits."),
    ("1380013800", "incomplete phone-cn: A mobile number has 11 digits."),
    ("138001380001", "invalid phone-cn: A mobile number has 11 digits."),
    ("12800138000", "invalid phone-cn: A mobile number starts with 13 to 19."),
    ("10", "invalid phone-cn: A mobile number starts with 13 to 19."),
    ("23800138000", "invalid phone-cn: A mobile number starts with 13 to 19."),
    ("2", "invalid phone-cn: A mobile number starts with 13 to 19."),
    ("138 0013 8000", "invalid phone-cn: A mobile number has only digits."),
    ("1380013800a", "invalid phone-cn: A mobile number has only digits."),
    ("１３800138000", "invalid phone-cn: A mobile number has only digits."),
    ("1\u{301}3800138000", "invalid phone-cn: A mobile number has only digits."),
  ])
  func phoneCN(value: String, expected: String) {
    #expect(Validator.phoneCN.completion(of: value).description == expected)
  }

  @Test(arguments: [
    // Published test numbers: the Luhn example, Visa, Mastercard, Amex, UnionPay.
    ("79927398713", "complete"),
    ("4111111111111111", "complete"),
    ("5555555555554444", "complete"),
    ("378282246310005", "complete"),
    ("6200000000000005", "complete"),
    ("6222021234567890128", "complete"),
    ("00", "complete"),
    ("18", "complete"),
    ("79927398710", "invalid luhn: The check digit is wrong."),
    ("79927398711", "invalid luhn: The check digit is wrong."),
    ("4111111111111112", "invalid luhn: The check digit is wrong."),
    ("97927398713", "invalid luhn: The check digit is wrong."),  // two digits swapped
    ("10", "invalid luhn: The check digit is wrong."),
    ("4111 1111 1111 1111", "invalid luhn: A card number has only digits."),
    ("411111111111111a", "invalid luhn: A card number has only digits."),
    ("7", "incomplete luhn: Enter the whole card number."),
    ("", "incomplete luhn: Enter the whole card number."),
  ])
  func luhn(value: String, expected: String) {
    #expect(Validator.luhn.completion(of: value).description == expected)
  }

  @Test func luhnCatchesEverySingleDigitError() {
    let valid = Array("6222021234567890128")
    for position in valid.indices {
      for digit in "0123456789" where digit != valid[position] {
        var wrong = valid
        wrong[position] = digit
        #expect(Validator.luhn.completion(of: String(wrong)).status == .invalid, "\(String(wrong))")
      }
    }
  }

  @Test(arguments: [
    ("11010519491231002X", "complete"),
    ("11010519491231002x", "complete"),
    ("440524188001010014", "complete"),
    ("110105200002290021", "complete"),  // 2000 is a leap year
    ("110105180001010010", "complete"),
    ("110105194912310021", "invalid id-cn: The check character is wrong."),
    ("110105194912310020", "invalid id-cn: The check character is wrong."),
    ("110105194902310021", "invalid id-cn: The birth date 19490231 is not a real date."),
    ("11010519490231", "invalid id-cn: The birth date 19490231 is not a real date."),
    ("110105190002290021", "invalid id-cn: The birth date 19000229 is not a real date."),
    ("110105194913", "invalid id-cn: The birth date 194913 is not a real date."),
    ("110105194900", "invalid id-cn: The birth date 194900 is not a real date."),
    ("11010519490100", "invalid id-cn: The birth date 19490100 is not a real date."),
    ("11010519490431", "invalid id-cn: The birth date 19490431 is not a real date."),
    ("1101051799", "invalid id-cn: The birth year 1799 is before 1800."),
    ("11010519491231002XX", "invalid id-cn: A resident ID has 18 characters."),
    ("1101051949123100211", "invalid id-cn: A resident ID has 18 characters."),
    ("1101051949123100X2", "invalid id-cn: A resident ID has 17 digits, then a digit or X."),
    ("11010519491231002Y", "invalid id-cn: A resident ID has 17 digits, then a digit or X."),
    ("110105 19491231 002X", "invalid id-cn: A resident ID has 17 digits, then a digit or X."),
    ("X", "invalid id-cn: A resident ID has 17 digits, then a digit or X."),
    ("11010519491231002", "incomplete id-cn: A resident ID has 18 characters."),
    ("110105", "incomplete id-cn: A resident ID has 18 characters."),
    ("110105194", "incomplete id-cn: A resident ID has 18 characters."),
    ("", "incomplete id-cn: A resident ID has 18 characters."),
  ])
  func idCN(value: String, expected: String) {
    #expect(Validator.idCN.completion(of: value).description == expected)
  }

  /// ISO 7064 MOD 11-2 as the standard states it: the check value c makes
  /// Σ aᵢ·2^(i−1) + c ≡ 1 (mod 11), with i counted from the right, the check character at i = 1.
  static func referenceCheckCharacter(_ body: [Int]) -> Character {
    var sum = 0
    for (offset, digit) in body.enumerated() {
      var weight = 1
      for _ in 0..<(body.count - offset) { weight *= 2 }
      sum += digit * weight
    }
    let c = (0...10).first { (sum + $0) % 11 == 1 }!
    return c == 10 ? "X" : Character(String(c))
  }

  @Test func mod11_2MatchesTheStandardForRandomBodies() {
    var rng = SplitMix64(seed: 0x1D_C4)
    var seen = Set<Character>()
    for _ in 0..<20_000 {
      let body = (0..<17).map { _ in Int.random(in: 0...9, using: &rng) }
      let expected = Self.referenceCheckCharacter(body)
      let text = body.map { String($0) }.joined()
      #expect(Validator.idCNCheckCharacter(for: text) == expected, "\(text)")
      seen.insert(expected)
    }
    #expect(seen.count == 11)  // every check character, X included, was produced
  }

  @Test func theCheckCharacterNeedsSeventeenDigits() {
    #expect(Validator.idCNCheckCharacter(for: "1101051949123100") == nil)
    #expect(Validator.idCNCheckCharacter(for: "110105194912310021") == nil)
    #expect(Validator.idCNCheckCharacter(for: "1101051949123100a") == nil)
    #expect(Validator.idCNCheckCharacter(for: "11010519491231002") == "X")
  }

  @Test func everyDayOfFourHundredYearsIsJudgedLikeACalendar() {
    // 1800...2199 covers every leap-year rule (1800, 1900, 2100 are not leap years; 2000 is).
    var rng = SplitMix64(seed: 7)
    for year in 1800...2199 {
      let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
      let lengths = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
      let month = Int.random(in: 1...12, using: &rng)
      for day in 0...32 {
        let date = String(format4: year) + String(format2: month) + String(format2: day)
        let valid = (1...lengths[month - 1]).contains(day)
        let body = "110105" + date + "002"
        let id = body + String(Validator.idCNCheckCharacter(for: body)!)
        #expect(Validator.idCN.completion(of: id).isComplete == valid, "\(id)")
        #expect((Validator.idCNBirthDate(id) != nil) == valid, "\(id)")
      }
      // February of this year, exhaustively.
      for day in 28...29 {
        let body = "110105\(year)02\(day)002"
        let id = body + String(Validator.idCNCheckCharacter(for: body)!)
        #expect(Validator.idCN.completion(of: id).isComplete == (day == 28 || leap), "\(id)")
      }
    }
  }

  @Test func theBirthDateIsReadFromTheID() {
    let date = Validator.idCNBirthDate("11010519491231002X")
    #expect(date?.year == 1949 && date?.month == 12 && date?.day == 31)
    #expect(Validator.idCNBirthDate("110105194902310021") == nil)
    #expect(Validator.idCNBirthDate("1101051949123") == nil)
  }

  @Test func namesAreThoseOfPolicyFiles() {
    #expect(Validator.allCases.map(\.rawValue) == ["phone-cn", "luhn", "id-cn", "phone"])
    #expect(Validator(rawValue: "id-cn") == .idCN)
    #expect(Validator.luhn.rule == "luhn")
  }

  @Test func aValidateRuleLeavesAnEmptyValueToRequired() {
    #expect(InputPolicy(.validate(.luhn)).completion(of: "").isComplete)
    #expect(InputPolicy(.required, .validate(.luhn)).completion(of: "").rule == .required)
    #expect(InputPolicy(.validate(.luhn)).completion(of: "18").isComplete)
  }

  @Test func aLongHostileValueIsJudgedAtItsFirstWrongCharacter() {
    let long = String(repeating: "1", count: 1_000_000)
    #expect(Validator.phoneCN.completion(of: long).status == .invalid)
    #expect(Validator.idCN.completion(of: long).status == .invalid)
    #expect(Validator.luhn.completion(of: long).status != .incomplete)
    #expect(Validator.luhn.completion(of: "a" + long).status == .invalid)
  }
}

extension String {
  fileprivate init(format2 value: Int) { self = value < 10 ? "0\(value)" : "\(value)" }
  fileprivate init(format4 value: Int) { self = "\(value)" }
}
