import Testing
import TextInputKitSimulator
import TextInputKitTesting

import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction

/// Random values and random edits on formatted fields, through the simulated field in both
/// interception modes: the display is always the value laid out, the caret never rests inside a
/// run of literals, the offsets between value and display round-trip, and digits typed or
/// deleted change the value exactly where the caret stands.
@Suite("Formatted fields: properties")
struct MaskPropertyTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var policy: InputPolicy
    /// Whether every slot takes exactly the ASCII digits, so that the value model applies.
    var digitsOnly: Bool
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "phone-cn-spaced", policy: .phoneCNSpaced, digitsOnly: true),
    Case(name: "bank-card", policy: .bankCard, digitsOnly: true),
    Case(name: "id-cn", policy: .idCN, digitsOnly: false),
    Case(name: "amount", policy: .amount, digitsOnly: false),
    Case(name: "+86 ### #### ####", policy: plus86, digitsOnly: true),
    Case(name: "##--##", policy: dashed, digitsOnly: true),
    Case(name: "A·*****", policy: plate, digitsOnly: false),
    Case(
      name: "(###) ###-#### with a length limit",
      policy: InputPolicy(try! InputRules.Mask("(###) ###-####"), .maxLength(8)),
      digitsOnly: false),
  ]

  static let alphabet: [String] = [
    "0", "1", "2", "5", "8", "9", "x", "X", "a", "B", " ", "-", ".", ",", "。", "１", "😀", "·",
    "(", "+",
  ]

  /// Whether the character at `offset` of a display text is a literal.
  static func isLiteral(_ display: String, at offset: Int, policy: InputPolicy) -> Bool {
    let prefix = String(display.prefix(offset))
    let through = String(display.prefix(offset + 1))
    return policy.value(of: through).count == policy.value(of: prefix).count
  }

  @Test(arguments: cases, InterceptionMode.allCases)
  func randomEdits(_ c: Case, mode: InterceptionMode) {
    var random = SplitMix64(seed: 0x6D61_736B + UInt64(c.name.utf8.count) * 977)
    let format = c.policy.displayFormat!
    for session in 0..<40 {
      let field = SimulatedTextField()
      field.intercept(policy: c.policy, mode: mode)
      for step in 0..<60 {
        let before = field.text
        let beforeValue = c.policy.value(of: before)
        let caretValue = c.policy.value(of: String(before.utf16.prefix(field.selection.lowerBound))!)
          .count
        let wasEmpty = field.selection.isEmpty
        // Notification mode hears no selection: after the person moved the caret, a backspace and
        // a forward delete show the host the same, and are read against the caret it last knew
        // (Known issues).
        let heard = field.interceptor!.controller.state.utf16Selection == field.selection
        let choice = Int(random.next() % 10)
        var expected: (value: String, caret: Int)?
        switch choice {
        case 0, 1, 2:
          let key = Self.alphabet[Int(random.next() % UInt64(Self.alphabet.count))]
          field.type(key)
          // Into an empty value, a character of the leading literals ("8" of "+86 ") stands for
          // them; otherwise the digit goes in where the caret is, when the layout of the value
          // it makes holds it.
          let leading = beforeValue.isEmpty && c.policy.textOnFocus.contains(key)
          if c.digitsOnly, wasEmpty, !leading, key.count == 1, "0123456789".contains(key) {
            var value = Array(beforeValue)
            value.insert(Character(key), at: caretValue)
            let mask = format as! InputRules.Mask
            if value.count <= mask.layout(for: String(value)).capacity {
              expected = (String(value), caretValue + 1)
            }
          }
        case 3:
          field.backspace()
          if c.digitsOnly, wasEmpty, !before.isEmpty, heard {
            var value = Array(beforeValue)
            if caretValue > 0 {
              value.remove(at: caretValue - 1)
              expected = (String(value), caretValue - 1)
            } else {
              expected = (beforeValue, 0)
            }
          }
        case 4:
          field.forwardDelete()
          if c.digitsOnly, wasEmpty, caretValue < beforeValue.count, heard {
            var value = Array(beforeValue)
            value.remove(at: caretValue)
            expected = (String(value), caretValue)
          }
        case 5:
          // A paste: another value's display form, or random characters.
          var pasted = ""
          for _ in 0..<Int(random.next() % 12) {
            pasted += Self.alphabet[Int(random.next() % UInt64(Self.alphabet.count))]
          }
          field.paste(random.next() % 2 == 0 ? c.policy.display(of: c.policy.value(of: pasted)) : pasted)
        case 6, 7:
          let count = field.text.utf16.count
          let a = Int(random.next() % UInt64(count + 1))
          let b = Int(random.next() % UInt64(count + 1))
          field.select(min(a, b)..<(random.next() % 2 == 0 ? min(a, b) : max(a, b)))
        default:
          field.move(by: Int(random.next() % 5) - 2)
        }
        let display = field.text
        let value = c.policy.value(of: display)
        let context = "\(c.name), \(mode), session \(session), step \(step): \"\(before)\" → \"\(field.drawing)\""
        // The display is the value laid out, and the controller agrees with the field.
        // (An empty value shows the leading literals after an insertion.)
        #expect(
          display == c.policy.display(of: value)
            || (value.isEmpty && display == c.policy.textOnFocus), "\(context)")
        #expect(format.refitted(value) == value, "\(context)")
        #expect(field.interceptor!.controller.state.text == display, "\(context)")
        #expect(field.undoErrors == [], "\(context)")
        // Value ⇄ display offsets round-trip.
        for k in 0...value.count {
          let offset = format.displayOffset(afterValueCharacters: k, of: value)
          #expect(c.policy.value(of: String(display.prefix(offset))).count == k, "\(context), k \(k)")
        }
        // A rejected edit leaves the field, caret included, as it was.
        guard choice < 6, display != before else { continue }
        // After an edit the caret never rests inside a run of literals.
        let caretCharacters = String(field.text.utf16.prefix(field.selection.lowerBound))!.count
        if caretCharacters > 0 && caretCharacters < display.count {
          #expect(
            !(Self.isLiteral(display, at: caretCharacters - 1, policy: c.policy)
              && Self.isLiteral(display, at: caretCharacters, policy: c.policy)),
            "\(context)")
        }
        if let expected {
          let caretValueAfter = c.policy.value(
            of: String(display.utf16.prefix(field.selection.lowerBound))!
          ).count
          #expect(value == expected.value, "\(context)")
          #expect(caretValueAfter == expected.caret, "\(context)")
          #expect(
            field.selection.lowerBound
              == display.prefix(format.displayOffset(afterValueCharacters: expected.caret, of: value))
              .utf16.count || value.isEmpty,
            "\(context)")
        }
      }
    }
  }
}
