import Testing
import TextInputKitTesting

import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction
@testable import TextInputKitText

/// A field judges mixed scripts on a window and its count of the letters elsewhere; it must
/// agree exactly with a review of the whole text, message included, and keep its count right.
@Suite("Letters counted by script")
struct ScriptTallyTests {
  /// Latin and Han mix; a Cyrillic or Greek letter, now and then, does not.
  static let pieces = [
    "a", "Z", "é", "e\u{301}", "中", "ひ", "カ", "7", " ", ".", "😀", "а", "Ω", "\u{301}",
  ]
  static let quiet = ["a", "Z", "é", "中", "ひ", "7", " ", "."]

  /// The ASCII letters counted eight bytes at a time against their definition: every ASCII
  /// byte at every position of texts around a word's length.
  @Test func asciiLettersAgreeWithTheirDefinition() {
    var rng = SplitMix64(seed: 0x6C65_7474)
    for count in 0..<20 {
      for position in 0..<Swift.max(count, 1) {
        for byte in UInt8(0)..<0x80 {
          var bytes = (0..<count).map { _ in UInt8(rng.next() % 0x80) }
          if count > 0 { bytes[position] = byte }
          let expected = bytes.count { (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }
          let counted = bytes.withUnsafeBufferPointer(ScriptTally.asciiLetters)
          #expect(counted == expected, "\(bytes)")
        }
      }
    }
  }

  /// The tally read from UTF-8 in place holds the scripts `Script.init` gives each code point,
  /// and taking the text out again leaves it empty: on texts of ideographs, emoji (the squared
  /// Latin letters among them), Kana, Cyrillic, marks and ASCII.
  @Test(arguments: UInt64(1)...6)
  func scriptsAreThoseOfEachCodePoint(seed: UInt64) {
    let pieces = [
      "a", "Z", "中", "\u{9FFF}", "\u{4DC0}", "\u{3400}", "😀", "\u{1F130}", "\u{1F189}", "\u{1F18A}",
      "\u{1FB00}", "ひ", "а", "Ω", "\u{301}", "7", " ", "\u{20000}", "ℂ", "한", "\u{4DFF}",
      "\u{4E00}", "\u{4FFF}", "\u{5000}", "\u{1F000}", "\u{1F0FF}", "\u{1F100}", "\u{1F12F}",
      "\u{1F1BF}", "\u{1F1C0}", "\u{1FAFF}", "\u{1F3FD}", "\u{10000}", "\u{1D400}",
    ]
    var rng = SplitMix64(seed: seed)
    for _ in 0..<300 {
      let text = (0..<Int.random(in: 1...12, using: &rng)).map { _ in
        pieces.randomElement(using: &rng)!
      }.joined()
      var tally = ScriptTally()
      tally.add(text)
      #expect(tally.scripts == Set(text.unicodeScalars.compactMap(Script.init)), "\(text)")
      tally.subtract(text)
      #expect(tally == ScriptTally())
    }
  }

  @Test(arguments: UInt64(1)...16)
  func agreesWithAReviewOfTheWholeText(seed: UInt64) {
    let policy = InputPolicy(.rejectMixedScripts, .maxCombiningMarks(2))
    var rng = SplitMix64(seed: seed)
    let start = (0..<Int.random(in: 0...300, using: &rng)).map { _ in
      Self.quiet.randomElement(using: &rng)!
    }.joined()
    var state = TextFieldState(text: start)
    var buffer = FieldBuffer(policy: policy, state: state)
    var whole = FieldBuffer(policy: policy, state: state, reviewsWholeText: true)
    #expect(buffer.scriptTally != nil)
    var rejected = 0
    for step in 0..<120 {
      let random = RandomBufferEdit(
        in: state, pieces: Self.pieces, longSpan: 20, pieceCount: 3,
        sources: [.typing, .typing, .paste, .markedText, .commit, .systemReplacement],
        using: &rng)
      let expected = whole.apply(random.range, replacement: random.replacement, source: random.source)
      let change = buffer.apply(random.range, replacement: random.replacement, source: random.source)
      let context =
        "seed \(seed) step \(step): \(state.drawn.debugDescription) \(random.range) \(random.replacement.debugDescription) \(random.source)"
      #expect(change.disposition == expected.disposition, "\(context)")
      #expect(change.changes == expected.changes, "\(context)")
      #expect(buffer.state == expected.state, "\(context)")
      if let violation = buffer.invariantViolation() { Issue.record("\(context): \(violation)") }
      if expected.isRejected { rejected += 1 }
      state = expected.state
      if buffer.state != state { return }
    }
    // The walk must reach both verdicts.
    #expect(rejected > 0 && rejected < 120, "seed \(seed): \(rejected) rejected")
  }

  /// The message names the look-alike the edit inserted, or the text's scripts, wherever the
  /// other letters stand.
  @Test(arguments: [
    ("p|", "аypal", "Letters from different scripts cannot be mixed here: the Cyrillic \"а\" looks like the Latin \"a\"."),
    ("Моск|", "a", "Letters from different scripts cannot be mixed here (Latin, Cyrillic)."),
    ("Hello wor|ld", "Ω", "Letters from different scripts cannot be mixed here (Latin, Greek)."),
    ("Hello wor|ld", "ο", "Letters from different scripts cannot be mixed here: the Greek \"ο\" looks like the Latin \"o\"."),
    ("שלום |", "abc", "Letters from different scripts cannot be mixed here (Latin, Hebrew)."),
  ])
  func messages(drawn: String, typed: String, message: String) {
    let long = String(repeating: "abc ", count: 5_000)
    for prefix in ["", long] {
      let field = TextFieldState(drawn: prefix + drawn)
      var buffer = FieldBuffer(policy: InputPolicy(.rejectMixedScripts), state: field)
      let outcome = buffer.apply(
        field.utf16Selection, replacement: typed, source: typed.count == 1 ? .typing : .paste)
      #expect(outcome.isRejected)
      #expect(outcome.changes.first?.message == message, "\(prefix.count)")
    }
  }
}
