import Foundation
import Testing
import TextInputKitTesting

import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction

/// `InputPolicy.validate(_:)`: one review of a text, its rewrites told from its violations.
@Suite("Validating a whole text")
struct ValidationTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var policy: String
    var text: String
    var value: String
    var normalizations: [String]
    var violations: [String]
    var completion: Completion.Status
    var testDescription: String { "\(policy) \(text.debugDescription)" }
  }

  @Test(arguments: [
    Case(
      policy: "phone-cn", text: "13800138000", value: "13800138000", normalizations: [],
      violations: [], completion: .complete),
    Case(
      policy: "phone-cn", text: "１３８００１３８０００", value: "13800138000",
      normalizations: ["fullWidth.converted"], violations: [], completion: .complete),
    Case(
      policy: "phone-cn", text: "138-0013-8000", value: "13800138000", normalizations: [],
      violations: ["allow.digits"], completion: .complete),
    Case(
      policy: "phone-cn", text: "138001380001", value: "13800138000", normalizations: [],
      violations: ["maxLength.atMost"], completion: .complete),
    Case(
      policy: "price", text: ".5", value: "0.5", normalizations: ["decimal.zeroAdded"],
      violations: [], completion: .complete),
    Case(
      policy: "price", text: "007", value: "7", normalizations: ["decimal.zeroRemoved"],
      violations: [], completion: .complete),
    Case(
      policy: "price", text: "１２。５", value: "12.5", normalizations: ["fullWidth.converted"],
      violations: [], completion: .complete),
    Case(
      policy: "price", text: "3.14159", value: "3.14", normalizations: [],
      violations: ["decimal.fractionDigits"], completion: .complete),
    Case(
      policy: "id-cn", text: "11010519491231002x", value: "11010519491231002X",
      normalizations: ["transform.uppercased"], violations: [], completion: .complete),
    Case(
      policy: "id-cn", text: "1101051949", value: "1101051949", normalizations: [],
      violations: [], completion: .incomplete),
    Case(
      policy: "phone-cn-spaced", text: "138 0013 8000", value: "13800138000", normalizations: [],
      violations: [], completion: .complete),
    Case(
      policy: "phone-cn-spaced", text: "12800138000", value: "12800138000", normalizations: [],
      violations: [], completion: .invalid),
    Case(
      policy: "nickname", text: "小明😀", value: "小明", normalizations: [],
      violations: ["emoji.notAllowed"], completion: .complete),
    Case(
      policy: "pin", text: "", value: "", normalizations: [], violations: [],
      completion: .incomplete),
  ])
  func sortsChangesIntoNormalizationsAndViolations(_ c: Case) throws {
    let policy = try #require(InputPolicy.presets[c.policy])
    let result = policy.validate(c.text)
    #expect(result.value == c.value)
    #expect(result.normalizations.map(\.localizedMessage.key) == c.normalizations)
    #expect(result.violations.map(\.localizedMessage.key) == c.violations)
    #expect(result.completion.status == c.completion)
    #expect(result.isValid == (c.violations.isEmpty && c.completion == .complete))
    #expect(result.normalizations.allSatisfy { $0.kind == .transformed })
    #expect(result.violations.allSatisfy { $0.kind != .transformed })
  }

  @Test func aFormattedFieldKeepsItsTextAndItsValue() {
    let result = InputPolicy.phoneCNSpaced.validate("13800138000")
    #expect(result.text == "138 0013 8000")
    #expect(result.value == "13800138000")
    #expect(InputPolicy.amount.validate("1234.5").text == "1,234.5")
    #expect(InputPolicy.amount.validate("1234.5").value == "1234.5")
  }

  /// Text made of what policies react to: full-width forms, separators, emoji, invisibles,
  /// direction controls, look-alike letters, decimal points and zeros.
  static let pieces = [
    "1", "3", "8", "0", "0", "5", "9", "１", "３", "。", ".", ".", "-", " ", "a", "x", "X", "Z",
    "中", "文", "😀", "👍🏽", "🇨🇳", "\u{200B}", "\u{202E}", "\u{200E}", "а", "e\u{301}",
    "\u{301}\u{302}\u{303}\u{304}", ",", "[笑哭]", "\r\n", "ｂ",
  ]

  /// The policies compared: every preset, and a few that reach the other rules.
  static func policies() throws -> [(String, InputPolicy)] {
    var all = InputPolicy.presets.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    for json in [
      #"{"allow": "letters", "deny": {"characters": "x"}, "transform": "lowercase", "maxLength": 8}"#,
      #"{"mask": "AAA-###", "zeroWidth": "reject", "minLength": 6}"#,
      #"{"pattern": "^[0-9]{2,4}(\\.[0-9])?$", "required": true}"#,
      #"{"maxCombiningMarks": 2, "mixedScripts": "reject", "maxLength": 20, "metric": "utf8"}"#,
    ] {
      all.append((json, try InputPolicy(json: json)))
    }
    return all
  }

  /// The review `sanitize(_:)` and `violations(in:)` made before they were narrowings of
  /// `validate(_:)`: a paste into an empty field.
  static func pasted(_ text: String, into policy: InputPolicy) -> EditOutcome {
    policy.apply(Edit(replacing: 0..<0, with: text, source: .paste), to: TextFieldState())
  }

  @Test func sanitizeAndViolationsAreUnchanged() throws {
    var generator = SplitMix64(seed: 0x0A11_DA7E)
    var normalized = 0
    var violated = 0
    for (name, policy) in try Self.policies() {
      for round in 0..<300 {
        // Mostly short texts; now and then one long enough for the walk over a paste.
        let count =
          round % 50 == 0
          ? Int.random(in: 200...400, using: &generator) : Int.random(in: 0...16, using: &generator)
        let text = (0..<count).map { _ in Self.pieces.randomElement(using: &generator)! }.joined()
        let expected = Self.pasted(text, into: policy)
        let result = policy.validate(text)
        let label = "\(name) \(text.debugDescription)"
        #expect(policy.sanitize(text) == expected.state.text, "\(label)")
        #expect(policy.violations(in: text) == expected.changes, "\(label)")
        #expect(result.text == expected.state.text, "\(label)")
        #expect(result.value == policy.value(of: expected.state.text), "\(label)")
        #expect(result.changes == expected.changes, "\(label)")
        #expect(
          result.normalizations + result.violations
            == expected.changes.filter { $0.kind == .transformed }
            + expected.changes.filter { $0.kind != .transformed }, "\(label)")
        #expect(result.completion == policy.completion(of: expected.state.text), "\(label)")
        for change in expected.changes {
          #expect(MessageCatalog.english[change.localizedMessage.key] != nil, "\(label): \(change)")
        }
        if !result.normalizations.isEmpty { normalized += 1 }
        if !result.violations.isEmpty { violated += 1 }
      }
    }
    // Both kinds are common: the comparison covers them.
    #expect(normalized > 1_000, "\(normalized) texts normalized")
    #expect(violated > 2_500, "\(violated) texts violated")
  }

  // MARK: JSON

  static func json(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  @Test func aChangeEncodesItsKeyAndArguments() throws {
    let change = try #require(InputPolicy.phoneCN.violations(in: "138001380001").first)
    #expect(
      try Self.json(change)
        == #"{"kind":"truncated","message":{"arguments":{"count":"11","metric":"characters"},"key":"maxLength.atMost"},"removed":"1","removedIsPrefix":false,"removedLength":1,"rule":"maxLength"}"#
    )
    #expect(try JSONDecoder().decode(PolicyChange.self, from: Data(Self.json(change).utf8)) == change)
  }

  @Test func aLongRemovedTextIsCutInTheEncodingOnly() throws {
    // 10,000 flags, 8 bytes each: the encoding holds the first 64, whole.
    let flags = String(repeating: "🇨🇳", count: 10_000)
    let change = try #require(InputPolicy.nickname.violations(in: "小明" + flags).first)
    #expect(change.removed == flags)
    let json = try Self.json(change)
    #expect(json.utf8.count < 1_000)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    #expect(object["removed"] as? String == String(repeating: "🇨🇳", count: 64))
    #expect(object["removedLength"] as? Int == 10_000)
    #expect(object["removedIsPrefix"] as? Bool == true)
    // Decoded, the change holds what was sent, and says the same when encoded again.
    let decoded = try JSONDecoder().decode(PolicyChange.self, from: Data(json.utf8))
    #expect(decoded.removed == String(repeating: "🇨🇳", count: 64))
    #expect(try Self.json(decoded) == json)
  }

  @Test func aRemovedTextOf64CharactersIsWhole() throws {
    let text = String(repeating: "e\u{301}", count: 64)
    let change = PolicyChange(rule: "test", kind: .removed, removed: text, message: "x")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(Self.json(change).utf8)) as? [String: Any])
    #expect(object["removed"] as? String == text)
    #expect(object["removedLength"] as? Int == 64)
    #expect(object["removedIsPrefix"] as? Bool == false)
  }

  @Test func aCompletionEncodesItsStatusRuleAndMessage() throws {
    let incomplete = InputPolicy(.minLength(11)).completion(of: "138")
    #expect(
      try Self.json(incomplete)
        == #"{"message":{"arguments":{"count":"11","metric":"characters"},"key":"minLength.atLeast"},"rule":"minLength","status":"incomplete"}"#
    )
    #expect(try Self.json(Completion.complete) == #"{"status":"complete"}"#)
    for completion in [incomplete, .complete, .invalid(rule: "code", message: "Wrong.")] {
      let data = Data(try Self.json(completion).utf8)
      #expect(try JSONDecoder().decode(Completion.self, from: data) == completion)
    }
  }

  @Test func aValidationEncodesForAServer() throws {
    let result = InputPolicy.price.validate(".5")
    #expect(
      try Self.json(result)
        == #"{"completion":{"status":"complete"},"isValid":true,"normalizations":[{"kind":"transformed","message":{"arguments":{},"key":"decimal.zeroAdded"},"removed":".5","removedIsPrefix":false,"removedLength":2,"rule":"decimal"}],"value":"0.5","violations":[]}"#
    )
    for (policy, text) in [
      (InputPolicy.price, ".5"), (.phoneCN, "１３８-0013"), (.phoneCNSpaced, "13800138000"),
    ] {
      let result = policy.validate(text)
      let decoded = try JSONDecoder().decode(Validation.self, from: Data(Self.json(result).utf8))
      #expect(decoded == result, "\(text)")
    }
    let spaced = try Self.json(InputPolicy.phoneCNSpaced.validate("13800138000"))
    #expect(spaced.contains(#""text":"138 0013 8000""#))
  }
}
