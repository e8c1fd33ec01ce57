import Testing
import TextInputKitTesting

import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction

/// A megabyte of hostile text, for each family of rules, through ``InputPolicy/validate(_:)``,
/// ``InputPolicy/sanitize(_:)`` and a paste into a ``TextInputController``.
///
/// Each case runs under a time bound that linear work meets many times over in a debug build
/// and quadratic work overruns by hours: a megabyte is a hundred times the 10,000 digits that
/// took 0.3 s when grouping was quadratic; the suite's time limit ends such a run instead of
/// letting it hang. Release-mode timings are in Benchmarks/README.md, measured by
/// Scripts/time-checks.sh.
@Suite("Linear checks", .timeLimit(.minutes(2)))
struct LinearCheckTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var policy: InputPolicy
    var unit: String
    /// The value a paste of the whole text leaves, or `nil` to check only that the paste keeps a
    /// prefix of the text's value that the policy accepts.
    var value: String?

    var testDescription: String { name }

    /// `unit` repeated to a megabyte.
    var text: String { String(repeating: unit, count: (1 << 20) / unit.utf8.count) }
  }

  static let oneMegabyteOfDigits = String(repeating: "1234567890", count: (1 << 20) / 10)

  static let cases: [Case] = [
    Case(
      name: "grouped decimal, digits",
      policy: InputPolicy(
        InputRules.DecimalNumber(fractionDigits: 2, integerDigits: nil, grouping: ",")),
      unit: "1234567890", value: oneMegabyteOfDigits),
    Case(name: "amount, digits", policy: .amount, unit: "1234567890", value: "123456789012"),
    Case(name: "price, digits", policy: .price, unit: "1234567890", value: oneMegabyteOfDigits),
    Case(
      name: "decimal with integer digits, digits",
      policy: InputPolicy(.decimal(fractionDigits: 2, integerDigits: 8)), unit: "0012.5",
      value: "12.50"),
    Case(name: "mask, digits", policy: .phoneCNSpaced, unit: "1234567890", value: "12345678901"),
    Case(
      name: "mask, country codes", policy: .phoneCNSpaced, unit: "+86 ", value: "86868686868"),
    Case(name: "phone, country codes", policy: .phoneCN, unit: "0086", value: "00860086008"),
    Case(
      name: "bank card, digits", policy: .bankCard, unit: "1234567890",
      value: "1234567890123456789"),
    Case(
      name: "American Express card, digits", policy: .bankCard, unit: "3782822463",
      value: "378282246337828"),
    Case(
      name: "repeated slot, digits", policy: InputPolicy(try! InputRules.Mask("## #…")),
      unit: "1234567890", value: oneMegabyteOfDigits),
    Case(
      name: "optional group, digits", policy: InputPolicy(try! InputRules.Mask("###[.##]")),
      unit: "1234567890", value: "12345"),
    Case(
      name: "leading literals, the prefix repeated",
      policy: InputPolicy(try! InputRules.Mask("+7 (###) ###-##-##")), unit: "+7 (",
      value: "7777777777"),
    Case(
      name: "leading literals, digits",
      policy: InputPolicy(try! InputRules.Mask("+7 (###) ###-##-##", trailingLiterals: true)),
      unit: "7912345678", value: "7912345678"),
    Case(
      name: "secure, letters", policy: .secure, unit: "admin",
      value: String(
        repeating: "admin", count: 13
      ).prefix(64).description),
    Case(name: "tweet, URLs", policy: .tweet, unit: "example.com ", value: nil),
    Case(
      name: "emoji and invisibles, mixed",
      policy: InputPolicy(.rejectEmoji, .rejectInvisibles), unit: "😀a\u{200B}",
      value: String(repeating: "a", count: (1 << 20) / 8)),
    Case(
      name: "pattern, digits", policy: Self.policy(#"{"pattern": "[0-9]*"}"#), unit: "1234567890",
      value: oneMegabyteOfDigits),
    Case(
      name: "plain decimal, digits", policy: Self.policy(#"{"decimal": {"fractionDigits": 2}}"#),
      unit: "1234567890", value: oneMegabyteOfDigits),
    Case(
      name: "mixed scripts and marks, letters",
      policy: Self.policy(#"{"mixedScripts": "reject", "maxCombiningMarks": 2}"#), unit: "admin",
      value: String(repeating: "admin", count: (1 << 20) / 5)),
    Case(
      name: "uppercase, letters", policy: Self.policy(#"{"transform": "uppercase"}"#),
      unit: "admin", value: String(repeating: "ADMIN", count: (1 << 20) / 5)),
    Case(
      name: "gb18030 limit, Chinese and letters",
      policy: Self.policy(#"{"maxLength": 100, "metric": "gb18030"}"#), unit: "你好ab",
      value: String(repeating: "你好ab", count: 16) + "你好"),
  ]

  /// A policy file the tests know to be valid.
  static func policy(_ json: String) -> InputPolicy {
    // swift-format-ignore: NeverUseForceTry
    try! InputPolicy(json: json)
  }

  /// Ten seconds: linear work on a megabyte takes a fraction of that in a debug build.
  static let bound = Duration.seconds(10)

  @Test(arguments: cases)
  func validate(_ c: Case) {
    let text = c.text
    let clock = ContinuousClock()
    var validation: Validation?
    let elapsed = clock.measure { validation = c.policy.validate(text) }
    #expect(elapsed < Self.bound, "validate took \(elapsed)")
    guard let validation else { return }
    check(validation.value, of: c, text: text)
  }

  @Test(arguments: cases)
  func sanitize(_ c: Case) {
    let text = c.text
    let clock = ContinuousClock()
    var sanitized = ""
    let elapsed = clock.measure { sanitized = c.policy.sanitize(text) }
    #expect(elapsed < Self.bound, "sanitize took \(elapsed)")
    check(c.policy.value(of: sanitized), of: c, text: text)
    #expect(c.policy.display(of: c.policy.value(of: sanitized)) == sanitized)
  }

  @Test(arguments: cases)
  func pasteIntoAController(_ c: Case) {
    let text = c.text
    var controller = TextInputController(policy: c.policy)
    let clock = ContinuousClock()
    let elapsed = clock.measure { _ = controller.apply(.paste(text, in: controller.state)) }
    #expect(elapsed < Self.bound, "the paste took \(elapsed)")
    check(controller.value, of: c, text: text)
    #expect(c.policy.violations(in: controller.state.text).isEmpty)
  }

  /// Digits typed in the middle of a megabyte of digits: under a grouping each keystroke lays out
  /// the digits before it again, a few passes over their bytes (every separator before the caret
  /// moves); a plain number keeps its shape between keystrokes. Neither walks the number's
  /// characters for each digit.
  @Test(arguments: [
    #"{"decimal": {"fractionDigits": 2, "grouping": ","}}"#, #"{"decimal": {"fractionDigits": 2}}"#,
  ])
  func keystrokesInTheMiddleOfALongNumber(_ json: String) {
    let policy = Self.policy(json)
    var controller = TextInputController(policy: policy)
    _ = controller.apply(.paste(Self.oneMegabyteOfDigits, in: controller.state))
    let middle = controller.state.text.utf16.count / 2
    _ = controller.selectionDidChange(utf16Selection: middle..<middle)
    var caret = middle
    let clock = ContinuousClock()
    let elapsed = clock.measure {
      for _ in 0..<5 {
        let outcome = controller.apply(Edit(replacing: caret..<caret, with: "5", source: .typing))
        caret = outcome.state.utf16Selection.lowerBound
      }
    }
    #expect(elapsed < Self.bound, "five keystrokes took \(elapsed)")
    #expect(controller.value.utf8.count == Self.oneMegabyteOfDigits.utf8.count + 5)
  }

  /// A thousand letters typed, and deleted, in the middle of a megabyte of letters: mixed scripts
  /// are judged on a window and the field's count of letters by script, not on the megabyte
  /// (which, read for each key, would take this many times a megabyte's scan), and a Cyrillic
  /// look-alike is still rejected there.
  @Test func keystrokesInTheMiddleOfALongTextOfOneScript() {
    let policy = InputPolicy(.rejectMixedScripts, .maxCombiningMarks(2))
    var controller = TextInputController(policy: policy)
    let letters = String(repeating: "admin ", count: 1 << 20 / 6)
    _ = controller.apply(.paste(letters, in: controller.state))
    let middle = controller.state.text.utf16.count / 2
    _ = controller.selectionDidChange(utf16Selection: middle..<middle)
    let clock = ContinuousClock()
    let elapsed = clock.measure {
      for _ in 0..<1_000 {
        _ = controller.apply(Edit(replacing: middle..<middle, with: "x", source: .typing))
        _ = controller.apply(Edit(replacing: middle..<(middle + 1), with: "", source: .deletion))
      }
    }
    #expect(elapsed < Self.bound, "two thousand keystrokes took \(elapsed)")
    #expect(controller.state.text == letters)
    let intruder = controller.apply(Edit(replacing: middle..<middle, with: "а", source: .typing))
    #expect(intruder.isRejected)
  }

  /// Words of every kind Twitter's count meets: URLs with and without protocol, punctuation
  /// around them, text that is almost a URL, letters that count double, emoji. (A decomposed
  /// accent, which normalization would change, sends the insertion to the whole measure.)
  static let words = [
    "example.com", "https://t.co/abc", "www.example.co.uk/path?q=1", "(x.com)", "x.com.",
    "@x.com", "#tag", "a.b", "hello", "你好", "😀", "👨‍👩‍👧", "é", "http://例子.中国/路",
    "foo.bar.baz/(a)b", "$x.com", "👍🏽", "中文字.", "\u{0600}", "x.com\u{0600}",
  ]

  /// A long paste under Twitter's count keeps what it kept when the whole insertion was scanned
  /// for URLs, with the same changes, whether or not a part of it is measured alone.
  @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6])
  func twitterLimitMeasuredInPartsCutsWhereTheWholeDoes(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    var text = ""
    while text.utf8.count < 40_000 {
      text += Self.words[Int(random.next() % UInt64(Self.words.count))]
      text += random.next() % 5 == 0 ? "\n" : " "
    }
    let policy = InputPolicy(.maxLength(Int(1 + random.next() % 400), counting: .twitter))
    for before in ["", "hi ", "a.co "] {
      let field = TextFieldState(text: before)
      let edit = Edit.paste(text, in: field)
      let inParts = policy.apply(edit, to: field)
      let whole = InputRules.MaxLength.$measuresLongInsertionsInParts.withValue(false) {
        policy.apply(edit, to: field)
      }
      #expect(inParts == whole, "seed \(seed), \"\(before)\"")
      #expect(inParts.state.text.utf8.count < 10_000, "seed \(seed)")
    }
  }

  @Test func aTweetMeasuresAPartOfALongPaste() throws {
    let rule = InputRules.MaxLength(280, counting: .twitter)
    let text = String(repeating: "example.com ", count: 10_000)
    let edit = ProposedEdit(
      text: "", range: "".startIndex..<"".endIndex, replacement: text, source: .paste)
    let part = try #require(rule.partBeyondRoom(of: edit, room: 28_000))
    #expect(part.utf8.count < 5_000)
    // Text right after the caret could join the insertion's last word: the whole is measured.
    let joined = ProposedEdit(
      text: "x", range: "x".startIndex..<"x".startIndex, replacement: text, source: .paste)
    #expect(rule.partBeyondRoom(of: joined, room: 28_000) == nil)
    // A space after an emoji with a skin tone ends a part too; one after a prepended mark,
    // which joins it, never does.
    for (unit, cuts) in [("abcxyz中文字😀👍🏽 .,", true), ("x.y\u{0600} ", false)] {
      let line = String(repeating: unit, count: 40_000 / unit.utf8.count)
      let paste = ProposedEdit(
        text: "", range: "".startIndex..<"".endIndex, replacement: line, source: .paste)
      let found = rule.partBeyondRoom(of: paste, room: 28_000)
      #expect((found != nil) == cuts, "\(unit)")
      #expect(found.map { $0.utf8.count < 5_000 } ?? true)
    }
  }

  /// Grouping lays out ASCII a byte at a time and other text a character at a time; both give
  /// what one separator before every third digit from the right gives.
  @Test func groupingMatchesItsDefinition() {
    let rule = InputRules.DecimalNumber(fractionDigits: 2, integerDigits: nil, grouping: ",")
    func grouped(_ value: String) -> String {
      let integer = Array(value.prefix { $0 != "." })
      var result = ""
      for (index, character) in integer.enumerated() {
        if index > 0 && (integer.count - index) % 3 == 0 { result += "," }
        result.append(character)
      }
      return result + value.drop { $0 != "." }
    }
    for length in 0...13 {
      let digits = String("9876543210123".prefix(length))
      for value in [digits, digits + ".5", digits + ".", "１" + digits, digits + "\r\n"] {
        #expect(rule.display(of: value) == grouped(value), "\(Array(value.unicodeScalars))")
      }
    }
    #expect(rule.display(of: "1234567.89") == "1,234,567.89")
  }

  /// Leading zeros go and a leading point gets a zero, byte by byte in ASCII, character by
  /// character otherwise: every text of up to five of "0", "5", "." and "\r\n".
  @Test func normalizingMatchesItsDefinition() {
    let rule = InputRules.DecimalNumber(fractionDigits: 2)
    var texts = [""]
    for _ in 0..<5 {
      texts += texts.flatMap { text in ["0", "5", ".", "\r\n"].map { text + $0 } }
    }
    for text in Set(texts) {
      let integer = text.prefix { $0 != "." }
      let zeros = integer.prefix { $0 == "0" }.count
      let removed = Swift.min(zeros, Swift.max(integer.count - 1, 0))
      let expected =
        integer.isEmpty && !text.isEmpty
        ? ("0" + text, 0, 1) : (String(text.dropFirst(removed)), removed, 0)
      let normalized = rule.normalize(text)
      #expect(normalized?.text == expected.0, "\(Array(text.unicodeScalars))")
      #expect(normalized?.removedZeros == expected.1)
      #expect(normalized?.addedZeros == expected.2)
    }
  }

  /// The script of an ASCII code point is found without a property lookup: Latin for the
  /// alphabetic ones, none for the rest.
  @Test func asciiScriptsAreTheAlphabeticOnes() {
    for value in UInt8(0)..<0x80 {
      let scalar = Unicode.Scalar(value)
      #expect((Script(scalar) == .latin) == scalar.properties.isAlphabetic, "\(value)")
      #expect(Script(scalar) == nil || Script(scalar) == .latin, "\(value)")
    }
  }

  private func check(_ value: String, of c: Case, text: String) {
    if let expected = c.value {
      #expect(value.count == expected.count)
      #expect(value == expected)
    } else {
      #expect(!value.isEmpty)
      #expect(text.hasPrefix(value))
      #expect(value.utf8.count < 1_000)
    }
  }
}
