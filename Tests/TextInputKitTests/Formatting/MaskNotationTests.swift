import Testing
import TextInputKit
import TextInputKitSimulator
import TextInputKitTesting

let russianPhone = InputPolicy(try! InputRules.Mask("+7 (###) ###-##-##"))
let trailingPhone = InputPolicy(
  try! InputRules.Mask("+7 (###) ###-##-##", trailingLiterals: true))
let percent = InputPolicy(try! InputRules.Mask("##%"))
/// A day of one or two digits is not expressible (the value holds no literals); an amount of
/// three required digits and two optional ones is.
let optionalTail = InputPolicy(try! InputRules.Mask("###[.##]"))
let endless = InputPolicy(try! InputRules.Mask("## #…"))

/// Mask notation II: leading literals, literals after the last slot, trailing literals, optional
/// and repeated slots, each as a person performs it.
let maskNotationScenarios: [Scenario] = [
  Scenario(
    name: "a typed \"+\" shows the leading literals", policy: russianPhone, start: "|",
    steps: { f in f.type("+") }, expected: "+7 (|"),
  Scenario(
    name: "the prefix's own digit is consumed, not read as a slot", policy: russianPhone,
    start: "|", steps: { f in f.type("7") }, expected: "+7 (|"),
  Scenario(
    name: "a digit typed after the shown prefix fills the first slot", policy: russianPhone,
    start: "|", steps: { f in f.type("7"); f.type("7") }, expected: "+7 (7|"),
  Scenario(
    name: "a pasted prefix shows as it is", policy: russianPhone, start: "|",
    steps: { f in f.paste("+7 (") }, expected: "+7 (|"),
  Scenario(
    name: "a pasted display form keeps its value", policy: russianPhone, start: "|",
    steps: { f in f.paste("+7 (912) 345-67-89") }, expected: "+7 (912) 345-67-89|"),
  Scenario(
    name: "a pasted digit of the prefix out of its place is a value", policy: russianPhone,
    start: "|", steps: { f in f.paste("7912345678") }, expected: "+7 (791) 234-56-78|"),
  Scenario(
    name: "a pasted prefix without its start", policy: russianPhone, start: "|",
    steps: { f in f.paste("(912) 345-67-89") }, expected: "+7 (912) 345-67-89|"),
  Scenario(
    name: "typing the whole number", policy: russianPhone, start: "|",
    steps: { f in f.typeEach("+9123456789") }, expected: "+7 (912) 345-67-89|"),
  Scenario(
    name: "typing the country code first", policy: russianPhone, start: "|",
    steps: { f in f.typeEach("79123456789") }, expected: "+7 (912) 345-67-89|"),
  Scenario(
    name: "backspace over the prefix alone empties the field", policy: russianPhone, start: "|",
    steps: { f in f.type("+"); f.backspace() }, expected: "|"),
  Scenario(
    name: "a letter after the shown prefix is rejected", policy: russianPhone, start: "|",
    steps: { f in f.type("+"); f.type("a") }, expected: "+7 (|"),
  Scenario(
    name: "literals after the last slot show once the value is complete", policy: percent,
    start: "|", steps: { f in f.typeEach("99") }, expected: "99|%"),
  Scenario(
    name: "not before", policy: percent, start: "|", steps: { f in f.type("9") },
    expected: "9|"),
  Scenario(
    name: "backspace after the suffix deletes the last digit", policy: percent, start: "|",
    steps: { f in f.typeEach("99"); f.select(3..<3); f.backspace() }, expected: "9|",
    notificationReads: "99|%"),
  Scenario(
    name: "a literal trails the value when asked", policy: trailingPhone, start: "|",
    steps: { f in f.typeEach("912") }, expected: "+7 (912) |"),
  Scenario(
    name: "and goes with backspace", policy: trailingPhone, start: "|",
    steps: { f in f.typeEach("912"); f.backspace() }, expected: "+7 (91|"),
  Scenario(
    name: "no literal trails the value by default", policy: russianPhone, start: "|",
    steps: { f in f.typeEach("912") }, expected: "+7 (912|"),
  Scenario(
    name: "optional slots after the required ones", policy: optionalTail, start: "|",
    steps: { f in f.typeEach("12345") }, expected: "123.45|"),
  Scenario(
    name: "an optional group's literal waits for its slot", policy: optionalTail, start: "|",
    steps: { f in f.typeEach("123") }, expected: "123|"),
  Scenario(
    name: "a repeated slot takes any number", policy: endless, start: "|",
    steps: { f in f.typeEach("1234567") }, expected: "12 34567|"),
  Scenario(
    name: "a paste into a repeated slot", policy: endless, start: "12 3|",
    steps: { f in f.paste("4x5") }, expected: "12 345|"),
]

