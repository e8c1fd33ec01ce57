/// A rule that reads the whole text, but only the scripts of its letters: a field counts them
/// between edits (``ScriptTally``) and gives the rule the count of the text outside the window
/// it reviews, so that an edit costs the same in a text of any length.
///
/// A rule whose ``InputRule/inspectsWholeText`` is `true` makes a field review every edit on its
/// whole text, unless it conforms here (or to ``WindowedRule``).
///
/// ```swift
/// // .rejectMixedScripts on 1,000,000 Latin letters, "…ab|cd…": typing "е" (Cyrillic) reads the
/// // window "ab|cd" and the field's count (Latin 1,000,000): rejected without a scan of the text
/// ```
protocol ScriptCountingRule: InputRule {}
