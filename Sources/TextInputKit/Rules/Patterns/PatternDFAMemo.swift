import Foundation

/// The deterministic automaton a pattern built while reading, kept for the next reading: a
/// field's keystrokes read a few characters each, and each would otherwise build again the state
/// sets and steps the last one had found (about ten arrays a key for `[a-z0-9 ]*`).
///
/// A reading takes the automaton out and gives it back when done; the answers do not depend on
/// it (a ``PatternDFA`` only remembers what its runner computes). One is kept for readings
/// without a target set and one for the last target set met (the states from which the text
/// after an edit can still match, the same from one key to the next while typing at one place);
/// an automaton of more than ``largestKept`` sets is not kept, so that a large pattern holds no
/// large table between readings.
///
/// ```swift
/// // "[a-z0-9 ]*", "abc1 |" + "x": the review reads "x" with the sets and steps "abc1 " found
/// // the key before; "abc1 x|" + "!" is still rejected: the steps are the pattern's
/// ```
///
/// Shared by the copies of a rule, across threads: a reading that finds it in use, or empty,
/// builds its own automaton, as without the memo.
final class PatternDFAMemo: @unchecked Sendable {
  /// The most state sets an automaton may hold to be kept.
  static let largestKept = 256

  private let lock = NSLock()
  private var untargeted: PatternDFA?
  private var targeted: PatternDFA?

  /// The automaton kept for readings toward `target` (or without one), taken out; `nil` when
  /// none is kept or another reading holds the memo.
  func take(meeting target: [Int32]?) -> PatternDFA? {
    guard lock.try() else { return nil }
    defer { lock.unlock() }
    if target == nil {
      defer { untargeted = nil }
      return untargeted
    }
    guard let kept = targeted, kept.target == target else { return nil }
    targeted = nil
    return kept
  }

  /// Keeps `dfa` for the next reading toward its target, unless it is too large or the memo is
  /// in use.
  func give(_ dfa: PatternDFA) {
    guard dfa.sets.count <= Self.largestKept, lock.try() else { return }
    defer { lock.unlock() }
    if dfa.target == nil { untargeted = dfa } else { targeted = dfa }
  }
}

extension PatternDFAMemo: Hashable {
  /// Every memo is equal: it only saves work, it never changes an answer.
  static func == (_: PatternDFAMemo, _: PatternDFAMemo) -> Bool { true }
  func hash(into hasher: inout Hasher) {}
}
