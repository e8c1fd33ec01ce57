import Testing
import TextInputKit
import TextInputKitSimulator
import TextInputKitTesting

/// A scenario: a policy, a field, what a person does, and the field afterwards — the same in
/// both interception modes.
struct Scenario: Sendable, CustomTestStringConvertible {
  var name: String
  var policy: InputPolicy
  var start: String
  var keyboard: SimulatedTextField.Keyboard = .latin
  var smartPunctuation = false
  var steps: @Sendable (SimulatedTextField) -> Void
  var expected: String
  /// What notification mode shows where the host's state at the notification cannot tell the
  /// edit from another (the DocC article "Known issues": a backspace after the person moved the
  /// caret past a literal reads as a forward delete from where the caret was; a caret left inside
  /// a character the insertion joined); `nil` when it shows
  /// ``expected``.
  var notificationReads: String? = nil

  var testDescription: String { "\(name): \"\(start)\" → \"\(expected)\"" }

  /// What the field shows at the end in `mode`.
  func expected(in mode: InterceptionMode) -> String {
    mode == .notification ? notificationReads ?? expected : expected
  }

  /// Whether the person selects or moves the caret in the steps.
  var selects: Bool {
    let field = SimulatedTextField(text: start)
    var selects = false
    field.selectionDidChangeHandlers.append { _ in selects = true }
    steps(field)
    return selects
  }

  /// Runs the scenario in `mode` and returns the field.
  func run(_ mode: InterceptionMode) -> SimulatedTextField {
    let simulated = field(start)
    simulated.keyboard = keyboard
    simulated.smartPunctuation = smartPunctuation
    simulated.intercept(policy: policy, mode: mode)
    steps(simulated)
    return simulated
  }

  /// Runs the scenario in `mode` and checks the field: it shows ``expected(in:)``; the
  /// controller agrees with it (in notification mode the controller hears no selection the
  /// person makes after the last edit, Known issues, so only the texts must agree); undo found
  /// nothing wrong; the app heard the corrected text.
  func check(in mode: InterceptionMode, sourceLocation: SourceLocation = #_sourceLocation) {
    let field = run(mode)
    #expect(field.drawing == expected(in: mode), sourceLocation: sourceLocation)
    let controller = field.interceptor!.controller.state
    if mode == .delegate {
      #expect(controller.drawn == field.drawing, sourceLocation: sourceLocation)
    } else {
      #expect(controller.text == field.text, sourceLocation: sourceLocation)
    }
    #expect(field.undoErrors == [], sourceLocation: sourceLocation)
    if let last = field.notifiedTexts.last {
      #expect(last == field.text, sourceLocation: sourceLocation)
    }
  }
}

let hanOnly = InputPolicy(try! InputRules.Pattern("\\p{Script=Han}*"))

