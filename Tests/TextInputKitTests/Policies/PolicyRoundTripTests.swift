import Foundation
import Testing
import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction
import TextInputKitTesting

/// A policy written as JSON reads back into a policy that behaves the same: the presets, a
/// table of files, and random policies; and what a file cannot say is rejected, never written
/// wrong.
@Suite("Policies written as JSON")
struct PolicyRoundTripTests {
  /// What a policy does with hostile text: what it keeps, what it reports, what it completes.
  static func behaviour(of policy: InputPolicy) -> [String] {
    let samples = HostileText.pieces + [HostileText.pieces.joined(), "13800138000", "79927398713"]
    return samples.map { sample in
      let violations = policy.violations(in: sample).map(\.message).joined(separator: " | ")
      return "\(policy.sanitize(sample))\u{0}\(violations)\u{0}\(policy.completion(of: sample))"
    }
  }

  static func expectSameBehaviour(
    _ policy: InputPolicy, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let json = try policy.jsonString()
    let read = try InputPolicy(json: json)
    #expect(try read.jsonString() == json, sourceLocation: sourceLocation)
    #expect(read.rules.count == policy.rules.count, "\(json)", sourceLocation: sourceLocation)
    #expect(behaviour(of: read) == behaviour(of: policy), "\(json)", sourceLocation: sourceLocation)
  }

