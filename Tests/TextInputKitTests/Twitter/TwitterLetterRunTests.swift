import Testing
import TextInputKitTesting

import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction

/// An edit of letters deep inside a long run of letters is measured on the clusters around it
/// alone (``TwitterURLs/isolatingLetters``): the lengths and decisions must be those of a scan
/// of the whole text, whatever the word around it.
@Suite("Twitter's count around an edit inside a run of letters")
struct TwitterLetterRunTests {
  /// A text drawn as `prefix`, `left` letters, the caret, `right` letters and `suffix`.
  struct Case: CustomTestStringConvertible, Sendable {
    var prefix: String
    var left: Int
    var right: Int
    var suffix: String
    var typed: String
    /// The change of the whole text's Twitter length, in characters.
    var change: Int

    var testDescription: String {
      "\"\(prefix)\" + \(left) x + \"|\" + \(right) x + \"\(suffix)\" + \"\(typed)\" → \(change)"
    }

    var text: String {
      prefix + String(repeating: "x", count: left) + String(repeating: "x", count: right) + suffix
    }
    var caret: String.Index {
      text.utf8.index(text.startIndex, offsetBy: prefix.utf8.count + left)
    }
  }

  static let w = TwitterURLs.isolatingLetters

  static let cases: [Case] = [
    // A URL of 4,095 code points holds the caret: a letter more keeps it one URL of 23.
    Case(prefix: "http://a.co/", left: 2041, right: 2042, suffix: "", typed: "y", change: 0),
    // Without protocol a URL may be 8 shorter ("https://" counts): 4,088 code points.
    Case(prefix: "a.co/", left: 2041, right: 2041, suffix: " b", typed: "y", change: 0),
    // A URL of 4,096 code points, the longest: a letter more makes 4,097 letters of it.
    Case(
      prefix: "http://a.co/", left: 2042, right: 2042, suffix: "", typed: "y", change: 4097 - 23),
    // Longer than twitter-text takes: no URL before or after.
    Case(prefix: "http://a.co/", left: 2043, right: 2042, suffix: "", typed: "y", change: 1),
    // Far inside the run: the letter's weight, URLs or not around.
    Case(prefix: "http://a.co/", left: w, right: w, suffix: ".com", typed: "y", change: 1),
    Case(prefix: "see a.co ", left: w, right: w, suffix: " t.co/x", typed: "yz", change: 2),
    Case(prefix: "中文", left: w + 9, right: w, suffix: ".中国", typed: "Q", change: 1),
    // A dot typed deep inside the run: the whole word decides ("x….com" stays too long).
    Case(prefix: "", left: w, right: w, suffix: ".com", typed: ".", change: 1),
    // A short URL a dot makes at the end of a run.
    Case(prefix: "", left: 3, right: 0, suffix: "", typed: ".com", change: 23 - 3),
  ]

