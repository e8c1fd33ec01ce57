extension TokenSet {
  /// Checks that the selection of `state` does not stand inside a token.
  ///
  /// ```swift
  /// TokenSet.calculator.caretViolation(in: TextFieldState(text: "sin(", utf16Selection: 4..<4))
  /// // nil; at 2..<2 ("si|n(") a violation
  /// ```
  ///
  /// - Complexity: O(*n*).
  func caretViolation(in state: TextFieldState) -> InvariantViolation? {
    let text = state.text
    for token in ranges(in: text) {
      for bound in [state.selection.lowerBound, state.selection.upperBound]
      where token.lowerBound < bound && bound < token.upperBound {
        return InvariantViolation(
          invariant: "tokens",
          message:
            "the selection \(state.utf16Selection) is inside the token \"\(text[token])\"")
      }
    }
    return nil
  }
}
