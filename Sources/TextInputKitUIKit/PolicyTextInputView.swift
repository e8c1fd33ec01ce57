#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import UIKit
import TextInputKit

/// A UIKit text view that takes an input policy: `UITextField` and `UITextView`, with one
/// implementation of ``inputPolicy`` and its companions, and one conformance to the core's
/// ``TextInputHost``, for both.
///
/// ```swift
/// phoneField.inputPolicy = .phoneCN
/// phoneField.onInputEvent = { event in hint.text = event.message }
/// // typing "a" → rejected; pasting "138-0013-8000 99" → "13800138000"
/// bioView.inputPolicy = .bio   // a paste over 100 GB 18030 bytes is truncated, never rejected
/// ```
///
/// In ``InterceptionMode/delegate`` mode (the default) the view's delegate becomes a
/// proxy that forwards every message to the delegate you set, before or after the policy.
@MainActor
public protocol PolicyTextInputView: UIView, UITextInput, TextInputHost {
  /// The view's delegate protocol, as an existential: `any UITextFieldDelegate`.
  associatedtype AppDelegate
  /// The view's text-did-change notification.
  static var textDidChangeNotification: NSNotification.Name { get }
  /// The view's end-of-editing notification.
  static var textDidEndEditingNotification: NSNotification.Name { get }
  /// The view's `delegate`, untyped.
  var untypedDelegate: AnyObject? { get set }
  /// Assigns `text` in code.
  func assignText(_ text: String)
  /// Shows a policy's ``InputPolicy/placeholder`` while the view is empty: a text field's
  /// `placeholder`; a text view, which has none, shows nothing.
  func showPlaceholder(_ placeholder: String)
  /// Calls `handler` on each of a text field's `editingChanged` control events, and returns what
  /// stops it; a text view, which sends none, calls nothing.
  func observeEditingChanged(_ handler: @escaping @MainActor () -> Void) -> @MainActor () -> Void
}

extension PolicyTextInputView {
  /// How the view announces a change: as a text view, or as a text field.
  package static var changeKind: ChangeAnnouncement.View {
    ChangeAnnouncement.View(isTextView: Self.self is UITextView.Type)
  }
}

extension UITextField: PolicyTextInputView {
  public typealias AppDelegate = any UITextFieldDelegate
  public var untypedDelegate: AnyObject? {
    get { delegate }
    set { delegate = newValue as? UITextFieldDelegate }
  }
  public func assignText(_ text: String) { self.text = text }
  public func showPlaceholder(_ placeholder: String) { self.placeholder = placeholder }
  public func observeEditingChanged(
    _ handler: @escaping @MainActor () -> Void
  ) -> @MainActor () -> Void {
    let action = UIAction { _ in handler() }
    addAction(action, for: .editingChanged)
    return { [weak self] in self?.removeAction(action, for: .editingChanged) }
  }
}

extension UITextView: PolicyTextInputView {
  public typealias AppDelegate = any UITextViewDelegate
  public var untypedDelegate: AnyObject? {
    get { delegate }
    set { delegate = newValue as? UITextViewDelegate }
  }
  public func assignText(_ text: String) { self.text = text }
  public func showPlaceholder(_ placeholder: String) {}
  public func observeEditingChanged(
    _ handler: @escaping @MainActor () -> Void
  ) -> @MainActor () -> Void { {} }
}

/// What a view with a policy carries: its coordinator and, in delegate mode, its proxy.
@MainActor
final class InputAttachment {
  let coordinator: TextInputCoordinator
  let proxy: TextInputDelegateProxy?

  init(coordinator: TextInputCoordinator, proxy: TextInputDelegateProxy?) {
    self.coordinator = coordinator
    self.proxy = proxy
  }
}

extension PolicyTextInputView {
  /// The policy that judges what people type, paste or dictate into the view; `nil` for none.
  ///
  /// A policy with a ``InputPolicy/placeholder`` ("___ ____ ____") sets a text field's
  /// `placeholder` to it, which the field shows while it is empty; set `placeholder` after the
  /// policy to show your own.
  public var inputPolicy: InputPolicy? {
    get { inputCoordinator?.controller.policy }
    set {
      InputPolicy.showPlaceholder(of: newValue, with: showPlaceholder)
      guard let newValue else {
        // The app's delegate again, if the proxy still is the view's delegate.
        let proxy = InputAttachments.attachment(of: self)?.proxy
        untypedDelegate = DelegateRouting.appDelegate(
          viewDelegate: untypedDelegate, proxy: proxy, forwardingTo: proxy?.appDelegate)
        inputCoordinator?.detach()
        InputAttachments.set(nil, on: self)
        return
      }
      if let coordinator = inputCoordinator {
        // An equal policy keeps the field's buffer and its composition.
        coordinator.interceptor.assign(policy: newValue)
        return
      }
      let mode = TextInputCoordinator.defaultMode
      let coordinator = TextInputCoordinator(
        policy: newValue, view: self, mode: mode, notification: Self.textDidChangeNotification,
        endEditing: Self.textDidEndEditingNotification)
      guard mode == .delegate else {
        InputAttachments.set(InputAttachment(coordinator: coordinator, proxy: nil), on: self)
        return
      }
      let proxy = TextInputDelegateProxy(interceptor: coordinator.interceptor)
      proxy.reinstall = { [weak self, weak proxy] in
        guard let self, let proxy, self.untypedDelegate === proxy else { return }
        self.untypedDelegate = nil
        self.untypedDelegate = proxy
      }
      proxy.appDelegate = DelegateRouting.forwardee(
        afterAssigning: untypedDelegate, proxy: proxy, current: nil)
      InputAttachments.set(InputAttachment(coordinator: coordinator, proxy: proxy), on: self)
      untypedDelegate = proxy
    }
  }

