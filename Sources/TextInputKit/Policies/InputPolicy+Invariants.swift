extension InputPolicy {
  /// Checks that deleting is always possible in `state`, whatever the text: backspace deletes
  /// something (in a formatted field, the value character before the caret), and cutting
  /// everything leaves nothing.
  ///
  /// ```swift
  /// InputPolicy.phoneCN.deletionViolation(in: TextFieldState(text: "abc"))  // nil
  /// ```
  ///
  /// - Complexity: O(*n*).
  func deletionViolation(in state: TextFieldState) -> InvariantViolation? {
    let text = state.text
    if let format = displayFormat, !state.hasMarkedText {
      // A formatted field: backspace deletes the value character before the caret, or, with
      // none before it, leaves no more text than there was.
      if let backspace = Edit.backspace(in: state) {
        let outcome = apply(backspace, to: state)
        let before = format.values(of: [text[..<state.caret]])[0].count
        let value = { (text: String) in format.values(of: [text[...]])[0].count }
        guard !outcome.isRefused,
          before > 0
            ? value(outcome.state.text) < value(text)
            : outcome.state.text.utf16.count <= text.utf16.count
        else {
          return InvariantViolation(
            invariant: "deletion", message: "backspace did not delete: \(outcome.changes)")
        }
      }
    } else if let backspace = Edit.backspace(in: state) {
      let outcome = apply(backspace, to: state)
      guard !outcome.isRefused, outcome.state.text.utf16.count < text.utf16.count else {
        return InvariantViolation(
          invariant: "deletion", message: "backspace did not delete: \(outcome.changes)")
      }
    } else if state.caret != text.startIndex {
      return InvariantViolation(
        invariant: "deletion", message: "backspace is impossible with text before the caret")
    }
    if !text.isEmpty {
      let all = Edit(replacing: 0..<text.utf16.count, with: "", source: .deletion)
      guard apply(all, to: state).state.text.isEmpty else {
        return InvariantViolation(
          invariant: "deletion", message: "cutting everything left text behind")
      }
    }
    return nil
  }
}