let scenarios: [Scenario] = [
  Scenario(
    name: "typing digits", policy: .phoneCN, start: "138|",
    steps: { f in f.typeEach("0a0") }, expected: "13800|"),
  Scenario(
    name: "typing in the middle", policy: .phoneCN, start: "13|8",
    steps: { f in f.type("9") }, expected: "139|8"),
  Scenario(
    name: "pinyin is not counted while composing", policy: InputPolicy(.maxLength(5)),
    start: "abcd|", keyboard: .pinyin,
    steps: { f in
      for letters in ["n", "ni", "ni h", "ni ha", "ni hao"] { f.setMarkedText(letters) }
    },
    expected: "abcd⟨ni hao⟩|"),
  Scenario(
    name: "a committed candidate is truncated to the limit", policy: InputPolicy(.maxLength(5)),
    start: "abcd|", keyboard: .pinyin,
    steps: { f in
      for letters in ["n", "ni", "ni h", "ni ha", "ni hao"] { f.setMarkedText(letters) }
      f.commit("你好")
    },
    expected: "abcd你|"),
  Scenario(
    name: "a Chinese-only pattern lets pinyin be composed", policy: hanOnly, start: "|",
    keyboard: .pinyin,
    steps: { f in
      for letters in ["n", "ni", "nih", "niha", "nihao"] { f.setMarkedText(letters) }
      f.commit("你好")
    },
    expected: "你好|"),
  Scenario(
    name: "Chinese-only pattern rejects letters committed as typed", policy: hanOnly,
    start: "你|", keyboard: .pinyin,
    steps: { f in
      f.setMarkedText("abc"); f.unmarkText()
    }, expected: "你|"),
  Scenario(
    name: "a candidate commit that bypasses the delegate is judged", policy: .phoneCN,
    start: "12|", keyboard: .pinyin,
    steps: { f in
      f.setMarkedText("ni"); f.commit("你")
    }, expected: "12|"),
  Scenario(
    name: "a digit typed on a composing keyboard", policy: .phoneCN, start: "12|",
    keyboard: .pinyin,
    steps: { f in
      // "a" is marked; the phone number rejects it when it is committed.
      f.type("3"); f.type("a"); f.commit("啊")
    }, expected: "123|"),
  Scenario(
    name: "truncation keeps emoji whole", policy: InputPolicy(.maxLength(6, counting: .utf16)),
    start: "ab|", steps: { f in f.paste("👨‍👩‍👧") }, expected: "ab|"),
  Scenario(
    name: "truncation keeps emoji whole in a paste",
    policy: InputPolicy(.maxLength(4, counting: .utf16)),
    start: "a|", steps: { f in f.paste("😀😀") }, expected: "a😀|"),
  Scenario(
    name: "the caret stays after a truncated paste", policy: InputPolicy(.maxLength(5)),
    start: "ab|cd", steps: { f in f.paste("xyz") }, expected: "abx|cd"),
  Scenario(
    name: "an over-limit paste is truncated, not rejected", policy: .phoneCN,
    start: "1380013800|", steps: { f in f.paste("123") }, expected: "13800138001|"),
  Scenario(
    name: "a paste is filtered", policy: .phoneCN,
    start: "|", steps: { f in f.paste("138-0013-8000") }, expected: "13800138000|"),
  Scenario(
    name: "smart punctuation '...' → '…' is a replacement, not a deletion",
    policy: InputPolicy(.allow(.ascii)), start: "Wait|", smartPunctuation: true,
    steps: { f in f.typeEach("...") }, expected: "Wait..|"),
  Scenario(
    name: "smart punctuation allowed", policy: InputPolicy(.maxLength(6)),
    start: "Wait|", smartPunctuation: true,
    steps: { f in f.typeEach("...") }, expected: "Wait…|"),
  Scenario(
    name: "curly quotes rejected by an ASCII field", policy: InputPolicy(.allow(.ascii)),
    start: "say |", smartPunctuation: true,
    steps: { f in
      f.type("\""); f.type("x")
    }, expected: "say x|"),
  Scenario(
    name: "undo after a truncated paste", policy: InputPolicy(.maxLength(5)),
    start: "abc|",
    steps: { f in
      f.paste("defgh"); f.undo()
    }, expected: "abc|"),
  Scenario(
    name: "redo after undoing a truncated paste", policy: InputPolicy(.maxLength(5)),
    start: "abc|",
    steps: { f in
      f.paste("defgh"); f.undo(); f.redo()
    }, expected: "abcde|"),
  Scenario(
    name: "undo after a committed candidate", policy: InputPolicy(.maxLength(5)),
    start: "ab|", keyboard: .pinyin,
    steps: { f in
      f.setMarkedText("ni"); f.commit("你"); f.undo()
    }, expected: "ab|"),
  Scenario(
    name: "backspace deletes a whole family", policy: InputPolicy(.maxLength(5)),
    start: "a👨‍👩‍👧|", steps: { f in f.backspace() }, expected: "a|"),
  Scenario(
    name: "deleting is possible over the limit", policy: InputPolicy(.maxLength(2)),
    start: "abcd|",
    steps: { f in
      f.backspace(); f.type("x")
    }, expected: "abc|"),
  Scenario(
    name: "cut", policy: .phoneCN, start: "1«380»0",
    steps: { f in f.cut() }, expected: "1|0"),
  Scenario(
    name: "select and type over", policy: .phoneCN, start: "138",
    steps: { f in
      f.select(1..<3); f.type("x"); f.type("5")
    }, expected: "15|"),
  Scenario(
    name: "move by clusters", policy: InputPolicy(.maxLength(5)), start: "a😀b|",
    steps: { f in
      f.move(by: -2); f.type("x")
    }, expected: "ax|😀b"),
  Scenario(
    name: "one more 'A' typed into 'AA': the caret says where", policy: InputPolicy(.uppercased),
    start: "|AA", steps: { f in f.type("a") }, expected: "A|AA"),
  Scenario(
    name: "QuickType adds a trailing space", policy: InputPolicy(.maxLength(6)),
    start: "hel|", steps: { f in f.quickType("hello") }, expected: "hello |"),
  Scenario(
    name: "QuickType over the limit is truncated", policy: InputPolicy(.maxLength(5)),
    start: "hel|", steps: { f in f.quickType("hello") }, expected: "hello|"),
  Scenario(
    name: "autofill replaces the whole field", policy: .phoneCN,
    start: "1|", steps: { f in f.autofill("138 0013 8000") }, expected: "13800138000|"),
  Scenario(
    name: "autofill of a one-time code at the caret", policy: .pin,
    start: "|", steps: { f in f.autofill("123456", replacing: 0..<0) }, expected: "123456|"),
  Scenario(
    name: "dictation", policy: InputPolicy(.maxLength(8)), start: "|",
    steps: { f in f.dictate("hello world") }, expected: "hello wo|"),
  Scenario(
    name: "programmatic text is not judged, typing after it is", policy: .phoneCN,
    start: "|",
    steps: { f in
      f.setInputText("abc"); f.type("1"); f.type("x")
    }, expected: "abc1|"),
  Scenario(
    name: "the app's own delegate still rejects", policy: InputPolicy(.maxLength(3)),
    start: "|",
    steps: { f in
      f.shouldChange = { _, _, text in text != "x" }
      f.typeEach("axbcd")
    },
    expected: "abc|"),
]

@Suite("Scenarios in both interception modes")
struct ScenarioTests {
  @Test(arguments: scenarios, InterceptionMode.allCases)
  func scenario(_ scenario: Scenario, mode: InterceptionMode) {
    let field = scenario.run(mode)
    #expect(field.drawing == scenario.expected)
    #expect(field.undoErrors == [])
    // The controller agrees with the field.
    #expect(field.interceptor!.controller.state.drawn == field.drawing)
    // The app hears the corrected text.
    if let last = field.notifiedTexts.last { #expect(last == field.text) }
  }

  @Test(arguments: scenarios)
  func modesAgree(_ scenario: Scenario) {
    let delegate = scenario.run(.delegate)
    let notification = scenario.run(.notification)
    #expect(delegate.drawing == notification.drawing)
  }
}
