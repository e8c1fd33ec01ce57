extension InputPolicy {
  /// Checks that deleting is always possible in `state`, whatever the text: backspace deletes
  /// something, and cutting everything leaves nothing.
  ///
  /// ```swift
  /// InputPolicy.phoneCN.deletionViolation(in: TextFieldState(text: "abc"))  // nil
  /// ```
  ///
  /// - Complexity: O(*n*).
  func deletionViolation(in state: TextFieldState) -> InvariantViolation? {
    let text = state.text
    if let backspace = Edit.backspace(in: state) {
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
