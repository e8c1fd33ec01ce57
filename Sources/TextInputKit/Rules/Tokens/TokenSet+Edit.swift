extension TokenSet {
  /// Reshapes an edit so that it treats every token as one character.
  ///
  /// - An insertion aimed inside a token moves to the token's nearer edge.
  /// - A range that cuts a token widens to all of it; backspace right after `sin(` deletes
  ///   `sin(`, not `(`.
  /// - Marked text (an input method composing) is left alone.
  ///
  /// ```swift
  /// // "2sin(|" + backspace → "2|"
  /// // "si|n(" + "3"        → "sin(3|"
  /// // "2|sin(" + backspace → "|sin("      (the token is not touched)
  /// ```
  ///
  /// - Returns: The edit, with its range moved or widened; unchanged when it cuts no token.
  /// - Complexity: O(*n*) in the length of the text.
  public func adjust(_ edit: Edit, in state: TextFieldState) -> Edit {
    guard !isEmpty, edit.source != .markedText else { return edit }
    let text = state.text
    let range = edit.range(in: text)
    if let marked = state.markedRange, marked == range { return edit }
    let tokens = ranges(in: text)
    guard !tokens.isEmpty else { return edit }
    let adjusted: Range<String.Index>
    if range.isEmpty {
      let caret = nearerEdge(of: range.lowerBound, in: text, tokens: tokens)
      adjusted = caret..<caret
    } else {
      adjusted = widen(range, tokens: tokens)
    }
    guard adjusted != range else { return edit }
    return Edit(replacing: adjusted, with: edit.replacement, source: edit.source)
  }
}

extension Edit {
  /// A key of a custom keyboard inserting `text` at the field's selection: a calculator's `sin(`,
  /// a sticker's code.
  ///
  /// Custom keys go through the same policy as typing; apply the edit with
  /// ``InputPolicy/apply(_:to:tokens:)`` rather than writing to the field.
  public static func key(_ text: String, in field: TextFieldState) -> Edit {
    Edit(replacing: field.markedRange ?? field.selection, with: text, source: .programmatic)
  }
}