  /// The delegate you set, when the view has a policy in delegate mode; set it instead of
  /// `delegate` to keep the policy working (setting `delegate` itself replaces the proxy).
  ///
  /// Reading it never gives the proxy, and setting it re-installs the proxy as `delegate`, so
  /// that UIKit asks again which of your delegate's optional methods exist.
  public var appDelegate: AppDelegate? {
    get {
      let proxy = InputAttachments.attachment(of: self)?.proxy
      return DelegateRouting.appDelegate(
        viewDelegate: untypedDelegate, proxy: proxy, forwardingTo: proxy?.appDelegate)
        as? AppDelegate
    }
    set {
      let object = newValue.map { $0 as AnyObject }
      guard let proxy = InputAttachments.attachment(of: self)?.proxy else {
        untypedDelegate = object
        return
      }
      proxy.appDelegate = DelegateRouting.forwardee(
        afterAssigning: object, proxy: proxy, current: proxy.appDelegate)
      untypedDelegate = nil
      untypedDelegate = proxy
    }
  }

  /// The view's coordinator, once it has a policy.
  public var inputCoordinator: TextInputCoordinator? {
    InputAttachments.attachment(of: self)?.coordinator
  }

  /// Called with every edit the policy reviewed.
  public var onInputEvent: ((InputEvent) -> Void)? {
    get { inputCoordinator?.onInputEvent }
    set { inputCoordinator?.onInputEvent = newValue }
  }

  /// The events of the view's edits, as an async sequence; its `for await` loop ends when the
  /// policy is removed (`inputPolicy = nil`) or the view goes away. Read it after setting
  /// ``inputPolicy``: a view without a policy gives a stream that is already finished.
  public var inputEvents: AsyncStream<InputEvent> {
    InputEventBroadcast.events(inputCoordinator?.inputEvents)
  }

  /// The counter: "12/20", marked text included.
  public var inputCounter: LengthCounter? { inputCoordinator?.controller.counter }

  /// Sets the text in code and tells the policy, which takes it as it is.
  public func setInputText(_ newText: String) {
    assignText(newText)
    inputCoordinator?.interceptor.adoptHostText()
  }
}

// MARK: TextInputHost

/// UIKit calls a text view on the main thread, and the interceptor calls its host from there:
/// the host's requirements, which are not isolated, assume the main actor.
extension PolicyTextInputView {
  public nonisolated var currentText: String {
    MainActor.assumeIsolated { textFieldState.text }
  }

  /// `offset(from: beginningOfDocument, to: endOfDocument)`: no text is copied.
  public nonisolated var utf16Count: Int {
    MainActor.assumeIsolated { offset(from: beginningOfDocument, to: endOfDocument) }
  }

  /// `text(in:)` of the range only.
  public nonisolated func text(inUTF16Range range: Range<Int>) -> String {
    MainActor.assumeIsolated {
      let count = offset(from: beginningOfDocument, to: endOfDocument)
      let clamped = range.clamped(to: 0..<count)
      return text(utf16: clamped)
    }
  }

  public nonisolated var utf16Selection: Range<Int> {
    MainActor.assumeIsolated {
      TextFieldState.selection(
        utf16Offsets(of: selectedTextRange),
        utf16Count: offset(from: beginningOfDocument, to: endOfDocument))
    }
  }

  public nonisolated var utf16MarkedRange: Range<Int>? {
    MainActor.assumeIsolated { utf16Offsets(of: markedTextRange) }
  }

  public nonisolated var keyboardLanguage: String? {
    MainActor.assumeIsolated { textInputMode?.primaryLanguage }
  }

  /// `undoManager?.isUndoing`: the view's undo manager is undoing a change.
  public nonisolated var isUndoing: Bool {
    MainActor.assumeIsolated { undoManager?.isUndoing == true }
  }

  /// `undoManager?.isRedoing`: the view's undo manager is redoing a change.
  public nonisolated var isRedoing: Bool {
    MainActor.assumeIsolated { undoManager?.isRedoing == true }
  }

  /// Through `replace(_:withText:)`, which registers the undo step and asks no delegate.
  public nonisolated func replace(utf16Range: Range<Int>, withText text: String) {
    MainActor.assumeIsolated {
      inputCoordinator?.willWrite()
      replace(utf16: utf16Range, with: text)
    }
  }

  public nonisolated func setUTF16Selection(_ range: Range<Int>) {
    MainActor.assumeIsolated { select(utf16: range) }
  }

  /// `editingChanged` and the notification for a text field, the notification and
  /// `textViewDidChange(_:)` for a text view — each unless UIKit sent it during the replacement.
  public nonisolated func announceTextChange() {
    MainActor.assumeIsolated {
      ChangeAnnouncement.missing(
        for: Self.changeKind, finished: inputCoordinator?.announce(for: Self.changeKind)
      ).send(
        editingChanged: { (self as? UITextField)?.sendActions(for: .editingChanged) },
        delegateDidChange: {
          (self as? UITextView).map { AppDelegateCalls.textViewDidChange($0.delegate, $0) }
        },
        notification: {
          NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
        })
    }
  }

  /// Posts the announcement to VoiceOver, in the app's language, while VoiceOver runs.
  public nonisolated func announceForAccessibility(_ announcement: AccessibilityAnnouncement) {
    MainActor.assumeIsolated { announcement.post() }
  }
}
#endif
