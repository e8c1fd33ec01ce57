import Foundation
import Testing
import TextInputKitSimulator
import TextInputKitTesting

import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction

/// A country calling code before a pasted number (`InputRules.CountryCode`), in the Chinese
/// phone presets and under a mask of one's own.
@Suite("Country codes")
struct CountryCodeTests {
  /// A paste into a field, drawn before and after.
  struct Paste: CustomTestStringConvertible, Sendable {
    var preset: String
    var start: String
    var pasted: String
    var expected: String
    var testDescription: String {
      "\(preset): \"\(start)\" + paste \(SessionEvent.literal(pasted)) → \"\(expected)\""
    }
    init(_ preset: String, _ start: String, _ pasted: String, _ expected: String) {
      self.preset = preset
      self.start = start
      self.pasted = pasted
      self.expected = expected
    }
  }

  static let pastes: [Paste] = [
    Paste("phone-cn-spaced", "|", "+86 138-0013-8000", "138 0013 8000|"),
    Paste("phone-cn-spaced", "|", "0086 138 0013 8000", "138 0013 8000|"),
    Paste("phone-cn-spaced", "|", "8613800138000", "138 0013 8000|"),
    Paste("phone-cn-spaced", "|", "(+86) 138 0013 8000", "138 0013 8000|"),
    Paste("phone-cn-spaced", "|", "+8613800138000", "138 0013 8000|"),
    Paste("phone-cn-spaced", "|", "\u{202D}+86 138 0013 8000\u{202C}", "138 0013 8000|"),
    Paste("phone-cn-spaced", "|", "＋８６ １３８ ００１３ ８０００", "138 0013 8000|"),
    // A bare "86" before fewer than 11 digits is the number's own.
    Paste("phone-cn-spaced", "|", "86138001380", "861 3800 1380|"),
    Paste("phone-cn-spaced", "|", "86 1380013800", "861 3800 1380|"),
    // Part of a number, or more than one: left to the mask.
    Paste("phone-cn-spaced", "|", "+86 138", "861 38|"),
    Paste("phone-cn-spaced", "|", "0086 138 0013 8000 9", "008 6138 0013|"),
    // Select all, then paste over a whole number.
    Paste("phone-cn-spaced", "«138 0013 8000»", "+86 139-1234-5678", "139 1234 5678|"),
    Paste("phone-cn-spaced", "«138 0013 8000»", "0086 139 1234 5678", "139 1234 5678|"),
    // Not the whole value: the rules after it read the digits.
    Paste("phone-cn-spaced", "138|", "+86 0013", "138 8600 13|"),
    Paste("phone-cn", "|", "+86 138-0013-8000", "13800138000|"),
    Paste("phone-cn", "|", "0086 138 0013 8000", "13800138000|"),
    Paste("phone-cn", "|", "86 138 0013 8000", "13800138000|"),
    Paste("phone-cn", "«13800138000»", "+86 139 1234 5678", "13912345678|"),
    Paste("phone-cn", "|", "86138001380", "86138001380|"),
  ]

  /// Each paste, drawn, in both interception modes.
  @Test(arguments: pastes, InterceptionMode.allCases)
  func pasteIntoAField(_ c: Paste, mode: InterceptionMode) throws {
    let policy = try #require(InputPolicy.presets[c.preset])
    let simulated = field(c.start)
    simulated.intercept(policy: policy, mode: mode)
    simulated.paste(c.pasted)
    #expect(simulated.drawing == c.expected)
    #expect(simulated.undoErrors == [])
    #expect(simulated.interceptor!.controller.state.drawn == simulated.drawing)
  }

  /// The same pastes through the policy alone.
  @Test(arguments: pastes)
  func pasteThroughThePolicy(_ c: Paste) throws {
    let policy = try #require(InputPolicy.presets[c.preset])
    let start = TextFieldState(drawn: c.start)
    let outcome = policy.apply(.paste(c.pasted, in: start), to: start)
    #expect(outcome.state.drawn == c.expected)
  }

