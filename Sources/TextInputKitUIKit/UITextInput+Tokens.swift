#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
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
      return lower..<(lower + Swift.max(offset(from: range.start, to: range.end), 0))
    }
    let selection = offsets(selectedTextRange) ?? (text.utf16.count..<text.utf16.count)
    return TextFieldState(
      text: text, utf16Selection: selection, utf16MarkedRange: offsets(markedTextRange))
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
    if let interceptor = (self as? any PolicyTextInputView)?.inputCoordinator?.interceptor {
      return interceptor.applyKey(tokens: tokens, makeEdit)
    }
    return KeyWrite.apply(
      policy: policy, tokens: tokens, to: textFieldState, makeEdit,
      replace: { range, text in replace(utf16: range, with: text) }, select: { select(utf16: $0) })
  }

  /// Moves the caret by `steps` characters or whole tokens, as a calculator's arrow keys do.
  @MainActor
  public func moveCaret(by steps: Int, tokens: TokenSet) {
    select(utf16: tokens.moveCaret(by: steps, in: textFieldState).utf16Selection)
  }

  /// The caret's offset from the start, in characters and whole tokens.
  @MainActor
  public func caretOffset(tokens: TokenSet) -> Int { tokens.caretOffset(in: textFieldState) }

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

  /// Replaces UTF-16 offsets with `replace(_:withText:)`; nothing outside the text.
  @MainActor
  func replace(utf16 range: Range<Int>, with text: String) {
    if let textRange = textRange(utf16: range) { replace(textRange, withText: text) }
  }

  /// Selects UTF-16 offsets.
  @MainActor
  func select(utf16 range: Range<Int>) {
    if let textRange = textRange(utf16: range) { selectedTextRange = textRange }
  }
}
#endif
