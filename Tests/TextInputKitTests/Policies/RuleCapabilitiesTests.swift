import Testing

import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction

/// What the engine learns from a policy's rules once, when they are set (`RuleCapabilities`).
@Suite struct RuleCapabilitiesTests {
  /// A rule of an app's own, which declares nothing.
  struct Custom: InputRule {
    func review(_ edit: inout ProposedEdit) {}
  }

  @Test func aLimitWithFiltersReviewsAPasteInParts() throws {
    let nickname = RuleCapabilities(InputPolicy.nickname.rules)
    let limit = try #require(nickname.partLimit)
    #expect(limit.capacity == 16 && limit.metric == .gb18030 && limit.rule == .maxLength)
    #expect(nickname.displayFormat == nil && nickname.windowAutomata.isEmpty)
    #expect(nickname.judgesWholeValue == [false, false, false, false])
    #expect(nickname.counterLimit?.limit == 16)
  }

  @Test(arguments: [
    ("a rejecting limit", InputPolicy(.maxLength(5, overflow: .reject))),
    ("a weighted metric", InputPolicy(.maxLength(280, counting: .twitter))),
    ("two limits", InputPolicy(.maxLength(5), .maxLength(6))),
    ("a mask", InputPolicy.phoneCNSpaced),
    ("a rule of one's own", InputPolicy(Custom(), .maxLength(5))),
  ])
  func anOpaqueRuleReviewsAPasteWhole(_ name: String, _ policy: InputPolicy) {
    #expect(RuleCapabilities(policy.rules).partLimit == nil, "\(name)")
  }

  @Test func formattingWindowsAndWholeValues() throws {
    let amount = RuleCapabilities(InputPolicy.amount.rules)
    #expect(amount.displayFormat != nil)
    #expect(amount.judgesWholeValue == [true, false])
    let plainDecimal = RuleCapabilities([InputRules.DecimalNumber(fractionDigits: 2)])
    #expect(plainDecimal.displayFormat == nil)
    #expect(RuleCapabilities(InputPolicy.phoneCNSpaced.rules).displayFormat != nil)
    let pattern = try InputRules.Pattern("[0-9]{0,4}")
    let windowed = RuleCapabilities([pattern])
    #expect(windowed.windowAutomata.count == 1 && !windowed.readsWholeText)
    // Mixed scripts read a window and the field's count of letters by script.
    let scripts = RuleCapabilities([InputRules.RejectMixedScripts()])
    #expect(scripts.countsScripts && !scripts.readsWholeText)
    #expect(!RuleCapabilities([InputRules.MaxLength(5)]).countsScripts)
  }

  @Test func aRuleOfOnesOwnTakesTheGeneralPath() {
    let capabilities = RuleCapabilities([Custom()])
    #expect(capabilities.readsWholeText)
    #expect(capabilities.displayFormat == nil && capabilities.partLimit == nil)
    #expect(capabilities.counterLimit == nil)
  }

  @Test func settingTheRulesResolvesThemAgain() {
    var policy = InputPolicy(.maxLength(5))
    #expect(policy.firstLengthLimit?.limit == 5)
    policy.rules = [InputRules.RejectEmoji(), InputRules.MaxLength(7)]
    #expect(policy.firstLengthLimit?.limit == 7)
    policy.rules.removeAll()
    #expect(policy.firstLengthLimit == nil && !policy.formatsDisplay)
  }

  /// Every key of ``InputRules/order`` is written by exactly one rule type of the registry
  /// (``PolicySchema/rules``), and every key of that type is a key of the schema.
  @Test func everyPolicyFileKeyHasItsRule() {
    let keys = PolicySchema.rules.map { $0.policyKey }
    #expect(keys.count == Set(keys).count)
    #expect(Set(keys) == Set(InputRules.order))
    #expect(keys.count == InputRules.order.count)
    let schemaKeys = Set(PolicySchema.properties.members.map(\.key))
    for rule in PolicySchema.rules {
      let own = rule.schemaProperties.members.map(\.key)
      #expect(own.contains(rule.policyKey.rawValue), "\(rule)")
      #expect(schemaKeys.isSuperset(of: own), "\(rule)")
    }
  }
}
