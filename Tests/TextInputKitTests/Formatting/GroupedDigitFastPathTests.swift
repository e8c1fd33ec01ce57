import Testing
import TextInputKitTesting

import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction

/// A digit typed into a grouped number, or deleted from it, is laid out byte by byte
/// (``FieldBuffer/applyGroupedDigit(_:replacement:source:)``); every outcome is the one the
/// general formatted path gives.
@Suite("Grouped digit fast path")
struct GroupedDigitFastPathTests {
  /// Grouped numbers of every style, with and without limits, a completion check or a rule that
  /// sends every edit the general way.
  static let policies: [InputPolicy] = {
    var policies: [InputPolicy] = []
    for style in InputRules.DecimalNumber.GroupingStyle.allCases {
      for separator: Character in [",", " ", "'", "，"] {
        for (fraction, integer) in [(2, nil), (0, nil), (3, 7), (1, 1)] as [(Int, Int?)] {
          let number = InputRules.DecimalNumber(
            fractionDigits: fraction, integerDigits: integer, grouping: separator,
            groupingStyle: style)
          policies.append(InputPolicy(number))
          policies.append(InputPolicy(number, .required))
        }
      }
      let number = InputRules.DecimalNumber(
        fractionDigits: 2, integerDigits: nil, grouping: ",", groupingStyle: style)
      policies.append(InputPolicy(number, .maxLength(9)))
    }
    return policies
  }()

