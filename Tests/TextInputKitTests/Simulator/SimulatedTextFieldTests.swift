import Testing
import TextInputKit
import TextInputKitSimulator
import TextInputKitTesting

/// The simulated field makes UIKit's calls in UIKit's order, never kinder than UIKit.
@Suite("Simulated text field")
struct SimulatedTextFieldTests {
  /// The calls of a field from `start` on, as text.
  static func calls(_ field: SimulatedTextField, from start: Int) -> [String] {
    field.calls[start...].map(\.description)
  }

  // MARK: Composing keyboards

  @Test func pinyinLettersAreMarkedLetterByLetter() {
    let field = field("ab|")
    field.keyboard = .pinyin
    field.typeEach("ni")
    #expect(field.drawing == "ab⟨ni⟩|")
    #expect(
      Self.calls(field, from: 0) == [
        "shouldChange(2..<2, \"n\")", "editingChanged", "textDidChange",
        "shouldChange(2..<3, \"ni\")", "editingChanged", "textDidChange",
      ])
    let before = field.calls.count
    field.commit("你")
    #expect(field.drawing == "ab你|")
    // A candidate is never asked about.
    #expect(Self.calls(field, from: before) == ["editingChanged", "textDidChange"])
  }

  @Test func aDigitOnThePinyinKeyboardIsInsertedAndEndsNoComposition() {
    let field = field("ab|")
    field.keyboard = .pinyin
    field.type("1")
    #expect(field.drawing == "ab1|")
    field.typeEach("n'")
    #expect(field.drawing == "ab1⟨n'⟩|")
  }

  @Test func japaneseRomajiBecomesKanaThenKanji() {
    let field = field("|")
    field.keyboard = .japanese
    var shown: [String] = []
    for key in "kanji" {
      field.type(String(key))
      shown.append(field.drawing)
    }
    #expect(shown == ["⟨k⟩|", "⟨か⟩|", "⟨かn⟩|", "⟨かんj⟩|", "⟨かんじ⟩|"])
    field.convert("漢字")
    #expect(field.drawing == "⟨漢字⟩|")
    field.convert("感じ")
    #expect(field.drawing == "⟨感じ⟩|")
    field.commit("感じ")
    #expect(field.drawing == "感じ|")
    #expect(field.calls.filter { if case .shouldChange = $0 { true } else { false } }.count == 7)
  }

  @Test(arguments: [
    ("ka", "か"), ("shi", "し"), ("tsu", "つ"), ("kitte", "きって"), ("nn", "ん"),
    ("kanji", "かんじ"), ("n", "n"), ("日本go", "日本ご"), ("x", "x"),
  ])
  func romajiToKana(_ romaji: String, _ kana: String) {
    #expect(SimulatedTextField.Keyboard.kana(fromRomaji: romaji) == kana)
  }

  @Test func aMultiLetterFirstUpdateIsOneQuestion() {
    let field = field("ab|")
    field.keyboard = .pinyin
    field.setMarkedText("ni")
    #expect(field.drawing == "ab⟨ni⟩|")
    #expect(Self.calls(field, from: 0).first == "shouldChange(2..<2, \"ni\")")
  }

  // MARK: System insertions

  @Test func dictationMarksAPlaceholderThenReplacesIt() {
    let field = field("ab|")
    field.dictate("cd")
    #expect(field.drawing == "abcd|")
    #expect(
      Self.calls(field, from: 0) == [
        "shouldChange(2..<2, \"\u{FFFC}\")", "editingChanged", "textDidChange",
        "shouldChange(2..<3, \"cd\")", "editingChanged", "textDidChange",
      ])
    field.undo()
    #expect(field.drawing == "ab|")
  }

  @Test func aRefusedPhraseRemovesThePlaceholder() {
    let field = field("ab|")
    field.shouldChange = { _, _, text in text != "cd" }
    field.dictate("cd")
    #expect(field.drawing == "ab|")
  }

  @Test func swipeTypingAddsTheSpacesAWordNeeds() {
    let field = field("hello|")
    field.swipe("world")
    #expect(field.drawing == "hello world |")
    field.swipe("again")
    #expect(field.drawing == "hello world again |")
    #expect(field.calls.first?.description == "shouldChange(5..<5, \" world \")")
  }

  @Test func quickTypeAndAutocorrectReplaceTheWordBeforeTheCaret() {
    let suggested = field("see teh|")
    suggested.quickType("the")
    #expect(suggested.drawing == "see the |")
    let typo = field("teh |")
    typo.autocorrect("the")
    #expect(typo.drawing == "the| ")
    let rough = field("teh |")
    rough.roughness = .caretStaysAfterCorrection
    rough.autocorrect("the")
    #expect(rough.drawing == "the |")
    let nothing = field(" |")
    nothing.autocorrect("the")
    #expect(nothing.calls == [])
  }

  @Test func aOneTimeCodeReplacesTheWholeText() {
    let field = field("12|")
    field.oneTimeCode("123456")
    #expect(field.drawing == "123456|")
    #expect(field.calls.first?.description == "shouldChange(0..<2, \"123456\")")
  }

  @Test func smartPunctuationAndDashes() {
    let field = field("|")
    field.smartPunctuation = true
    field.smartDashes = true
    field.typeEach("\"a--b...\"")
    #expect(field.drawing == "\u{201C}a—b…\u{201D}|")
  }

  @Test(arguments: [
    ("see|", "you", "see you|"), ("see|me", "you", "see you |me"), ("see |", " you", "see you|"),
    ("see|", ",", "see,|"), ("|", "you", "you|"),
  ])
  func smartInsertAroundAPaste(_ start: String, _ pasted: String, _ end: String) {
    let field = field(start)
    field.smartInsertDelete = true
    field.paste(pasted)
    #expect(field.drawing == end)
  }

  // MARK: Roughness

  @Test func roughnessListsNoneEachOptionAndAll() {
    let cases = SimulatedTextField.Roughness.allCases
    #expect(cases.count == SimulatedTextField.Roughness.named.count + 2)
    #expect(cases.first == [])
    #expect(cases.last == .all)
    #expect(SimulatedTextField.Roughness([]).description == "[]")
    #expect(
      SimulatedTextField.Roughness([.commitsAreSilent, .replaceAsksDelegate]).description
        == "[replaceAsksDelegate, commitsAreSilent]")
  }

  @Test(arguments: [false, true])
  func replaceAsksTheDelegateOnlyWhenRough(_ asks: Bool) {
    let field = field("ab|")
    if asks { field.roughness = .replaceAsksDelegate }
    field.shouldChange = { _, _, _ in false }
    field.replace(0..<1, withText: "x")
    #expect(field.text == (asks ? "ab" : "xb"))
  }

  @Test func aCorrectionAnnouncedByReplaceIsHeardOnce() {
    // Notification mode corrects "138a" to "138"; whether replace(_:withText:) announces it or
    // the interceptor does, the app hears one notification per change.
    for roughness: SimulatedTextField.Roughness in [[], .replaceAnnounces] {
      let field = field("138|")
      field.roughness = roughness
      field.intercept(policy: .phoneCN, mode: .notification)
      field.type("a")
      #expect(field.drawing == "138|")
      #expect(field.notifiedTexts == ["138a", "138"], "\(roughness)")
    }
  }

  @Test func unannouncedCorrectionsAndSilentCommits() {
    let field = field("teh |")
    field.roughness = [.correctionsPostNoNotification, .correctionsSendNoEditingChanged]
    field.intercept(policy: .unrestricted, mode: .notification)
    field.autocorrect("the")
    #expect(Self.calls(field, from: 0) == ["shouldChange(0..<3, \"the\")"])
    #expect(field.hasUnreportedChange)
    field.type("x")
    #expect(!field.hasUnreportedChange)
    #expect(field.interceptor?.controller.state.text == field.text)

    let silent = SimulatedTextField(text: "")
    silent.roughness = .commitsAreSilent
    silent.keyboard = .pinyin
    silent.type("n")
    let before = silent.calls.count
    silent.commit("你")
    #expect(silent.calls.count == before)
    #expect(silent.hasUnreportedChange)
  }

  @Test func selectionFollowsEditsWhenRough() {
    for roughness: SimulatedTextField.Roughness in [[], .selectionFollowsEdits] {
      let field = field("|")
      field.roughness = roughness
      var heard = 0
      field.selectionDidChangeHandlers.append { _ in heard += 1 }
      field.type("a")
      #expect(heard == (roughness.isEmpty ? 0 : 1))
    }
  }

  /// The example of the field's documentation, under every roughness in both modes.
  @Test(arguments: SimulatedTextField.Roughness.allCases, InterceptionMode.allCases)
  func pinyinUnderAPhonePolicy(_ roughness: SimulatedTextField.Roughness, _ mode: InterceptionMode)
  {
    let field = field("138|")
    field.roughness = roughness
    field.intercept(policy: .phoneCN, mode: mode)
    field.keyboard = .pinyin
    field.type("a")
    #expect(field.drawing == "138⟨a⟩|")
    field.commit("啊")
    field.keyboard = .latin
    field.type("0")
    withKnownIssue(KnownIssues.silentCommit) {
      #expect(field.drawing == "1380|")
    } when: {
      mode == .delegate && roughness.contains(.commitsAreSilent)
    }
  }

  // MARK: What the adapters call

  @Test(arguments: InterceptionMode.allCases)
  func selectionChangesReachTheInterceptorOnlyInDelegateMode(_ mode: InterceptionMode) {
    // The UIKit adapters forward textFieldDidChangeSelection through the delegate proxy, which
    // only delegate mode installs: in notification mode a tap inside a token stays there.
    let field = field("2sin(|")
    field.intercept(policy: .unrestricted, tokens: .calculator, mode: mode)
    var appHeard = 0
    field.selectionDidChangeHandlers.append { _ in appHeard += 1 }
    field.select(4..<4)
    #expect(appHeard == 1)
    // Delegate mode snaps the caret to an edge of "sin("; notification mode leaves it inside.
    if mode == .delegate {
      #expect([1..<1, 5..<5].contains(field.selection))
    } else {
      #expect(field.selection == 4..<4)
    }
  }
}
