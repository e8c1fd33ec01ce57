import Testing
import TextInputKitTesting

import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction

/// A keystroke in notification mode is judged on a window of the text
/// (``TextInputController/keyedChange(window:shown:selection:markedRange:)``); it must agree
/// exactly with the same controller judging the whole texts
/// (``TextInputController/didChange(text:utf16Selection:utf16MarkedRange:)``): the correction,
/// the field after it and the events.
@Suite("Keyed changes judged in a window")
struct KeyedWindowTests {
  static let pieces = [
    "a", "Z", "7", "中", "😀", "👨‍👩‍👧", "🇨🇳", "🇺🇸", "👍🏽", "e\u{301}", "\u{301}", "\u{FE0F}",
    "\u{200D}", "𠀀", "ש", "\n", " ", "。", "1️⃣", "\u{1F3FB}", "ก\u{E31}", "Я", "0", ".",
    "example.com ", "\u{2066}", "\u{AD}",
  ]

  static let policies: [(String, InputPolicy)] = [
    ("nickname", .nickname),
    ("bio", .bio),
    ("tweet", .tweet),
    ("secure", .secure),
    ("price", .price),
    ("digits", InputPolicy(.allow(.digits))),
    ("uppercased, 60 characters", try! InputPolicy(json: #"{"transform": "uppercase", "maxLength": 60}"#)),
    ("pattern", try! InputPolicy(json: #"{"pattern": "[a-z0-9 ]*"}"#)),
    ("twitter, long", try! InputPolicy(json: #"{"maxLength": 100000, "metric": "twitter"}"#)),
  ]

  /// A keyboard's change of `state`: the selection replaced by some pieces, or a backspace or
  /// forward delete of a scalar or a cluster next to the caret; the host's text and selection.
  static func keystroke(
    on state: TextFieldState, using rng: inout SplitMix64
  ) -> (text: String, selection: Range<Int>) {
    var units = Array(state.text.utf16)
    let selection = state.utf16Selection
    switch Int.random(in: 0..<4, using: &rng) {
    case 0, 1:
      let inserted = (0..<Int.random(in: 1...3, using: &rng)).map { _ in
        pieces.randomElement(using: &rng)!
      }.joined()
      units.replaceSubrange(selection, with: Array(inserted.utf16))
      let caret = selection.lowerBound + inserted.utf16.count
      return (String(decoding: units, as: UTF16.self), caret..<caret)
    case 2:
      // Backspace of the cluster or the scalar before the caret.
      let text = state.text
      guard selection.isEmpty, state.caret > text.startIndex else { return (text, selection) }
      let cluster = text.index(before: state.caret)
      let scalar = text.unicodeScalars.index(before: state.caret)
      let start = Bool.random(using: &rng) ? cluster : scalar
      let lower = text.utf16.distance(from: text.startIndex, to: start)
      units.removeSubrange(lower..<selection.lowerBound)
      return (String(decoding: units, as: UTF16.self), lower..<lower)
    default:
      // Forward delete of the cluster after the caret.
      let text = state.text
      guard selection.isEmpty, state.caret < text.endIndex else { return (text, selection) }
      let upper = text.utf16.distance(from: text.startIndex, to: text.index(after: state.caret))
      units.removeSubrange(selection.lowerBound..<upper)
      return (String(decoding: units, as: UTF16.self), selection)
    }
  }

  @Test(arguments: 0..<9)
  func agreesWithTheWholeTexts(policyIndex: Int) {
    let (name, policy) = Self.policies[policyIndex]
    var judgedInWindows = 0
    for seed in UInt64(1)...10 {
      var rng = SplitMix64(seed: seed &* 31 &+ UInt64(policyIndex))
      let start = policy.sanitize(
        (0..<Int.random(in: 0...200, using: &rng)).map { _ in Self.pieces.randomElement(using: &rng)! }
          .joined())
      var whole = TextInputController(policy: policy, state: TextFieldState(text: start))
      for step in 0..<60 {
        let state = whole.state
        let count = state.text.utf16.count
        if Int.random(in: 0..<3, using: &rng) == 0 {
          // Move the caret or select, off the middle of clusters.
          let a = Int.random(in: 0...count, using: &rng)
          let b = Bool.random(using: &rng) ? a : Int.random(in: a...count, using: &rng)
          let moved = TextFieldState(text: state.text, utf16Selection: a..<b)
          _ = whole.selectionDidChange(utf16Selection: moved.utf16Selection)
          continue
        }
        let (text, selection) = Self.keystroke(on: state, using: &rng)
        guard text != state.text else { continue }
        // The window a host read found: the differing units with a random margin on each side,
        // off the middle of surrogate pairs.
        let old = Array(state.text.utf16)
        let new = Array(text.utf16)
        var prefix = 0
        while prefix < min(old.count, new.count), old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < min(old.count, new.count) - prefix,
          old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        {
          suffix += 1
        }
        var lower = max(prefix - Int.random(in: 0...40, using: &rng), 0)
        var upper = min(old.count - suffix + Int.random(in: 0...40, using: &rng), old.count)
        if lower > 0, lower < old.count, UTF16.isTrailSurrogate(old[lower]) { lower -= 1 }
        if upper < old.count, UTF16.isTrailSurrogate(old[upper]) { upper += 1 }
        let delta = new.count - old.count
        let shown = String(decoding: new[lower..<(upper + delta)], as: UTF16.self)

        var windowed = whole
        _ = windowed.takeEvents()
        _ = whole.takeEvents()
        let expected = whole.didChange(text: text, utf16Selection: selection, utf16MarkedRange: nil)
        let context =
          "\(name) seed \(seed) step \(step): \(state.drawn.debugDescription) → \(TextFieldState(text: text, utf16Selection: selection).drawn.debugDescription), window \(lower)..<\(upper)"
        guard
          let keyed = windowed.keyedChange(
            window: lower..<upper, shown: shown, selection: selection, markedRange: nil)
        else { continue }  // the whole texts decide: nothing to compare
        judgedInWindows += 1
        #expect(keyed.correction == expected, "\(context)")
        #expect(windowed.state == whole.state, "\(context)")
        #expect(windowed.takeEvents() == whole.takeEvents(), "\(context)")
        if windowed.state != whole.state { return }
      }
    }
    // Most keystrokes are judged in their window: the comparison is not vacuous.
    #expect(judgedInWindows > 100, "\(name): \(judgedInWindows)")
  }
}
