import Testing
import TextInputKitSimulator

import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction

/// One scenario of the laws of an edit, run in both interception modes: the law it breaks, or
/// `nil`.
struct LawScenario: CustomTestStringConvertible, Sendable {
  var name: String
  var policy: InputPolicy
  /// The engine bug that breaks the law here, until it is fixed; `nil` when the law holds.
  var known: KnownLawBreak?
  var run: @Sendable (InputPolicy) -> LawViolation?
  var testDescription: String { name }

  /// A session of events in both modes, in step.
  init(
    _ name: String, _ policy: InputPolicy, known: KnownLawBreak? = nil, tokens: TokenSet? = nil,
    _ events: [SessionEvent], keys: [String] = []
  ) {
    self.name = name
    self.policy = policy
    self.known = known
    self.run = { policy in
      var session = LawSession(policy: policy, tokens: tokens)
      // Other known breaks that only misplace the caret do not hide this one.
      session.tolerates = {
        let other = KnownLawBreak.matching($0, policy: policy)
        return other != nil && other != known
      }
      do throws(LawViolation) {
        try session.run(events)
        for key in keys { try session.insertKey(key) }
        return nil
      } catch {
        return error
      }
    }
  }

  /// A check of its own.
  init(
    _ name: String, _ policy: InputPolicy, known: KnownLawBreak? = nil,
    check: @escaping @Sendable (InputPolicy) -> LawViolation?
  ) {
    self.name = name
    self.policy = policy
    self.known = known
    self.run = check
  }

  /// Select all in a field showing `text`, then paste.
  init(
    _ name: String, _ policy: InputPolicy, known: KnownLawBreak? = nil,
    selectAllIn text: String, paste: String
  ) {
    self.name = name
    self.policy = policy
    self.known = known
    self.run = { policy in
      InterceptionMode.allCases.lazy.compactMap {
        EditLaws.selectAllThenPasteViolation(paste, over: text, policy: policy, mode: $0)
      }.first
    }
  }
}

let maskOfFour = try! InputPolicy(json: "{\"mask\": \"####\"}")
let uppercasedMask = try! InputPolicy(.uppercased, InputRules.Mask("a-AA"))
let lawStickers = TokenSet(catalog: StickerRoundTrip.catalog)

