import Testing
import TextInputKitTesting

import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction

/// The buffer reviews edits on a window around them; it must agree exactly with the same engine
/// reviewing the whole text (as ``InputPolicy/apply(_:to:)`` does, here kept as a buffer so that
/// it remembers what a composition replaced, as the controller does).
@Suite("Field buffer")
struct FieldBufferTests {
  static let pieces = [
    "a", "Z", "7", "中", "文", "😀", "👨‍👩‍👧", "🇨🇳", "🇺🇸", "👍🏽", "e\u{301}", "\u{301}", "\u{FE0F}",
    "\u{200D}", "𠀀", "ש", "\r", "\n", " ", "。", "1️⃣", "\u{1F3FB}", "ก\u{E31}",
    "e\u{301}\u{302}", "\u{302}\u{303}",
  ]

  static let policies: [(String, InputPolicy)] = [
    ("nickname", .nickname),
    ("bio", .bio),
    ("tweet", .tweet),
    ("characters", InputPolicy(.rejectEmoji, .maxLength(300))),
    ("utf16", InputPolicy(.maxLength(280, counting: .utf16))),
    ("price", .price),
    ("scripts", InputPolicy(.rejectMixedScripts, .maxCombiningMarks(2))),
  ]

  @Test(arguments: 0..<7)
  func agreesWithTheWholeFieldEngine(policyIndex: Int) {
    let (name, policy) = Self.policies[policyIndex]
    for seed in UInt64(1)...12 {
      var rng = SplitMix64(seed: seed)
      let start = (0..<Int.random(in: 0...400, using: &rng)).map { _ in
        Self.pieces.randomElement(using: &rng)!
      }.joined()
      var state = TextFieldState(text: start)
      var buffer = FieldBuffer(policy: policy, state: state)
      var whole = FieldBuffer(policy: policy, state: state, reviewsWholeText: true)
      for step in 0..<80 {
        let random = RandomBufferEdit(
          in: state, pieces: Self.pieces, longSpan: 30, pieceCount: 4,
          sources: [.typing, .paste, .markedText, .commit, .systemReplacement], using: &rng)
        let (range, insert, source) = (random.range, random.replacement, random.source)
        let expected = whole.apply(range, replacement: insert, source: source)
        let change = buffer.apply(range, replacement: insert, source: source)
        let context =
          "\(name) seed \(seed) step \(step): \(state.drawn.debugDescription) \(range) \(insert.debugDescription) \(source)"
        #expect(change.disposition == expected.disposition, "\(context)")
        #expect(change.replacedUTF16Range == expected.replacedUTF16Range, "\(context)")
        #expect(change.replacement == expected.replacement, "\(context)")
        #expect(
          buffer.state == expected.state,
          "\(context) → \(expected.state.drawn.debugDescription) got \(buffer.state.drawn.debugDescription)"
        )
        state = expected.state
        if let violation = buffer.invariantViolation() {
          Issue.record("\(context): \(violation)")
        }
        for (metric, units) in buffer.units where units != metric.unitCount(of: state.text) {
          Issue.record(
            "\(context) \(metric.name ?? ""): \(units) ≠ \(metric.unitCount(of: state.text)); \(state.text.unicodeScalars.map { String($0.value, radix: 16) })"
          )
        }
        if buffer.state != state { return }
      }
    }
  }

  /// An edit inside a cluster of several marks whose base follows a letter: the window must
  /// still hold the cluster before the edited one, which an inserted mark can join.
  @Test(arguments: [
    ("ab" + "e\u{301}\u{302}" + "cd", 4..<4, "\u{303}"),
    ("ab" + "e\u{301}\u{302}" + "cd", 3..<4, "\u{303}x"),
    ("ab" + "e\u{301}\u{302}" + "cd", 2..<4, "\u{303}"),
    ("a😀" + "e\u{301}\u{302}" + "cd", 5..<5, "\u{FE0F}"),
  ])
  func editsInsideLongClusters(text: String, range: Range<Int>, insert: String) {
    for policy in [InputPolicy(.maxLength(100)), .tweet, .nickname] {
      let state = TextFieldState(text: text)
      let expected = policy.apply(Edit(replacing: range, with: insert, source: .typing), to: state)
      var buffer = FieldBuffer(policy: policy, state: state)
      let change = buffer.apply(range, replacement: insert, source: .typing)
      #expect(change.replacedUTF16Range == expected.replacedUTF16Range)
      #expect(change.replacement == expected.replacement)
      #expect(buffer.state == expected.state)
      for (metric, units) in buffer.units {
        #expect(units == metric.unitCount(of: buffer.state.text))
      }
    }
  }

  @Test func windowsEndOnCertainBoundaries() {
    let text =
      String(repeating: "ab中", count: 200) + String(repeating: "\u{301}", count: 500) + "xyz"
    let buffer = FieldBuffer(policy: .bio, state: TextFieldState(text: text))
    // Far from the combining marks the window is small.
    #expect(buffer.window(around: 300..<300).count < 64)
    // Inside the long cluster it grows to hold the whole cluster.
    let window = buffer.window(around: 800..<800)
    #expect(window.lowerBound <= 599 && window.upperBound >= 1100)
  }
}
