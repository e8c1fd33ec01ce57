import Testing
import TextInputKitTesting

import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction

/// A digit typed into a plain decimal number goes in, and a digit deleted from one goes, without
/// a review of the whole text, from the number's shape kept between keystrokes
/// (``FieldBuffer/applyDecimalDigit(_:replacement:source:)``); every outcome is the one the
/// review gives.
@Suite("Decimal digit fast path")
struct DecimalDigitFastPathTests {
  static let policies: [InputPolicy] = [
    InputPolicy(.decimal(fractionDigits: 2)),
    InputPolicy(.decimal(fractionDigits: 2), .required),
    InputPolicy(.decimal(fractionDigits: 0)),
    InputPolicy(.decimal(fractionDigits: 3, integerDigits: 4)),
    InputPolicy(.decimal(fractionDigits: 1, integerDigits: 1)),
    InputPolicy(.decimal(fractionDigits: 2), .maxLength(6)),
  ]

  /// Sessions of keys typed, deleted and pasted at random carets in a controller, and texts a
  /// program sets: the same fields, outcomes and counts whichever path each digit takes.
  @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6])
  func sessionsMatchTheReview(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    var fast = 0
    for policy in Self.policies {
      var inPlace = TextInputController(policy: policy)
      var general = inPlace
      for _ in 0..<150 {
        let count = inPlace.state.text.utf16.count
        let caret = Int(random.next() % UInt64(count + 1))
        let edit: Edit
        switch random.next() % 12 {
        case 0: edit = Edit(replacing: caret..<caret, with: ".", source: .typing)
        case 1 where count > 0:
          edit = Edit(replacing: (caret == 0 ? 0 : caret - 1)..<Swift.max(caret, 1), with: "",
            source: .deletion)
        case 2: edit = Edit(replacing: caret..<caret, with: "0.5", source: .paste)
        case 4 where caret < count, 5 where caret < count:
          // Forward delete, which takes the fast path too.
          edit = Edit(replacing: caret..<(caret + 1), with: "", source: .deletion)
        case 3: edit = Edit(replacing: 0..<count, with: ["", "0", "00.1", "1a", "12.34"][
            Int(random.next() % 5)], source: .programmatic)
        default:
          edit = Edit(replacing: caret..<caret, with: String(random.next() % 10), source: .typing)
        }
        var probe = inPlace.buffer
        if probe.applyDecimalDigit(edit.utf16Range(in: inPlace.state.text),
          replacement: edit.replacement, source: edit.source) != nil
        {
          fast += 1
        }
        let a = inPlace.apply(edit)
        let b = FieldBuffer.$typesDecimalDigitsInPlace.withValue(false) { general.apply(edit) }
        #expect(a == b, "\(edit) on seed \(seed)")
        #expect(inPlace.state == general.state)
        #expect(inPlace.counter == general.counter)
      }
    }
    #expect(fast > 100)
  }

  @Test func aDeletedDigitKeepsTheShape() {
    var controller = TextInputController(policy: InputPolicy(.decimal(fractionDigits: 2)))
    _ = controller.apply(Edit(replacing: 0..<0, with: "1234.56", source: .paste))
    _ = controller.apply(Edit(replacing: 1..<1, with: "9", source: .typing))
    var probe = controller.buffer
    #expect(probe.applyDecimalDigit(2..<3, replacement: "", source: .deletion) != nil)
    _ = controller.apply(Edit(replacing: 2..<3, with: "", source: .deletion))
    #expect(controller.state.text == "1934.56")
    #expect(controller.buffer.decimalShape?.number
      == FieldBuffer.DecimalShape.Number(point: 4, integer: 4, fraction: 2))
    // Deleting the first digit before a zero goes through the review.
    _ = controller.apply(Edit(replacing: 0..<7, with: "105", source: .programmatic))
    probe = controller.buffer
    #expect(probe.applyDecimalDigit(0..<1, replacement: "", source: .deletion) == nil)
  }

  @Test func theShapeIsReadOnceAndKept() {
    var controller = TextInputController(policy: InputPolicy(.decimal(fractionDigits: 2)))
    _ = controller.apply(Edit(replacing: 0..<0, with: "123.4", source: .paste))
    _ = controller.apply(Edit(replacing: 1..<1, with: "9", source: .typing))
    #expect(controller.buffer.decimalShape?.number
      == FieldBuffer.DecimalShape.Number(point: 4, integer: 4, fraction: 1))
    _ = controller.apply(Edit(replacing: 6..<6, with: "5", source: .typing))
    #expect(controller.state.text == "1923.45")
    // A third digit after the point is rejected by the review, as ever.
    #expect(controller.apply(Edit(replacing: 7..<7, with: "6", source: .typing)).isRejected)
  }
}
