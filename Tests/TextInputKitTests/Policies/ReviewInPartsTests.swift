import Testing
import TextInputKitTesting

import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction

/// A long insertion into a field with little room is reviewed a part at a time
/// (``InputPolicy/reviewInParts(_:chunking:)``): the field ends up exactly as after a review of
/// the whole insertion.
@Suite("Review in parts")
struct ReviewInPartsTests {
  /// Policies a review in parts accepts: filters, transforms and one truncating limit.
  static let policies: [(String, InputPolicy)] = [
    ("nickname", .nickname),
    ("emoji, utf8 24", InputPolicy(.rejectEmoji, .maxLength(24, counting: .utf8))),
    ("invisibles, characters 9", InputPolicy(.rejectInvisibles, .maxLength(9))),
    (
      "marks, zero width, utf16 12",
      InputPolicy(.maxCombiningMarks(2), .rejectZeroWidth, .maxLength(12, counting: .utf16))
    ),
    (
      "uppercase, bidi, scalars 10",
      InputPolicy(.uppercased, .rejectBidi, .maxLength(10, counting: .scalars))
    ),
    (
      "letters and full width, gb18030 7",
      InputPolicy(.allow(.letters), .rejectEmoji, .maxLength(7, counting: .gb18030))
    ),
    ("limit first, then emoji", InputPolicy(.maxLength(6), .rejectEmoji, .rejectInvisibles)),
    (
      "deny, lowercase, characters 5",
      InputPolicy(.deny(characters: "a中"), .lowercased, .maxLength(5))
    ),
  ]

  /// A random insertion of hostile pieces, with long runs of one piece now and then so that a
  /// filter removes a whole part.
  static func randomPaste(_ rng: inout SplitMix64, pieces: Int) -> String {
    var text = ""
    for _ in 0..<pieces {
      let piece = HostileText.pieces.randomElement(using: &rng)!
      let repeats =
        Int.random(in: 0..<10, using: &rng) == 0 ? Int.random(in: 1...40, using: &rng) : 1
      text += String(repeating: piece, count: repeats)
    }
    return text
  }

  /// What a review leaves, for comparing.
  ///
  /// The replacement, the range, whether it was rejected, where the caret goes. A rejected edit leaves the field as it was, whatever its replacement.
  static func summary(_ proposal: ProposedEdit) -> String {
    (proposal.isRejected ? "rejected" : "kept \(proposal.replacement.debugDescription)")
      + " at \(proposal.text.utf8.distance(from: proposal.text.startIndex, to: proposal.range.lowerBound))"
      + "..<\(proposal.text.utf8.distance(from: proposal.text.startIndex, to: proposal.range.upperBound))"
      + " caret \(String(describing: proposal.caretInReplacement)) widened \(proposal.working.widened)"
  }

