import Testing
import TextInputKit  // not @testable: this file sees what an app sees
import TextInputKitTesting

// The built-in `InputRules.CaseTransform` and `InputRules.DeniedCharacters`, written again as an
// app would write them, from the public API alone. If a built-in rule needed something a custom
// rule cannot reach, these copies would not compile here or would decide differently.

/// A copy of ``InputRules/CaseTransform``.
private enum CaseTransformCopy: InputRule {
  case uppercase
  case lowercase

  var inspectsWholeText: Bool { false }

  func review(_ edit: inout ProposedEdit) {
    switch self {
    case .uppercase:
      edit.transformReplacement(rule: .transform, message: "Letters were uppercased.") {
        $0.uppercased()
      }
    case .lowercase:
      edit.transformReplacement(rule: .transform, message: "Letters were lowercased.") {
        $0.lowercased()
      }
    }
  }
}

/// A copy of ``InputRules/DeniedCharacters``.
private struct DeniedCharactersCopy: InputRule {
  var characters: Set<Character>

  func denies(_ character: Character) -> Bool {
    if characters.contains(character) { return true }
    return character.unicodeScalars.contains { characters.contains(Character($0)) }
  }

  var inspectsWholeText: Bool { false }

  func review(_ edit: inout ProposedEdit) {
    let message = "\"\(String(characters.sorted()))\" are not allowed here."
    edit.removeInsertedCharacters(rule: .deny, message: message, where: denies)
  }
}

@Suite("Custom rules decide like the built-in ones")
struct CustomRuleParityTests {
  /// A built-in rule, its copy, and the rules around both.
  struct Pair: CustomTestStringConvertible, Sendable {
    var name: String
    var builtIn: InputPolicy
    var copy: InputPolicy
    var testDescription: String { name }

    init(_ name: String, _ builtIn: any InputRule, _ copy: any InputRule, with others: [any InputRule] = []) {
      self.name = name
      self.builtIn = InputPolicy(rules: [builtIn] + others)
      self.copy = InputPolicy(rules: [copy] + others)
    }
  }

  static let pairs: [Pair] = [
    Pair("uppercased", InputRules.CaseTransform.uppercase, CaseTransformCopy.uppercase),
    Pair("lowercased", InputRules.CaseTransform.lowercase, CaseTransformCopy.lowercase),
    Pair(
      "uppercased, maxLength 12", InputRules.CaseTransform.uppercase, CaseTransformCopy.uppercase,
      with: [InputRules.MaxLength(12)]),
    Pair(
      "lowercased, deny \"#\", rejectEmoji", InputRules.CaseTransform.lowercase,
      CaseTransformCopy.lowercase, with: [InputRules.DeniedCharacters(["#"]), InputRules.RejectEmoji()]),
    Pair("deny \"#@\"", InputRules.DeniedCharacters(["#", "@"]), DeniedCharactersCopy(characters: ["#", "@"])),
    Pair(
      "deny U+0301", InputRules.DeniedCharacters(["\u{301}"]),
      DeniedCharactersCopy(characters: ["\u{301}"])),
    Pair(
      "deny \"👍\" and \"中\"", InputRules.DeniedCharacters(["👍", "中"]),
      DeniedCharactersCopy(characters: ["👍", "中"])),
    Pair(
      "deny ZWJ and \"é\", maxLength 10 gb18030", InputRules.DeniedCharacters(["\u{200D}", "é"]),
      DeniedCharactersCopy(characters: ["\u{200D}", "é"]),
      with: [InputRules.MaxLength(10, counting: .gb18030)]),
    Pair(
      "deny \"a\", uppercased after", InputRules.DeniedCharacters(["a"]),
      DeniedCharactersCopy(characters: ["a"]), with: [InputRules.CaseTransform.uppercase]),
  ]

  /// What the corpus draws from: ASCII, the denied characters, emoji with modifiers, joiners and
  /// flags, CJK, combining marks alone and after letters, and letters whose case changes their
  /// length ("ß" → "SS", "ﬁ" → "FI", "İ" → "i̇").
  static let pieces: [String] = [
    "a", "b", "Z", "0", "7", " ", "#", "@", "é", "e\u{301}", "\u{301}", "\u{301}\u{302}",
    "ß", "ﬁ", "İ", "Σ", "ς", "👍", "👍🏽", "🏽", "👨‍👩‍👧", "\u{200D}", "🇨🇳", "🇨", "©", "\u{FE0F}",
    "中", "文", "你好", "ｱ", "１", "한", "\u{1100}", "\u{1161}", "\r", "\n",
  ]

  static func randomText(_ rng: inout SplitMix64, upTo count: Int) -> String {
    var text = ""
    for _ in 0..<Int.random(in: 0...count, using: &rng) {
      text += pieces.randomElement(using: &rng)!
    }
    return text
  }

