extension PatternAutomaton {
  /// The state set after reading `text` from `set`; `atStart` when `set` is at the start of the
  /// text. Stops early once no continuation can match.
  func states(
    after text: some StringProtocol, from set: [Int32], runner: inout PatternRunner
  ) -> [Int32] {
    guard text.utf8.count > 8 else {
      var set = set
      var next: [Int32] = []
      for character in text {
        if set.isEmpty { break }
        runner.step(set, character, classes: classes, into: &next)
        swap(&set, &next)
      }
      return set
    }
    return PatternDFA.reading(self) { dfa in
      let number = dfa.read(text, from: dfa.number(of: set))
      return dfa.sets[Int(number)]
    }
  }

  /// The states from which reading `text` leads into `target` (running backwards).
  func statesBefore(
    _ text: some StringProtocol, to target: [Int32], runner: inout PatternRunner
  ) -> [Int32] {
    var set = target
    var next: [Int32] = []
    for character in text.reversed() {
      if set.isEmpty { break }
      runner.stepBack(set, character, automaton: self, into: &next)
      swap(&set, &next)
    }
    return set
  }

  /// Whether the whole of `text` matches.
  func matches(_ text: some StringProtocol) -> Bool { judge(text).matches }

  /// Whether the whole of `text` matches, and whether some continuation of it (maybe none)
  /// does, in one pass.
  func judge(_ text: some StringProtocol) -> (matches: Bool, isPrefix: Bool) {
    PatternDFA.reading(self) { dfa in
      let number = dfa.read(text, from: dfa.number(of: initial))
      if dfa.isDead(number) { return (false, false) }
      return (dfa.accepts(number, atStart: text.isEmpty), true)
    }
  }

  /// Whether some text (maybe empty) can follow `text` to make a match.
  func isPrefixOfMatch(_ text: some StringProtocol) -> Bool {
    var runner = PatternRunner(self)
    return !states(after: text, from: initial, runner: &runner).isEmpty
  }

  /// Whether two sorted state sets share a state.
  static func intersect(_ a: [Int32], _ b: [Int32]) -> Bool {
    var i = 0
    var j = 0
    while i < a.count && j < b.count {
      if a[i] == b[j] { return true }
      if a[i] < b[j] { i += 1 } else { j += 1 }
    }
    return false
  }
}
