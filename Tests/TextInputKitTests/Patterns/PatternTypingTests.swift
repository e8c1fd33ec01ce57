import Testing
import TextInputKit
import TextInputKitSimulator

/// A pattern judges what the text can still become: a complete value is typed through its
/// incomplete prefixes, and a paste keeps its longest part that can still match.
@Suite("Patterns while typing")
struct PatternTypingTests {
  @Test func aFourDigitCodeIsTypedDigitByDigit() throws {
    let policy = InputPolicy(try InputRules.Pattern("^[0-9]{4}$"))
    var state = TextFieldState()
    for (digit, drawn) in [("1", "1|"), ("2", "12|"), ("3", "123|"), ("4", "1234|")] {
      let outcome = policy.apply(.typing(digit, in: state), to: state)
      #expect(!outcome.isRejected)
      state = outcome.state
      #expect(state.drawn == drawn)
    }
    #expect(policy.apply(.typing("5", in: state), to: state).isRejected)
    #expect(policy.apply(.typing("a", in: TextFieldState(drawn: "12|")), to: TextFieldState(drawn: "12|")).isRejected)
  }

  @Test func aPlateRejectsADigitWhereALetterIsDue() throws {
    let policy = InputPolicy(try InputRules.Pattern("^[A-Z]{2}[0-9]{3}$"))
    let afterA = TextFieldState(drawn: "A|")
    #expect(policy.apply(.typing("1", in: afterA), to: afterA).isRejected)
    #expect(policy.apply(.typing("B", in: afterA), to: afterA).state.drawn == "AB|")
    #expect(policy.sanitize("AB12345") == "AB123")
    let empty = TextFieldState()
    let pasted = policy.apply(.paste("AB12345", in: empty), to: empty)
    #expect(pasted.state.drawn == "AB123|")
    #expect(pasted.disposition == .changed)
  }

  /// The same through a simulated UIKit field, keystroke by keystroke and pasting.
  @Test func throughASimulatedField() throws {
    let code = try InputRules.Pattern("^[0-9]{4}$")
    let field = SimulatedTextField()
    field.intercept(policy: InputPolicy(code), mode: .delegate)
    field.typeEach("12345")
    #expect(field.text == "1234")
    let plate = SimulatedTextField()
    plate.intercept(policy: InputPolicy(try InputRules.Pattern("^[A-Z]{2}[0-9]{3}$")), mode: .delegate)
    plate.typeEach("A1")
    #expect(plate.text == "A")
    plate.paste("B12345")
    #expect(plate.text == "AB123")
  }

  /// An edit in the middle is judged with the text after it.
  @Test func anEditInTheMiddleIsJudgedWithTheTextAfterIt() throws {
    let policy = InputPolicy(try InputRules.Pattern("^[A-Z]{2}[0-9]{3}$"))
    let state = TextFieldState(drawn: "A|12")
    #expect(policy.apply(.typing("B", in: state), to: state).state.drawn == "AB|12")
    #expect(policy.apply(.typing("1", in: state), to: state).isRejected)
    #expect(policy.apply(.paste("BC", in: state), to: state).state.drawn == "AB|12")
    let date = InputPolicy(try InputRules.Pattern("^[0-9]{2}-[0-9]{2}$"))
    let middle = TextFieldState(drawn: "1|-34")
    #expect(date.apply(.paste("2345", in: middle), to: middle).state.drawn == "12|-34")
  }

  /// Characters are whole grapheme clusters: an emoji with a skin tone or a letter with its
  /// accent is one character.
  @Test func charactersAreWholeClusters() throws {
    let two = try InputRules.Pattern("^.{2}$")
    #expect(two.matches("👍🏽e\u{301}"))
    #expect(two.matches("👨‍👩‍👧中"))
    #expect(!two.matches("👍🏽e\u{301}a"))
    let han = try InputRules.Pattern("^\\p{Han}+$")
    #expect(han.matches("中文"))
    #expect(!han.matches("中a"))
    #expect(han.isPrefixOfMatch("中"))
    #expect(!han.isPrefixOfMatch("a"))
    let digits = try InputRules.Pattern("^[0-9]{4}$")
    #expect(!digits.matches("1\u{301}234"))
    let policy = InputPolicy(han)
    let state = TextFieldState(drawn: "中|")
    #expect(policy.apply(.typing("😀", in: state), to: state).isRejected)
  }

  @Test func theTwoQuestions() throws {
    let code = try InputRules.Pattern("^[0-9]{4}$")
    for (text, complete, prefix) in [
      ("", false, true), ("1", false, true), ("12", false, true), ("1234", true, true),
      ("12345", false, false), ("12a", false, false),
    ] {
      #expect(code.matches(text) == complete, "\(text)")
      #expect(code.isPrefixOfMatch(text) == prefix, "\(text)")
    }
    let never = try InputRules.Pattern("a$b")
    #expect(!never.isPrefixOfMatch("a"))
    #expect(!never.isPrefixOfMatch(""))
    let anchored = try InputRules.Pattern("ab$|c")
    #expect(anchored.matches("ab"))
    #expect(anchored.isPrefixOfMatch("a"))
    #expect(!anchored.isPrefixOfMatch("abc"))
  }
}

/// A pattern's completion check: complete when the text matches, incomplete when it can still
/// become a match, invalid otherwise.
@Suite("Pattern completion")
struct PatternCompletionTests {
  @Test(arguments: [
    ("", Completion.Status.complete), ("1", .incomplete), ("12", .incomplete), ("123", .incomplete),
    ("1234", .complete), ("12345", .invalid), ("12a", .invalid),
  ])
  func aFourDigitCode(value: String, status: Completion.Status) throws {
    let policy = InputPolicy(try InputRules.Pattern("^[0-9]{4}$"))
    let completion = policy.completion(of: value)
    #expect(completion.status == status)
    if status == .incomplete {
      #expect(completion.description == "incomplete pattern: Not finished: the text must match the pattern ^[0-9]{4}$.")
    }
  }

  @Test func requiredStillJudgesTheEmptyValue() throws {
    let policy = InputPolicy(.required, try InputRules.Pattern("^[A-Z]{2}[0-9]{3}$"))
    #expect(policy.completion(of: "").rule == .required)
    #expect(policy.completion(of: "AB1").status == .incomplete)
    #expect(policy.completion(of: "AB123").isComplete)
  }
}
