import Foundation
import Testing
import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction

@Suite("The phone rule")
struct PhoneRuleTests {
  struct DisplayCase: CustomTestStringConvertible, Sendable {
    var region: String
    var value: String
    var shown: String
    var testDescription: String { "\(region): \"\(value)\" → \"\(shown)\"" }
  }

  static let displays: [DisplayCase] = [
    DisplayCase(region: "US", value: "", shown: ""),
    DisplayCase(region: "US", value: "65", shown: "65"),
    DisplayCase(region: "US", value: "6502", shown: "650-2"),
    DisplayCase(region: "US", value: "6502530000", shown: "(650) 253-0000"),
    DisplayCase(region: "US", value: "+16502530000", shown: "+1 650-253-0000"),
    DisplayCase(region: "US", value: "011442087654321", shown: "011 44 20 8765 4321"),
    DisplayCase(region: "US", value: "6502530000123", shown: "6502530000123"),
    DisplayCase(region: "GB", value: "02087654321", shown: "020 8765 4321"),
    DisplayCase(region: "DE", value: "030123456", shown: "030 123456"),
    DisplayCase(region: "JP", value: "0312345678", shown: "03-1234-5678"),
    DisplayCase(region: "CN", value: "13800138000", shown: "138 0013 8000"),
    DisplayCase(region: "us", value: "+8613800138000", shown: "+86 138 0013 8000"),
  ]

  @Test(arguments: displays)
  func showsWhatAsYouTypeFormatterShows(_ c: DisplayCase) throws {
    let rule = try InputRules.Phone(region: c.region)
    #expect(rule.display(of: c.value) == c.shown)
    #expect(rule.values(of: [c.shown[...]]) == [c.value])
  }

  @Test func theCaretStandsAfterTheSameDigit() throws {
    let rule = try InputRules.Phone(region: "US")
    // "(650) 253-0000": after 0 digits the caret is before the "6", after 3 before the ")".
    #expect(rule.displayOffset(afterValueCharacters: 0, of: "6502530000") == 1)
    #expect(rule.displayOffset(afterValueCharacters: 3, of: "6502530000") == 4)
    #expect(rule.displayOffset(afterValueCharacters: 4, of: "6502530000") == 7)
    #expect(rule.displayOffset(afterValueCharacters: 10, of: "6502530000") == 14)
    #expect(rule.displayOffset(afterValueCharacters: 0, of: "") == 0)
  }

  @Test func unknownRegionsAreRefused() {
    #expect(throws: TextInputError.self) { try InputRules.Phone(region: "XX") }
    let error = try? InputPolicy(json: #"{"phone": {"region": "XX"}}"#)
    #expect(error == nil)
    do {
      _ = try InputPolicy(json: #"{"phone": {"region": "XX"}}"#)
    } catch {
      #expect(
        error.description
          == "The region \"XX\" is not one libphonenumber knows: give an ISO 3166-1 code such as \"US\"."
      )
    }
  }

  @Test func aPhoneAndAMaskContradictEachOther() {
    #expect(throws: TextInputError.self) {
      try InputPolicy(json: "{\"phone\": {\"region\": \"US\"}, \"mask\": \"###\"}")
    }
  }

  struct MessageCase: CustomTestStringConvertible, Sendable {
    var start: String
    var paste: String
    var message: String
    var testDescription: String { "\"\(start)\" + \"\(paste)\" → \(message)" }
  }

  static let refusals: [MessageCase] = [
    MessageCase(start: "650", paste: "+", message: "A + can only start the number."),
    MessageCase(start: "650", paste: "a", message: "Letters are not dialled here: type the digits."),
    MessageCase(
      start: "", paste: "1-800-FLOWERS", message: "Letters are not dialled here: type the digits."),
    MessageCase(start: "650", paste: "-", message: "Separators are added by the field."),
  ]

  @Test(arguments: refusals)
  func refusesWithAMessage(_ c: MessageCase) {
    var controller = TextInputController(policy: .phone)
    if !c.start.isEmpty { _ = controller.apply(.paste(c.start, in: controller.state)) }
    let before = controller.state
    let outcome = controller.apply(.paste(c.paste, in: controller.state))
    #expect(outcome.disposition == .rejected)
    #expect(outcome.changes.last?.message == c.message)
    #expect(controller.state == before)
  }

