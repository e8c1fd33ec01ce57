#if canImport(UIKit)
import UIKit
import TextInputKit

/// The delegate a field with a policy gets: it answers the change questions through its
/// coordinator and forwards every other delegate message to the app's own delegate, set before
/// or after the policy. When the app's delegate answers `false`, that answer wins. No method
/// swizzling: plain Objective-C message forwarding (`forwardingTarget(for:)`).
@MainActor
final class TextInputDelegateProxy: NSObject, UITextFieldDelegate, UITextViewDelegate {
  /// The app's own delegate.
  weak var appDelegate: AnyObject?
  /// The coordinator that decides through the controller.
  weak var coordinator: TextInputCoordinator?

  override func responds(to selector: Selector!) -> Bool {
    super.responds(to: selector) || (appDelegate?.responds(to: selector) ?? false)
  }

  override func forwardingTarget(for selector: Selector!) -> Any? {
    if let appDelegate, appDelegate.responds(to: selector) { return appDelegate }
    return super.forwardingTarget(for: selector)
  }

  // MARK: UITextFieldDelegate

  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    let app =
      (appDelegate as? UITextFieldDelegate)?.textField?(
        textField, shouldChangeCharactersIn: range, replacementString: string) ?? true
    guard app else { return false }
    return coordinator?.shouldChange(range, replacement: string) ?? true
  }

  #if compiler(>=6.2)  // the iOS 26 SDK (Xcode 26) declares the range-array method
  @available(iOS 26.0, *)
  func textField(
    _ textField: UITextField, shouldChangeCharactersInRanges ranges: [NSValue],
    replacementString string: String
  ) -> Bool {
    let app =
      (appDelegate as? UITextFieldDelegate)?.textField?(
        textField, shouldChangeCharactersInRanges: ranges, replacementString: string) ?? true
    guard app else { return false }
    // The field replaces one of the ranges and deletes the others; the controller judges a
    // single range, so several ranges are judged as their span.
    let spans = ranges.map(\.rangeValue)
    guard let first = spans.map(\.location).min(),
      let last = spans.map({ $0.location + $0.length }).max()
    else { return true }
    return coordinator?.shouldChange(
      NSRange(location: first, length: last - first), replacement: string) ?? true
  }
  #endif

  func textFieldDidChangeSelection(_ textField: UITextField) {
    (appDelegate as? UITextFieldDelegate)?.textFieldDidChangeSelection?(textField)
    coordinator?.selectionDidChange()
  }

  func textFieldDidBeginEditing(_ textField: UITextField) {
    (appDelegate as? UITextFieldDelegate)?.textFieldDidBeginEditing?(textField)
    coordinator?.adoptCurrentText()
  }

  // MARK: UITextViewDelegate

  func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  )
    -> Bool
  {
    let app =
      (appDelegate as? UITextViewDelegate)?.textView?(
        textView, shouldChangeTextIn: range, replacementText: text) ?? true
    guard app else { return false }
    return coordinator?.shouldChange(range, replacement: text) ?? true
  }

  func textViewDidChangeSelection(_ textView: UITextView) {
    (appDelegate as? UITextViewDelegate)?.textViewDidChangeSelection?(textView)
    coordinator?.selectionDidChange()
  }

  func textViewDidBeginEditing(_ textView: UITextView) {
    (appDelegate as? UITextViewDelegate)?.textViewDidBeginEditing?(textView)
    coordinator?.adoptCurrentText()
  }
}
#endif
