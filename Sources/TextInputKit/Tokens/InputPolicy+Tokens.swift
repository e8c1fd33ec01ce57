extension InputPolicy {
  /// Applies `edit` to `state`, treating every token as one character.
  ///
  /// The edit is first reshaped by ``TokenSet/adjust(_:in:)``: an insertion aimed inside a
  /// token goes to its edge, and a deletion that cuts a token deletes all of it. The rules then
  /// see the tokens of the inserted text as indivisible: a length limit or a filter keeps or
  /// drops each one whole. Finally the caret is snapped out of any token the edit created.
  ///
  /// ```swift
  /// let policy = InputPolicy { .maxLength(6) }
  /// // "12+|"  + "sin("  → "12+sin(|"
  /// // "123+|" + "sin("  → refused: "sin(" does not fit whole, and no "si" is inserted
  /// // "2sin(|" + backspace → "2|"
  /// ```
  ///
  /// This is the one entry a text field controller or a custom keyboard needs: every key and
  /// every paste goes through it, never straight into the text.
  ///
  /// - Complexity: O(*n*) in the length of the text.
  public func apply(_ edit: Edit, to state: TextFieldState, tokens: TokenSet) -> EditOutcome {
    guard !tokens.isEmpty else { return apply(edit, to: state) }
    let adjusted = tokens.adjust(edit, in: state)
    var proposal = ProposedEdit(
      text: state.text, range: adjusted.range(in: state.text),
      replacement: adjusted.replacement, source: adjusted.source, knownUnits: [:])
    proposal.indivisibleUTF8Ranges = tokens.utf8Ranges(in: adjusted.replacement)
    review(&proposal)
    var result = outcome(of: proposal, from: state)
    // An insertion can complete a token around the caret ("s" before "in("): the caret goes
    // after the token, where the typing ended. A refused edit leaves the field, caret included,
    // exactly as it was.
    if !proposal.isRefused, !result.state.hasMarkedText, result.state.selection.isEmpty,
      let token = tokens.token(
        around: result.state.caret, in: tokens.ranges(in: result.state.text))
    {
      result.state.select(token.upperBound..<token.upperBound)
    }
    return result
  }
}
