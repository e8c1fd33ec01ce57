import Testing
import TextInputKitSimulator

import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction

/// The mask notation, its errors, its layout, and what it says about completion.
@Suite("Masks and grouped amounts")
struct MaskRuleTests {
  @Test(arguments: [
    ("### #### ####", "13800138000", "138 0013 8000"),
    ("### #### ####", "138", "138"),
    ("### #### ####", "1380", "138 0"),
    ("+86 ### ####", "", ""),
    ("+86 ### ####", "1", "+86 1"),
    ("(###) ###-####", "4155", "(415) 5"),
    ("\\#-###", "12", "#-12"),
    ("A\\A-##", "B1", "BA-1"),
  ])
  func laysOutAValue(pattern: String, value: String, display: String) throws {
    let policy = InputPolicy(try InputRules.Mask(pattern))
    #expect(policy.display(of: value) == display)
    #expect(policy.value(of: display) == value)
  }

  @Test(arguments: [
    (####"{"mask": ""}"####, "A mask cannot be empty."),
    (####"{"mask": "--"}"####, "The mask \"--\" has no slot: use # for a digit, A for a letter, * for either."),
    (####"{"mask": "\\#\\A"}"####, "The mask \"\\#\\A\" has no slot: use # for a digit, A for a letter, * for either."),
    (####"{"mask": {"pattern": "#C", "slots": {"D": "1"}}}"####, "The mask slot \"D\" is not used in the pattern \"#C\"."),
    (####"{"mask": {"pattern": "#C", "slots": {"C": ""}}}"####, "The mask slot \"C\" takes no character: give it at least one."),
    (####"{"mask": {"pattern": "#C", "slots": {"CD": "1"}}}"####, "The mask slot \"CD\" must be one character of the pattern."),
    (####"{"mask": {"pattern": "#C", "slots": {"#": "1"}}}"####, "The mask slot \"#\" is built in and cannot be redefined."),
    (####"{"mask": {"pattern": "##", "required": 3}}"####, "The mask's required slots must be between 1 and 2; it is 3."),
    (####"{"mask": {"slots": {}}}"####, "`mask` needs the key `pattern`."),
    (####"{"mask": {"pattern": "##", "width": 2}}"####, "Unknown key `width` in `mask`; known keys: pattern, slots, required, trailingLiterals, placeholder, startsWith."),
    (####"{"mask": 11}"####, "`mask` must be a pattern such as \"### #### ####\" or an object such as {\"pattern\": \"###C\", \"slots\": {\"C\": \"0123456789X\"}}."),
    (####"{"decimal": {"grouping": "5"}}"####, "`decimal.grouping` must be one character other than a digit, \".\" or a line break, such as \",\"; it is \"5\"."),
  ])
  func rejectsMalformedMasks(json: String, message: String) {
    let error = #expect(throws: TextInputError.self) { try InputPolicy(json: json) }
    #expect(error?.description == message)
    #expect(error?.location?.hasPrefix("mask") == true || error?.location == "decimal.grouping")
  }

  @Test func aPatternIsBounded() {
    let long = String(repeating: "#", count: InputRules.Mask.largestPattern + 1)
    let error = #expect(throws: TextInputError.self) { try InputRules.Mask(long) }
    #expect(error?.description == "A mask has at most 1000 characters.")
    #expect(error?.kind == .invalidMask)
  }

  @Test func readsCustomSlotsAndRequiredSlotsFromJSON() throws {
    let id = try InputPolicy(
      json: ####"{"mask": {"pattern": "###C", "slots": {"C": "0123456789Xx"}}, "transform": "uppercase"}"####)
    #expect(id.sanitize("123x") == "123X")
    #expect(id.sanitize("12X3") == "123")
    let card = try InputPolicy(json: #####"{"mask": {"pattern": "#### ##", "required": 4}}"#####)
    #expect(card.completion(of: "123").status == .incomplete)
    #expect(card.completion(of: "1234").isComplete)
    #expect(card.completion(of: "1234 56").isComplete)
  }

  @Test(arguments: [
    ("1234567.89", "1,234,567.89"), ("123", "123"), ("1234", "1,234"), ("0.5", "0.5"),
    ("123456", "123,456"), ("1234.", "1,234."), ("", ""),
  ])
  func groupsAnAmount(value: String, display: String) {
    #expect(InputPolicy.amount.display(of: value) == display)
    #expect(InputPolicy.amount.value(of: display) == value)
  }

  @Test func groupingSeparatorsAreOffsetExactly() {
    let amount = InputRules.DecimalNumber(fractionDigits: 2, integerDigits: nil, grouping: ",")
    // Exhaustive over integer parts of 1 to 10 digits with and without a fraction.
    for length in 1...10 {
      for fraction in ["", ".", ".5"] {
        let value = String(repeating: "7", count: length) + fraction
        let display = amount.display(of: value)
        for k in 0...value.count {
          let offset = amount.displayOffset(afterValueCharacters: k, of: value)
          let before = display.prefix(offset)
          #expect(before.filter { $0 != "," }.count == k, "\(value) at \(k)")
          #expect(before.last != ",", "\(value) at \(k)")
        }
      }
    }
  }

  @Test func presetsSayWhenTheValueIsComplete() {
    #expect(InputPolicy.phoneCNSpaced.completion(of: "138 0013").status == .incomplete)
    #expect(InputPolicy.phoneCNSpaced.completion(of: "138 0013 8000").isComplete)
    #expect(InputPolicy.bankCard.completion(of: "6222 0212 3456 789").status == .incomplete)
    #expect(
      InputPolicy.bankCard.completion(of: "6222 0212 3456 789").message
        == "Enter at least 16 characters; 15 so far.")
    #expect(InputPolicy.idCN.completion(of: "110105 19491231 002").message
        == "Enter all 18 characters; 17 so far.")
    var controller = TextInputController(policy: .phoneCNSpaced)
    _ = controller.apply(.paste("13800138000", in: controller.state))
    #expect(controller.state.text == "138 0013 8000")
    #expect(controller.value == "13800138000")
    #expect(controller.completion.isComplete)
  }

  @Test func limitsAndTheCounterJudgeTheValue() {
    let policy = InputPolicy(try! InputRules.Mask("### #### ####"), .maxLength(5))
    var controller = TextInputController(policy: policy)
    _ = controller.apply(.paste("13800138000", in: controller.state))
    #expect(controller.state.text == "138 00")
    #expect(controller.counter.description == "5/5")
  }
}

extension MaskRuleTests {
  /// A combining mark alone is no letter, alphabetic or not (U+036B is): in a letter slot after
  /// a literal it would join the literal, and the field would show no display of its value
  /// ("zͫ̽-A6" reads back as "ͫ̽A6" no more). Letters that carry their marks still fit.
  @Test(arguments: [
    ("\u{36B}", false), ("\u{36B}\u{33D}", false), ("\u{301}", false), ("\u{94D}", false),
    ("\u{93F}", false), ("e\u{301}", true), ("é", true), ("ß", true), ("中", true), ("\u{1100}", true),
  ])
  func aLetterSlotTakesNoCombiningMarkAlone(character: String, fits: Bool) {
    let slot = InputRules.Mask.SlotClass.letter
    #expect(slot.accepts(Character(character)) == fits)
    #expect(InputRules.Mask.SlotClass.letterOrDigit.accepts(Character(character)) == fits)
  }

  @Test(arguments: InterceptionMode.allCases)
  func marksPastedAfterALiteralAreRemoved(mode: InterceptionMode) throws {
    let field = SimulatedTextField()
    field.intercept(policy: InputPolicy(try InputRules.Mask("zA-**")), mode: mode)
    field.paste("\u{36B}\u{33D}A6")
    #expect(field.drawing == "zA-6|")
  }
}

extension MaskRuleTests {
  /// A value character pasted over itself is an edit of the value, laid out again: the "." a
  /// deletion left in an amount, selected and pasted over, shows "0.", as pasting "." into the
  /// empty field does. (Notification mode sees no change: the host's text stays as it was.)
  @Test func aPointPastedOverItselfInAnAmountIsLaidOutAgain() {
    let field = SimulatedTextField()
    field.intercept(policy: .amount, mode: .delegate)
    field.type("0.")
    field.select(0..<0)
    field.forwardDelete()
    #expect(field.drawing == "|.")
    field.select(0..<1)
    field.paste(".")
    #expect(field.drawing == "0.|")
  }
}