  /// Differential: on random pastes of hostile pieces into random fields, with tiny parts and a
  /// small margin (harder than the standard ones), a review in parts that stands gives what the
  /// review of the whole paste gives.
  @Test(arguments: policies.indices)
  func partsAgreeWithTheWholeReview(policyIndex: Int) {
    let (name, policy) = Self.policies[policyIndex]
    var stood = 0
    for seed in UInt64(1)...150 {
      var rng = SplitMix64(seed: seed &* 1_000 &+ UInt64(policyIndex))
      let field = Self.randomPaste(&rng, pieces: Int.random(in: 0...3, using: &rng))
      let scalars = Array(field.unicodeScalars)
      let a = Int.random(in: 0...scalars.count, using: &rng)
      let b = Int.random(in: 0...scalars.count, using: &rng)
      let lower = field.unicodeScalars.index(field.startIndex, offsetBy: Swift.min(a, b))
      let upper = field.unicodeScalars.index(field.startIndex, offsetBy: Swift.max(a, b))
      let paste = Self.randomPaste(&rng, pieces: Int.random(in: 20...300, using: &rng))
      let chunking = PasteChunking(
        minimumLength: 0, firstPart: Int.random(in: 1...64, using: &rng), bytesPerUnit: 1,
        margin: Int.random(in: 4...16, using: &rng), growth: 2, largestPartDivisor: 1)
      var whole = ProposedEdit(
        text: field, range: lower..<upper, replacement: paste, source: .paste)
      var parts = whole
      policy.reviewWhole(&whole)
      guard policy.reviewInParts(&parts, chunking: chunking) else { continue }
      stood += 1
      #expect(
        Self.summary(parts) == Self.summary(whole),
        "\(name) seed \(seed): \(field.debugDescription) + \(paste.debugDescription)")
      // The limit's change lists the rest of the paste as it was given.
      let limit = parts.changes.first { $0.rule == .maxLength }
      #expect(limit != nil, "\(name) seed \(seed)")
      // No rule reports a change the whole review did not report.
      let reported = Set(whole.changes.map { "\($0.rule.rawValue) \($0.kind)" })
      for change in parts.changes {
        #expect(
          reported.contains("\(change.rule.rawValue) \(change.kind)"),
          "\(name) seed \(seed): \(change)")
      }
    }
    // Most random pastes are far longer than the room: the parts must stand for many of them.
    #expect(stood >= 30, "\(name): a review in parts stood \(stood) times in 150")
  }

  /// With the standard parts, long pastes of every hostile kind leave the field as a whole review
  /// does; through the public entry points.
  @Test(arguments: [UInt64(1), 2, 3])
  func longPastesAgreeWithTheWholeReview(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    var pastes = HostileText.large(bytes: 1 << 15)
    for _ in 0..<4 { pastes.append(Self.randomPaste(&rng, pieces: 12_000)) }
    for paste in pastes {
      for (name, policy) in Self.policies {
        var whole = ProposedEdit(
          text: "", range: "".startIndex..<"".startIndex, replacement: paste, source: .paste)
        policy.reviewWhole(&whole)
        let expected = whole.isRejected ? "" : whole.replacement
        #expect(
          policy.sanitize(paste) == expected,
          "\(name) seed \(seed): \(paste.prefix(40).debugDescription)…")
      }
    }
  }

  /// What a review in parts reports: a filter whose rejected characters all lie beyond the part
  /// reports nothing, and the limit lists the rest of the paste as it was given.
  @Test func theLimitListsTheRestOfThePasteAsGiven() {
    let paste = String(repeating: "a", count: 5_000) + "😀" + String(repeating: "b", count: 100_000)
    let outcome = InputPolicy.nickname.apply(
      .paste(paste, in: TextFieldState()), to: TextFieldState())
    #expect(outcome.state.text == String(repeating: "a", count: 16))
    #expect(outcome.changes.count == 1)
    #expect(outcome.changes.first?.rule == .maxLength)
    #expect(outcome.changes.first?.removed == String(paste.dropFirst(16)))
  }

  /// A paste that the filters empty beyond the first parts is reviewed whole; a policy with a
  /// rule outside the filters and limits, or a weighted limit, is never reviewed in parts.
  @Test func partsStandOnlyWhereTheyMay() {
    let spaces = String(repeating: " ", count: 60_000) + "abcdefghijklmnopqrstuvwxyz"
    var proposal = ProposedEdit(
      text: "", range: "".startIndex..<"".startIndex, replacement: spaces, source: .paste)
    #expect(!InputPolicy.nickname.reviewInParts(&proposal, chunking: .standard))
    #expect(InputPolicy.nickname.sanitize(spaces) == "abcdefghijklmnop")
    let long = String(repeating: "x", count: 60_000)
    for policy in [InputPolicy.tweet, .price, InputPolicy(.maxLength(3), .maxLength(4))] {
      var edit = ProposedEdit(
        text: "", range: "".startIndex..<"".startIndex, replacement: long, source: .paste)
      #expect(!policy.reviewInParts(&edit, chunking: .standard))
    }
    var edit = ProposedEdit(
      text: "", range: "".startIndex..<"".startIndex, replacement: long, source: .paste)
    #expect(InputPolicy.nickname.reviewInParts(&edit, chunking: .standard))
    #expect(edit.replacement == String(repeating: "x", count: 16))
  }

  /// Pieces of mixed-script text: Latin, Han, Kana, Hangul, emoji with skin tones and joiners,
  /// flags, marks that join the piece before them (so that clusters straddle a part's end),
  /// invisibles, and now and then a Cyrillic or Greek letter that mixes with none of them.
  static let scriptPieces = [
    "abc", "xyz", "中文字", "😀", "👍🏽", " ", ".", ",", "e\u{301}", "\u{301}", "\u{301}\u{302}\u{303}",
    "👨‍👩‍👧", "\u{1F1E8}\u{1F1F3}", "\u{200B}", "\u{202E}", "\u{200D}", "\r\n", "東京Tokyo",
    "\u{1F3FD}", "\u{FE0F}",
  ]
  /// The letters written beside Latin and Han in one country: a paste takes one set of them.
  static let eastPieces = [[], ["ひら", "カ"], ["한"], ["\u{3105}"]]
  static let rareScriptPieces = ["а", "Ω", "ש"]

  /// Policies that judge the scripts of the whole text.
  static let scriptPolicies: [(String, InputPolicy)] = [
    ("secure", .secure),
    ("mixed scripts, characters 8", InputPolicy(.rejectMixedScripts, .maxLength(8))),
    (
      "invisibles, mixed scripts, marks, utf16 12",
      InputPolicy(.rejectInvisibles, .rejectMixedScripts, .maxCombiningMarks(1), .maxLength(12, counting: .utf16))
    ),
  ]

  /// Differential: a policy that judges the scripts of the whole text stands on a part only when
  /// the whole paste's letters may mix, and then gives what the review of the whole paste gives,
  /// on random pastes of mixed-script pieces cut after every few bytes.
  @Test(arguments: scriptPolicies.indices)
  func scriptPartsAgreeWithTheWholeReview(policyIndex: Int) {
    let (name, policy) = Self.scriptPolicies[policyIndex]
    var stood = 0
    var wholeRejected = 0
    for seed in UInt64(1)...300 {
      var rng = SplitMix64(seed: seed &* 7_919 &+ UInt64(policyIndex))
      let rare = Int.random(in: 0..<4, using: &rng) == 0
      let pieces = Self.scriptPieces + Self.eastPieces.randomElement(using: &rng)!
      func piece() -> String {
        rare && Int.random(in: 0..<40, using: &rng) == 0
          ? Self.rareScriptPieces.randomElement(using: &rng)!
          : pieces.randomElement(using: &rng)!
      }
      let field = (0..<Int.random(in: 0...3, using: &rng)).map { _ in piece() }.joined()
      let middle = field.unicodeScalars.index(
        field.startIndex, offsetBy: Int.random(in: 0...field.unicodeScalars.count, using: &rng))
      let paste = (0..<Int.random(in: 20...200, using: &rng)).map { _ in piece() }.joined()
      let chunking = PasteChunking(
        minimumLength: 0, firstPart: Int.random(in: 1...64, using: &rng), bytesPerUnit: 1,
        margin: Int.random(in: 4...16, using: &rng), growth: 2, largestPartDivisor: 1)
      var whole = ProposedEdit(text: field, range: middle..<middle, replacement: paste, source: .paste)
      var parts = whole
      policy.reviewWhole(&whole)
      if whole.isRejected { wholeRejected += 1 }
      guard policy.reviewInParts(&parts, chunking: chunking) else { continue }
      stood += 1
      #expect(
        Self.summary(parts) == Self.summary(whole),
        "\(name) seed \(seed): \(field.debugDescription) + \(paste.debugDescription)")
    }
    #expect(stood >= 100, "\(name): a review in parts stood \(stood) times in 300")
    #expect(wholeRejected >= 5, "\(name): \(wholeRejected) pastes mixed scripts")
  }

  /// A long paste whose letters mix is reviewed whole, even when its mixing letter is far past
  /// the room; one whose letters may mix is reviewed a part at a time, and `sanitize` gives
  /// what a review of the whole paste gives.
  @Test(arguments: [
    ("abcxyz中文字😀👍🏽 .,", nil as String?),
    ("abcxyz中文字😀👍🏽 .,", "а"),
    ("東京Tokyo ", "한"),
    ("東京Tokyo ", "ひ"),
  ])
  func longPastesJudgeTheScriptsOfTheWholePaste(unit: String, last: String?) {
    let paste = String(repeating: unit, count: 8_000) + (last ?? "")
    var whole = ProposedEdit(
      text: "", range: "".startIndex..<"".startIndex, replacement: paste, source: .paste)
    var parts = whole
    InputPolicy.secure.reviewWhole(&whole)
    let mayMix = Script.mayMix({ var tally = ScriptTally(); tally.add(paste); return tally.scripts }())
    #expect(InputPolicy.secure.reviewInParts(&parts, chunking: .standard) == mayMix)
    #expect(InputPolicy.secure.sanitize(paste) == (whole.isRejected ? "" : whole.replacement))
    #expect(whole.isRejected == !mayMix)
  }

  /// A rewrite beside the scripts rule could make a letter of another script: never in parts.
  @Test func scriptsBesideARewriteAreReviewedWhole() {
    let paste = String(repeating: "abc中", count: 20_000)
    for (policy, inParts) in [
      (InputPolicy(.rejectMixedScripts, .maxLength(8)), true),
      (InputPolicy(.uppercased, .rejectMixedScripts, .maxLength(8)), false),
    ] {
      var edit = ProposedEdit(
        text: "", range: "".startIndex..<"".startIndex, replacement: paste, source: .paste)
      #expect(policy.reviewInParts(&edit, chunking: .standard) == inParts)
    }
  }

  /// Certain boundaries: never inside a code point, never after a carriage return or before a
  /// combining mark.
  @Test func certainBoundaries() {
    #expect("ab".certainBoundaryUTF8Offset(atOrAfter: 1) == 1)
    #expect("中文".certainBoundaryUTF8Offset(atOrAfter: 1) == 3)
    #expect("e\u{301}xy".certainBoundaryUTF8Offset(atOrAfter: 1) == 4)
    #expect("a\r\nb".certainBoundaryUTF8Offset(atOrAfter: 2) == 3)
    #expect("😀😀".certainBoundaryUTF8Offset(atOrAfter: 1) == nil)
    #expect("abc".certainBoundaryUTF8Offset(atOrAfter: 3) == nil)
  }
}
