#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import UIKit
import TextInputKit

/// The delegate a view with a policy gets: it answers the change questions through the core's
/// ``TextInputInterceptor`` and forwards every other delegate message to the app's own delegate, set before
/// or after the policy. When the app's delegate answers `false`, that answer wins. No method
/// swizzling: plain Objective-C message forwarding, in `ObjectiveCRuntime.swift`.
@MainActor
final class TextInputDelegateProxy: NSObject, UITextFieldDelegate, UITextViewDelegate {
  /// The app's own delegate; never the proxy itself (assign it through
  /// `DelegateRouting.forwardee(afterAssigning:proxy:current:)`, which keeps it so).
  ///
  /// Held weakly, as UIKit holds a delegate. UIKit remembers which optional methods the delegate
  /// answers when it is set; when the app's delegate is deallocated, the proxy is set again
  /// (``reinstall``), so that UIKit stops sending the app's methods — no message is forwarded to
  /// a delegate that is gone.
  weak var appDelegate: AnyObject? {
    didSet {
      if let app = appDelegate, app !== oldValue {
        DeallocationWatch.watch(app, owner: self) { [weak self] in self?.appDelegateWentAway() }
      }
    }
  }
  /// Sets the proxy as the view's delegate again, when it still is.
  var reinstall: (@MainActor () -> Void)?

  /// The app's delegate was deallocated (or replaced): UIKit must ask again what the proxy
  /// answers.
  func appDelegateWentAway() {
    if appDelegate == nil { reinstall?() }
  }
  /// The interception object that decides; the proxy keeps it as long as UIKit may ask (the
  /// interceptor holds the view weakly, so this makes no cycle).
  let interceptor: TextInputInterceptor

  init(interceptor: TextInputInterceptor) {
    self.interceptor = interceptor
  }

  // MARK: UITextFieldDelegate

  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    let app = appDelegate
    return decide(range, string) { AppDelegateCalls.textField(app, textField, shouldChangeIn: $0, $1) }
  }

  /// iOS 26's question with a list of ranges, for a text field.
  ///
  /// UIKit sends it by its selector,
  /// `textField:shouldChangeCharactersInRanges:replacementString:`, which
  /// `ObjectiveCRuntime.swift` gives the proxy whether or not the SDK declares the method: an
  /// app built with an older SDK runs on iOS 26 too.
  func textField(
    _ textField: UITextField, shouldChangeInRanges ranges: [NSValue], replacement string: String
  ) -> Bool {
    let app = appDelegate
    return decide(
      ranges, string,
      appRanges: { AppDelegateCalls.textField(app, textField, shouldChangeInRanges: ranges, $0) },
      app: { AppDelegateCalls.textField(app, textField, shouldChangeIn: $0, $1) })
  }

  func textFieldDidChangeSelection(_ textField: UITextField) {
    AppDelegateCalls.textFieldDidChangeSelection(appDelegate, textField)
    interceptor.selectionDidChange()
  }

  func textFieldDidBeginEditing(_ textField: UITextField) {
    AppDelegateCalls.textFieldDidBeginEditing(appDelegate, textField)
    interceptor.editingDidBegin()
  }

  /// Editing ends: a composition the resignation committed without a notification is judged
  /// now, before the app hears of the end (and before the next begin-editing would adopt it).
  func textFieldDidEndEditing(
    _ textField: UITextField, reason: UITextField.DidEndEditingReason
  ) {
    interceptor.editingDidEnd()
    AppDelegateCalls.textFieldDidEndEditing(appDelegate, textField, reason: reason)
  }

  // MARK: UITextViewDelegate

  func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool {
    let app = appDelegate
    return decide(range, text) { AppDelegateCalls.textView(app, textView, shouldChangeIn: $0, $1) }
  }

  /// iOS 26's question with a list of ranges, by the selector
  /// `textView:shouldChangeTextInRanges:replacementText:`; as for a text field.
  func textView(
    _ textView: UITextView, shouldChangeInRanges ranges: [NSValue], replacement text: String
  ) -> Bool {
    let app = appDelegate
    return decide(
      ranges, text,
      appRanges: { AppDelegateCalls.textView(app, textView, shouldChangeInRanges: ranges, $0) },
      app: { AppDelegateCalls.textView(app, textView, shouldChangeIn: $0, $1) })
  }

  func textViewDidChangeSelection(_ textView: UITextView) {
    AppDelegateCalls.textViewDidChangeSelection(appDelegate, textView)
    interceptor.selectionDidChange()
  }

  func textViewDidBeginEditing(_ textView: UITextView) {
    AppDelegateCalls.textViewDidBeginEditing(appDelegate, textView)
    interceptor.editingDidBegin()
  }

  /// As for a text field: a composition committed by the resignation is judged first.
  func textViewDidEndEditing(_ textView: UITextView) {
    interceptor.editingDidEnd()
    AppDelegateCalls.textViewDidEndEditing(appDelegate, textView)
  }

  // MARK: To the interceptor

  /// One range: the app's method is asked first, its `false` wins.
  private func decide(
    _ range: NSRange, _ replacement: String, app: @escaping (NSRange, String) -> Bool?
  ) -> Bool {
    let utf16 = range.location..<(range.location + range.length)
    return interceptor.shouldChange(utf16Range: utf16, replacement: replacement) {
      app(NSRange($0), $1)
    }
  }

  /// A list of ranges (iOS 26): the app's ranges method, else its single-range method once per
  /// range; then the interceptor's documented semantics of a list.
  private func decide(
    _ ranges: [NSValue], _ replacement: String, appRanges: @escaping (String) -> Bool?,
    app: @escaping (NSRange, String) -> Bool?
  ) -> Bool {
    let utf16 = ranges.map { value -> Range<Int> in
      let range = value.rangeValue
      return range.location..<(range.location + range.length)
    }
    return interceptor.shouldChange(
      utf16Ranges: utf16, replacement: replacement, appRanges: { appRanges($1) },
      app: { app(NSRange($0), $1) })
  }
}
#endif
