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
  /// // "123+|" + "sin("  → rejected: "sin(" does not fit whole, and no "si" is inserted
  /// // "2sin(|" + backspace → "2|"
  /// ```
  ///
  /// This is the one entry a text field controller or a custom keyboard needs: every key and
  /// every paste goes through it, never straight into the text.
  ///
  /// - Complexity: O(*n*) in the length of the text.
  public func apply(_ edit: Edit, to state: TextFieldState, tokens: TokenSet) -> EditOutcome {
    var buffer = FieldBuffer(policy: self, state: state, tokens: tokens, reviewsWholeText: true)
    return buffer.apply(
      edit.utf16Range(in: state.text), replacement: edit.replacement, source: edit.source)
  }
}
