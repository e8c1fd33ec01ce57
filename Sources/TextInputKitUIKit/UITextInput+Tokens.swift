#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import TextInputKit
import UIKit

extension UITextInput {
  /// The field as a core value: its text, selection and marked text, in UTF-16 offsets.
  @MainActor
  public var textFieldState: TextFieldState {
    let count = offset(from: beginningOfDocument, to: endOfDocument)
    return TextFieldState(
      text: text(utf16: 0..<count),
      utf16Selection: TextFieldState.selection(utf16Offsets(of: selectedTextRange), utf16Count: count),
      utf16MarkedRange: utf16Offsets(of: markedTextRange))
  }

  /// Applies a custom key's edit and writes back only the range that changed with
  /// `replace(_:withText:)`, so that the undo stack stays valid.
  ///
  /// A field with a policy (`inputPolicy`) judges the key with its own
  /// ``TextInputInterceptor`` (given `tokens`): the key reaches `onInputEvent`, `inputEvents`
  /// and `inputCounter` like typing, and `policy` is not used. Any other field judges it with
  /// `policy`.
  ///
  /// - Returns: The outcome, or `nil` when `makeEdit` had nothing to do — and, on a field with
  ///   a policy, for a key that does not insert at the selection (a delete key), whose event
  ///   arrives through `onInputEvent`.
  @MainActor @discardableResult
  public func applyKey(
    policy: InputPolicy, tokens: TokenSet, _ makeEdit: (TextFieldState) -> Edit?
  ) -> EditOutcome? {
    KeyWrite.apply(
      interceptor: (self as? any PolicyTextInputView)?.inputCoordinator?.interceptor,
      policy: policy, tokens: tokens, field: { textFieldState }, makeEdit,
      replace: { range, text in replace(utf16: range, with: text) }, select: { select(utf16: $0) })
  }

  /// Moves the caret by `steps` characters or whole tokens, as a calculator's arrow keys do.
  @MainActor
  public func moveCaret(by steps: Int, tokens: TokenSet) {
    select(utf16: tokens.moveCaret(by: steps, in: textFieldState).utf16Selection)
  }

  /// The caret's offset from the start, in characters and whole tokens.
  @MainActor
  public func caretSteps(tokens: TokenSet) -> Int { tokens.caretSteps(in: textFieldState) }

  /// Puts the caret `offset` characters or tokens from the start, clamped to the text.
  @MainActor
  public func moveCaret(toOffset offset: Int, tokens: TokenSet) {
    select(utf16: tokens.moveCaret(toOffset: offset, in: textFieldState).utf16Selection)
  }

  /// The UTF-16 offsets of a text range, without reading any text.
  @MainActor
  func utf16Offsets(of range: UITextRange?) -> Range<Int>? {
    guard let range else { return nil }
    let lower = offset(from: beginningOfDocument, to: range.start)
    return lower..<(lower + Swift.max(offset(from: range.start, to: range.end), 0))
  }

  /// The text range of UTF-16 offsets, or `nil` outside the text.
  @MainActor
  func textRange(utf16 range: Range<Int>) -> UITextRange? {
    guard let start = position(from: beginningOfDocument, offset: range.lowerBound),
      let end = position(from: start, offset: range.count)
    else { return nil }
    return textRange(from: start, to: end)
  }

  /// Calls `body` with the text range of UTF-16 offsets; not at all outside the text.
  @MainActor
  private func withTextRange(utf16 range: Range<Int>, _ body: (UITextRange) -> Void) {
    if let textRange = textRange(utf16: range) { body(textRange) }
  }

  /// Replaces UTF-16 offsets with `replace(_:withText:)`; nothing outside the text.
  @MainActor
  func replace(utf16 range: Range<Int>, with text: String) {
    withTextRange(utf16: range) { replace($0, withText: text) }
  }

  /// Selects UTF-16 offsets; nothing outside the text.
  @MainActor
  func select(utf16 range: Range<Int>) {
    withTextRange(utf16: range) { selectedTextRange = $0 }
  }

  /// The text of UTF-16 offsets (`text(in:)`); empty outside the text.
  @MainActor
  func text(utf16 range: Range<Int>) -> String {
    textRange(utf16: range).flatMap { text(in: $0) } ?? ""
  }
}
#endif
