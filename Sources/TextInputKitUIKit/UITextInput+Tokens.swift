#if canImport(UIKit)
import TextInputKit
import UIKit

extension UITextInput {
  /// The field as a core value: its text, selection and marked text, in UTF-16 offsets.
  @MainActor
  public var textFieldState: TextFieldState {
    let all = textRange(from: beginningOfDocument, to: endOfDocument)
    let text = all.flatMap { self.text(in: $0) } ?? ""
    func offsets(_ range: UITextRange?) -> Range<Int>? {
      guard let range else { return nil }
      let lower = offset(from: beginningOfDocument, to: range.start)
      return lower..<(lower + offset(from: range.start, to: range.end))
    }
    let selection = offsets(selectedTextRange) ?? (text.utf16.count..<text.utf16.count)
    return TextFieldState(
      text: text, utf16Selection: selection, utf16MarkedRange: offsets(markedTextRange))
  }

  /// Applies a custom key's edit through `policy` and `tokens`, writing back only the range that
  /// changed with `replace(_:withText:)`, so that the undo stack stays valid.
  ///
  /// - Returns: The outcome, or `nil` when `makeEdit` had nothing to do.
  @MainActor @discardableResult
  public func applyKey(
    policy: InputPolicy, tokens: TokenSet, _ makeEdit: (TextFieldState) -> Edit?
  ) -> EditOutcome? {
    let state = textFieldState
    guard let edit = makeEdit(state) else { return nil }
    let outcome = policy.apply(edit, to: state, tokens: tokens)
    if !outcome.isRefused || outcome.state.text != state.text {
      let range = outcome.replacedUTF16Range
      if let start = position(from: beginningOfDocument, offset: range.lowerBound),
        let end = position(from: start, offset: range.count),
        let textRange = textRange(from: start, to: end)
      {
        replace(textRange, withText: outcome.replacement)
      }
    }
    select(utf16: outcome.state.selectedUTF16Range)
    return outcome
  }

  /// Moves the caret by `steps` characters or whole tokens, as a calculator's arrow keys do.
  @MainActor
  public func moveCaret(by steps: Int, tokens: TokenSet) {
    select(utf16: tokens.moveCaret(by: steps, in: textFieldState).selectedUTF16Range)
  }

  /// The caret's offset from the start, in characters and whole tokens.
  @MainActor
  public func caretOffset(tokens: TokenSet) -> Int { tokens.caretOffset(in: textFieldState) }

  /// Puts the caret `offset` characters or tokens from the start, clamped to the text.
  @MainActor
  public func moveCaret(toOffset offset: Int, tokens: TokenSet) {
    select(utf16: tokens.moveCaret(toOffset: offset, in: textFieldState).selectedUTF16Range)
  }

  @MainActor
  private func select(utf16 range: Range<Int>) {
    guard let start = position(from: beginningOfDocument, offset: range.lowerBound),
      let end = position(from: start, offset: range.count)
    else { return }
    selectedTextRange = textRange(from: start, to: end)
  }
}
#endif