  @Test(arguments: InterceptionMode.allCases)
  func theValueIsTheNationalNumber(mode: InterceptionMode) {
    let simulated = field("|")
    simulated.intercept(policy: .phoneCNSpaced, mode: mode)
    simulated.paste("+86 138-0013-8000")
    #expect(simulated.interceptor!.controller.value == "13800138000")
    #expect(InputPolicy.phoneCNSpaced.completion(of: "13800138000").isComplete)
  }

  /// A key typed on its own is never rewritten: "+" is dropped by the mask, "8" and "6" are
  /// the number's first digits.
  @Test(arguments: InterceptionMode.allCases)
  func typingKeepsEveryDigit(mode: InterceptionMode) {
    let simulated = field("|")
    simulated.intercept(policy: .phoneCNSpaced, mode: mode)
    simulated.typeEach("+8613800138000")
    #expect(simulated.drawing == "861 3800 1380|")
  }

  @Test func theRemovalIsANormalization() throws {
    let result = InputPolicy.phoneCNSpaced.validate("0086 138 0013 8000")
    #expect(result.text == "138 0013 8000")
    #expect(result.value == "13800138000")
    #expect(result.isValid)
    let change = try #require(result.normalizations.first)
    #expect(change.rule == .countryCode && change.kind == .transformed)
    #expect(change.removed == "0086 138 0013 8000")
    #expect(change.message(in: .english) == "The country code +86 was removed.")
    #expect(change.message(in: .simplifiedChinese) == "已去掉国家代码 +86。")
    #expect(change.message(in: .traditionalChinese) == "已去除國碼 +86。")
    #expect(result.violations.isEmpty)

    let dashed = InputPolicy.phoneCN.validate("+86 138-0013-8000")
    #expect(dashed.value == "13800138000")
    #expect(dashed.normalizations.map(\.rule) == [.countryCode])
    #expect(dashed.violations.map(\.rule) == [.allow])
  }

  @Test func sanitizeRemovesTheCode() {
    #expect(InputPolicy.phoneCNSpaced.sanitize("+86 138-0013-8000") == "138 0013 8000")
    #expect(InputPolicy.phoneCN.sanitize("0086 138 0013 8000") == "13800138000")
    #expect(InputPolicy.phoneCN.sanitize("86138001380") == "86138001380")
    // Idempotent: a sanitized number has no code left to remove.
    for text in ["+86 138-0013-8000", "8613800138000", "868613800138000", "0086 86 138 0013 80"] {
      let once = InputPolicy.phoneCNSpaced.sanitize(text)
      #expect(InputPolicy.phoneCNSpaced.sanitize(once) == once, "\(text)")
    }
  }

  /// Where the national number starts, for the code "86" before 11 digits; `nil` for none.
  @Test(
    arguments: [
      ("+86 13800138000", 4), ("+86-138-0013-8000", 4), ("+ 86 (138) 0013 8000", 6),
      ("(+86)13800138000", 5), ("0086 13800138000", 5), ("00 86 13800138000", 6),
      ("8613800138000", 2), ("86 138-0013-8000", 3), ("  +86  13800138000", 7),
      ("+8613800138000", 3), ("٠٠٨٦ ١٣٨٠٠١٣٨٠٠٠", 5), ("+86 13800138000 ext.", 4),
      ("86138001380", nil), ("86 1380013800012", nil), ("+86", nil), ("+86 ", nil),
      ("+86 138", nil), ("0086 1380013800", nil), ("+86 138 0013 8000 9", nil),
      ("0086", nil), ("+87 138", nil), ("0 086 138", nil), ("086 13800138000", nil),
      ("138 86", nil), ("", nil), ("+", nil), ("+8", nil), ("a+86 138", nil),
    ] as [(String, Int?)])
  func nationalNumberStart(_ text: String, _ offset: Int?) {
    let start = InputRules.CountryCode.china.nationalNumberStart(in: text)
    #expect(start.map { text.distance(from: text.startIndex, to: $0) } == offset)
  }

