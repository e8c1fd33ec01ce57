import Testing
import TextInputKitTesting

import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction

/// The one walk over a paste (`ClusterFilterWalk`) against the rules run one by one: the same
/// field, the same changes, for every paste.
@Suite("Cluster filters in one walk")
struct ClusterFilterWalkTests {
  static let filters: [any InputRule] = [
    InputRules.RejectEmoji(), InputRules.RejectInvisibles(), InputRules.RejectZeroWidth(),
    InputRules.RejectBidi(), InputRules.RejectBidi(allowingMarks: true),
  ]
  static let others: [any InputRule] = [
    InputRules.MaxLength(300), InputRules.MaxLength(400, counting: .gb18030),
    InputRules.CaseTransform.uppercase, InputRules.AllowedCharacters(.digits),
    InputRules.MaxCombiningMarks(2),
  ]
  /// What a paste is made of: the hostile pieces, and much plain text, so that the walk often
  /// gets to the end.
  static let pieces =
    HostileText.pieces
    + Array(repeating: ["的", "quick ", "brown", "fox ", "，", "中文", "Ok", "1"], count: 12).joined()
    + ["\r", "\u{0600}", "\u{0915}\u{094D}", "\u{0915}", "\u{1F3FD}", "\u{1F1EF}", "\u{1F1F5}"]
    // A hexagram (U+4DC0) shares its lead byte with ideographs but takes a following accent;
    // "—" and "。" are skipped alone between known boundaries.
    + ["\u{4DC0}", "\u{301}", "—", "。", "\u{4E00}", "\u{5000}"]

  /// Runs `edit` through `policy` with the walk and with the rules one by one.
  static func compare(_ policy: InputPolicy, _ edit: Edit, on state: TextFieldState) -> Bool {
    let walked = policy.apply(edit, to: state)
    let oneByOne = ClusterFilterWalk.$isEnabled.withValue(false) { policy.apply(edit, to: state) }
    #expect(walked == oneByOne, "\(edit.replacement.debugDescription) into \(state.text.debugDescription)")
    return walked == oneByOne
  }

  /// Whether the walk alone takes the paste (rather than handing it to the rules one by one).
  static func walks(_ filters: [any ClusterFilter], _ edit: Edit, on state: TextFieldState) -> Bool {
    var proposal = ProposedEdit(
      text: state.text, range: state.text.clusterRange(utf16: edit.utf16Range(in: state.text)),
      replacement: edit.replacement, source: edit.source)
    return ClusterFilterWalk(filters).review(&proposal)
  }

  @Test func randomPastesGiveWhatTheRulesOneByOneGive() {
    var generator = SplitMix64(seed: 0x5EED_F11E)
    var walked = 0
    var handedOver = 0
    var cut = 0
    for _ in 0..<2_500 {
      var chosen = Self.filters.shuffled(using: &generator)
        .prefix(Int.random(in: 1...Self.filters.count, using: &generator))
        .map { $0 }
      if Bool.random(using: &generator) {
        let other = Self.others.randomElement(using: &generator)!
        chosen.insert(other, at: Int.random(in: 0...chosen.count, using: &generator))
      }
      let policy = InputPolicy(rules: chosen)
      func text(_ count: Int) -> String {
        (0..<count).map { _ in Self.pieces.randomElement(using: &generator)! }.joined()
      }
      let before = text(Int.random(in: 0...3, using: &generator))
      let after = text(Int.random(in: 0...3, using: &generator))
      let state = TextFieldState(
        text: before + after, utf16Selection: before.utf16.count..<before.utf16.count)
      var paste = text(Int.random(in: 60...240, using: &generator))
      // Often a paste whose only hostile characters are spaces and emoji, as in a real post.
      if Int.random(in: 0..<3, using: &generator) > 0 {
        paste = String(paste.filter { $0.unicodeScalars.allSatisfy { $0.value < 0x300 || $0.value >= 0x3400 } || $0.isEmoji })
      }
      let edit = Edit(replacing: state.text.utf16Range(state.selection), with: paste, source: .paste)
      guard Self.compare(policy, edit, on: state) else { return }
      let filters = chosen.prefix { $0 is any ClusterFilter }.map { $0 as! any ClusterFilter }
      if !filters.isEmpty, paste.utf8.count >= ClusterFilterWalk.minimumUTF8Count {
        if Self.walks(filters, edit, on: state) { walked += 1 } else { handedOver += 1 }
        if policy.apply(edit, to: state).changes.contains(where: { $0.kind == .removed }) { cut += 1 }
      }
    }
    // Both ways are taken often, and the walk removes text: the comparison means something.
    #expect(walked > 300, "walked \(walked), handed over \(handedOver), removed \(cut)")
    #expect(handedOver > 300, "handed over \(handedOver)")
    #expect(cut > 1_000, "removed something \(cut)")
  }

