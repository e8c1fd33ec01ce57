import Testing

import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction

/// One rule order for the presets and for policy files: ``InputRules/order``, the most specific
/// rule first, so that each message names the real cause.
@Suite("Rule order")
struct RuleOrderTests {
  /// The policy-file key of a built-in rule, from the registry.
  static func id(_ rule: any InputRule) -> RuleID? {
    (type(of: rule) as? any PolicyFileRule.Type)?.policyKey
  }

  static func positions(_ policy: InputPolicy) -> [Int] {
    policy.rules.map { rule in Self.id(rule).flatMap { InputRules.order.firstIndex(of: $0) } ?? -1 }
  }

  @Test(arguments: InputPolicy.presets.keys.sorted())
  func presetsFollowTheOrder(_ name: String) throws {
    let positions = Self.positions(try #require(InputPolicy.presets[name]))
    #expect(!positions.contains(-1))
    #expect(positions == positions.sorted())
  }

  /// Every key but `phone`, `date`, `time` and one of `decimal` and `mask`, which contradict each other: the rules stand
  /// in the order, each file missing only the other key.
  @Test(arguments: [
    ("decimal", "\"mask\": \"#####\""), ("mask", "\"decimal\": {\"fractionDigits\": 0}"),
  ])
  func aPolicyFileWithEveryKeyFollowsTheOrder(_ missing: String, _ formatting: String) throws {
    let policy = try InputPolicy(
      json: """
        {"maxLength": 5, "pattern": "[0-9]*", \(formatting),
         "allow": "digits", "mixedScripts": "reject", "maxCombiningMarks": 2,
         "invisibles": "reject", "zeroWidth": "reject", "bidi": "reject", "emoji": "reject",
         "deny": {"characters": "4"}, "transform": "uppercase", "validate": "luhn",
         "countryCode": {"code": "86", "nationalDigits": 11},
         "minLength": 2, "required": true}
        """)
    let positions = Self.positions(policy)
    // `phone` and the date and time keys contradict both layouts: they are missing too.
    let expected = InputRules.order.indices.filter {
      InputRules.order[$0].rawValue != missing
        && ![.phone, .date, .time, .dateRange, .dateTime].contains(InputRules.order[$0])
    }
    #expect(positions == expected)
    #expect(expected.count == InputRules.order.count - 6)
  }

  @Test(arguments: [
    ("138\u{202E}", "Text direction controls are not allowed here."),
    ("138\u{200B}", "Zero-width and tag characters are not allowed here."),
    ("138\u{E0041}", "Zero-width and tag characters are not allowed here."),
    ("\u{E0041}138", "Zero-width and tag characters are not allowed here."),
    ("138 ", "Spaces and invisible characters are not allowed here."),
    ("138😀", "Emoji are not allowed here."),
    ("1384", "\"4\" are not allowed here."),
    ("138a", "Only digits are allowed here."),
  ])
  func eachMessageNamesItsRealCause(_ text: String, _ message: String) throws {
    let policy = try InputPolicy(
      json: #"""
        {"allow": "digits", "deny": {"characters": "4"}, "emoji": "reject", "bidi": "reject",
         "zeroWidth": "reject", "invisibles": "reject"}
        """#)
    #expect(policy.violations(in: text).first?.message == message)
  }

  @Test func bidiPerPreset() {
    // Free text that other people read keeps directional marks and loses overrides.
    for preset in [InputPolicy.bio, .tweet] {
      #expect(preset.sanitize("user\u{202E}gpj.exe") == "usergpj.exe")
      #expect(preset.sanitize("\u{2067}שלום\u{2069}") == "שלום")
      #expect(preset.sanitize("(שלום)\u{200F} 42") == "(שלום)\u{200F} 42")
      #expect(preset.sanitize("مرحبا\u{061C} 42") == "مرحبا\u{061C} 42")
    }
    // Names and identifiers reject every direction control.
    for preset in [InputPolicy.nickname, .secure] {
      #expect(preset.sanitize("user\u{202E}gpj") == "usergpj")
      #expect(preset.sanitize("שלום\u{200F}") == "שלום")
    }
    // Digits-only fields reject them with everything else that is no digit.
    #expect(InputPolicy.phoneCN.sanitize("138\u{202E}0") == "1380")
    #expect(InputPolicy.pin.sanitize("1\u{200F}2") == "12")
    #expect(InputPolicy.price.sanitize("1\u{202E}.5") == "1.5")
  }

  @Test(arguments: [
    (#"{"bidi": "rejectOverrides"}"#, "\u{200F}a\u{202E}", "\u{200F}a"),
    (#"{"bidi": "reject"}"#, "\u{200F}a\u{202E}", "a"),
    (#"{"bidi": "allow"}"#, "\u{200F}a\u{202E}", "\u{200F}a\u{202E}"),
  ])
  func bidiInPolicyFiles(_ json: String, _ text: String, _ sanitized: String) throws {
    #expect(try InputPolicy(json: json).sanitize(text) == sanitized)
  }
}
