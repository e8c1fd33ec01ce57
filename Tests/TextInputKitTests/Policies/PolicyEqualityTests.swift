import Testing

import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction

@Suite("InputPolicy equality")
struct PolicyEqualityTests {
  struct Plain: InputRule {
    var limit: Int
    var inspectsWholeText: Bool { false }
    func review(_ edit: inout ProposedEdit) {}
  }

  final class Shared: InputRule {
    var inspectsWholeText: Bool { false }
    func review(_ edit: inout ProposedEdit) {}
  }

  @Test func presetsAndPoliciesBuiltFromTheSameFileAreEqual() throws {
    #expect(InputPolicy.phoneCN == .phoneCN)
    let file = try InputPolicy.phoneCN.jsonString()
    #expect(try InputPolicy(json: file) == InputPolicy(json: file))
    #expect(try InputPolicy(json: file) == .phoneCN)
    #expect(Set([InputPolicy.phoneCN, .phoneCN, .unrestricted]).count == 2)
  }

  @Test func rulesCompareByValueInOrder() {
    #expect(InputPolicy(.maxLength(11)) != InputPolicy(.maxLength(12)))
    #expect(InputPolicy(.rejectEmoji, .maxLength(3)) != InputPolicy(.maxLength(3), .rejectEmoji))
    #expect(InputPolicy(.rejectEmoji) != InputPolicy(.rejectEmoji, .rejectEmoji))
  }

  @Test func aClassRuleComparesByIdentityAndAPlainValueByType() {
    let shared = Shared()
    #expect(InputPolicy(rules: [shared]) == InputPolicy(rules: [shared]))
    #expect(InputPolicy(rules: [shared]) != InputPolicy(rules: [Shared()]))
    // Documented: a rule that is neither Hashable nor a class compares by its type.
    #expect(InputPolicy(rules: [Plain(limit: 1)]) == InputPolicy(rules: [Plain(limit: 2)]))
    #expect(InputPolicy(rules: [Plain(limit: 1)]) != InputPolicy(rules: [shared]))
  }
}
