/// How much of an edit's insertion a pattern keeps: all of it when the text can still become a
/// match, else its longest part that can, found in one forward pass.
struct PatternReview {
  enum Kept: Equatable {
    case all
    case none
    /// The first this many UTF-8 bytes of the insertion.
    case utf8(Int)
  }

  let window: PatternWindow
  let edit: ProposedEdit

  /// Reads the text before the edit once, then the insertion character by character; at each
  /// end of a character of the insertion, checks whether the text after the edit can follow.
  ///
  /// - Complexity: O(*n* *s*) for a text of *n* characters and an automaton of *s* states.
  func longestKept() -> Kept {
    let automaton = window.automaton
    var runner = PatternRunner(automaton)
    let text = edit.text
    let prefix = text[..<edit.range.lowerBound]
    let suffix = text[edit.range.upperBound...]
    let replacement = edit.replacement
    // The prefix's last character may join the insertion ("e" + U+0301): it is read with it.
    let tailStart = prefix.indices.last ?? prefix.startIndex
    let set = automaton.states(after: prefix[..<tailStart], from: window.before, runner: &runner)
    let after = automaton.statesBefore(suffix, to: window.after, runner: &runner)
    guard !set.isEmpty, !after.isEmpty else { return .none }
    let middle = String(prefix[tailStart...]) + replacement
    let insertionStart = prefix.utf8.distance(from: tailStart, to: prefix.endIndex)
    // The ends of the insertion's own characters, where it may be cut, walked along with the
    // ends of the characters read; when the insertion cannot join the character before it, they
    // are the ends of the characters read.
    let joins =
      insertionStart > 0
      && !GraphemeScanner.isCertainBoundary(
        prefix.unicodeScalars.last!.value, replacement.unicodeScalars.first?.value ?? 0)
    var cuts = replacement.makeIterator()
    var cut = 0
    var best: Int? = nil
    // Whether each set met can be followed by the text after the edit, the DFA knows.
    PatternDFA.reading(automaton, meeting: after) { dfa in
      dfa.read(middle, from: dfa.number(of: set)) { meetsAfter, position in
        let kept = position - insertionStart
        guard kept > 0 else { return }
        if joins {
          while cut < kept, let next = cuts.next() { cut += next.utf8.count }
          guard cut == kept else { return }
        }
        if meetsAfter { best = kept }
      }
    }
    guard let best else { return .none }
    let kept: Kept = best == replacement.utf8.count ? .all : .utf8(best)
    // Where the end of what is kept may join the text after it, the whole result is checked.
    if let first = suffix.unicodeScalars.first {
      let last = replacement.utf8.prefix(best).isEmpty
        ? prefix.unicodeScalars.last : String(replacement.utf8.prefix(best))?.unicodeScalars.last
      if let last, !GraphemeScanner.isCertainBoundary(last.value, first.value) {
        let result = prefix + String(replacement.utf8.prefix(best))! + suffix
        let whole = automaton.states(after: result, from: window.before, runner: &runner)
        if !PatternAutomaton.intersect(whole, window.after) { return .none }
      }
    }
    return kept
  }
}
