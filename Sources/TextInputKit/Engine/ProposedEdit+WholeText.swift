extension ProposedEdit {
  /// Replaces the whole text of the field with `newText`, recording a
  /// ``PolicyChange/Kind/transformed`` change: for a rule that normalises the result, such as a
  /// number that loses a redundant leading zero.
  ///
  /// ```swift
  /// struct NoLeadingSpaces: InputRule {
  ///   func review(_ edit: inout ProposedEdit) {
  ///     let result = edit.resultingText
  ///     let trimmed = String(result.drop { $0 == " " })
  ///     guard trimmed != result else { return }
  ///     guard !trimmed.isEmpty else {
  ///       return edit.reject(rule: "noLeadingSpaces", message: "Start with a letter.")
  ///     }
  ///     edit.replaceWholeText(
  ///       with: trimmed, rule: "noLeadingSpaces", message: "Leading spaces were removed.")
  ///   }
  /// }
  /// // "|" + " " → rejected: "Start with a letter."
  /// // "|" + paste "  Li Lei" → "Li Lei|" (changed)
  /// // " |Li" + "W" → "W|Li": the space before the caret is gone, the caret stays before "Li"
  /// // "Li|" + " " → "Li |" (accepted: nothing to rewrite)
  /// ```
  ///
  /// - Parameters:
  ///   - newText: The whole text after the edit. It replaces the field's text, not only the
  ///     range; the host receives the smallest single range replacement that makes it, so its
  ///     undo stack stays valid.
  ///   - caret: Where the caret goes, in characters from the start of `newText`; clamped to
  ///     `0...newText.count`, so it always falls between two whole characters. `nil` (the
  ///     default) keeps it as far from the end as it was after the edit: the text after the
  ///     caret stays after it when the rule rewrites what comes before.
  ///   - rule: The rule that rewrote the text.
  ///   - message: Why, for the field's feedback.
  ///
  /// An empty `newText` empties the field; it is not a rejection (use
  /// `reject(rule:message:)` for that). When `newText` is the text the edit would have made
  /// anyway, nothing happens. Once the edit
  /// is rejected, nothing happens. The rules after this one see the whole text as the edit's
  /// ``replacement``: a filter after it would judge the field's old text too, so put a rule
  /// that rewrites the whole text last.
  ///
  /// - Complexity: O(*n*) in the length of the text.
  public mutating func replaceWholeText(
    with newText: String, caret: Int? = nil, rule: RuleID, message: String
  ) {
    guard !isRejected else { return }
    let resulting = resultingText
    guard newText != resulting else { return }
    let fromEnd = resulting.count - (prefix.count + (caretInReplacement ?? replacement.count))
    let placed = caret ?? (newText.count - fromEnd)
    changes.append(
      PolicyChange(rule: rule, kind: .transformed, removed: replacement, message: message))
    replaceWholeText(with: newText, caret: placed.clamped(to: 0...newText.count))
  }
}
