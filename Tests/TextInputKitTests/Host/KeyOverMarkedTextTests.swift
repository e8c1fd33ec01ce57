import Testing
import TextInputKitSimulator

import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction

/// A key the keyboard does not compose (a digit, a combining mark, `insertText("")`) typed while
/// text is marked in a formatted field: the key replaces exactly the marked text and ends the
/// composition, and the commit is judged on the value. Marked text that joined the character
/// before it (a keycap after "3") takes nothing of that character with it, in either mode.
@Suite("A key over marked text in a formatted field")
struct KeyOverMarkedTextTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var policy: InputPolicy
    var policyName: String
    var marked: String
    var key: String
    /// The value after the key.
    var value: String
    var testDescription: String {
      "\(policyName): \"123\" + marked \(marked.debugDescription), key \(key.debugDescription) "
        + "→ \"\(value)\""
    }
  }

  static let cases: [Case] = {
    var cases: [Case] = []
    let policies: [(String, InputPolicy)] = [
      ("phone", .phone), ("phone-cn-spaced", .phoneCNSpaced), ("bank-card", .bankCard),
      ("amount", .amount),
    ]
    for (name, policy) in policies {
      // A mark that joins the "3", a letter that does not; an empty key, a mark, a digit.
      for marked in ["\u{20E3}", "\u{301}", "a"] {
        cases.append(Case(policy: policy, policyName: name, marked: marked, key: "", value: "123"))
        cases.append(
          Case(policy: policy, policyName: name, marked: marked, key: "\u{20E3}", value: "123"))
        cases.append(Case(policy: policy, policyName: name, marked: marked, key: "4", value: "1234"))
      }
    }
    return cases
  }()

  @Test(arguments: cases, InterceptionMode.allCases)
  func theKeyReplacesOnlyTheMarkedText(_ c: Case, mode: InterceptionMode) {
    let field = SimulatedTextField()
    field.intercept(policy: c.policy, mode: mode)
    field.type("123")
    // A composing keyboard marks whatever it is given, as the laws' marked-text event does.
    field.keyboard = .pinyin
    field.setMarkedText(c.marked)
    // Notification mode shows any marked text; a delegate refuses to mark a lone combining mark
    // in a field of digits, and the key then comes to a field with nothing marked.
    if mode == .notification || c.marked == "a" {
      #expect(field.markedRange != nil, "the marked text is shown as it is")
    }
    field.type(c.key)
    #expect(field.markedRange == nil)
    #expect(field.drawing == c.policy.display(of: c.value) + "|")
    #expect(field.interceptor?.controller.state.text == field.text)
  }
}

extension KeyOverMarkedTextTests {
  /// A candidate a delegate took for typed text (it is not told the change will be marked), then
  /// shown marked: a key over it is judged on the marked span, as in notification mode. A tag
  /// character and two marks join the "X" before them, which a typed mark never may.
  @Test(arguments: InterceptionMode.allCases)
  func aKeyOverTextTakenAsTypedThenMarkedIsJudgedOnTheMarkedSpan(mode: InterceptionMode) throws {
    let policy = InputPolicy(.uppercased, try InputRules.Mask("AA-##"))
    let field = SimulatedTextField()
    field.intercept(policy: policy, mode: mode)
    field.type("x")
    field.keyboard = .pinyin
    field.setMarkedText("斑")
    #expect(field.drawing == "X⟨斑⟩|")
    field.type("\u{E007F}\u{302}\u{303}")
    #expect(field.drawing == "X|")
    #expect(field.interceptor?.controller.state.text == "X")
  }
}