  /// Pastes where a removal lets neighbours join, or leaves part of a cluster: the walk hands
  /// them to the rules one by one, and the result is theirs.
  @Test(arguments: [
    ("a \u{301}", "invisibles", false),  // the space goes; the accent would join the "a"
    ("👨\u{200D} ©", "invisibles", false),  // "©" would join the joiner (or the joiner goes)
    ("🇯 🇵", "invisibles", false),  // the two regional indicators would make a flag
    ("\r\u{200B}\n", "zeroWidth", false),  // CR LF would join
    ("\u{0600} a", "invisibles", true),  // the prepended sign takes the space into its cluster
    ("a🏽b", "emoji", false),  // the skin tone goes, the letter stays: part of a cluster
    ("👨\u{200D} ©", "emoji invisibles", true),  // the emoji goes first: nothing joins
    ("🇯 🇵", "emoji invisibles", true),
    ("fox 😀的 quick 👍🏽 brown", "emoji invisibles", true),  // spaces and emoji go
    ("中文，quick brown fox", "emoji invisibles", true),
    ("a \u{4DC0}\u{301} b", "invisibles", true),  // the hexagram and its accent stay one
    ("— 😀 —。 b", "emoji invisibles", true),
  ])
  func joins(_ piece: String, rules: String, walks: Bool) {
    let paste = String(repeating: "中", count: 100) + piece + String(repeating: "中", count: 100)
    let all: [String: any InputRule] = [
      "emoji": InputRules.RejectEmoji(), "invisibles": InputRules.RejectInvisibles(),
      "zeroWidth": InputRules.RejectZeroWidth(),
    ]
    let policy = InputPolicy(rules: rules.split(separator: " ").map { all[String($0)]! })
    let state = TextFieldState(text: "ab", utf16Selection: 1..<1)
    let edit = Edit(replacing: 1..<1, with: paste, source: .paste)
    #expect(Self.compare(policy, edit, on: state))
    let filters = policy.rules.map { $0 as! any ClusterFilter }
    #expect(Self.walks(filters, edit, on: state) == walks)
  }

