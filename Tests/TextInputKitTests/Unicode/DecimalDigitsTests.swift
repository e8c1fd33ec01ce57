import Testing
import TextInputKitSimulator

import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction

/// Digits from every keyboard: the decimal digits of every script (Nd) fill digit slots, amounts
/// and `allow: digits` as ASCII, reported as a normalization; other numbers do not.
@Suite("Decimal digits of every script")
struct DecimalDigitsTests {
  /// Every code point, checked against the standard library's own reading of a digit.
  @Test func everyDecimalDigitFoldsToTheDigitOfItsValue() {
    var folded = 0
    for value in UInt32(0x80)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let ascii = DecimalDigits.asciiDigit(of: scalar)
      if scalar.properties.generalCategory == .decimalNumber {
        folded += 1
        #expect(ascii.map { Int($0.value) - 0x30 } == Character(scalar).wholeNumberValue, "\(value)")
      } else {
        #expect(ascii == nil, "U+\(String(value, radix: 16))")
      }
    }
    // Unicode 15–17 have about seventy sets of ten, beyond ASCII.
    #expect(folded >= 650)
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var policy: String
    var typed: String
    var after: String
    var testDescription: String { "\(policy): \(typed) → \(after)" }
  }

  @Test(
    arguments: [
      Case(policy: "phone-cn-spaced", typed: "١٣٨٠٠١٣٨٠٠٠", after: "138 0013 8000|"),  // Arabic-Indic
      Case(policy: "phone-cn-spaced", typed: "۱۳۸۰۰۱۳۸۰۰۰", after: "138 0013 8000|"),  // Persian
      Case(policy: "phone-cn", typed: "१३८००१३८०००", after: "13800138000|"),  // Devanagari
      Case(policy: "pin", typed: "๑๒๓๔๕๖", after: "123456|"),  // Thai
      Case(policy: "amount", typed: "١٢٣٤٥.٦٧", after: "12,345.67|"),
      Case(policy: "price", typed: "٣.١٤١٥", after: "3.14|"),
      Case(policy: "phone-cn", typed: "①②③", after: "|"),  // circled numbers are not digits
      Case(policy: #"{"allow": [{"characters": "١"}, "digits"]}"#, typed: "١٢", after: "١2|"),
    ], InterceptionMode.allCases)
  func typedDigitsOfOtherScriptsAreASCII(_ c: Case, mode: InterceptionMode) throws {
    let policy = try InputPolicy(presetOrJSON: c.policy)
    let field = SimulatedTextField()
    field.intercept(policy: policy, mode: mode)
    field.typeEach(c.typed)
    #expect(field.drawing == c.after)
    let pasted = SimulatedTextField()
    pasted.intercept(policy: policy, mode: mode)
    pasted.paste(c.typed)
    #expect(pasted.drawing == c.after)
  }

  @Test func checkReportsTheConversionAsANormalization() throws {
    let result = InputPolicy.phoneCN.validate("١٣٨٠٠١٣٨٠٠٠")
    #expect(result.value == "13800138000")
    #expect(result.isValid)
    #expect(result.normalizations.map(\.localizedMessage.key) == ["digits.converted"])
    #expect(result.normalizations[0].message(in: .simplifiedChinese) == "数字已转换为 0–9。")
    let masked = InputPolicy.phoneCNSpaced.validate("١٣٨ ٠٠١٣ ٨٠٠٠")
    #expect(masked.text == "138 0013 8000")
    #expect(masked.isValid)
  }

  @Test func aMegabyteOfOtherDigitsFoldsInLinearTime() {
    let text = String(repeating: "١٣٨", count: 350_000)
    let clock = ContinuousClock()
    let elapsed = clock.measure {
      #expect(InputPolicy(.allow(.digits)).sanitize(text).utf8.count == 1_050_000)
    }
    #expect(elapsed < .seconds(20))
  }
}