  /// The measure around the edit is the change of the whole text's length, and the field keeps
  /// its running count equal to the whole text's.
  @Test(arguments: cases)
  func measuresAsTheWholeText(_ c: Case) {
    let text = c.text
    let edit = ProposedEdit(
      text: text, range: c.caret..<c.caret, replacement: c.typed, source: .typing)
    let units = c.change * LengthMetric.twitter.scale
    #expect(edit.unitChange(under: .twitter, inserting: c.typed[...]) == units)
    let new = String(text[..<c.caret]) + c.typed + text[c.caret...]
    #expect(
      LengthMetric.twitter.unitCount(of: new) - LengthMetric.twitter.unitCount(of: text) == units)
    var controller = TextInputController(
      policy: InputPolicy(.maxLength(1_000_000, counting: .twitter)), text: text)
    let offset = text.utf16.distance(from: text.startIndex, to: c.caret)
    let outcome = controller.apply(Edit(replacing: offset..<offset, with: c.typed, source: .typing))
    #expect(outcome.isAccepted)
    #expect(controller.state.text == new)
    #expect(controller.buffer.units[.twitter] == LengthMetric.twitter.unitCount(of: new))
  }

  /// Only an edit of letters inside enough letters is measured alone.
  @Test func measuresAloneOnlyLettersInsideLetters() {
    let run = String(repeating: "x", count: 2 * Self.w)
    let text = "a.co/" + run + ".com"
    let middle = text.utf8.index(text.startIndex, offsetBy: 5 + Self.w)
    for (typed, alone) in [("y", true), ("", true), (".", false), ("1", false), ("é", false)] {
      let edit = ProposedEdit(
        text: text, range: middle..<middle, replacement: typed, source: .typing)
      #expect(edit.editsInsideLetterRun(inserting: typed[...]) == alone, "\(typed)")
    }
    let near = text.utf8.index(middle, offsetBy: -Self.w + 4)
    let edit = ProposedEdit(text: text, range: near..<near, replacement: "y", source: .typing)
    #expect(!edit.editsInsideLetterRun(inserting: "y"))
  }

  /// A rule that rewrites a typed "q" as a space, judged on a window.
  struct SpaceForQ: InputRule {
    var inspectsWholeText: Bool { false }
    func review(_ edit: inout ProposedEdit) {
      edit.transformReplacement(rule: "space", message: "space") {
        $0.replacingOccurrences(of: "q", with: " ")
      }
    }
  }

  /// A rule that changes the letters typed deep inside a run has the words around measured:
  /// "http://a.co/" + 2,059 "x" + "q|" + 2,059 "x" becomes a URL of 23, a space and 2,059
  /// letters, where the clusters around the edit alone would have counted one more character.
  @Test func aRuleThatRewritesTheLettersHasTheWordsMeasured() {
    let run = String(repeating: "x", count: Self.w + 10)
    let text = "http://a.co/" + run + run
    let policy = InputPolicy(SpaceForQ(), .maxLength(1_000_000, counting: .twitter))
    var controller = TextInputController(policy: policy, text: text)
    let offset = 12 + run.utf16.count
    _ = controller.apply(Edit(replacing: offset..<offset, with: "q", source: .typing))
    let new = controller.state.text
    #expect(new == "http://a.co/" + run + " " + run)
    #expect(controller.buffer.units[.twitter] == LengthMetric.twitter.unitCount(of: new))
    #expect(
      controller.buffer.units[.twitter] == (23 + 1 + Self.w + 10) * LengthMetric.twitter.scale)
  }

  // MARK: Random words

  /// Pieces of long words: URL parts, top-level domains, emoji, CJK, punctuation.
  static let pieces = [
    ".", ".", "/", "http://", "https://", "www.", "com", "co.uk", "org", "中国", "рф", "😀",
    "👍🏽", "中文", "é", "1", "42", ":80", "?q=1", "(", ")", "-", "_", "@", "$", "#", "t.co/",
    "xn--p1ai", ".com/", "a.b",
  ]

  /// A word of about `length` characters without spaces: runs of letters of every length
  /// (short ones, ones near the bound, long ones) between random pieces, often right after the
  /// start of a URL.
  static func word(length: Int, using rng: inout SplitMix64) -> String {
    var word = ""
    while word.unicodeScalars.count < length {
      switch Int.random(in: 0..<8, using: &rng) {
      case 0: word += String(repeating: "x", count: Int.random(in: 1...80, using: &rng))
      case 1:
        word += String(
          repeating: "ab", count: Int.random(in: (w - 60)...(w + 60), using: &rng) / 2)
      case 2: word += String(repeating: "Kq", count: Int.random(in: w...(3 * w), using: &rng))
      case 3, 4:
        word += ["http://a.co/", "(a.co/", "!www.b.com/", "t.co/"].randomElement(using: &rng)!
        word += String(repeating: "y", count: Int.random(in: 1...(2 * w + 100), using: &rng))
      default: word += pieces.randomElement(using: &rng)!
      }
    }
    return word
  }

  /// A caret in `text`, on a character boundary: most of the time inside one of its runs of
  /// letters, so that the edit may be measured alone; otherwise anywhere.
  static func caret(in text: String, using rng: inout SplitMix64) -> String.Index {
    var runs: [Range<Int>] = []
    var start = 0
    for (index, byte) in text.utf8.enumerated() where !TwitterURLs.isASCIILetter(byte) {
      if index - start >= 16 { runs.append(start..<index) }
      start = index + 1
    }
    if text.utf8.count - start >= 16 { runs.append(start..<text.utf8.count) }
    if let run = runs.randomElement(using: &rng), Int.random(in: 0..<4, using: &rng) > 0 {
      return text.utf8.index(text.startIndex, offsetBy: Int.random(in: run, using: &rng))
    }
    return text.index(text.startIndex, offsetBy: Int.random(in: 0...text.count, using: &rng))
  }

  static let typed = [
    "x", "Q", "ab", "z", "", "", "x", "", ".", "/", "com", ".com", "😀", "中", "http://",
  ]

  /// Random edits in long words: the change measured around the edit is the change of the
  /// whole text's length, and a field with a limit just at or just under the new length
  /// accepts or refuses the key as the whole text's length says, keeping its count exact.
  @Test(arguments: UInt64(1)...4)
  func randomEditsInLongWordsMeasureAsTheWholeText(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    var measuredAlone = 0
    for step in 0..<40 {
      let text = Self.word(length: Int.random(in: 3_000...14_000, using: &rng), using: &rng)
      let start = Self.caret(in: text, using: &rng)
      let end =
        text.index(start, offsetBy: Int.random(in: 0...2, using: &rng), limitedBy: text.endIndex)
        ?? text.endIndex
      let lower = text.utf16.distance(from: text.startIndex, to: start)
      let upper = text.utf16.distance(from: text.startIndex, to: end)
      let key = Self.typed.randomElement(using: &rng)!
      let whole = LengthMetric.twitter.unitCount(of: text)
      let new = String(text[..<start]) + key + text[end...]
      let expected = LengthMetric.twitter.unitCount(of: new) - whole
      let label = "seed \(seed), step \(step), \(lower)..<\(upper), \"\(key)\""

      // The measure around the edit, on the whole text.
      let edit = ProposedEdit(text: text, range: start..<end, replacement: key, source: .typing)
      if edit.editsInsideLetterRun(inserting: key[...]) { measuredAlone += 1 }
      #expect(edit.unitChange(under: .twitter, inserting: key[...]) == expected, "\(label)")

      // A field: accepted when the new length is at most the limit (in characters, each of
      // `scale` units).
      let scale = LengthMetric.twitter.scale
      let tight = Bool.random(using: &rng) && whole + expected - scale >= whole
      let limit = (whole + expected) / scale - (tight ? 1 : 0)
      var controller = TextInputController(
        policy: InputPolicy(.maxLength(limit, counting: .twitter)), text: text)
      let outcome = controller.apply(
        Edit(replacing: lower..<upper, with: key, source: key.isEmpty ? .deletion : .typing))
      if key.count <= 1 || tight == false {
        #expect(outcome.isAccepted == !tight, "\(label)")
      }
      let shown = controller.state.text
      #expect(
        controller.buffer.units[.twitter] == LengthMetric.twitter.unitCount(of: shown), "\(label)")
      if outcome.isAccepted, !tight { #expect(shown == new, "\(label)") }
    }
    #expect(measuredAlone >= 3, "seed \(seed): \(measuredAlone) edits measured alone")
  }
}
