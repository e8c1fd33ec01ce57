/// What a field's patterns have read of its text, kept between edits so that an edit is judged
/// from the nearest checkpoint before it rather than from the start of the text.
///
/// For each pattern, *forward* checkpoints hold the automaton's state set after the text up to
/// an offset, and *backward* checkpoints the states from which the text after an offset can
/// still end in a match. Checkpoints sit on certain cluster boundaries about every
/// ``spacing`` UTF-16 units and are made as edits need them. An edit drops the forward
/// checkpoints after its window and the backward ones before it; backward checkpoints are kept
/// as distances from the end, which an edit before them does not change.
///
/// Typing at one place costs O(``spacing`` + *k*) for a window of *k* units, whatever the
/// length of the text; moving to another place reads the text between the nearest checkpoints
/// and there once.
struct PatternProgress: Sendable {
  /// The distance between checkpoints, in UTF-16 units.
  static let spacing = 64

  struct Track: Sendable {
    let automaton: PatternAutomaton
    /// Offsets and state sets, by increasing offset; the first is at 0.
    var forward: [(offset: Int, states: [Int32])]
    /// Distances from the end and state sets, by increasing distance; the first is at 0.
    var backward: [(fromEnd: Int, states: [Int32])]
  }

  private var tracks: [Track]

  /// The progress of `policy`'s patterns, or `nil` when it has none.
  init?(_ policy: InputPolicy) {
    tracks = policy.capabilities.windowAutomata.map { automaton in
      Track(
        automaton: automaton, forward: [(0, automaton.initial)],
        backward: [(0, automaton.liveStates)])
    }
    if tracks.isEmpty { return nil }
  }

  /// Each pattern's view of `window` of `storage`, reading from the nearest checkpoints and
  /// leaving new ones on the way.
  ///
  /// - Parameters:
  ///   - boundaryBefore: The last certain cluster boundary before an offset (or 0).
  ///   - boundaryAfter: The first certain cluster boundary after an offset (or the end).
  mutating func windows(
    for window: Range<Int>, in storage: TextStorage, boundaryBefore: (Int) -> Int,
    boundaryAfter: (Int) -> Int
  ) -> [PatternWindow] {
    let count = storage.utf16Count
    return tracks.indices.map { index in
      var track = tracks[index]
      let automaton = track.automaton
      var runner = PatternRunner(automaton)
      // Forward, from the last checkpoint at or before the window's start.
      while track.forward.count > 1 && track.forward.last!.offset > window.lowerBound {
        track.forward.removeLast()
      }
      var (offset, states) = track.forward.last!
      while window.lowerBound - offset > Self.spacing {
        let next = boundaryBefore(offset + Self.spacing)
        guard next > offset else { break }
        states = automaton.states(
          after: storage.substring(offset..<next), from: states, runner: &runner)
        offset = next
        track.forward.append((offset, states))
      }
      if offset < window.lowerBound {
        states = automaton.states(
          after: storage.substring(offset..<window.lowerBound), from: states, runner: &runner)
      }
      // Backward, from the first checkpoint at or after the window's end.
      let end = count - window.upperBound
      while track.backward.count > 1 && track.backward.last!.fromEnd > end {
        track.backward.removeLast()
      }
      var (fromEnd, after) = track.backward.last!
      while end - fromEnd > Self.spacing {
        let position = count - fromEnd
        let next = boundaryAfter(position - Self.spacing)
        guard next < position else { break }
        after = automaton.statesBefore(
          storage.substring(next..<position), to: after, runner: &runner)
        fromEnd = count - next
        track.backward.append((fromEnd, after))
      }
      if fromEnd < end {
        after = automaton.statesBefore(
          storage.substring(window.upperBound..<(count - fromEnd)), to: after, runner: &runner)
      }
      tracks[index] = track
      return PatternWindow(
        automaton: automaton, before: states, atStart: window.lowerBound == 0, after: after)
    }
  }

  /// Forgets what an edit inside `window` may have changed: the forward checkpoints after the
  /// window's start and the backward ones before its end, for a text of `count` units before
  /// the edit.
  mutating func edited(window: Range<Int>, count: Int) {
    let end = count - window.upperBound
    for index in tracks.indices {
      while tracks[index].forward.count > 1 && tracks[index].forward.last!.offset > window.lowerBound {
        tracks[index].forward.removeLast()
      }
      while tracks[index].backward.count > 1 && tracks[index].backward.last!.fromEnd > end {
        tracks[index].backward.removeLast()
      }
    }
  }
}
