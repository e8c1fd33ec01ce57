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
    if let format = displayFormat {
      // A formatted field: backspace deletes the value characters selected, or the one before
      // the caret (beyond any literal), if there is one.
      if let backspace = Edit.backspace(in: state) {
        let outcome = apply(backspace, to: state)
        let pieces = format.values(of: [
          text[..<state.selection.lowerBound], text[state.selection],
          text[state.selection.upperBound...],
        ])
        let deleted = state.selection.isEmpty ? Swift.min(pieces[0].count, 1) : pieces[1].count
        let after = format.values(of: [outcome.state.text[...]])[0].count
        let total = pieces[0].count + pieces[1].count + pieces[2].count
        // Characters after the deleted ones that no longer fit their slots go too. A layout that
        // deletes in place (a date's digits become zeros) changes the text, moves the caret
        // back or collapses the selection instead ("0" selected in "02/1" is already a zero).
        let inPlace =
          format.deletesInPlace
          && (outcome.state.text != text
            || outcome.state.selection.lowerBound < state.selection.lowerBound
            || (!state.selection.isEmpty && outcome.state.selection.isEmpty))
        guard !outcome.isRejected,
          deleted > 0 ? after <= total - deleted || inPlace : after == total
        else {
          return InvariantViolation(
            invariant: "deletion", message: "backspace did not delete: \(outcome.changes)")
        }
      }
    } else if let backspace = Edit.backspace(in: state) {
      let outcome = apply(backspace, to: state)
      guard !outcome.isRejected, outcome.state.text.utf16.count < text.utf16.count else {
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
