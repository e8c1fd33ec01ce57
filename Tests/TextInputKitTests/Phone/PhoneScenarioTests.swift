import Testing
import TextInputKit
import TextInputKitSimulator
import TextInputKitTesting

let phoneGB = try! InputPolicy(json: #"{"phone": {"region": "GB"}}"#)

/// A phone field as a person edits it: libphonenumber's layout after every edit, the caret
/// between the same digits.
let phoneScenarios: [Scenario] = [
  Scenario(
    name: "typing a number", policy: .phone, start: "|",
    steps: { f in f.typeEach("6502530000") }, expected: "(650) 253-0000|"),
  Scenario(
    name: "three digits are not laid out yet", policy: .phone, start: "|",
    steps: { f in f.typeEach("650") }, expected: "650|"),
  Scenario(
    name: "a fourth digit lays out a local number", policy: .phone, start: "650|",
    steps: { f in f.type("2") }, expected: "650-2|"),
  Scenario(
    name: "backspace at the end", policy: .phone, start: "(650) 253-0000|",
    steps: { f in f.backspace() }, expected: "(650) 253-000|"),
  Scenario(
    name: "backspace in the middle keeps the caret after the digit before", policy: .phone,
    start: "(650) 2|53-0000", steps: { f in f.backspace() }, expected: "(650|) 530-000"),
  Scenario(
    name: "backspace after a literal deletes the digit before it", policy: .phone,
    start: "(650) |253-0000", steps: { f in f.backspace() }, expected: "(65|2) 530-000"),
  Scenario(
    name: "forward delete before a literal deletes the digit after it", policy: .phone,
    start: "(650|) 253-0000", steps: { f in f.forwardDelete() }, expected: "(650|) 530-000"),
  Scenario(
    name: "typing in the middle", policy: .phone, start: "65|0",
    steps: { f in f.type("9") }, expected: "659|-0"),
  Scenario(
    name: "a digit past the layout shows the digits as typed", policy: .phone,
    start: "(650) 253-0000|", steps: { f in f.type("1") }, expected: "65025300001|"),
  Scenario(
    name: "a national prefix", policy: .phone, start: "|",
    steps: { f in f.typeEach("16502530000") }, expected: "1 (650) 253-0000|"),
  Scenario(
    name: "an international number typed with +", policy: .phone, start: "|",
    steps: { f in f.typeEach("+442087654321") }, expected: "+44 20 8765 4321|"),
  Scenario(
    name: "an international prefix", policy: .phone, start: "|",
    steps: { f in f.typeEach("011442087654321") }, expected: "011 44 20 8765 4321|"),
  Scenario(
    name: "a + in the middle is refused", policy: .phone, start: "650|",
    steps: { f in f.type("+") }, expected: "650|"),
  Scenario(
    name: "a digit before the + is refused", policy: .phone, start: "|+44 20",
    steps: { f in f.type("1") }, expected: "|+44 20"),
  Scenario(
    name: "a letter is refused", policy: .phone, start: "650|",
    steps: { f in f.type("a") }, expected: "650|"),
  Scenario(
    name: "a pasted display form", policy: .phone, start: "|",
    steps: { f in f.paste("+1 (650) 253-0000") }, expected: "+1 650-253-0000|"),
  Scenario(
    name: "a pasted tel: URI", policy: .phone, start: "|",
    steps: { f in f.paste("tel:+44-20-8765-4321;ext=12") }, expected: "+44 20 8765 4321|"),
  Scenario(
    name: "pasted full-width digits", policy: .phone, start: "|",
    steps: { f in f.paste("６５０２５３００００") }, expected: "(650) 253-0000|"),
  Scenario(
    name: "pasted Arabic-Indic digits", policy: .phone, start: "|",
    steps: { f in f.paste("٦٥٠٢٥٣٠٠٠٠") }, expected: "(650) 253-0000|"),
  Scenario(
    name: "a pasted vanity number is refused", policy: .phone, start: "650|",
    steps: { f in f.paste("1-800-FLOWERS") }, expected: "650|"),
  Scenario(
    name: "a paste over a selection", policy: .phone, start: "(650) «253»-0000",
    steps: { f in f.paste("987") }, expected: "(650) 987|-0000"),
  Scenario(
    name: "a paste of 00 and a country code keeps its digits", policy: .phone, start: "|",
    steps: { f in f.paste("001 650 253 0000") }, expected: "0016502530000|"),
  Scenario(
    name: "a national number of another region", policy: phoneGB, start: "|",
    steps: { f in f.typeEach("02087654321") }, expected: "020 8765 4321|"),
  Scenario(
    name: "deleting the national prefix lays out again", policy: phoneGB,
    start: "0|20 8765 4321", steps: { f in f.backspace() }, expected: "|2087654321"),
]

@Suite("Phone fields in both interception modes")
struct PhoneScenarioTests {
  @Test(arguments: phoneScenarios, InterceptionMode.allCases)
  func scenario(_ scenario: Scenario, mode: InterceptionMode) {
    scenario.check(in: mode)
  }
}
