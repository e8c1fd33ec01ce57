import Testing

import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction

/// Bidirectional controls, zero-width and tag characters, zalgo text and mixed-script look-alikes,
/// from real attacks.
@Suite("Hostile text")
struct HostileTextTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var policy: String
    var before: String
    var inserted: String
    var after: String?
    var message: String?
    var note: String

    /// `before` is the text left of the caret; `after` is the field's text afterwards, with the
    /// caret at its end, or `nil` when the edit is rejected with `message`.
    init(
      _ policy: String, _ before: String, _ inserted: String, _ after: String?,
      _ message: String? = nil, _ note: String
    ) {
      self.policy = policy
      self.before = before
      self.inserted = inserted
      self.after = after
      self.message = message
      self.note = note
    }

    var testDescription: String {
      "\(policy): \(SessionEvent.literal(before))| + \(SessionEvent.literal(inserted)) → "
        + (after.map { SessionEvent.literal($0) + "|" } ?? "rejected") + " (\(note))"
    }
  }

  static let policies: [String: InputPolicy] = [
    "bidi": InputPolicy(.rejectBidi),
    "zeroWidth": InputPolicy(.rejectZeroWidth),
    "zalgo": InputPolicy(.maxCombiningMarks(3)),
    "scripts": InputPolicy(.rejectMixedScripts),
    "secure": .secure,
  ]

  static let bidiMessage = "Text direction controls are not allowed here."
  static let zeroWidthMessage = "Zero-width and tag characters are not allowed here."
  static let zalgoMessage = "At most 3 combining marks on a character."
  static let cyrillicA =
    "Letters from different scripts cannot be mixed here: the Cyrillic \"а\" looks like the Latin \"a\"."

  static let cases: [Case] = [
    // Trojan Source, CVE-2021-42574: the "commenting-out" and "early return" samples.
    Case(
      "bidi", "", "/*\u{202E} } \u{2066}if (isAdmin)\u{2069} \u{2066} begin admins only */",
      "/* } if (isAdmin)  begin admins only */", nil, "commenting-out"),
    Case(
      "bidi", "", "\"alice\u{202E} \u{2066}// Check if admin\u{2069} \u{2066}\"",
      "\"alice // Check if admin \"", nil, "stretched string"),
    Case("bidi", "", "user\u{202E}gpj.exe", "usergpj.exe", nil, "right-to-left override file name"),
    Case("bidi", "ab", "\u{2067}", nil, bidiMessage, "a lone isolate"),
    Case("bidi", "", "\u{200E}\u{200F}\u{061C}x", "x", nil, "directional marks"),
    Case("bidi", "", "שלום مرحبا", "שלום مرحبا", nil, "right-to-left letters are welcome"),
    // Zero-width and tag characters.
    Case("zeroWidth", "", "ad\u{200B}min", "admin", nil, "zero width space"),
    Case(
      "zeroWidth", "", "\u{FEFF}pay\u{2060}pal\u{200C}", "paypal", nil, "BOM, word joiner, ZWNJ"),
    Case("zeroWidth", "", "\u{E0041}\u{E0042}", nil, zeroWidthMessage, "ASCII smuggled in tags"),
    Case(
      "zeroWidth", "Hi", "\u{E0049}\u{E0067}\u{E006E}\u{E006F}\u{E0072}\u{E0065}", nil,
      zeroWidthMessage,
      "hidden prompt after text"),
    Case("zeroWidth", "", "🏴󠁧󠁢󠁥󠁮󠁧󠁿", "🏴󠁧󠁢󠁥󠁮󠁧󠁿", nil, "the flag of England is an emoji"),
    Case("zeroWidth", "", "👨‍👩‍👧‍👦", "👨‍👩‍👧‍👦", nil, "a family's joiners belong to it"),
    Case("zeroWidth", "a", "\u{200D}", nil, zeroWidthMessage, "a joiner after a letter"),
    // Zalgo.
    Case("zalgo", "", "ê\u{301}", "ê\u{301}", nil, "Vietnamese"),
    Case("zalgo", "", "Z\u{351}\u{36B}\u{343}\u{36A}a", "Z\u{351}\u{36B}\u{343}a", nil, "zalgo Z"),
    Case(
      "zalgo", "", "H\u{335}\u{30C}\u{31A}e\u{336}\u{352}\u{301}\u{34B}l\u{334}",
      "H\u{335}\u{30C}\u{31A}e\u{336}\u{352}\u{301}l\u{334}", nil,
      "zalgo He: \"e\" carried 4 marks, the 4th goes"),
    Case("zalgo", "e\u{301}\u{302}\u{303}", "\u{304}", nil, zalgoMessage, "a fourth mark typed"),
    Case("zalgo", "", "1️⃣", "1️⃣", nil, "a keycap is not zalgo"),
    Case("zalgo", "", "क्षि", "क्षि", nil, "a Devanagari syllable"),
    // Mixed scripts.
    Case("scripts", "", "pаypal", nil, cyrillicA, "Cyrillic а in paypal"),
    Case("scripts", "p", "а", nil, cyrillicA, "typed one at a time"),
    Case(
      "scripts", "", "аррӏе.com", nil,
      "Letters from different scripts cannot be mixed here: the Cyrillic \"а\" looks like the Latin \"a\".",
      "аррӏе.com homograph"),
    Case(
      "scripts", "", "Αpple", nil,
      "Letters from different scripts cannot be mixed here: the Greek \"Α\" looks like the Latin \"A\".",
      "Greek capital alpha"),
    Case("scripts", "", "Москва", "Москва", nil, "one script"),
    Case("scripts", "", "東京Tokyoとうきょうトウキョウ", "東京Tokyoとうきょうトウキョウ", nil, "Japanese with Latin"),
    Case("scripts", "", "서울Seoul", "서울Seoul", nil, "Korean with Latin"),
    Case(
      "scripts", "", "Café 42 😀", "Café 42 😀", nil, "digits, symbols and emoji go with any script"),
    Case(
      "scripts", "", "שלוםabc", nil,
      "Letters from different scripts cannot be mixed here (Latin, Hebrew).", "Hebrew with Latin"),
    // The secure preset.
    Case("secure", "", "admin\u{202E}\u{200B}", "admin", nil, "controls removed"),
    Case("secure", "", "pаypal", nil, cyrillicA, "homograph rejected"),
    Case("secure", "", "al ice", "alice", nil, "no spaces"),
    Case("secure", "", "🏴󠁧󠁢󠁥󠁮󠁧󠁿fan", "🏴󠁧󠁢󠁥󠁮󠁧󠁿fan", nil, "emoji flags stay"),
  ]

  @Test(arguments: cases)
  func edit(_ c: Case) throws {
    let policy = try #require(Self.policies[c.policy])
    let field = TextFieldState(text: c.before)
    let outcome = policy.apply(.paste(c.inserted, in: field), to: field)
    if let after = c.after {
      #expect(!outcome.isRejected, "\(outcome.changes)")
      #expect(outcome.state.text == after)
      #expect(outcome.state.caret == outcome.state.text.endIndex)
    } else {
      #expect(outcome.isRejected)
      #expect(outcome.changes.last?.message == c.message)
      #expect(outcome.state == field)
    }
  }

  /// Marks over the limit already in the text, on either side of the caret (the field was
  /// given them): what is typed joins them and goes, though it holds no mark itself.
  /// (A caret drawn before a mark would join it: the caret is given as a UTF-16 offset.)
  @Test(arguments: [
    ("\u{301}\u{302}\u{303}\u{304}", 0, "e"),
    ("e\u{301}\u{302}\u{303}\u{304}", 5, "\u{200D}"),
    ("e\u{301}\u{302}\u{303}\u{304}", 5, "\u{200D}" + String(repeating: "中", count: 300)),
  ])
  func typedTextThatJoinsMarksAlreadyThereGoes(text: String, caret: Int, typed: String) {
    let policy = InputPolicy(.maxCombiningMarks(3))
    let field = TextFieldState(text: text, utf16Selection: caret..<caret)
    let outcome = policy.apply(.paste(typed, in: field), to: field)
    #expect(outcome.changes.first?.rule == .maxCombiningMarks)
    #expect(!outcome.state.text.contains(typed))
  }

  @Test func secureIsAPreset() throws {
    // The preset that `--policy secure` and policy files name is the `.secure` policy: it
    // treats hostile text as `.secure` does.
    let preset = try #require(InputPolicy.presets["secure"])
    let hostile = "p\u{430}ypal\u{202E}gpj.exe\u{200B}" + String(repeating: "a", count: 100)
    #expect(preset.sanitize(hostile) == InputPolicy.secure.sanitize(hostile))
    #expect(preset.sanitize(hostile) != hostile)
    #expect(InputPolicy.secure.sanitize(String(repeating: "a", count: 100)).count == 64)
  }

  @Test func tagsStayOnlyWhereTheySpellASubdivisionFlag() {
    // A whole tag sequence typed after "🏴" joins it into the flag of England and stays; a lone
    // tag typed after it spells no flag and goes.
    let flag = TextFieldState(text: "🏴")
    let policy = InputPolicy(.rejectZeroWidth)
    let england = "\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}"
    #expect(policy.apply(.typing(england, in: flag), to: flag).state.text == "🏴" + england)
    #expect(policy.apply(.typing("\u{E0067}", in: flag), to: flag).isRejected)
  }

  struct TagCase: CustomTestStringConvertible, Sendable {
    var text: String
    var kept: String
    var testDescription: String {
      "\(SessionEvent.literal(text)) → \(SessionEvent.literal(kept))"
    }
  }

  static let cancel = "\u{E007F}"
  static func tags(_ code: String) -> String {
    String(String.UnicodeScalarView(code.unicodeScalars.map { Unicode.Scalar($0.value + 0xE0000)! }))
  }

  @Test(arguments: [
    TagCase(text: "🏴" + tags("gbsct") + cancel, kept: "🏴" + tags("gbsct") + cancel),
    TagCase(text: "🏴" + tags("us") + cancel, kept: "🏴"),
    TagCase(text: "🏴" + tags("gbeng"), kept: "🏴"),
    TagCase(text: "🏴" + tags("GBENG") + cancel, kept: "🏴"),
    TagCase(text: "🏴" + tags("ignoreall") + cancel, kept: "🏴"),
    TagCase(text: "🏴" + tags("gbeng") + cancel + tags("x") + cancel, kept: "🏴" + tags("gbeng") + cancel),
    TagCase(text: "🏽" + tags("gbeng") + cancel, kept: "🏽"),
    TagCase(text: "😀" + tags("gbeng") + cancel, kept: "😀"),
    TagCase(text: "👍🏽" + tags("gbeng") + cancel, kept: "👍🏽"),
    TagCase(text: "8" + tags("gbeng") + cancel, kept: "8"),
  ])
  func tagsAreJudgedAsAFlagSpelling(_ example: TagCase) {
    #expect(InputPolicy(.rejectZeroWidth).sanitize(example.text) == example.kept)
  }

  @Test func keptTagsStayKeptWhateverJoinsTheFlagLater() {
    // A skin tone pasted first (kept without its tags), then "©" typed before it: the cluster
    // "©🏽" has no hidden code point for the whole-text check to find.
    let secure = InputPolicy.secure
    var state = secure.apply(
      Edit(replacing: 0..<0, with: "🏽" + Self.tags("gb") + "\u{E0067}", source: .paste),
      to: TextFieldState()
    ).state
    #expect(state.text == "🏽")
    state = secure.apply(Edit(replacing: 0..<0, with: "©", source: .typing), to: state).state
    #expect(secure.violations(in: state.text).isEmpty)
    // A prepended letter joining the flag of England leaves its tags as they were.
    let england = "🏴" + Self.tags("gbeng") + Self.cancel
    #expect(InputPolicy(.rejectZeroWidth).violations(in: "\u{0D4E}" + england).isEmpty)
    #expect(InputPolicy(.rejectZeroWidth).violations(in: england + "\u{301}").isEmpty)
  }

  struct JSONCase: CustomTestStringConvertible, Sendable {
    var json: String
    var text: String
    var sanitized: String
    var testDescription: String {
      "\(json): \(SessionEvent.literal(text)) → \(SessionEvent.literal(sanitized))"
    }
  }

  @Test(arguments: [
    JSONCase(json: #"{"bidi": "reject"}"#, text: "a\u{202E}b", sanitized: "ab"),
    JSONCase(json: #"{"bidi": "allow"}"#, text: "a\u{202E}b", sanitized: "a\u{202E}b"),
    JSONCase(json: #"{"zeroWidth": "reject"}"#, text: "a\u{200B}b\u{E0041}", sanitized: "ab"),
    JSONCase(
      json: #"{"maxCombiningMarks": 1}"#, text: "e\u{301}o\u{301}\u{302}",
      sanitized: "e\u{301}o\u{301}"),
    JSONCase(json: #"{"maxCombiningMarks": 0}"#, text: "e\u{301}x", sanitized: "ex"),
    JSONCase(json: #"{"mixedScripts": "reject"}"#, text: "pаypal", sanitized: ""),
  ])
  func jsonKeys(_ c: JSONCase) throws {
    #expect(try InputPolicy(json: c.json).sanitize(c.text) == c.sanitized)
  }

  @Test(arguments: [
    (
      #"{"bidi": "yes"}"#,
      #"Unknown value "yes" for `bidi`; expected one of: allow, reject, rejectOverrides."#
    ),
    (
      #"{"maxCombiningMarks": -1}"#,
      #"`maxCombiningMarks` must be at least 0; it is -1."#
    ),
    (#"{"maxCombiningMarks": "3"}"#, #"`maxCombiningMarks` must be a whole number."#),
    (#"{"mixedScripts": true}"#, #"`mixedScripts` must be one of: allow, reject."#),
  ])
  func badJSONValues(json: String, message: String) {
    let error = #expect(throws: TextInputError.self) { try InputPolicy(json: json) }
    #expect(error?.description == message)
  }
}
