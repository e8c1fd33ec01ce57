// Everything that needs the Objective-C runtime, in one place: message forwarding, calls of
// optional delegate methods, associated objects, a selector. The `#else` branch is the same API
// without the runtime, only so that Scripts/check-adapters.sh compiles the rest of the module on
// Linux; UIKit always has the runtime.
#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import UIKit
import TextInputKit
#if canImport(ObjectiveC)
import ObjectiveC

// MARK: Message forwarding

/// A value carried out of `MainActor.assumeIsolated`; UIKit sends delegate messages on the
/// main thread, where the proxy lives.
private struct MainThreadValue<Value>: @unchecked Sendable { let value: Value }

extension TextInputDelegateProxy {
  override nonisolated func responds(to selector: Selector!) -> Bool {
    if super.responds(to: selector) { return true }
    guard let app = appDelegateOnMainThread else { return false }
    return app.responds(to: selector)
  }

  override nonisolated func forwardingTarget(for selector: Selector!) -> Any? {
    if let app = appDelegateOnMainThread, app.responds(to: selector) { return app }
    return super.forwardingTarget(for: selector)
  }

  /// The app's delegate, read on the main thread, where UIKit sends delegate messages; `nil`
  /// on any other thread (the proxy then answers for itself alone, and never traps).
  private nonisolated var appDelegateOnMainThread: AnyObject? {
    guard Thread.isMainThread else { return nil }
    return MainActor.assumeIsolated { MainThreadValue(value: appDelegate) }.value
  }
}

// MARK: Deallocation

/// Calls its handler when released: attached to the app's delegate, it is released when the
/// delegate is deallocated.
private final class DeallocationSentinel: NSObject {
  private let handler: @Sendable () -> Void
  init(_ handler: @escaping @Sendable () -> Void) { self.handler = handler }
  deinit { handler() }
}

/// Tells an owner when an object it does not retain is deallocated.
@MainActor
enum DeallocationWatch {
  /// Calls `handler` on the main actor when `object` is deallocated: at once when that happens
  /// on the main thread, as for UIKit objects, else as soon as the main actor runs. One watch
  /// per owner and object; watching again replaces it (the handler may then run once more,
  /// for nothing).
  static func watch(
    _ object: AnyObject, owner: AnyObject, _ handler: @escaping @MainActor @Sendable () -> Void
  ) {
    let key = UnsafeRawPointer(Unmanaged.passUnretained(owner).toOpaque())
    let sentinel = DeallocationSentinel {
      if Thread.isMainThread {
        MainActor.assumeIsolated { handler() }
      } else {
        Task { @MainActor in handler() }
      }
    }
    objc_setAssociatedObject(object, key, sentinel, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
  }
}

// MARK: iOS 26's delegate methods, whichever the SDK

/// The two delegate methods iOS 26 added, which take a list of ranges, by their selectors.
///
/// SDKs before iOS 26 do not declare them in `UITextFieldDelegate` and
/// `UITextViewDelegate`, yet an app built with one runs on iOS 26, where UIKit sends them; an
/// Objective-C message is known by its selector alone, so the code that sends and answers them
/// here compiles and behaves the same with any SDK. (`#if compiler(>=6.2)` could not tell: Swift
/// 6.2 also builds with older SDKs.) Only for sending to an object that answers the selector:
/// ``AppDelegateCalls``.
@MainActor @objc private protocol RangesDelegate {
  @objc(textField:shouldChangeCharactersInRanges:replacementString:)
  optional func textField(
    _ textField: UITextField, shouldChangeCharactersInRanges ranges: [NSValue],
    replacementString string: String
  ) -> Bool

  @objc(textView:shouldChangeTextInRanges:replacementText:)
  optional func textView(
    _ textView: UITextView, shouldChangeTextInRanges ranges: [NSValue],
    replacementText text: String
  ) -> Bool
}

// MARK: Optional delegate methods

/// The app delegate's optional methods; `nil` when it does not implement one.
@MainActor
enum AppDelegateCalls {
  static func textField(
    _ app: AnyObject?, _ field: UITextField, shouldChangeIn range: NSRange, _ text: String
  ) -> Bool? {
    (app as? UITextFieldDelegate)?.textField?(
      field, shouldChangeCharactersIn: range, replacementString: text)
  }

  /// iOS 26's ranges method, sent through ``RangesDelegate``.
  static func textField(
    _ app: AnyObject?, _ field: UITextField, shouldChangeInRanges ranges: [NSValue],
    _ text: String
  ) -> Bool? {
    let selector = #selector(
      RangesDelegate.textField(_:shouldChangeCharactersInRanges:replacementString:))
    return rangesDelegate(app, answering: selector)?.textField?(
      field, shouldChangeCharactersInRanges: ranges, replacementString: text)
  }

