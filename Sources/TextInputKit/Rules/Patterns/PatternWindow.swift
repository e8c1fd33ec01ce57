/// Where an edit's text sits in a longer field, for one pattern: the automaton's states at the
/// start of the text a rule sees, and the states from which the field's text after it leads to
/// a possible match. A field reviews an edit on a window around it and gives each pattern this,
/// so that the pattern does not read the whole field.
struct PatternWindow: Sendable {
  let automaton: PatternAutomaton
  /// The state set after the field's text before the window.
  var before: [Int32]
  /// Whether the window starts at the start of the field.
  var atStart: Bool
  /// The states from which the field's text after the window can still end in a match.
  var after: [Int32]

  /// The window that is the whole text.
  init(whole automaton: PatternAutomaton) {
    self.init(automaton: automaton, before: automaton.initial, atStart: true, after: automaton.liveStates)
  }

  init(automaton: PatternAutomaton, before: [Int32], atStart: Bool, after: [Int32]) {
    self.automaton = automaton
    self.before = before
    self.atStart = atStart
    self.after = after
  }
}
