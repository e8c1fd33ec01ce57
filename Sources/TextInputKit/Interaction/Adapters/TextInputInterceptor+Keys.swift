extension TextInputInterceptor {
  /// A custom key's edit with `tokens` (a calculator's keys, a view's stickers), routed as
  /// UIKit would (``apply(app:_:)``); the tokens are assigned only when they changed, so that
  /// the field's state and its undo history stay.
  ///
  /// ```swift
  /// // tokens .calculator, "2sin(|": applyKey(tokens: .calculator) { Edit.backspace(in: $0) } → "2|"
  /// ```
  @discardableResult
  package func applyKey(tokens: TokenSet, _ makeEdit: (TextFieldState) -> Edit?) -> EditOutcome? {
    if self.tokens != tokens { self.tokens = tokens }
    return apply(makeEdit)
  }
}

extension KeyWrite {
  /// A custom key's edit on a field without a policy of its own, judged by `policy`: the
  /// changed range is written with `replace` (nothing for a rejected key), then the selection
  /// with `select`.
  ///
  /// ```swift
  /// // .phoneCN, "12|": key "x" → rejected: nothing written, the caret selected again
  /// ```
  ///
  /// - Returns: The outcome; `nil` when `makeEdit` had nothing to do.
  package static func apply(
    policy: InputPolicy, tokens: TokenSet, to field: TextFieldState,
    _ makeEdit: (TextFieldState) -> Edit?, replace: (Range<Int>, String) -> Void,
    select: (Range<Int>) -> Void
  ) -> EditOutcome? {
    guard let edit = makeEdit(field) else { return nil }
    var controller = TextInputController(policy: policy, state: field, tokens: tokens)
    let outcome = controller.apply(edit)
    if let write = KeyWrite(outcome: outcome, before: field) {
      replace(write.utf16Range, write.replacement)
    }
    select(outcome.state.utf16Selection)
    return outcome
  }
}
