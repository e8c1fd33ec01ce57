import Testing
import TextInputKit
import TextInputKitSimulator
import TextInputKitTesting

let plus86 = InputPolicy(try! InputRules.Mask("+86 ### #### ####"))
let plate = InputPolicy(.uppercased, try! InputRules.Mask("A·*****"))
let dashed = InputPolicy(try! InputRules.Mask("##--##"))
let digitLiteral = InputPolicy(try! InputRules.Mask("#2#"))
let letterThenEither = InputPolicy(.uppercased, try! InputRules.Mask("A*"))
let zeroThenEither = InputPolicy(try! InputRules.Mask("0*#"))
/// A control character, then a combining mark that stands alone after it: both literals.
let markLiteral = InputPolicy(.uppercased, try! InputRules.Mask("\u{7F}\u{301}A"))

/// The editing rules of a formatted field, each as a person performs it.
let maskScenarios: [Scenario] = [
  // 1. A literal appears with the slot after it, never trailing; a leading literal with the
  //    first value character.
  Scenario(
    name: "typing a phone number", policy: .phoneCNSpaced, start: "|",
    steps: { f in f.typeEach("13800138000") }, expected: "138 0013 8000|"),
  Scenario(
    name: "no trailing literal", policy: .phoneCNSpaced, start: "|",
    steps: { f in f.typeEach("138") }, expected: "138|"),
  Scenario(
    name: "a literal appears with the slot after it", policy: .phoneCNSpaced, start: "138|",
    steps: { f in f.type("0") }, expected: "138 0|"),
  Scenario(
    name: "a leading literal appears with the first digit", policy: plus86, start: "|",
    steps: { f in f.type("1") }, expected: "+86 1|"),
  Scenario(
    name: "a leading literal goes with the last digit", policy: plus86, start: "+86 1|",
    steps: { f in f.backspace() }, expected: "|"),
  Scenario(
    name: "a run of literals", policy: dashed, start: "12|",
    steps: { f in f.type("3") }, expected: "12--3|"),
  // 2. After an insertion the caret stands after the last value character inserted.
  Scenario(
    name: "typing in the middle shifts the groups", policy: .phoneCNSpaced,
    start: "13|8 0013", steps: { f in f.type("9") }, expected: "139| 8001 3"),
  Scenario(
    name: "the caret stays before the literal after the inserted digit", policy: .phoneCNSpaced,
    start: "13|0 0138 000", steps: { f in f.type("8") }, expected: "138| 0013 8000"),
  Scenario(
    name: "typing before a literal", policy: .phoneCNSpaced, start: "138| 0013",
    steps: { f in f.type("9") }, expected: "138 9|001 3"),
  Scenario(
    name: "typing after a literal", policy: .phoneCNSpaced, start: "138 |0013",
    steps: { f in f.type("9") }, expected: "138 9|001 3"),
  // 3. After a deletion the caret stands after the value character before the deleted ones.
  Scenario(
    name: "backspace at the end takes the literal with the digit", policy: .phoneCNSpaced,
    start: "138 0|", steps: { f in f.backspace() }, expected: "138|"),
  Scenario(
    name: "backspace in the middle", policy: .phoneCNSpaced, start: "138 00|13 8000",
    steps: { f in f.backspace() }, expected: "138 0|138 000"),
  Scenario(
    name: "backspace of the first digit", policy: .phoneCNSpaced, start: "1|38 0",
    steps: { f in f.backspace() }, expected: "|380"),
  Scenario(
    name: "backspace of the first digit after a leading literal", policy: plus86,
    start: "+86 1|38", steps: { f in f.backspace() }, expected: "+86 |38"),
  // 4. Backspace right after a literal deletes the value character before it; forward delete
  //    right before a literal, the one after it.
  Scenario(
    name: "backspace after a literal deletes the digit before it", policy: .phoneCNSpaced,
    start: "138 |0013 8000", steps: { f in f.backspace() }, expected: "13|0 0138 000"),
  Scenario(
    name: "backspace after a run of literals", policy: dashed, start: "12--|34",
    steps: { f in f.backspace() }, expected: "1|3--4"),
  Scenario(
    name: "backspace twice after a literal", policy: .phoneCNSpaced, start: "138 |0013",
    steps: { f in f.backspace(); f.backspace() }, expected: "1|00 13"),
  Scenario(
    name: "forward delete before a literal deletes the digit after it", policy: .phoneCNSpaced,
    start: "138| 0013 8000", steps: { f in f.forwardDelete() }, expected: "138| 0138 000"),
  Scenario(
    name: "forward delete of a digit", policy: .phoneCNSpaced, start: "13|8 0013",
    steps: { f in f.forwardDelete() }, expected: "13|0 013"),
  Scenario(
    name: "backspace after a leading literal does nothing", policy: plus86, start: "+86 |138",
    steps: { f in f.backspace() }, expected: "+86 |138"),
  Scenario(
    name: "backspace after a group separator of an amount", policy: .amount,
    start: "1,|234", steps: { f in f.backspace() }, expected: "|234"),
  // 5. Deleting a selection deletes the value characters in it.
  Scenario(
    name: "deleting a selection across a literal", policy: .phoneCNSpaced,
    start: "13«8 0»013 8000", steps: { f in f.backspace() }, expected: "13|0 1380 00"),
  Scenario(
    name: "deleting a selected literal alone", policy: .phoneCNSpaced, start: "138« »0013",
    steps: { f in f.backspace() }, expected: "138| 0013"),
  Scenario(
    name: "cutting everything", policy: .phoneCNSpaced, start: "«138 0013»",
    steps: { f in _ = f.cut() }, expected: "|"),
  Scenario(
    name: "typing over a selection", policy: .phoneCNSpaced, start: "1«38 00»13",
    steps: { f in f.type("9") }, expected: "19|1 3"),
  // 6. Pasted, autofilled, dictated text keeps what fills the next slots.
  Scenario(
    name: "a paste of the display form", policy: .phoneCNSpaced, start: "|",
    steps: { f in f.paste("138 0013 8000") }, expected: "138 0013 8000|"),
  Scenario(
    name: "a paste with dashes", policy: .phoneCNSpaced, start: "|",
    steps: { f in f.paste("138-0013-8000") }, expected: "138 0013 8000|"),
  Scenario(
    name: "an overflowing paste is truncated", policy: .phoneCNSpaced, start: "138 0013 800|",
    steps: { f in f.paste("0123") }, expected: "138 0013 8000|"),
  Scenario(
    name: "an overflowing keystroke is rejected", policy: .phoneCNSpaced, start: "138 0013 8000|",
    steps: { f in f.type("1") }, expected: "138 0013 8000|"),
  Scenario(
    name: "a letter is rejected", policy: .phoneCNSpaced, start: "138|",
    steps: { f in f.type("a") }, expected: "138|"),
  Scenario(
    name: "a typed separator is rejected", policy: .phoneCNSpaced, start: "138|",
    steps: { f in f.type(" ") }, expected: "138|"),
  Scenario(
    name: "a paste in the middle", policy: .phoneCNSpaced, start: "138 |8000",
    steps: { f in f.paste("0013") }, expected: "138 0013| 8000"),
  Scenario(
    name: "QuickType inserts a number with a space", policy: .phoneCNSpaced, start: "|",
    steps: { f in f.quickType("13800138000") }, expected: "138 0013 8000|"),
  Scenario(
    name: "autofill replaces the field", policy: .phoneCNSpaced, start: "139|",
    steps: { f in f.autofill(" 138 0013 8000") }, expected: "138 0013 8000|"),
  Scenario(
    name: "dictation", policy: .phoneCNSpaced, start: "|",
    steps: { f in f.dictate("one 3 8") }, expected: "38|"),
  Scenario(
    name: "full-width digits", policy: .phoneCNSpaced, start: "|",
    steps: { f in f.paste("１３８００") }, expected: "138 00|"),
  Scenario(
    name: "a pasted display form with a leading literal", policy: plus86, start: "|",
    steps: { f in f.paste("+86 138 0013 8000") }, expected: "+86 138 0013 8000|"),
  Scenario(
    name: "a paste without the leading literal", policy: plus86, start: "|",
    steps: { f in f.paste("13800138000") }, expected: "+86 138 0013 8000|"),
  // 7. Marked text is not formatted until it is committed.
  Scenario(
    name: "marked text is not formatted", policy: .phoneCNSpaced, start: "138|",
    keyboard: .pinyin, steps: { f in f.setMarkedText("y"); f.setMarkedText("yi") },
    expected: "138⟨yi⟩|"),
  Scenario(
    name: "committed digits are formatted", policy: .phoneCNSpaced, start: "138|",
    keyboard: .pinyin, steps: { f in f.setMarkedText("yi"); f.commit("10") },
    expected: "138 10|"),
  Scenario(
    name: "digits committed in the middle", policy: .phoneCNSpaced, start: "13|8 0",
    keyboard: .pinyin, steps: { f in f.setMarkedText("yi"); f.commit("1") },
    expected: "131| 80"),
  Scenario(
    name: "letters committed as typed are rejected", policy: .phoneCNSpaced, start: "138 0|",
    keyboard: .pinyin, steps: { f in f.setMarkedText("ab"); f.unmarkText() },
    expected: "138 0|"),
  Scenario(
    name: "a committed word is rejected", policy: .phoneCNSpaced, start: "138|",
    keyboard: .pinyin, steps: { f in f.setMarkedText("ni"); f.commit("你") }, expected: "138|"),
  // Undo after a correction.
  Scenario(
    name: "undo a formatted keystroke", policy: .phoneCNSpaced, start: "138|",
    steps: { f in f.type("0"); f.undo() }, expected: "138|"),
  Scenario(
    name: "undo a formatted paste", policy: .phoneCNSpaced, start: "|",
    steps: { f in f.paste("13800138000"); f.undo() }, expected: "|"),
  // A literal that the slot after it also takes is a value when it ends what is typed.
  Scenario(
    name: "a typed digit that is also the literal", policy: digitLiteral, start: "1|",
    steps: { f in f.type("2") }, expected: "122|"),
  Scenario(
    name: "a pasted display form with a digit literal", policy: digitLiteral, start: "|",
    steps: { f in f.paste("122") }, expected: "122|"),
  Scenario(
    name: "a digit literal inside a paste", policy: digitLiteral, start: "|",
    steps: { f in f.paste("123") }, expected: "123|"),
  Scenario(
    name: "a digit literal typed over itself", policy: digitLiteral, start: "1«2»3",
    steps: { f in f.type("2") }, expected: "12|3"),
  // Marks attached to a digit go; the digit stays, in both modes.
  Scenario(
    name: "a paste that starts with combining marks", policy: .phoneCNSpaced, start: "138|",
    steps: { f in f.paste("\u{301}\u{301}1") }, expected: "138 1|"),
  Scenario(
    name: "a paste that starts with a mark, right after a digit literal", policy: plus86,
    start: "+86| 1", steps: { f in f.paste("\u{301}5") }, expected: "+86 5|1"),
  Scenario(
    name: "a mark typed over the value after a letter", policy: letterThenEither, start: "A«6»",
    steps: { f in f.type("\u{301}"); f.select(2..<2) }, expected: "A6|"),
  // Typing over a selection replaces it, in notification mode as in delegate mode, even where a
  // diff by cluster would read the literal as kept and the value as deleted.
  Scenario(
    name: "a literal typed over a selection that starts with it", policy: zeroThenEither,
    start: "«0a»", steps: { f in f.type("0") }, expected: "00|"),
  Scenario(
    name: "a literal typed over a selection that starts with it, before more", policy: zeroThenEither,
    start: "«0a»1", steps: { f in f.type("0") }, expected: "00|1"),
  Scenario(
    name: "a letter typed over a literal joins the mark after it", policy: markLiteral,
    start: "|", steps: { f in f.type("z"); f.select(0..<1); f.type("a"); f.forwardDelete() },
    expected: "\u{7F}\u{301}|Z", notificationReads: "\u{7F}\u{301}Z|"),
  Scenario(
    name: "a letter typed before a literal mark joins it", policy: markLiteral,
    start: "|", steps: { f in f.type("z"); f.select(1..<1); f.type("π"); f.type("0") },
    expected: "\u{7F}|\u{301}Z", notificationReads: "\u{7F}\u{301}Z|"),
  Scenario(
    name: "forward delete of a literal that lets a mark join the literal before it",
    policy: InputPolicy(.uppercased, try! InputRules.Mask("\u{FFFD}\u{7F}\u{301}A#")),
    start: "|", steps: { f in f.type("x"); f.type("5"); f.select(1..<1); f.forwardDelete() },
    expected: "|", notificationReads: "\u{FFFD}\u{7F}\u{301}X5|"),
  // An empty paste changes nothing, not even the caret inside the leading literals.
  Scenario(
    name: "an empty paste among the leading literals", policy: plus86, start: "+|86 1",
    steps: { f in f.paste("") }, expected: "+|86 1"),
  Scenario(
    name: "a combining mark typed after a digit", policy: .phoneCNSpaced, start: "138|",
    steps: { f in f.type("\u{301}") }, expected: "138|"),
  Scenario(
    name: "a digit with a mark in a paste", policy: .phoneCNSpaced, start: "|",
    steps: { f in f.paste("3\u{301}8\u{FE0F}\u{20E3}") }, expected: "38|"),
  // Presets.
  Scenario(
    name: "bank card of 19 digits", policy: .bankCard, start: "|",
    steps: { f in f.paste("6222021234567890128") }, expected: "6222 0212 3456 7890 128|"),
  Scenario(
    name: "bank card stops at 19 digits", policy: .bankCard, start: "6222 0212 3456 7890 128|",
    steps: { f in f.type("1") }, expected: "6222 0212 3456 7890 128|"),
  Scenario(
    name: "bank card backspace after a group", policy: .bankCard, start: "6222 |0212",
    steps: { f in f.backspace() }, expected: "622|0 212"),
  Scenario(
    name: "ID: x typed becomes X", policy: .idCN, start: "110105 19491231 002|",
    steps: { f in f.type("x") }, expected: "110105 19491231 002X|"),
  Scenario(
    name: "ID: X only in the last slot", policy: .idCN, start: "110105 1949|",
    steps: { f in f.type("X") }, expected: "110105 1949|"),
  Scenario(
    name: "ID: a pasted display form", policy: .idCN, start: "|",
    steps: { f in f.paste("110105 19491231 002x") }, expected: "110105 19491231 002X|"),
  Scenario(
    name: "ID: a deletion that pulls the X into a digit slot drops it", policy: .idCN,
    start: "110105 19491231 00|2X", steps: { f in f.backspace() },
    expected: "110105 19491231 0|2"),
  Scenario(
    name: "ID: a full number rejects a digit", policy: .idCN,
    start: "110105 19491231 00|2X", steps: { f in f.type("1") },
    expected: "110105 19491231 00|2X"),
  Scenario(
    name: "custom slots: a letter, then letters or digits", policy: plate, start: "|",
    steps: { f in f.typeEach("b1a2c3") }, expected: "B·1A2C3|"),
  // Amounts.
  Scenario(
    name: "an amount grows its groups", policy: .amount, start: "|",
    steps: { f in f.typeEach("1234567.89") }, expected: "1,234,567.89|"),
  Scenario(
    name: "an amount: a digit in the middle", policy: .amount, start: "1,23|4",
    steps: { f in f.type("9") }, expected: "12,39|4"),
  Scenario(
    name: "an amount: a pasted display form", policy: .amount, start: "|",
    steps: { f in f.paste("1,234,567.89") }, expected: "1,234,567.89|"),
  Scenario(
    name: "an amount: '.' becomes '0.'", policy: .amount, start: "|",
    steps: { f in f.type(".") }, expected: "0.|"),
  Scenario(
    name: "an amount: '。' is the point", policy: .amount, start: "1,234|",
    steps: { f in f.type("。") }, expected: "1,234.|"),
  Scenario(
    name: "an amount: a redundant leading zero goes", policy: .amount, start: "0|",
    steps: { f in f.type("5") }, expected: "5|"),
  Scenario(
    name: "an amount: at most 12 integer digits", policy: .amount,
    start: "123,456,789,012|", steps: { f in f.type("3") }, expected: "123,456,789,012|"),
  Scenario(
    name: "an amount: deleting a digit regroups", policy: .amount, start: "1,234|",
    steps: { f in f.backspace() }, expected: "123|"),
  Scenario(
    name: "an amount: forward delete before a separator", policy: .amount, start: "1|,234",
    steps: { f in f.forwardDelete() }, expected: "1|34"),
  Scenario(
    name: "an amount: a typed separator is rejected", policy: .amount, start: "1|",
    steps: { f in f.type(",") }, expected: "1|"),
]

@Suite("Formatted fields in both interception modes")
struct MaskScenarioTests {
  @Test(arguments: maskScenarios, InterceptionMode.allCases)
  func scenario(_ scenario: Scenario, mode: InterceptionMode) {
    scenario.check(in: mode)
  }
}