  @Test func aMaskOfOnesOwn() throws {
    let policy = try InputPolicy(
      json: #####"{"countryCode": {"code": "44", "nationalDigits": 10}, "mask": "#### ######"}"#####
    )
    #expect(policy.sanitize("+44 7911 123456") == "7911 123456")
    #expect(policy.sanitize("447911123456") == "7911 123456")
    #expect(policy.sanitize("(+44) 7911-123456") == "7911 123456")
    #expect(policy.sanitize("4479111234") == "4479 111234")
    #expect(
      try policy.jsonString()
        == #####"{"countryCode":{"code":"44","nationalDigits":10},"mask":"#### ######"}"#####)
    let uk = try InputRules.CountryCode("44", nationalDigits: 10)
    #expect(policy == InputPolicy(uk, try InputRules.Mask("#### ######")))
  }

  @Test func thePresetsWriteTheKey() throws {
    #expect(
      try InputPolicy.phoneCNSpaced.jsonString()
        == #####"{"countryCode":{"code":"86","nationalDigits":11},"mask":"### #### ####","required":true,"validate":"phone-cn"}"#####
    )
    let overridden = try InputPolicy(json: #"{"preset": "phone-cn", "maxLength": 13}"#)
    #expect(overridden.sanitize("+86 138 0013 8000") == "13800138000")
  }

  @Test(arguments: [
    (
      #"{"countryCode": {"code": "086", "nationalDigits": 11}}"#, TextInputError.Kind.outOfRange,
      "countryCode.code",
      "`countryCode.code` must be a country calling code of one to three digits, not starting with 0, such as \"86\"; it is \"086\"."
    ),
    (
      #"{"countryCode": {"code": "+86", "nationalDigits": 11}}"#, .outOfRange, "countryCode.code",
      "`countryCode.code` must be a country calling code of one to three digits, not starting with 0, such as \"86\"; it is \"+86\"."
    ),
    (
      #"{"countryCode": {"code": 86, "nationalDigits": 11}}"#, .wrongType, "countryCode.code",
      "`countryCode.code` must be a string."
    ),
    (
      #"{"countryCode": {"code": "86", "nationalDigits": 16}}"#, .outOfRange,
      "countryCode.nationalDigits", "`countryCode.nationalDigits` must be at most 15; it is 16."
    ),
    (
      #"{"countryCode": {"code": "86"}}"#, .missingKey, "countryCode.nationalDigits",
      "`countryCode` needs the key `nationalDigits`."
    ),
    (
      #"{"countryCode": "86"}"#, .wrongType, "countryCode",
      "`countryCode` must be an object such as {\"code\": \"86\", \"nationalDigits\": 11}."
    ),
  ])
  func malformedKeysAreLocated(
    _ json: String, _ kind: TextInputError.Kind, _ location: String, _ message: String
  ) {
    let error = #expect(throws: TextInputError.self) { try InputPolicy(json: json) }
    #expect(error?.kind == kind)
    #expect(error?.location == location)
    #expect(error?.message.text(in: .english) == message)
  }

  @Test func codeInitializerChecksItsValues() {
    let code = #expect(throws: TextInputError.self) {
      try InputRules.CountryCode("0", nationalDigits: 11)
    }
    #expect(
      code?.message.text(in: .english)
        == "A country calling code is one to three digits, not starting with 0, such as \"86\"; it is \"0\"."
    )
    let digits = #expect(throws: TextInputError.self) {
      try InputRules.CountryCode("86", nationalDigits: 0)
    }
    #expect(digits?.message.text(in: .english) == "A national number has 1 to 15 digits; it is 0.")
  }

  /// A megabyte of codes: the rule reads the start of a paste and stops counting digits after
  /// one more than the national number has.
  @Test(arguments: ["+86 ", "86", "0086", " ", "+", "-"])
  func aMegabyteOfCodes(_ unit: String) {
    let text = String(repeating: unit, count: (1 << 20) / unit.utf8.count)
    let clock = ContinuousClock()
    var sanitized = ""
    let elapsed = clock.measure { sanitized = InputPolicy.phoneCNSpaced.sanitize(text) }
    #expect(elapsed < LinearCheckTests.bound, "sanitize took \(elapsed)")
    #expect(InputPolicy.phoneCNSpaced.sanitize(sanitized) == sanitized)
    let phone = InputPolicy.phoneCN.sanitize(text)
    #expect(phone.count <= 11 && phone.allSatisfy(\.isNumber))
  }
}
