#if canImport(UIKit)
import UIKit
import ObjectiveC
import TextInputKit

@MainActor private var coordinatorKey: UInt8 = 0
@MainActor private var proxyKey: UInt8 = 0

extension UITextField {
  /// The policy that judges what people type, paste or dictate into the field; `nil` for none.
  ///
  /// ```swift
  /// phoneField.inputPolicy = .phoneCN
  /// phoneField.inputFeedback = { event in hint.text = event.message }
  /// // typing "a" → refused; pasting "138-0013-8000 99" → "13800138000"
  /// ```
  ///
  /// In ``TextInputCoordinator/Mode/delegate`` mode (the default) the field's delegate becomes a
  /// proxy that forwards every message to the delegate you set, before or after the policy.
  public var inputPolicy: InputPolicy? {
    get { inputCoordinator?.controller.policy }
    set {
      guard let newValue else {
        if let proxy = objc_getAssociatedObject(self, &proxyKey) as? TextInputDelegateProxy {
          delegate = proxy.appDelegate as? UITextFieldDelegate
        }
        objc_setAssociatedObject(self, &proxyKey, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        objc_setAssociatedObject(self, &coordinatorKey, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return
      }
      if let coordinator = inputCoordinator {
        coordinator.controller.policy = newValue
        return
      }
      let mode = TextInputCoordinator.defaultMode
      let coordinator = TextInputCoordinator(
        policy: newValue, view: self, mode: mode,
        notification: UITextField.textDidChangeNotification)
      objc_setAssociatedObject(
        self, &coordinatorKey, coordinator, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      if mode == .delegate {
        let proxy = TextInputDelegateProxy()
        proxy.coordinator = coordinator
        proxy.appDelegate = delegate
        objc_setAssociatedObject(self, &proxyKey, proxy, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        delegate = proxy
      }
    }
  }

  /// The delegate you set, when the field has a policy in delegate mode; set it instead of
  /// `delegate` to keep the policy working (setting `delegate` itself replaces the proxy).
  public var appDelegate: UITextFieldDelegate? {
    get {
      (objc_getAssociatedObject(self, &proxyKey) as? TextInputDelegateProxy)?.appDelegate
        as? UITextFieldDelegate ?? delegate
    }
    set {
      if let proxy = objc_getAssociatedObject(self, &proxyKey) as? TextInputDelegateProxy {
        proxy.appDelegate = newValue
      } else {
        delegate = newValue
      }
    }
  }

  /// The field's coordinator, once it has a policy.
  public var inputCoordinator: TextInputCoordinator? {
    objc_getAssociatedObject(self, &coordinatorKey) as? TextInputCoordinator
  }

  /// Called with every edit the policy reviewed.
  public var inputFeedback: ((InputEvent) -> Void)? {
    get { inputCoordinator?.onEvent }
    set { inputCoordinator?.onEvent = newValue }
  }

  /// The events of the field's edits, as an async sequence.
  public var inputEvents: AsyncStream<InputEvent> {
    inputCoordinator?.events() ?? AsyncStream { $0.finish() }
  }

  /// The counter: "12/20", marked text included.
  public var inputCounter: LengthCounter? { inputCoordinator?.controller.counter }

  /// Sets `text` in code and tells the policy, which takes it as it is.
  public func setInputText(_ newText: String) {
    text = newText
    inputCoordinator?.adoptCurrentText()
  }
}
#endif