  /// Each rule's `removesIsolated` is what its `review(_:)` does to the code point typed alone
  /// between two letters, for every isolated code point.
  @Test func isolatedVerdictsMatchTheRules() {
    let values = Array(0..<0x300) + Array(0x3400...0x4DBF) + Array(0x4E00...0x9FFF)
      + Array(0xFF01...0xFF5E)
    for rule in Self.filters {
      let filter = rule as! any ClusterFilter
      let policy = InputPolicy(rules: [rule])
      for value in values where value != 0x0D {
        let scalar = Unicode.Scalar(UInt32(value))!
        let state = TextFieldState(text: "ab", utf16Selection: 1..<1)
        let outcome = policy.apply(Edit(replacing: 1..<1, with: String(scalar), source: .typing), to: state)
        let removed = outcome.state.text == "ab"
        #expect(filter.removesIsolated(UInt32(value)) == removed, "\(rule) U+\(String(value, radix: 16))")
        if value >= 0x3400 { #expect(!filter.keepsIdeographs || !removed) }
      }
    }
  }
}

extension ClusterFilterWalkTests {
  /// The cluster ends the walk finds with short strings are the standard library's, also for
  /// clusters longer than the first string it tries.
  @Test(arguments: ["👨‍👩‍👧‍👦x", "e" + String(repeating: "\u{301}", count: 200) + "x", "🇨🇳🇺🇸", "\r\nx", "a"])
  func clusterEndsAreTheStandardLibrarys(_ text: String) {
    var text = text
    text.makeContiguousUTF8()
    let end = text.utf8.withContiguousStorageIfAvailable {
      GraphemeScanner.clusterEnd(in: $0, startingAt: 0)
    }
    #expect(end == text.first!.utf8.count)
  }
}

extension ClusterFilterWalkTests {
  /// The end of the cluster at every cluster boundary of random texts, among them single code
  /// points that never join their neighbours (found without the standard library), against the
  /// standard library's clusters.
  @Test(arguments: UInt64(1)...8)
  func clusterEndsAtEveryBoundaryAreTheStandardLibrarys(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let pieces = [
      "a", "😀", "\u{200B}", "\u{200C}", "\u{200D}", "\u{2060}", "\u{FEFF}", "\u{301}", "\u{1F3FD}",
      "\u{FE0F}", "\u{0600}", "\u{1F1E6}", "\r", "\n", "中", "—", "\u{0915}", "\u{094D}", "\u{1100}",
      "\u{AC00}", "\u{E0067}",
    ]
    for _ in 0..<300 {
      var text = (0..<Int(random.next() % 10) + 1).map { _ in
        pieces[Int(random.next() % UInt64(pieces.count))]
      }.joined()
      text.makeContiguousUTF8()
      var offset = 0
      for character in text {
        let end = text.utf8.withContiguousStorageIfAvailable {
          GraphemeScanner.clusterEnd(in: $0, startingAt: offset)
        }
        offset += character.utf8.count
        #expect(end == offset, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
      }
    }
  }
}

extension ClusterFilterWalkTests {
  /// Pastes made only of code points that join nothing on either side ("a", "😀", U+200B),
  /// which the walk judges one code point at a time, pasted beside text that may join them (a
  /// prepended sign or a joiner before, a combining mark or a line feed after), now and then
  /// with a piece that joins once a character inside it goes: the field the rules one by one
  /// give, and the walk takes every paste of those code points alone whose neighbours join
  /// nothing.
  @Test(arguments: UInt64(1)...6)
  func pastesOfCodePointsThatJoinNothing(seed: UInt64) {
    var generator = SplitMix64(seed: seed)
    let inert = ["a", " ", "😀", "\u{200B}", "\u{2060}", "\u{FEFF}", "中", "—", "！", "\u{1F44D}", "\u{2028}", "\t", "7"]
    let joining = ["", "", "b", "\u{0600}", "👨\u{200D}", "\r", "🇯", "\u{0915}\u{094D}"]
    let following = ["", "", "b", "\u{301}", "\u{FE0F}", "\n", "🇵", "\u{1F3FD}", "\u{0915}"]
    var walked = 0
    for _ in 0..<600 {
      let chosen = Self.filters.shuffled(using: &generator)
        .prefix(Int.random(in: 1...Self.filters.count, using: &generator)).map { $0 }
      let policy = InputPolicy(rules: chosen)
      let before = joining.randomElement(using: &generator)!
      let after = following.randomElement(using: &generator)!
      // Now and then a piece whose code points join once the one between them goes: the
      // full walk takes over there.
      let joiningPieces = ["\r\u{200B}\n", "\u{0600}\u{2060}a", "👨\u{FEFF}\u{200D}😀", "🇯\u{200B}🇵"]
      var pieces = (0..<Int.random(in: 100...200, using: &generator))
        .map { _ in inert.randomElement(using: &generator)! }
      let joins = Int.random(in: 0..<4, using: &generator) == 0
      if joins {
        pieces.insert(
          joiningPieces.randomElement(using: &generator)!,
          at: Int.random(in: 0...pieces.count, using: &generator))
      }
      let paste = pieces.joined()
      let state = TextFieldState(
        text: before + after, utf16Selection: before.utf16.count..<before.utf16.count)
      let edit = Edit(replacing: state.text.utf16Range(state.selection), with: paste, source: .paste)
      guard Self.compare(policy, edit, on: state) else { return }
      let neighboursJoinNothing = ["", "b"].contains(before) && ["", "b"].contains(after)
      let filters = chosen.map { $0 as! any ClusterFilter }
      let kept = policy.apply(edit, to: state).state.text.utf8.count > state.text.utf8.count
      if neighboursJoinNothing, !joins, kept, paste.utf8.count >= ClusterFilterWalk.minimumUTF8Count {
        #expect(Self.walks(filters, edit, on: state), "\(paste.debugDescription)")
        walked += 1
      }
    }
    #expect(walked > 30)
  }
}

extension ClusterFilterWalkTests {
  /// Code points that share a slot of the walk's memo of code points ("Â" and "🙉", "Ã" and
  /// "🙊": the same high byte of their values times the memo's multiplier) keep their own
  /// verdicts.
  @Test func codePointsThatShareAMemoSlotKeepTheirVerdicts() {
    let paste = String(repeating: "🙊Ã🙉Âa", count: 80)
    let policy = InputPolicy(rules: [InputRules.RejectEmoji()])
    let state = TextFieldState()
    let edit = Edit(replacing: 0..<0, with: paste, source: .paste)
    #expect(policy.apply(edit, to: state).state.text == String(repeating: "ÃÂa", count: 80))
    #expect(Self.compare(policy, edit, on: state))
    #expect(Self.walks([InputRules.RejectEmoji()], edit, on: state))
  }
}