  @Test func aLongPasteIsCut() {
    var controller = TextInputController(policy: .phone)
    let outcome = controller.apply(
      .paste(String(repeating: "7", count: 40), in: controller.state))
    #expect(controller.value == String(repeating: "7", count: InputRules.Phone.largestValue))
    #expect(outcome.changes.contains { $0.message == "The field is full." })
  }

  @Test func convertedDigitsAreReported() {
    var controller = TextInputController(policy: .phone)
    let outcome = controller.apply(.paste("６５０", in: controller.state))
    #expect(controller.value == "650")
    #expect(outcome.changes.contains { $0.message == "Digits were converted to 0–9." })
  }

  struct CompletionCase: CustomTestStringConvertible, Sendable {
    var json: String
    var text: String
    var status: Completion.Status
    var testDescription: String { "\(json) \"\(text)\" → \(status)" }
  }

  static let completions: [CompletionCase] = [
    CompletionCase(json: #"{"phone": {"region": "US"}}"#, text: "(650) 253-000", status: .incomplete),
    CompletionCase(json: #"{"phone": {"region": "US"}}"#, text: "(650) 253-0000", status: .complete),
    CompletionCase(json: #"{"phone": {"region": "US"}}"#, text: "(200) 253-0000", status: .complete),
    CompletionCase(
      json: #"{"phone": {"region": "US"}, "validate": "phone"}"#, text: "(200) 253-0000",
      status: .invalid),
    CompletionCase(
      json: #"{"phone": {"region": "US"}, "validate": "phone"}"#, text: "(650) 253-0000",
      status: .complete),
    CompletionCase(
      json: #"{"phone": {"region": "US"}, "validate": "phone"}"#, text: "+44 20 8765 4321",
      status: .complete),
    CompletionCase(
      json: #"{"phone": {"region": "GB"}, "validate": "phone"}"#, text: "020 8765 4321",
      status: .complete),
    CompletionCase(json: #"{"phone": {"region": "GB"}}"#, text: "020", status: .incomplete),
  ]

  @Test(arguments: completions)
  func completion(_ c: CompletionCase) throws {
    let policy = try InputPolicy(json: c.json)
    #expect(policy.completion(of: c.text).status == c.status)
  }

  @Test func theValidatorAloneJudgesInternationalNumbers() {
    #expect(Validator.phone.completion(of: "+16502530000").isComplete)
    #expect(Validator.phone.completion(of: "+12002530000").status == .invalid)
    #expect(Validator.phone.completion(of: "6502530000").status == .invalid)
    #expect(Validator.phone.completion(of: "+1650").status == .incomplete)
  }

  struct E164Case: CustomTestStringConvertible, Sendable {
    var region: String
    var value: String
    var e164: String
    var testDescription: String { "\(region): \"\(value)\" → \"\(e164)\"" }
  }

  static let e164s: [E164Case] = [
    E164Case(region: "US", value: "6502530000", e164: "+16502530000"),
    E164Case(region: "US", value: "16502530000", e164: "+16502530000"),
    E164Case(region: "US", value: "+16502530000", e164: "+16502530000"),
    E164Case(region: "US", value: "011442087654321", e164: "+442087654321"),
    E164Case(region: "GB", value: "02087654321", e164: "+442087654321"),
    E164Case(region: "GB", value: "00442087654321", e164: "+442087654321"),
    E164Case(region: "US", value: "650253", e164: "650253"),
    // A national number is read with its own region's metadata, not that of the region its
    // country code belongs to (phonenumbers 9.0.43 gives the same).
    E164Case(region: "KN", value: "2114342", e164: "+18692114342"),
    E164Case(region: "JE", value: "152127", e164: "+441534152127"),
    E164Case(region: "IM", value: "0678073289", e164: "+440678073289"),
    E164Case(region: "CA", value: "10798107", e164: "+10798107"),
  ]

  @Test(arguments: e164s)
  func e164(_ c: E164Case) throws {
    #expect(try InputRules.Phone(region: c.region).e164(of: c.value) == c.e164)
  }

  @Test(arguments: [
    ("(650) 253-0000", "+16502530000"), ("+1 650-253-0000", "+16502530000"),
    ("650-253", "650253"), ("", ""), ("+44 20 8765 4321", "+442087654321"),
  ])
  func theValueIsTheNumberInE164OnceItIsPossible(text: String, value: String) {
    #expect(InputPolicy.phone.value(of: text) == value)
    // The value's display reads back as the same value.
    #expect(InputPolicy.phone.value(of: InputPolicy.phone.display(of: value)) == value)
  }

  @Test func theCounterAndTheLengthChecksCountTheDigitsTyped() throws {
    // "714-4444" is a possible local number of the US: its value is "+17144444", but the
    // counter and minLength count the seven digits typed (Engine harness, crash-f31c14dd).
    var controller = TextInputController(policy: .phone)
    _ = controller.apply(.paste("7144444", in: controller.state))
    #expect(controller.state.text == "714-4444")
    #expect(controller.value == "+17144444")
    #expect(controller.counter.count == 7)
    let policy = try InputPolicy(json: #"{"phone": {"region": "US"}, "minLength": 8}"#)
    #expect(!policy.completion(of: "714-4444").isComplete)
  }

  @Test func roundTripsThroughAPolicyFile() throws {
    let policy = try InputPolicy(json: #"{"phone": {"region": "gb"}, "validate": "phone"}"#)
    let json = try policy.jsonString()
    #expect(json == #"{"phone":{"region":"GB"},"validate":"phone"}"#)
    #expect(try InputPolicy(json: json) == policy)
    #expect(try InputPolicy.phone.jsonString() == #"{"phone":{"region":"US"}}"#)
  }

  @Test func aMegabyteOfDigitsFinishesQuickly() {
    for unit in ["7", "+7", "+", "7 "] {
      let text = String(repeating: unit, count: (1 << 20) / unit.utf8.count)
      var controller = TextInputController(policy: .phone)
      let elapsed = ContinuousClock().measure {
        _ = controller.apply(.paste(text, in: controller.state))
        _ = controller.apply(.typing("1", in: controller.state))
      }
      #expect(elapsed < .seconds(10), "\(unit): \(elapsed)")
      #expect(controller.value.count <= InputRules.Phone.largestValue)
    }
  }

  @Test func metadataIsDecodedPerRegion() {
    // The record of a region is a literal of the binary until it is first asked for.
    #expect(PhoneMetadataTables.record("US")?.hasPrefix("US;1;011;") == true)
    #expect(PhoneMetadataTables.record("XX") == nil)
    #expect(PhoneMetadata.region("FR")?.countryCode == 33)
    #expect(PhoneMetadata.nonGeographic(800)?.id == "001")
    #expect(PhoneMetadata.regionCode(forCountryCode: 1) == "US")
    #expect(PhoneMetadataTables.version == "9.0.43")
  }

  @Test func theFirstKeystrokeOfARegionDecodesItsRecord() throws {
    // A region no other test uses, so that its record is decoded here. Its cost is measured by
    // the Editing benchmark "First keystroke in a phone field of a region not used before".
    var controller = TextInputController(policy: try InputPolicy(json: #"{"phone": {"region": "NZ"}}"#))
    for digit in "021" { _ = controller.apply(.typing(String(digit), in: controller.state)) }
    #expect(controller.state.text == "021")
    #expect(PhoneMetadata.region("NZ")?.countryCode == 64)
  }

  @Test(arguments: ["CN", "AR", "US", "AC"])
  func aRecordSplitsOnItsSeparatorsOnly(region: String) throws {
    // The record is split on bytes: every format keeps its pattern, layout and leading digits.
    let metadata = try #require(PhoneMetadata.region(region))
    let record = try #require(PhoneMetadataTables.record(region))
    #expect(metadata.id == region)
    #expect(record.split(separator: ";", omittingEmptySubsequences: false).count == 11 + metadata.types.count)
    for format in metadata.numberFormats {
      #expect(record.contains(format.pattern.pattern + "@" + format.format + "@"))
    }
  }
}
