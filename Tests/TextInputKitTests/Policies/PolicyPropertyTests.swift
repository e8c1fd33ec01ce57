import Testing
import TextInputKitTesting

import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction

/// Random edit sequences on every preset: the invariants hold after every step.
@Suite("Policy properties")
struct PolicyPropertyTests {
  static let pieces = [
    "a", "Z", "7", "０", "。", ".", " ", "中", "文", "😀", "👨‍👩‍👧", "🇨🇳", "👍🏽", "e\u{301}", "\u{301}",
    "\u{FE0F}", "\u{200D}", "𠀀", "ש", "\u{202E}", "\u{200B}", "©", "1️⃣", "\r\n", "0", "5",
  ]

  static func randomText(_ rng: inout SplitMix64) -> String {
    (0..<Int.random(in: 0...5, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }
      .joined()
  }

  static func randomEdit(_ state: TextFieldState, _ rng: inout SplitMix64) -> Edit {
    let count = state.text.utf16.count
    let a = Int.random(in: -1...(count + 1), using: &rng)
    let b = Int.random(in: -1...(count + 1), using: &rng)
    let range = Swift.min(a, b)..<Swift.max(a, b)
    switch Int.random(in: 0..<6, using: &rng) {
    case 0: return .typing(pieces.randomElement(using: &rng)!, in: state)
    case 1: return .paste(randomText(&rng), in: state)
    case 2: return Edit.backspace(in: state) ?? .typing("a", in: state)
    case 3: return Edit(replacing: range, with: "", source: .deletion)
    case 4: return Edit(replacing: range, with: randomText(&rng), source: .systemReplacement)
    default: return Edit(replacing: range, with: randomText(&rng), source: .typing)
    }
  }

  @Test(arguments: InputPolicy.presets.keys.sorted())
  func randomEditsKeepTheInvariants(preset: String) {
    let policy = InputPolicy.presets[preset]!
    for seed in UInt64(1)...40 {
      var rng = SplitMix64(seed: seed)
      var state = TextFieldState()
      for step in 0..<60 {
        let edit = Self.randomEdit(state, &rng)
        let outcome = policy.apply(edit, to: state)
        let next = outcome.state
        let context =
          "\(preset) seed \(seed) step \(step): \(state.drawn) + \(edit) → \(next.drawn)"
        // An insertion into acceptable text leaves acceptable text. (A deletion may leave text
        // the policy would rewrite, such as ".5" from "0.5": deleting is always possible.)
        if edit.replacement.isEmpty == false && policy.violations(in: state.text).isEmpty {
          #expect(policy.violations(in: next.text).isEmpty, "\(context)")
        }
        // The caret is inside the text, on a cluster boundary.
        #expect(
          next.text.indices.contains(next.caret) || next.caret == next.text.endIndex, "\(context)")
        // A rejected edit leaves the field exactly as it was.
        if outcome.isRejected { #expect(next == state, "\(context)") }
        // Deleting is always possible. A date or time deletes inside its value in place (the
        // digit becomes 0): the backspace changes the field without shortening it.
        if policy.displayFormat?.deletesInPlace == true {
          #expect(policy.deletionViolation(in: next) == nil, "\(context)")
        } else if let backspace = Edit.backspace(in: next) {
          let deleted = policy.apply(backspace, to: next)
          #expect(!deleted.isRejected, "\(context)")
          #expect(deleted.state.text.utf16.count < next.text.utf16.count, "\(context)")
        }
        // The outcome is one range replacement of the original text.
        var replayed = state.text.utf16.map { $0 }
        replayed.replaceSubrange(outcome.replacedUTF16Range, with: outcome.replacement.utf16)
        #expect(String(decoding: replayed, as: UTF16.self) == next.text, "\(context)")
        state = next
      }
    }
  }

  /// Sanitizing is idempotent, and sanitized text passes the check.
  @Test(arguments: InputPolicy.presets.keys.sorted())
  func sanitizeIsIdempotent(preset: String) {
    let policy = InputPolicy.presets[preset]!
    var rng = SplitMix64(seed: 0x5EED)
    for _ in 0..<300 {
      let text = (0..<Int.random(in: 0...40, using: &rng)).map { _ in
        Self.pieces.randomElement(using: &rng)!
      }.joined()
      let once = policy.sanitize(text)
      #expect(policy.sanitize(once) == once, "\(preset): \(text.debugDescription)")
      #expect(policy.violations(in: once).isEmpty, "\(preset): \(text.debugDescription)")
    }
  }
}