  /// A random UTF-16 range of `text`: a caret or a selection, on a character boundary or not
  /// (an edit widens it to whole characters).
  static func randomRange(in text: String, _ rng: inout SplitMix64) -> Range<Int> {
    let count = text.utf16.count
    let lower = Int.random(in: 0...count, using: &rng)
    let upper = Bool.random(using: &rng) ? lower : Int.random(in: lower...count, using: &rng)
    return lower..<upper
  }

  /// Typing one piece at the caret, pasting over a selection, or a system replacement of one.
  static func randomEdit(of text: String, _ rng: inout SplitMix64) -> Edit {
    let range = randomRange(in: text, &rng)
    switch Int.random(in: 0..<3, using: &rng) {
    case 0:
      return Edit(
        replacing: range.lowerBound..<range.lowerBound, with: pieces.randomElement(using: &rng)!,
        source: .typing)
    case 1:
      return Edit(replacing: range, with: randomText(&rng, upTo: 8), source: .paste)
    default:
      let replacing = range.isEmpty ? range.lowerBound..<min(range.lowerBound + 2, text.utf16.count) : range
      return Edit(replacing: replacing, with: randomText(&rng, upTo: 3), source: .systemReplacement)
    }
  }

  /// What must be the same: the whole outcome a host sees.
  static func summary(_ outcome: EditOutcome) -> String {
    let state = outcome.state
    return "\(state.drawn) \(outcome.disposition) \(outcome.replacedUTF16Range) "
      + "\"\(outcome.replacement)\" \(outcome.changes)"
  }

  @Test(arguments: pairs)
  func theSameOutcomeOnEveryEdit(_ pair: Pair) {
    var dispositions: [EditOutcome.Disposition: Int] = [:]
    for seed in UInt64(1)...300 {
      var rng = SplitMix64(seed: seed)
      let text = Self.randomText(&rng, upTo: 6)
      let field = TextFieldState(text: text, utf16Selection: Self.randomRange(in: text, &rng))
      let edit = Self.randomEdit(of: field.text, &rng)
      let builtIn = pair.builtIn.apply(edit, to: field)
      let copy = pair.copy.apply(edit, to: field)
      #expect(
        Self.summary(copy) == Self.summary(builtIn),
        "seed \(seed): \(field.drawn) + \(edit.replacement.debugDescription)")
      dispositions[builtIn.disposition, default: 0] += 1
    }
    // The corpus reaches every kind of decision, so the comparison is not vacuous.
    #expect(dispositions[.accepted, default: 0] > 10, "\(dispositions)")
    #expect(dispositions[.changed, default: 0] > 10, "\(dispositions)")
  }

  @Test(arguments: pairs)
  func theSameFieldThroughAWholeSession(_ pair: Pair) {
    for seed in UInt64(1)...20 {
      var rng = SplitMix64(seed: seed &* 7_919)
      var builtIn = TextInputController(policy: pair.builtIn)
      var copy = TextInputController(policy: pair.copy)
      for step in 0..<60 {
        let text = builtIn.state.text
        let edit = Self.randomEdit(of: text, &rng)
        let expected = builtIn.apply(edit)
        let actual = copy.apply(edit)
        #expect(
          Self.summary(actual) == Self.summary(expected), "seed \(seed), step \(step)")
        if Bool.random(using: &rng) {
          let selection = Self.randomRange(in: builtIn.state.text, &rng)
          #expect(copy.selectionDidChange(utf16Selection: selection) == builtIn.selectionDidChange(utf16Selection: selection))
        }
        #expect(copy.counter == builtIn.counter)
      }
    }
  }

  @Test func theCorpusMakesEveryKindOfChange() {
    // Each built-in rule removes, transforms and rejects somewhere in the corpus.
    var kinds: Set<String> = []
    for pair in Self.pairs {
      for seed in UInt64(1)...300 {
        var rng = SplitMix64(seed: seed)
        let text = Self.randomText(&rng, upTo: 6)
        let field = TextFieldState(text: text, utf16Selection: Self.randomRange(in: text, &rng))
        let outcome = pair.builtIn.apply(Self.randomEdit(of: field.text, &rng), to: field)
        for change in outcome.changes { kinds.insert("\(change.rule.rawValue) \(change.kind)") }
        if outcome.isRejected { kinds.insert("\(outcome.changes.last?.rule.rawValue ?? "?") rejected") }
      }
    }
    for expected in [
      "transform transformed", "deny removed", "deny rejected", "maxLength truncated",
      "emoji removed",
    ] {
      #expect(kinds.contains(expected), "\(expected) in \(kinds.sorted())")
    }
  }
}
