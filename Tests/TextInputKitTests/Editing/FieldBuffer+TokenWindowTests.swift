import Testing
import TextInputKitTesting

import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction

/// A field with tokens finds them on a window that ends at token cuts; it must agree exactly with
/// the same engine finding them on the whole text, on random edits that create, split, merge and
/// delete tokens, next to emoji and combining marks.
@Suite("Field buffer: token windows")
struct FieldBufferTokenWindowTests {
  static let pieces = [
    "a", "b", "Z", "7", "_", " ", "  ", "@", "@bob", "@alice_9", "#", "#swift#", "#话题#", "sin(",
    "si", "n(", "(", "π", "π\u{301}", "cos(", "[笑哭]", "[捂脸]", "[", "]", "笑", "哭", "[笑", "哭]",
    "中", "😀", "👨‍👩‍👧", "🇨🇳", "👍🏽", "e\u{301}", "\u{301}", "\u{FE0F}", "\u{200D}", "\n", "。",
    "1️⃣", "𠀀", "ก\u{E31}", "x.com",
  ]

  static let tokenSets: [(String, TokenSet)] = [
    ("mentions and topics", .mentionsAndTopics),
    ("calculator", .calculator),
    ("stickers", TokenSet(catalog: StickerFixtures.catalog)),
    (
      "everything",
      TokenSet(
        literals: ["sin(", "cos(", "π", "@@"], patterns: [.mention, .topic],
        catalog: StickerFixtures.catalog)
    ),
    ("bounded pattern", TokenSet(patterns: [try! TokenPattern("(?:ab|a_)[0-9]{1,3}|@[a-z]?b")])),
  ]

  static let policies: [(String, InputPolicy)] = [
    ("unrestricted", .unrestricted),
    ("characters", InputPolicy(.rejectEmoji, .maxLength(300))),
    ("nickname", .nickname),
    ("tweet", .tweet),
  ]

  @Test(arguments: 0..<5, 0..<4)
  func agreesWithTheWholeText(tokenIndex: Int, policyIndex: Int) {
    let (tokenName, tokens) = Self.tokenSets[tokenIndex]
    let (policyName, policy) = Self.policies[policyIndex]
    #expect(tokens.locality != nil, "\(tokenName) is scanned on windows")
    for seed in UInt64(1)...10 {
      var rng = SplitMix64(seed: seed &* 7919 &+ UInt64(tokenIndex * 4 + policyIndex))
      let start = (0..<Int.random(in: 0...300, using: &rng)).map { _ in
        Self.pieces.randomElement(using: &rng)!
      }.joined()
      var state = TextFieldState(text: start)
      var buffer = FieldBuffer(policy: policy, state: state, tokens: tokens)
      var whole = FieldBuffer(policy: policy, state: state, tokens: tokens, reviewsWholeText: true)
      for step in 0..<60 {
        let context =
          "\(tokenName), \(policyName), seed \(seed) step \(step): \(state.drawn.debugDescription)"
        if Int.random(in: 0..<5, using: &rng) == 0 {
          let count = state.text.utf16.count
          let a = Int.random(in: 0...count, using: &rng)
          let b = Swift.min(count, a + Int.random(in: 0...3, using: &rng))
          whole.select(a..<b)
          buffer.select(a..<b)
          #expect(buffer.selection == whole.selection, "\(context) select \(a..<b)")
          state = whole.state
          if buffer.state != state { return }
          continue
        }
        let random = RandomBufferEdit(
          in: state, pieces: Self.pieces, longSpan: 20, pieceCount: 3,
          sources: [
            .typing, .typing, .paste, .markedText, .commit, .systemReplacement, .programmatic,
          ], using: &rng)
        let (range, insert, source) = (random.range, random.replacement, random.source)
        let expected = whole.apply(range, replacement: insert, source: source)
        let change = buffer.apply(range, replacement: insert, source: source)
        let edit = "\(context) \(range) \(insert.debugDescription) \(source)"
        #expect(change.disposition == expected.disposition, "\(edit)")
        #expect(change.changes == expected.changes, "\(edit)")
        #expect(change.replacedUTF16Range == expected.replacedUTF16Range, "\(edit)")
        #expect(change.replacement == expected.replacement, "\(edit)")
        #expect(
          buffer.state == expected.state,
          "\(edit) → \(expected.state.drawn.debugDescription) got \(buffer.state.drawn.debugDescription)"
        )
        #expect(buffer.units == whole.units, "\(edit)")
        state = expected.state
        if buffer.state != state { return }
      }
    }
  }

  /// Patterns the window cannot bound are found on the whole text, as before.
  @Test(arguments: [
    "@\\w+(?=\\s)", "@\\w+\\b", "^#\\w+", "(a)\\1", "(?i)@bob", "a*", "\\Q@\\E\\w",
  ])
  func patternsWithoutAShapeUseTheWholeText(source: String) throws {
    let tokens = TokenSet(patterns: [try TokenPattern(source)])
    #expect(tokens.locality == nil)
  }
}

extension FieldBufferTokenWindowTests {
  /// In a long post, the window around a keystroke holds the words around it, not the post.
  @Test func aKeystrokeInALongPostReadsAFewWords() {
    let post = Array(repeating: "hi @alice_9, see #swift# and [笑哭] 😀 e\u{301} ", count: 2_000)
      .joined()
    let buffer = FieldBuffer(
      policy: .unrestricted, state: TextFieldState(text: post),
      tokens: TokenSet(
        literals: ["sin("], patterns: [.mention, .topic], catalog: StickerFixtures.catalog))
    let middle = post.utf16.count / 2 + 5
    let locality = buffer.tokens!.locality!
    let window = buffer.tokenWindow(
      around: middle..<middle, tokens: buffer.tokens!, locality: locality)
    #expect(window.contains(middle))
    #expect(window.count < 60, "\(window)")
  }
}