@Suite("Mask notation II in both interception modes")
struct MaskNotationTests {
  @Test(arguments: maskNotationScenarios, InterceptionMode.allCases)
  func scenario(_ scenario: Scenario, mode: InterceptionMode) {
    let field = scenario.run(mode)
    #expect(field.drawing == scenario.expected(in: mode))
    #expect(field.undoErrors == [])
  }

  struct ValueCase: Sendable, CustomTestStringConvertible {
    var policy: InputPolicy
    var text: String
    var value: String
    /// Whether the value is complete; `nil` to leave it to `required`, for an empty value.
    var complete: Bool?
    var testDescription: String { "\"\(text)\" → \"\(value)\"" }
  }

  @Test(arguments: [
    ValueCase(policy: russianPhone, text: "+7 (912) 345-67-89", value: "9123456789", complete: true),
    ValueCase(policy: russianPhone, text: "+7 (", value: "", complete: nil),
    ValueCase(policy: russianPhone, text: "7912345678", value: "7912345678", complete: true),
    ValueCase(policy: russianPhone, text: "(912) 345-67-89", value: "9123456789", complete: true),
    ValueCase(policy: percent, text: "99%", value: "99", complete: true),
    ValueCase(policy: optionalTail, text: "123", value: "123", complete: true),
    ValueCase(policy: optionalTail, text: "12", value: "12", complete: false),
    ValueCase(policy: endless, text: "12 3456789", value: "123456789", complete: true),
  ])
  func values(_ check: ValueCase) {
    #expect(check.policy.value(of: check.text) == check.value)
    if let complete = check.complete {
      #expect(check.policy.completion(of: check.text).isComplete == complete)
    }
  }

  /// A paste of a value gives its display form, whatever the prefix holds.
  @Test func aPastedRunOfThePrefixDigit() {
    #expect(russianPhone.sanitize("7777777777") == "+7 (777) 777-77-77")
    #expect(russianPhone.sanitize("+7 (+7 (") == "+7 (7")
  }

  @Test func leadingTextIsOfferedForFocus() {
    #expect(russianPhone.textOnFocus == "+7 (")
    #expect(InputPolicy.phoneCNSpaced.textOnFocus == "")
  }

  @Test func placeholderShowsEverySlot() throws {
    #expect(InputPolicy(try InputRules.Mask("### #### ####", placeholder: "_")).placeholder == "___ ____ ____")
    #expect(InputPolicy(try InputRules.Mask("+7 (###)[#]", placeholder: "0")).placeholder == "+7 (000)0")
    #expect(InputPolicy.phoneCNSpaced.placeholder == nil)
    #expect(throws: TextInputError.self) {
      try InputPolicy(json: ####"{"mask": {"pattern": "###", "placeholder": "__"}}"####)
    }
  }

  @Test(arguments: ["#[#", "#]", "[]#", "#[#]#", "[#][#]", "#…#", "…#", "#……", "#…-"])
  func malformedNotation(_ pattern: String) {
    #expect(throws: TextInputError.self) { try InputRules.Mask(pattern) }
  }

  @Test func escapedBracketsAndEllipsisAreLiterals() throws {
    let mask = try InputRules.Mask("\\[#\\]\\…")
    #expect(mask.slotCount == 1)
    #expect(InputPolicy(mask).display(of: "1") == "[1]…")
  }

  @Test func policyFileKeysRoundTrip() throws {
    let json = #"{"mask":{"pattern":"+7 (###) ###-##-##","placeholder":"_","trailingLiterals":true}}"#
    let policy = try InputPolicy(json: json)
    #expect(policy.display(of: "912") == "+7 (912) ")
    #expect(try InputPolicy(json: policy.jsonString()) == policy)
    #expect(try policy.jsonString().contains(#""placeholder":"_""#))
  }
}
