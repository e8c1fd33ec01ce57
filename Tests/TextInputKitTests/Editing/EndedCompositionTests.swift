import Testing
import TextInputKitTesting

import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction

/// A composition whose marked letters were all deleted (backspace while composing) stays known
/// while more letters may come, and ends with the next edit of another kind: a rejected commit
/// of a later composition puts back what that one replaced, not what the ended one did.
@Suite("An ended composition")
struct EndedCompositionTests {
  /// The policies: a formatted number (its no-op and rejected edits take their own paths) and
  /// a plain filter.
  static let policies: [(name: String, policy: InputPolicy)] = [
    ("amount", InputPolicy.presets["amount"]!),
    ("digits", InputPolicy(.allow(.digits))),
  ]

  /// Edits that end a composition without changing the text: a cut of nothing, a rejected
  /// letter, nothing pasted.
  static let endings: [(name: String, range: Range<Int>, replacement: String, source: EditSource)] = [
    ("cut of nothing", 3..<3, "", .deletion),
    ("rejected letter", 3..<3, "a", .typing),
    ("empty paste", 3..<3, "", .paste),
  ]

  @Test(arguments: 0..<2, 0..<3)
  func aLaterRejectedCommitPutsBackOnlyItsOwnText(policyIndex: Int, endingIndex: Int) {
    let (name, policy) = Self.policies[policyIndex]
    let ending = Self.endings[endingIndex]
    let start = name == "amount" ? "123.14" : "12314"
    var buffer = FieldBuffer(policy: policy)
    _ = buffer.apply(0..<0, replacement: start, source: .paste)
    let end = buffer.storage.utf16Count
    // "x" composed at the end, then deleted while composing: nothing is marked.
    _ = buffer.apply(end..<end, replacement: "x", source: .markedText)
    _ = buffer.apply(end..<(end + 1), replacement: "", source: .markedText)
    #expect(buffer.markedRange == nil)
    // An edit of another kind that leaves the text as it is: the composition is over.
    _ = buffer.apply(ending.range, replacement: ending.replacement, source: ending.source)
    let before = buffer.state.text
    // A new composition at 3, whose commit the policy rejects.
    _ = buffer.apply(3..<3, replacement: "w", source: .markedText)
    let outcome = buffer.apply(3..<4, replacement: "w", source: .commit)
    #expect(outcome.isRejected, "\(name), \(ending.name)")
    #expect(outcome.state.text == before, "\(name), \(ending.name)")
    #expect(buffer.state.text == before, "\(name), \(ending.name)")
  }
}
