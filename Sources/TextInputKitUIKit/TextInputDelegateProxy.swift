#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import UIKit
import TextInputKit

/// The delegate a view with a policy gets: it answers the change questions through its
/// coordinator and forwards every other delegate message to the app's own delegate, set before
/// or after the policy. When the app's delegate answers `false`, that answer wins. No method
/// swizzling: plain Objective-C message forwarding, in `ObjectiveCRuntime.swift`.
@MainActor
final class TextInputDelegateProxy: NSObject, UITextFieldDelegate, UITextViewDelegate {
  /// The app's own delegate; never the proxy itself.
  weak var appDelegate: AnyObject? {
    didSet { if appDelegate === self { appDelegate = oldValue } }
  }
  /// The coordinator that decides through the controller.
  weak var coordinator: TextInputCoordinator?

  // MARK: UITextFieldDelegate

  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    let app =
      AppDelegateCalls.textField(appDelegate, textField, shouldChangeIn: range, string) ?? true
    guard app else { return false }
    return coordinator?.shouldChange(range, replacement: string) ?? true
  }

  #if compiler(>=6.2)  // the iOS 26 SDK (Xcode 26) declares the range-list methods
  @available(iOS 26.0, *)
  func textField(
    _ textField: UITextField, shouldChangeCharactersInRanges ranges: [NSValue],
    replacementString string: String
  ) -> Bool {
    let app =
      AppDelegateCalls.textField(appDelegate, textField, shouldChangeInRanges: ranges, string)
      ?? Self.askEach(ranges, string) {
        AppDelegateCalls.textField(appDelegate, textField, shouldChangeIn: $0, $1)
      }
    guard app else { return false }
    return coordinator?.shouldChange(ranges: ranges.map(\.rangeValue), replacement: string) ?? true
  }
  #endif

  func textFieldDidChangeSelection(_ textField: UITextField) {
    AppDelegateCalls.textFieldDidChangeSelection(appDelegate, textField)
    coordinator?.selectionDidChange()
  }

  func textFieldDidBeginEditing(_ textField: UITextField) {
    AppDelegateCalls.textFieldDidBeginEditing(appDelegate, textField)
    coordinator?.adoptCurrentText()
  }

  // MARK: UITextViewDelegate

  func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool {
    let app = AppDelegateCalls.textView(appDelegate, textView, shouldChangeIn: range, text) ?? true
    guard app else { return false }
    return coordinator?.shouldChange(range, replacement: text) ?? true
  }

  #if compiler(>=6.2)
  @available(iOS 26.0, *)
  func textView(
    _ textView: UITextView, shouldChangeTextInRanges ranges: [NSValue],
    replacementText text: String
  ) -> Bool {
    let app =
      AppDelegateCalls.textView(appDelegate, textView, shouldChangeInRanges: ranges, text)
      ?? Self.askEach(ranges, text) {
        AppDelegateCalls.textView(appDelegate, textView, shouldChangeIn: $0, $1)
      }
    guard app else { return false }
    return coordinator?.shouldChange(ranges: ranges.map(\.rangeValue), replacement: text) ?? true
  }
  #endif

  func textViewDidChangeSelection(_ textView: UITextView) {
    AppDelegateCalls.textViewDidChangeSelection(appDelegate, textView)
    coordinator?.selectionDidChange()
  }

  func textViewDidBeginEditing(_ textView: UITextView) {
    AppDelegateCalls.textViewDidBeginEditing(appDelegate, textView)
    coordinator?.adoptCurrentText()
  }

  /// An app delegate with only the single-range method, asked about a list of ranges.
  private static func askEach(
    _ ranges: [NSValue], _ replacement: String, _ ask: (NSRange, String) -> Bool?
  ) -> Bool {
    let questions = RangeListQuestions.questions(
      for: ranges.map { Range($0.rangeValue) ?? 0..<0 }, replacement: replacement)
    return RangeListQuestions.answer(
      questions.map { ask(NSRange($0.range), $0.replacement) ?? true })
  }
}
#endif
