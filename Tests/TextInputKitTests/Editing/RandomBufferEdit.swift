import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction

/// A random edit of a field, for the buffer's differential tests: a range (short, or up to
/// `longSpan`), up to `pieceCount` pieces inserted, and a source from `sources`. A commit replaces
/// the marked text (typing when there is none), marked text replaces the marked text, and an
/// empty insertion is a deletion.
struct RandomBufferEdit {
  var range: Range<Int>
  var replacement: String
  var source: EditSource

  init(
    in state: TextFieldState, pieces: [String], longSpan: Int, pieceCount: Int,
    sources: [EditSource], using rng: inout some RandomNumberGenerator
  ) {
    let count = state.text.utf16.count
    let a = Int.random(in: 0...count, using: &rng)
    let b = Swift.min(
      count, a + Int.random(in: 0...(Bool.random(using: &rng) ? 2 : longSpan), using: &rng))
    replacement = (0..<Int.random(in: 0...pieceCount, using: &rng)).map { _ in
      pieces.randomElement(using: &rng)!
    }.joined()
    source = sources.randomElement(using: &rng)!
    range = a..<b
    if source == .commit, let marked = state.utf16MarkedRange {
      range = marked
    } else if source == .commit {
      source = .typing
    }
    if source == .markedText, let marked = state.utf16MarkedRange { range = marked }
    if replacement.isEmpty { source = .deletion }
  }
}