  static func textFieldDidChangeSelection(_ app: AnyObject?, _ field: UITextField) {
    send(#selector(UITextFieldDelegate.textFieldDidChangeSelection(_:)), to: app, with: field)
  }

  static func textFieldDidBeginEditing(_ app: AnyObject?, _ field: UITextField) {
    send(#selector(UITextFieldDelegate.textFieldDidBeginEditing(_:)), to: app, with: field)
  }

  static func textView(
    _ app: AnyObject?, _ view: UITextView, shouldChangeIn range: NSRange, _ text: String
  ) -> Bool? {
    (app as? UITextViewDelegate)?.textView?(view, shouldChangeTextIn: range, replacementText: text)
  }

  /// iOS 26's ranges method, sent through ``RangesDelegate``.
  static func textView(
    _ app: AnyObject?, _ view: UITextView, shouldChangeInRanges ranges: [NSValue], _ text: String
  ) -> Bool? {
    let selector = #selector(RangesDelegate.textView(_:shouldChangeTextInRanges:replacementText:))
    return rangesDelegate(app, answering: selector)?.textView?(
      view, shouldChangeTextInRanges: ranges, replacementText: text)
  }

  /// The app's delegate as a ``RangesDelegate``, when it implements `selector`.
  ///
  /// `as?` would answer `nil`: the app's class conforms to UIKit's protocols, not to this one.
  /// The cast is sound because an `@objc` protocol's existential is the bare object pointer, and
  /// calling its requirement sends the Objective-C message by its selector, which the object
  /// was just seen to answer — what `[delegate textField:…]` does in Objective-C. No Swift
  /// conformance is ever looked up.
  private static func rangesDelegate(
    _ app: AnyObject?, answering selector: Selector
  ) -> (any RangesDelegate)? {
    guard let app, app.responds(to: selector) else { return nil }
    return unsafeBitCast(app, to: (any RangesDelegate).self)
  }

  static func textViewDidChangeSelection(_ app: AnyObject?, _ view: UITextView) {
    send(#selector(UITextViewDelegate.textViewDidChangeSelection(_:)), to: app, with: view)
  }

  static func textViewDidBeginEditing(_ app: AnyObject?, _ view: UITextView) {
    send(#selector(UITextViewDelegate.textViewDidBeginEditing(_:)), to: app, with: view)
  }

  static func textViewDidChange(_ delegate: AnyObject?, _ view: UITextView) {
    send(#selector(UITextViewDelegate.textViewDidChange(_:)), to: delegate, with: view)
  }

  /// The reason variant when the app implements it, as UIKit prefers it; else the plain one.
  static func textFieldDidEndEditing(
    _ app: AnyObject?, _ field: UITextField, reason: UITextField.DidEndEditingReason
  ) {
    if (app as? UITextFieldDelegate)?.textFieldDidEndEditing?(field, reason: reason) == nil {
      send(#selector(UITextFieldDelegate.textFieldDidEndEditing(_:)), to: app, with: field)
    }
  }

  static func textViewDidEndEditing(_ app: AnyObject?, _ view: UITextView) {
    send(#selector(UITextViewDelegate.textViewDidEndEditing(_:)), to: app, with: view)
  }

  /// Sends `selector`, an optional method that returns nothing and takes one object, to `app`
  /// when it implements it — `[app respondsToSelector:]` then `performSelector:withObject:`, as
  /// Objective-C sends such a method; nothing otherwise.
  ///
  /// ```swift
  /// send(#selector(UITextViewDelegate.textViewDidChange(_:)), to: app, with: view)
  /// // app implements textViewDidChange(_:) → it is called with view · it does not → nothing
  /// ```
  ///
  /// Not for a method that returns a value or takes anything but one object (a Boolean
  /// question, `textFieldDidEndEditing(_:reason:)`): `perform(_:with:)` passes one object
  /// pointer and reads an object back.
  private static func send(_ selector: Selector, to app: AnyObject?, with object: AnyObject) {
    guard let app = app as? NSObjectProtocol, app.responds(to: selector) else { return }
    _ = app.perform(selector, with: object)
  }
}

// MARK: Associated objects

/// The ``InputAttachment`` of a view, released with it.
@MainActor
enum InputAttachments {
  private static var key: UInt8 = 0

  static func attachment(of view: AnyObject) -> InputAttachment? {
    objc_getAssociatedObject(view, &key) as? InputAttachment
  }

  static func set(_ attachment: InputAttachment?, on view: AnyObject) {
    objc_setAssociatedObject(view, &key, attachment, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
  }
}

// MARK: Target–action

/// A long press on a sticker key, reported to the keyboard view.
@MainActor
final class StickerKeyLongPress: UILongPressGestureRecognizer {
  let key: StickerKeyboardKey
  private weak var keyboard: StickerKeyboardView?

  init(key: StickerKeyboardKey, keyboard: StickerKeyboardView) {
    self.key = key
    self.keyboard = keyboard
    super.init(target: nil, action: nil)
    addTarget(self, action: #selector(changed))
  }

  @objc private func changed() {
    switch state {
    case .began: keyboard?.longPress(on: key, began: true)
    case .ended, .cancelled, .failed: keyboard?.longPress(on: key, began: false)
    default: break
    }
  }

  static func attach(to button: UIButton, key: StickerKeyboardKey, keyboard: StickerKeyboardView) {
    button.addGestureRecognizer(StickerKeyLongPress(key: key, keyboard: keyboard))
  }
}

#else

@MainActor
enum AppDelegateCalls {
  static func textField(
    _ app: AnyObject?, _ field: UITextField, shouldChangeIn range: NSRange, _ text: String
  ) -> Bool? {
    (app as? UITextFieldDelegate)?.textField(
      field, shouldChangeCharactersIn: range, replacementString: text)
  }
  static func textField(
    _ app: AnyObject?, _ field: UITextField, shouldChangeInRanges ranges: [NSValue], _ text: String
  ) -> Bool? { nil }
  static func textFieldDidChangeSelection(_ app: AnyObject?, _ field: UITextField) {
    (app as? UITextFieldDelegate)?.textFieldDidChangeSelection(field)
  }
  static func textFieldDidBeginEditing(_ app: AnyObject?, _ field: UITextField) {
    (app as? UITextFieldDelegate)?.textFieldDidBeginEditing(field)
  }
  static func textView(
    _ app: AnyObject?, _ view: UITextView, shouldChangeIn range: NSRange, _ text: String
  ) -> Bool? {
    (app as? UITextViewDelegate)?.textView(view, shouldChangeTextIn: range, replacementText: text)
  }
  static func textView(
    _ app: AnyObject?, _ view: UITextView, shouldChangeInRanges ranges: [NSValue], _ text: String
  ) -> Bool? { nil }
  static func textViewDidChangeSelection(_ app: AnyObject?, _ view: UITextView) {
    (app as? UITextViewDelegate)?.textViewDidChangeSelection(view)
  }
  static func textViewDidBeginEditing(_ app: AnyObject?, _ view: UITextView) {
    (app as? UITextViewDelegate)?.textViewDidBeginEditing(view)
  }
  static func textViewDidChange(_ delegate: AnyObject?, _ view: UITextView) {
    (delegate as? UITextViewDelegate)?.textViewDidChange(view)
  }
  static func textFieldDidEndEditing(
    _ app: AnyObject?, _ field: UITextField, reason: UITextField.DidEndEditingReason
  ) {
    (app as? UITextFieldDelegate)?.textFieldDidEndEditing(field, reason: reason)
  }
  static func textViewDidEndEditing(_ app: AnyObject?, _ view: UITextView) {
    (app as? UITextViewDelegate)?.textViewDidEndEditing(view)
  }
}

@MainActor
enum DeallocationWatch {
  static func watch(
    _ object: AnyObject, owner: AnyObject, _ handler: @escaping @MainActor @Sendable () -> Void
  ) {}
}

@MainActor
enum InputAttachments {
  private static var table: [ObjectIdentifier: InputAttachment] = [:]
  static func attachment(of view: AnyObject) -> InputAttachment? { table[ObjectIdentifier(view)] }
  static func set(_ attachment: InputAttachment?, on view: AnyObject) {
    table[ObjectIdentifier(view)] = attachment
  }
}

@MainActor
enum StickerKeyLongPress {
  static func attach(to button: UIButton, key: StickerKeyboardKey, keyboard: StickerKeyboardView) {}
}

#endif

// MARK: iOS 26's delegate methods, answered

/// UIKit's entry points for the proxy's answers to the ranges questions, by the selectors of
/// `RangesDelegate`.
///
/// With the iOS 26 SDK, they are also the proxy's witnesses of the protocols' optional methods
/// (same names, same selectors); with an older one, plain methods that UIKit finds the same way.
/// Either way the proxy answers `responds(to:)` for them itself, so UIKit never forwards them
/// past the interceptor to the app's delegate. Without the runtime (the stubs) they are plain
/// requirements.
extension TextInputDelegateProxy {
  #if canImport(ObjectiveC)
  @objc(textField:shouldChangeCharactersInRanges:replacementString:)
  #endif
  func textField(
    _ textField: UITextField, shouldChangeCharactersInRanges ranges: [NSValue],
    replacementString string: String
  ) -> Bool {
    self.textField(textField, shouldChangeInRanges: ranges, replacement: string)
  }

  #if canImport(ObjectiveC)
  @objc(textView:shouldChangeTextInRanges:replacementText:)
  #endif
  func textView(
    _ textView: UITextView, shouldChangeTextInRanges ranges: [NSValue],
    replacementText text: String
  ) -> Bool {
    self.textView(textView, shouldChangeInRanges: ranges, replacement: text)
  }
}
#endif