  /// Texts a field may hold: numbers as the policy lays them out, and texts it does not (a
  /// program's, or marked text's): leading zeros and points, separators out of place, letters,
  /// "\r\n", two points.
  static func text(_ random: inout SplitMix64, _ policy: InputPolicy) -> String {
    let alphabet = Array("0123456789012345678901234567890123456789.,'， a\r\n")
    let length = Int(random.next() % 24)
    let raw = String((0..<length).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] })
    switch random.next() % 4 {
    case 0: return raw
    default: return policy.sanitize(raw.filter { $0.isNumber || $0 == "." })
    }
  }

  @Test(arguments: [UInt64(1), 2, 3, 4])
  func typedDigitsMatchTheGeneralPath(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    var fast = 0
    for _ in 0..<3_000 {
      let policy = Self.policies[Int(random.next() % UInt64(Self.policies.count))]
      let text = Self.text(&random, policy)
      let count = text.utf16.count
      let caret = count == 0 ? 0 : Int(random.next() % UInt64(count + 1))
      let state = TextFieldState(text: text, utf16Selection: caret..<caret)
      let key = random.next() % 8 == 0 ? "." : String(random.next() % 10)
      let edit = Edit.typing(key, in: state)
      let inPlace = policy.apply(edit, to: state)
      let general = FieldBuffer.$typesGroupedDigitsInPlace.withValue(false) {
        policy.apply(edit, to: state)
      }
      #expect(inPlace == general, "\(key) at \(caret) in \(text.debugDescription)")
      var buffer = FieldBuffer(policy: policy, state: state)
      if buffer.applyGroupedDigit(caret..<caret, replacement: key, source: .typing) != nil {
        fast += 1
      }
    }
    // Most cases take the fast path, so that it is the one compared.
    #expect(fast > 600)
  }

  /// Backspace and forward delete of one character at a random caret: the same outcome as the
  /// general path, whether the character is a digit, the point or a separator.
  @Test(arguments: [UInt64(5), 6, 7, 8])
  func deletedDigitsMatchTheGeneralPath(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    var fast = 0
    for _ in 0..<3_000 {
      let policy = Self.policies[Int(random.next() % UInt64(Self.policies.count))]
      let text = Self.text(&random, policy)
      let count = text.utf16.count
      guard count > 0 else { continue }
      let caret = Int(random.next() % UInt64(count + 1))
      let forward = random.next() % 3 == 0
      guard forward ? caret < count : caret > 0 else { continue }
      let range = forward ? caret..<(caret + 1) : (caret - 1)..<caret
      let state = TextFieldState(text: text, utf16Selection: caret..<caret)
      guard state.utf16Selection == caret..<caret else { continue }
      let edit = Edit(replacing: range, with: "", source: .deletion)
      let inPlace = policy.apply(edit, to: state)
      let general = FieldBuffer.$typesGroupedDigitsInPlace.withValue(false) {
        policy.apply(edit, to: state)
      }
      #expect(
        inPlace == general,
        "\(forward ? "⌦" : "⌫") at \(caret) in \(text.debugDescription): \(inPlace.state.drawn) vs \(general.state.drawn)")
      var buffer = FieldBuffer(policy: policy, state: state)
      if buffer.applyGroupedDigit(range, replacement: "", source: .deletion) != nil {
        fast += 1
      }
    }
    // Most cases take the fast path, so that it is the one compared.
    #expect(fast > 600, "\(fast)")
  }

  /// A session of digits typed and deleted at random carets in a controller: the same fields, the same
  /// outcomes, the same counts, whichever path each keystroke takes.
  @Test(arguments: [UInt64(11), 12, 13])
  func sessionsMatchTheGeneralPath(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    for policy in Self.policies where random.next() % 3 == 0 {
      var inPlace = TextInputController(policy: policy)
      var general = inPlace
      for _ in 0..<60 {
        let count = inPlace.state.text.utf16.count
        let caret = Int(random.next() % UInt64(count + 1))
        let key = random.next() % 10 == 0 ? "." : String(random.next() % 10)
        // A third of the keystrokes are a backspace.
        let edit =
          random.next() % 3 == 0 && caret > 0
          ? Edit(replacing: (caret - 1)..<caret, with: "", source: .deletion)
          : Edit(replacing: caret..<caret, with: key, source: .typing)
        let select = { (controller: inout TextInputController) in
          _ = controller.selectionDidChange(utf16Selection: caret..<caret)
        }
        select(&inPlace)
        FieldBuffer.$typesGroupedDigitsInPlace.withValue(false) { select(&general) }
        let a = inPlace.apply(edit)
        let b = FieldBuffer.$typesGroupedDigitsInPlace.withValue(false) { general.apply(edit) }
        #expect(a == b)
        #expect(inPlace.state == general.state)
        #expect(inPlace.counter == general.counter)
      }
    }
  }

  /// Long amounts, over many storage chunks: digits typed, backspaces and forward deletes at
  /// random carets, now and then a paste over a selection (which the fast path leaves to the
  /// general one, and after which it reads the number's shape again). Each keystroke makes the
  /// same outcome, text, selection and counts as the general path, whichever path takes it.
  @Test(arguments: [UInt64(21), 22, 23, 24, 25, 26])
  func longAmountsMatchTheGeneralPath(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let style = InputRules.DecimalNumber.GroupingStyle.allCases[Int(seed % 3)]
    let separator: Character = seed % 2 == 0 ? "," : " "
    let fraction = Int(random.next() % 4)
    let number = InputRules.DecimalNumber(
      fractionDigits: fraction, integerDigits: nil, grouping: separator, groupingStyle: style)
    let policy = seed == 26 ? InputPolicy(number, .required) : InputPolicy(number)
    let digits = String((0..<(1_500 + Int(random.next() % 1_500))).map { index in
      Character(String(index == 0 ? 1 + random.next() % 9 : random.next() % 10))
    })
    let value = fraction > 0 ? digits + "." + String(repeating: "7", count: fraction - 1) : digits
    let state = TextFieldState(text: policy.display(of: value), utf16Selection: 0..<0)
    var inPlace = FieldBuffer(policy: policy, state: state)
    var general = inPlace
    var fast = 0
    for step in 0..<300 {
      let count = inPlace.storage.utf16Count
      let caret = Int(random.next() % UInt64(count + 1))
      let kind = random.next() % 20
      let (range, replacement, source): (Range<Int>, String, EditSource) =
        switch kind {
        case 0:
          (caret..<min(count, caret + Int(random.next() % 8)), String(random.next() % 1000), .paste)
        case 1..<6 where caret > 0: ((caret - 1)..<caret, "", .deletion)
        case 6..<9 where caret < count: (caret..<(caret + 1), "", .deletion)
        default: (caret..<caret, random.next() % 16 == 0 ? "." : String(random.next() % 10), .typing)
        }
      inPlace.selection = source == .paste ? range : caret..<caret
      general.selection = inPlace.selection
      let revision = inPlace.storage.revision.value
      let a = inPlace.apply(range, replacement: replacement, source: source)
      let b = FieldBuffer.$typesGroupedDigitsInPlace.withValue(false) {
        general.apply(range, replacement: replacement, source: source)
      }
      let drawn = "\(source) \(replacement.debugDescription) at \(range), step \(step)"
      #expect(a == b, "\(drawn)")
      #expect(inPlace.state == general.state, "\(drawn)")
      #expect(inPlace.units == general.units, "\(drawn)")
      // The fast path changes the text and keeps the shape for its revision; the general one
      // leaves the shape behind.
      let changed = inPlace.storage.revision.value != revision
      if changed, inPlace.groupedShape?.revision == inPlace.storage.revision.value { fast += 1 }
      guard a == b, inPlace.state == general.state else { return }
    }
    // Most keystrokes take the fast path, so that it is the one compared.
    #expect(fast > 150, "\(fast)")
  }

  @Test func aDigitInTheMiddleRelaysOutTheGroupsBeforeIt() {
    let policy = InputPolicy(
      InputRules.DecimalNumber(fractionDigits: 2, integerDigits: nil, grouping: ","))
    let state = TextFieldState(text: "1,234,567.8", utf16Selection: 3..<3)
    let outcome = policy.apply(.typing("9", in: state), to: state)
    #expect(outcome.state.text == "12,934,567.8")
    #expect(outcome.state.utf16Selection == 4..<4)
    #expect(outcome.replacedUTF16Range == 1..<3)
    #expect(outcome.replacement == "2,9")
    #expect(outcome.disposition == .accepted)
  }
}