  @Test(arguments: InputPolicy.presets.keys.sorted())
  func everyPresetRoundTrips(_ name: String) throws {
    try Self.expectSameBehaviour(try #require(InputPolicy.presets[name]))
  }

  @Test(arguments: [
    ("phone-cn", #"{"allow":"digits","countryCode":{"code":"86","nationalDigits":11},"maxLength":11,"required":true,"validate":"phone-cn"}"#),
    ("price", #"{"decimal":{"fractionDigits":2},"required":true}"#),
    (
      "nickname",
      #"{"emoji":"reject","invisibles":"reject","maxLength":16,"metric":"gb18030","required":true}"#
    ),
    ("bio", #"{"bidi":"rejectOverrides","maxLength":100,"metric":"gb18030"}"#),
    ("pin", #"{"allow":"digits","maxLength":6,"minLength":6,"required":true}"#),
    ("tweet", #"{"bidi":"rejectOverrides","maxLength":280,"metric":"twitter","required":true}"#),
    (
      "secure",
      #"{"bidi":"reject","invisibles":"reject","maxCombiningMarks":3,"maxLength":64,"mixedScripts":"reject","required":true,"zeroWidth":"reject"}"#
    ),
    (
      "phone-cn-spaced",
      #########"{"countryCode":{"code":"86","nationalDigits":11},"mask":"### #### ####","required":true,"validate":"phone-cn"}"#########
    ),
    (
      "bank-card",
      #########"{"mask":[{"pattern":"#### ###### #####","startsWith":["34","37"]},{"pattern":"#### ###### ####","startsWith":["300","301","302","303","304","305","36","38","39"]},{"pattern":"#### #### #### #### ###","required":16,"startsWith":["62"]},{"pattern":"#### #### #### #### ###","required":16}],"required":true,"validate":"luhn"}"#########
    ),
    (
      "id-cn",
      "{\"mask\":{\"pattern\":\"###### ######## ###C\",\"slots\":{\"C\":\"0123456789Xx\"}},\"required\":true,\"transform\":\"uppercase\",\"validate\":\"id-cn\"}"
    ),
    (
      "amount",
      #"{"decimal":{"fractionDigits":2,"grouping":",","integerDigits":12},"required":true}"#
    ),
  ])
  func presetsInThePolicyFileSchema(_ name: String, _ json: String) throws {
    #expect(try InputPolicy(named: name).jsonString() == json)
  }

  /// Files read and written back: the keys sorted, defaults left out, the same rules.
  @Test(arguments: [
    (#"{"maxLength": 11, "allow": "digits"}"#, #"{"allow":"digits","maxLength":11}"#),
    (#"{"maxLength": 5, "metric": "characters", "overflow": "truncate"}"#, #"{"maxLength":5}"#),
    (
      #"{"maxLength": 5, "metric": "utf8", "overflow": "reject"}"#,
      #"{"maxLength":5,"metric":"utf8","overflow":"reject"}"#
    ),
    (
      #"{"allow": ["digits", "letters", {"characters": "_"}]}"#,
      #"{"allow":["alphanumeric",{"characters":"_"}]}"#
    ),
    (#"{"allow": [{"characters": "b"}, {"characters": "a"}]}"#, #"{"allow":{"characters":"ab"}}"#),
    (#"{"allow": []}"#, #"{"allow":[]}"#),
    (#"{"emoji": "allow", "bidi": "allow", "required": false}"#, "{}"),
    (#"{"validate": ["luhn", "luhn", "id-cn"]}"#, #"{"validate":["luhn","id-cn"]}"#),
    (#"{"validate": []}"#, "{}"),
    (#"{"minLength": 2, "metric": "utf8"}"#, #"{"minLength":{"length":2,"metric":"utf8"}}"#),
    (
      #"{"minLength": {"length": 2}, "maxLength": 9, "metric": "utf8"}"#,
      #"{"maxLength":9,"metric":"utf8","minLength":2}"#
    ),
    (
      #"{"minLength": {"length": 2, "metric": "gb18030"}, "maxLength": 9}"#,
      #"{"maxLength":9,"minLength":{"length":2,"metric":"gb18030"}}"#
    ),
    (#"{"decimal": {}}"#, #"{"decimal":{"fractionDigits":2}}"#),
    (#"{"pattern": "[a-z]{2}[0-9]*"}"#, #"{"pattern":"[a-z]{2}[0-9]*"}"#),
    ("{\"mask\": {\"pattern\": \"##-##\"}}", "{\"mask\":\"##-##\"}"),
    (
      #"{"preset": "phone-cn", "maxLength": 13}"#,
      #"{"allow":"digits","countryCode":{"code":"86","nationalDigits":11},"maxLength":13,"required":true,"validate":"phone-cn"}"#
    ),
    ("{}", "{}"),
  ])
  func filesRoundTrip(_ json: String, _ written: String) throws {
    let policy = try InputPolicy(json: json)
    #expect(try policy.jsonString() == written)
    try Self.expectSameBehaviour(policy)
  }

  /// Random policies of built-in rules in ``InputRules/order``: written and read back, they
  /// behave the same. The seed is in the failure message.
  @Test(arguments: 0..<4)
  func randomPoliciesRoundTrip(_ round: UInt64) throws {
    var random = SplitMix64(seed: 0x5EED_0000 + round)
    for index in 0..<40 {
      let policy = Self.randomPolicy(&random)
      let json = try policy.jsonString()
      let read = try InputPolicy(json: json)
      #expect(try read.jsonString() == json, "seed \(round), policy \(index): \(json)")
      #expect(
        Self.behaviour(of: read) == Self.behaviour(of: policy),
        "seed \(round), policy \(index): \(json)")
    }
  }

  static func randomPolicy(_ random: inout SplitMix64) -> InputPolicy {
    func chance(_ percent: UInt64) -> Bool { random.next() % 100 < percent }
    func pick<T>(_ items: [T]) -> T { items[Int(random.next() % UInt64(items.count))] }
    func characters() -> Set<Character> {
      Set(
        (0..<(1 + random.next() % 4)).map { _ in
          pick(["-", "+", "_", "<", ">", "#", "中", "é", "😀", " "])
        })
    }
    let metrics: [LengthMetric] = [.characters, .utf16, .scalars, .utf8, .gb18030, .twitter]
    var rules: [any InputRule] = []
    if chance(15) { rules.append(pick([InputRules.CaseTransform.uppercase, .lowercase])) }
    if chance(10) {
      rules.append(
        pick([
          try! InputRules.Mask("### #### ####"),
          try! InputRules.Mask("AA-##", requiredSlots: 3),
          try! InputRules.Mask("##C", slots: ["C": "0X"]),
        ]))
    }
    if chance(20) { rules.append(InputRules.DeniedCharacters(characters())) }
    if chance(30) { rules.append(InputRules.RejectEmoji()) }
    if chance(30) { rules.append(InputRules.RejectBidi(allowingMarks: chance(50))) }
    if chance(20) { rules.append(InputRules.RejectZeroWidth()) }
    if chance(30) { rules.append(InputRules.RejectInvisibles()) }
    if chance(20) { rules.append(InputRules.MaxCombiningMarks(Int(random.next() % 5))) }
    if chance(20) { rules.append(InputRules.RejectMixedScripts()) }
    var letters = false
    // A policy file refuses contradictions: a mask slot `allow` leaves empty, a decimal with a
    // mask. The same draws are made either way, so the other policies stay as they were.
    let mask = rules.lazy.compactMap { $0 as? InputRules.Mask }.first
    if chance(30) {
      let kinds = InputRules.AllowedCharacters.Kinds(rawValue: Int(random.next() % 16))
      letters = !kinds.isDisjoint(with: [.lowercase, .uppercase, .ascii])
      let allow = InputRules.AllowedCharacters(kinds, plus: chance(40) ? characters() : [])
      if mask?.firstSlot(whereNoCharacterIsAllowedBy: allow) == nil { rules.append(allow) }
    }
    if !letters && chance(20) {
      let decimal = InputRules.DecimalNumber(
        fractionDigits: Int(random.next() % 4),
        integerDigits: chance(50) ? Int(1 + random.next() % 9) : nil,
        grouping: chance(30) ? "," : nil)
      if mask == nil { rules.append(decimal) }
    }
    if chance(10) {
      rules.append(
        pick([try! InputRules.Pattern("[a-z0-9]*"), try! InputRules.Pattern("(ab|c)+d?")]))
    }
    var maximum: InputRules.MaxLength?
    if chance(60) {
      maximum = InputRules.MaxLength(
        Int(1 + random.next() % 40), counting: pick(metrics),
        overflow: chance(30) ? .reject : .truncate)
      rules.append(maximum!)
    }
    if chance(30) { rules.append(InputRules.Required()) }
    if chance(30) {
      let metric = pick(metrics)
      let ceiling = maximum.map { $0.metric == metric ? $0.limit : 40 } ?? 40
      rules.append(InputRules.MinLength(Int(1 + random.next() % UInt64(ceiling)), counting: metric))
    }
    if chance(25) {
      for _ in 0..<(1 + random.next() % 3) {
        rules.append(InputRules.Validate(pick(Validator.allCases)))
      }
    }
    // Keys added later draw from a generator of their own, seeded from a copy of this one, so
    // that every policy drawn before they existed, and after, stays as it was.
    var peek = random
    var later = SplitMix64(seed: peek.next() ^ 0x5EED_C0DE)
    // A country code is removed only before more digits than a mask of at most
    // `nationalDigits` slots holds, so that what is typed there stays valid.
    if later.next() % 100 < 50, let mask, mask.slotCount <= 11 {
      let place = rules.first is InputRules.CaseTransform ? 1 : 0
      rules.insert(InputRules.CountryCode.china, at: place)
    }
    if let index = rules.firstIndex(where: { $0 is InputRules.DecimalNumber }) {
      var decimal = rules[index] as! InputRules.DecimalNumber
      decimal.allowsNegative = decimal.grouping == nil && later.next() % 100 < 40
      decimal.acceptsDecimalComma = decimal.grouping != "," && later.next() % 100 < 40
      rules[index] = decimal
    }
    return InputPolicy(rules: rules)
  }

  struct Shout: InputRule {
    func review(_ edit: inout ProposedEdit) {}
  }

  @Test func whatAFileCannotSayIsRejected() {
    let cases: [(InputPolicy, String?, String)] = [
      (
        InputPolicy(.maxLength(5), Shout()), nil,
        "The rule Shout has no policy-file form; only the built-in rules can be written to a policy file."
      ),
      (
        InputPolicy(.maxLength(5), .rejectEmoji), "emoji",
        "`emoji` runs after `maxLength` in this policy; a policy file runs it before (InputRules.order)."
      ),
      (
        InputPolicy(.maxLength(5), .maxLength(6)), "maxLength",
        "The policy has two `maxLength` rules; a policy file has one of each."
      ),
      (
        InputPolicy(
          .maxLength(5, counting: .weighted(WeightedLength(ranges: [], defaultWeight: 2)))),
        "maxLength", "`maxLength` counts with custom weights, which a policy file cannot name."
      ),
      (
        InputPolicy(.maxLength(0)), "maxLength",
        "`maxLength` is 0, which a policy file cannot hold."
      ),
      (
        InputPolicy(.allow(.letters), .decimal(fractionDigits: 2)), "decimal",
        #"`decimal` and `allow`: "letters" contradict each other: a decimal number has no letters."#
      ),
      (
        InputPolicy(.deny(characters: "🇨🇳")).withRules {
          $0 = [InputRules.DeniedCharacters(["🇨", "🇳"])]
        },
        "deny",
        "The characters of `deny` cannot be written as one string: some of them join into one character."
      ),
    ]
    for (policy, location, message) in cases {
      let error = #expect(throws: TextInputError.self) { try policy.jsonString() }
      #expect(error?.kind == .notEncodable, "\(message)")
      #expect(error?.location == location, "\(message)")
      #expect(error?.description == message)
    }
  }

  struct Config: Codable {
    var nickname: InputPolicy
    var phone: InputPolicy?
  }

  @Test func aPolicyIsAPropertyOfACodableConfiguration() throws {
    let json =
      #"{"nickname": {"preset": "nickname", "maxLength": 20}, "phone": {"preset": "phone-cn"}}"#
    let config = try JSONDecoder().decode(Config.self, from: Data(json.utf8))
    #expect(
      config.nickname.sanitize(String(repeating: "中", count: 12))
        == String(repeating: "中", count: 10))
    let encoded = try JSONEncoder().encode(config)
    let read = try JSONDecoder().decode(Config.self, from: encoded)
    #expect(try read.nickname.jsonString() == config.nickname.jsonString())
    #expect(try read.phone?.jsonString() == InputPolicy.phoneCN.jsonString())
    #expect(Self.behaviour(of: read.nickname) == Self.behaviour(of: config.nickname))
  }

  @Test func errorsInAConfigurationAreLocatedInIt() {
    for decode in [
      { (json: String) throws in _ = try JSONDecoder().decode(Config.self, from: Data(json.utf8)) },
      { (json: String) throws in _ = try StrictJSONDecoder().decode(Config.self, from: json) },
    ] {
      let error = #expect(throws: TextInputError.self) {
        try decode(#"{"nickname": {"decimal": {"fractionDigits": -1}}}"#)
      }
      #expect(error?.location == "nickname.decimal.fractionDigits")
      #expect(
        error?.description == "`nickname.decimal.fractionDigits` must be at least 0; it is -1.")
      let unknown = #expect(throws: TextInputError.self) {
        try decode(#"{"nickname": {"maxLenght": 3}}"#)
      }
      #expect(unknown?.location == "nickname.maxLenght")
      #expect(
        unknown?.description.hasPrefix("Unknown key `maxLenght` in `nickname`; known keys: preset,")
          == true)
      let notAnObject = #expect(throws: TextInputError.self) { try decode(#"{"nickname": 5}"#) }
      #expect(
        notAnObject?.description
          == #"`nickname` must be a policy object, such as {"maxLength": 11}."#)
    }
    let strict = #expect(throws: TextInputError.self) {
      try StrictJSONDecoder().decode(Config.self, from: #"{"nickname": {"maxLength": 8,}}"#)
    }
    #expect(strict?.kind == .malformedJSON)
  }
}

extension InputPolicy {
  /// The policy with its rules changed by `change`.
  fileprivate func withRules(_ change: (inout [any InputRule]) -> Void) -> InputPolicy {
    var copy = self
    change(&copy.rules)
    return copy
  }
}