/// The minimal reproductions of every break the laws found, and scenarios where they hold.
let lawScenarios: [LawScenario] = [
  // Known breaks: each fails until the engine (or the simulated field) is fixed.
  LawScenario(
    "mask a-AA, uppercased: type \"x\" → \"a-X|\": sanitizing that reads the literal \"a\"",
    uppercasedMask, known: .uppercasedLiteralsAreReadAsValues, [.type("x")]),
  LawScenario(
    "mask a-A, uppercased: validate of the display \"a-B\" reads \"a\" as a value",
    try! InputPolicy(.uppercased, InputRules.Mask("a-A")),
    known: .uppercasedLiteralsAreReadAsValues
  ) { EditLaws.sanitizeViolation($0, "b") },

  // The laws hold.
  LawScenario(
    "pin: paste \"\\u{3164}\\u{AD}00\", undo, redo gives \"00|\" in both modes", .pin,
    [.paste("\u{3164}\u{AD}00")]),
  LawScenario(
    "bank-card: \"0|138\", type \"7\" → \"07|13 8\", undo gives \"0|138\"",
    .bankCard, [.paste("0138"), .select(1..<1), .type("7")]),
  LawScenario(
    "bio: \"a|\", type \"\\u{301}\", undo gives \"a|\"", .bio, [.type("a"), .type("\u{301}")]),
  LawScenario(
    "tweet: \"00👍🏽🇺🇸|\", type \"\\u{200C}°\", undo keeps the flag", .tweet,
    [.paste("00👍\u{1F3FD}\u{1F1FA}\u{1F1F8}"), .type("\u{200C}\u{B0}")]),
  LawScenario(
    "\"ש\\u{20E3}\", mark \"\\u{200D}\", type over it: only the marked text is replaced",
    try! InputPolicy(json: ##"{"deny": {"characters": "#>😀"}}"##),
    [.paste("\u{5E9}\u{20E3}"), .mark("\u{200D}"), .type("\u{5E9}\u{1F1F3}\u{E007F} e")]),
  LawScenario(
    "nickname: mark \"n\", type \"\\u{7F}\" over it (rejected): \"|\" in both modes", .nickname,
    [.mark("n"), .type("\u{7F}")]),
  LawScenario("pin: pinyin \"p egpoy\": \"⟨egpoy⟩|\" in both modes", .pin, [.pinyin("p egpoy")]),
  LawScenario("secure: kana \"jew \": the same in both modes", .secure, [.kana("jew ")]),
  LawScenario(
    "pin: \"000013|\", a one-time code that starts like it: a documented exception", .pin,
    [.programmatic(0..<0, "000013"), .oneTimeCode("0\u{FFFD}\u{1}Z\u{FFFD}s#M\u{FFFD}!\u{7}"), .type("1")]),
  LawScenario(
    "amount: \"0.|\", dictation of a variation selector (rejected) keeps \"0.|\"", .amount,
    [.smartType("-."), .dictate("\u{FE0E}")]),
  LawScenario(
    "tweet: paste at a caret inside \"ǅ\\u{200C}\"", .tweet,
    [.type("\u{200C}"), .systemReplace(0..<0, "ǅ"), .paste("\n")]),
  LawScenario(
    "amount: \"138|\", system replacement at the end with \"p8\", undo, redo", .amount,
    [.type("1"), .type("3"), .type("8"), .systemReplace(3..<3, "p8")]),
  LawScenario(
    "amount: paste \"\\u{2069}3.14\", undo, redo, undo: \"|\" in both modes", .amount,
    [.paste("\u{2069}3.14"), .undo]),
  LawScenario(
    "mask ####: \"1200\", select all, paste \"345600\" gives \"3456|\"", maskOfFour,
    selectAllIn: "1200", paste: "345600"),
  LawScenario(
    "amount: \"0\", select all, paste \"0@bob \" gives \"0|\"", .amount,
    selectAllIn: "0", paste: "0@bob "),
  LawScenario(
    "a decimal: \"0.\", select all, paste \"Z.\" gives \"0.|\"",
    try! InputPolicy(json: #"{"decimal": {"fractionDigits": 2}}"#), selectAllIn: "0.", paste: "Z."),
  LawScenario(
    "nickname: \"小«明»\", mark \"x\", \"xiao\", commit \"😄\" (rejected) gives \"小«明»\"",
    .nickname, [.paste("小明"), .select(1..<2), .mark("x"), .mark("xiao"), .commit("😄")]),
  LawScenario(
    "phone-cn: \"138|\", system replacement of 0..<0 with \"a\" (rejected) keeps \"138|\"",
    .phoneCN, [.paste("138"), .systemReplace(0..<0, "a")]),
  LawScenario(
    "phone-cn: a first marked \"ni\" is marked in both modes", .phoneCN, [.mark("ni")]),
  LawScenario(
    "phone-cn: a first marked \"3\" is judged at once in delegate mode: a documented exception",
    .phoneCN, [.mark("3"), .type("8")]),
  LawScenario(
    "bio: \"👨‍👩‍👧‍👦\", system replacement of 3..<11 (inside it): a documented exception", .bio,
    [.paste("👨‍👩‍👧‍👦"), .systemReplace(3..<11, "x"), .type("y")]),
  LawScenario(
    "phone-cn: \"1«38»\", \"a\" typed, pasted, replaced (all rejected)", .phoneCN,
    [.paste("138"), .select(1..<3), .type("a"), .paste("abc"), .systemReplace(1..<3, "x")]),
  LawScenario(
    "phone-cn: select all and paste", .phoneCN,
    [.paste("1380013"), .select(0..<7), .paste("13912345678")]),
  LawScenario(
    "nickname: \"小明\", mark \"x\", \"xiao\", commit \"晓\", undo, redo", .nickname,
    [.paste("小明"), .mark("x"), .mark("xiao"), .commit("晓"), .undo, .redo]),
  LawScenario(
    "a calculator key that does not fit whole is rejected", InputPolicy(.maxLength(6)),
    tokens: .calculator, [.paste("123+")], keys: ["sin("]),
  LawScenario(
    "a sticker that does not fit whole is rejected", InputPolicy(.maxLength(8)),
    tokens: lawStickers, [.paste("笑死了啊a")], keys: ["[笑哭]"]),
  LawScenario(
    "a sticker over a selection, rejected, keeps the selection", InputPolicy(.maxLength(8)),
    tokens: lawStickers, [.paste("笑死了啊a"), .select(4..<5)], keys: ["[笑哭]", "[a]"]),
  LawScenario(
    "tweet: typed key by key or pasted", .tweet,
    [.type("Hello, "), .paste("world 👋🏽 #swift")]),
  LawScenario(
    "phone-cn-spaced: \"138 0013 8000\", select all, paste \"+86 139-1234-5678\"",
    .phoneCNSpaced, selectAllIn: "138 0013 8000", paste: "+86 139-1234-5678"),
  LawScenario(
    "phone-cn: \"13800138000\", select all, paste \"0086 139 1234 5678\"", .phoneCN,
    selectAllIn: "13800138000", paste: "0086 139 1234 5678"),
  LawScenario(
    "phone-cn-spaced: a code pasted, undone, redone", .phoneCNSpaced,
    [.paste("+86 138 0013 8000"), .undo, .redo, .select(0..<13), .paste("8613912345678")]),
  LawScenario(
    "a signed amount: \"-5\", select all, paste \"\u{2212}12,5\"", signedCommaAmount,
    selectAllIn: "-5", paste: "\u{2212}12,5"),
  LawScenario(
    "a signed amount: minus signs typed and pasted", signedCommaAmount,
    [.type("\u{FE63}"), .type("1"), .type(","), .type("5"), .select(0..<0), .type("-"), .undo]),
]

let signedCommaAmount = try! InputPolicy(
  json: #"{"decimal": {"fractionDigits": 2, "allowsNegative": true, "acceptsDecimalComma": true}}"#)

@Suite("Laws of an edit: scenarios")
struct EditLawScenarioTests {
  @Test(arguments: lawScenarios)
  func scenario(_ scenario: LawScenario) {
    let violation = scenario.run(scenario.policy)
    guard let known = scenario.known else {
      #expect(violation == nil, "\(violation.map(String.init(describing:)) ?? "")")
      return
    }
    withKnownIssue(Comment(rawValue: known.rawValue)) {
      #expect(violation == nil, "\(violation.map(String.init(describing:)) ?? "")")
    }
    if let violation {
      #expect(KnownLawBreak.matching(violation, policy: scenario.policy) == known, "\(violation)")
    }
  }
}

/// Every check can fail: each is given a broken pair of fields, or a broken function, and must
/// say so.
@Suite("Laws of an edit: the checks fail")
struct EditLawCheckTests {
  let phone = InputPolicy.phoneCN

  @Test func aFieldThatDiffersIsAViolation() throws {
    let expected = FieldSnapshot(drawn: "1«38»", policy: phone)
    let actual = FieldSnapshot(drawn: "1|", policy: phone)
    for law in EditLaw.allCases {
      let violation = try #require(EditLaws.expectSame(law, actual, expected, "a rejected paste"))
      #expect(violation.law == law)
      #expect(
        violation.message
          == #"a rejected paste: expected "1«38»", got "1|" (text, selection, value differ)"#)
    }
    #expect(EditLaws.expectSame(.modesAgree, expected, expected, "the same") == nil)
  }

  @Test func theSelectionCanBeLeftOutOrWidened() {
    let caret = FieldSnapshot(drawn: "a|", policy: phone)
    let selected = FieldSnapshot(drawn: "«a»", policy: phone)
    #expect(EditLaws.expectSame(.undoRestores, selected, caret, "undo") != nil)
    #expect(
      EditLaws.expectSame(.undoRestores, selected, caret, comparesSelection: false, "undo") == nil)
    // A caret inside "á" (a + U+0301) is the caret after it, widened to the whole character.
    let inside = FieldSnapshot(text: "a\u{301}", selection: 1..<1, value: "a\u{301}")
    let after = FieldSnapshot(text: "a\u{301}", selection: 2..<2, value: "a\u{301}")
    #expect(EditLaws.expectSame(.undoRestores, inside, after, "undo") != nil)
    #expect(
      EditLaws.expectSame(.undoRestores, inside, after, wholeCharacters: true, "undo") == nil)
  }

  @Test func aMarkedRangeThatDiffersIsAViolation() {
    let marked = FieldSnapshot(drawn: "⟨ni⟩|", policy: .bio)
    let committed = FieldSnapshot(drawn: "ni|", policy: .bio)
    #expect(
      EditLaws.expectSame(.modesAgree, marked, committed, "mark")?.message
        == #"mark: expected "ni|", got "⟨ni⟩|" (marked range differ)"#)
  }

  @Test func aSanitizeThatIsNotStableIsAViolation() {
    let growing = EditLaws.sanitizeViolation(
      phone, "138", sanitize: { $0 + "0" }, validate: phone.validate)
    #expect(
      growing?.message
        == #"sanitize("138") = "1380", but sanitizing that gives "13800""#)
    let normalizing = EditLaws.sanitizeViolation(
      phone, "138", sanitize: { $0 }, validate: { _ in phone.validate("１３８") })
    #expect(
      normalizing?.message
        == #"validate("138"), the sanitized "138", reports ["fullWidth.converted"]"#)
    #expect(EditLaws.sanitizeViolation(phone, "１３８-0013") == nil)
  }

  @Test func aDisplayThatDoesNotReadBackIsAViolation() {
    let policy = InputPolicy.phoneCNSpaced
    let lossy = EditLaws.displayViolation(
      value: "13800", display: { String(policy.display(of: $0).dropLast()) }, read: policy.value)
    #expect(
      lossy?.message
        == #"the value "13800" is shown as "138 0", which reads back as "1380""#)
    #expect(EditLaws.displayViolation(policy, value: "13800") == nil)
  }

  @Test func aCounterThatDiffersFromTheTextIsAViolation() {
    let wrong = LengthCounter(count: 3, limit: 11)
    #expect(
      EditLaws.counterViolation(wrong, text: "1380", policy: phone)?.message
        == #"the counter of "1380" reads 3/11 (over the limit: false), but the text measures 4/11 (over: false)"#
    )
    #expect(
      EditLaws.counterViolation(LengthCounter(count: 4, limit: 11), text: "1380", policy: phone)
        == nil)
    // A formatted field counts its value: "138 0" is 4 characters of value.
    #expect(
      EditLaws.counterViolation(
        LengthCounter(count: 4, limit: nil), text: "138 0", policy: .phoneCNSpaced) == nil)
  }

  @Test func aSessionWhoseModesDifferIsAViolation() throws {
    var session = LawSession(policy: .bio)
    try session.perform(.type("a"))
    // The notification-mode field changed behind the session's back.
    session.fields[1].setInputText("ab")
    let violation = try #require(throws: LawViolation.self) { try session.perform(.type("c")) }
    #expect(violation.law == .modesAgree)
  }

  @Test func aReplacementNotificationModeCannotReadBackIsAnException() {
    let family = FieldSnapshot(drawn: "👨‍👩‍👧‍👦|", policy: .bio)
    #expect(EditLaws.notificationModeCannotReadBack(.systemReplace(3..<11, "x"), in: family))
    #expect(!EditLaws.notificationModeCannotReadBack(.systemReplace(0..<11, "x"), in: family))
    let price = FieldSnapshot(drawn: "0.|", policy: .price)
    #expect(EditLaws.notificationModeCannotReadBack(.programmatic(0..<2, "0x"), in: price))
    #expect(!EditLaws.notificationModeCannotReadBack(.programmatic(0..<2, "x"), in: price))
    let selected = FieldSnapshot(drawn: "«86»", policy: .pin)
    #expect(EditLaws.notificationModeCannotReadBack(.systemReplace(2..<2, "x"), in: selected))
    #expect(!EditLaws.notificationModeCannotReadBack(.type("x"), in: selected))
    // A regional indicator inserted before a flag pairs with its first half.
    let flag = FieldSnapshot(drawn: "🇨🇳|", policy: .bio)
    #expect(EditLaws.notificationModeCannotReadBack(.systemReplace(0..<0, "…\u{1F1E8}"), in: flag))
    #expect(!EditLaws.notificationModeCannotReadBack(.systemReplace(0..<0, "…"), in: flag))
    // A one-time code over the whole text that starts like it: "0013" → "0©️" reads as "013"
    // replaced by "©️"; a code that shares nothing with the text reads back.
    let code = FieldSnapshot(drawn: "0013|", policy: .pin)
    let asked: [SimulatedTextField.Call] = [.shouldChange(0..<4, "0\u{A9}\u{FE0F}")]
    #expect(EditLaws.notificationModeCannotReadBack(.oneTimeCode("0\u{A9}\u{FE0F}"), asked: asked, in: code))
    #expect(
      !EditLaws.notificationModeCannotReadBack(
        .oneTimeCode("7"), asked: [.shouldChange(0..<4, "7")], in: code))
    // Only the events whose range the system chooses.
    #expect(!EditLaws.notificationModeCannotReadBack(.paste("0\u{A9}"), asked: asked, in: code))
  }

  @Test func aKnownBreakIsNarrow() {
    // Undo that misplaces the caret, or leaves other text, is no known break any more.
    let violation = LawViolation(
      law: .undoRestores, message: "undo after …",
      expected: FieldSnapshot(drawn: "0|138", policy: .bankCard),
      actual: FieldSnapshot(drawn: "013|8", policy: .bankCard))
    #expect(KnownLawBreak.matching(violation, policy: .bankCard) == nil)
    #expect(KnownLawBreak.matching(violation, policy: .bio) == nil)
    var otherText = violation
    otherText.actual = FieldSnapshot(drawn: "013|", policy: .bio)
    #expect(KnownLawBreak.matching(otherText, policy: .bio) == nil)
    // A law the uppercased literals break is one only where the policy uppercases a mask.
    let uppercased = LawViolation(
      law: .sanitizeIsStable, message: "sanitize(\"b\") = \"a-B\"",
      expected: FieldSnapshot(drawn: "a-B|", policy: uppercasedMask),
      actual: FieldSnapshot(drawn: "a-A|", policy: uppercasedMask))
    #expect(
      KnownLawBreak.matching(uppercased, policy: uppercasedMask)
        == .uppercasedLiteralsAreReadAsValues)
    #expect(KnownLawBreak.matching(uppercased, policy: .bankCard) == nil)
  }

  @Test func delegateModeJudgingAFirstMarkedTextAtOnceIsAnException() {
    let empty = FieldSnapshot(drawn: "|", policy: .phoneCN)
    #expect(EditLaws.delegateModeJudgesAtOnce(.mark("3"), in: empty))
    #expect(EditLaws.delegateModeJudgesAtOnce(.mark("℃"), in: empty))
    #expect(!EditLaws.delegateModeJudgesAtOnce(.mark("ni"), in: empty))
    #expect(!EditLaws.delegateModeJudgesAtOnce(.type("3"), in: empty))
  }
}
