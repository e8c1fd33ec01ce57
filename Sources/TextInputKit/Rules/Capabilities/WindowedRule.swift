/// A rule that reads the whole text, but through a window around each edit: a pattern, whose
/// automaton ``PatternProgress`` runs from checkpoints kept between edits.
///
/// A rule whose ``InputRule/inspectsWholeText`` is `true` makes a field review every edit on its
/// whole text, unless it conforms here.
///
/// ```swift
/// // .pattern("[0-9]{0,4}") on "123|": typing "4" reads the window "123" + "4", not the text;
/// // typing a fifth digit is rejected the same way
/// ```
protocol WindowedRule: InputRule {
  /// The automaton whose states are kept at checkpoints of the text.
  var windowAutomaton: PatternAutomaton { get }
}
