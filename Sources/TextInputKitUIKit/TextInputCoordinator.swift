#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import UIKit
import TextInputKit

/// What a text field or text view carries once it has a policy: the core's
/// ``TextInputInterceptor`` — the object every scenario test drives through the simulated field —
/// and the UIKit plumbing around it: the text-did-change observer, the `editingChanged` action,
/// and the feedback. It decides nothing itself.
@MainActor
public final class TextInputCoordinator {
  /// How a field's input is intercepted: through the delegate (a proxy that forwards to the
  /// app's own delegate) and the notification, or through the notification alone.
  public typealias Mode = InterceptionMode

  /// The notification posted after every reviewed edit that was not accepted as it was;
  /// `object` is the field, the event is in `userInfo[TextInputCoordinator.eventKey]`.
  public static let didReviewEditNotification = Notification.Name("TextInputKitDidReviewEdit")
  /// The `userInfo` key of the ``InputEvent``.
  public static let eventKey = "event"
  /// The mode for fields given a policy from now on.
  public static var defaultMode: Mode = .delegate

  /// The interception object.
  public let interceptor: TextInputInterceptor
  /// The controller.
  public var controller: TextInputController { interceptor.controller }
  /// The mode of this field.
  public var mode: Mode { interceptor.mode }
  /// Called with every event (accepted, changed or rejected).
  public var onInputEvent: ((InputEvent) -> Void)?

  /// The streams of ``inputEvents``, ended when the coordinator goes.
  private let broadcast = InputEventBroadcast()
  /// Removes the `editingChanged` action added to a text field (nothing for a text view).
  private var removeEditingChangedAction: @MainActor () -> Void = {}
  private weak var view: UIView?
  private var observation: NotificationObservation?
  /// In notification mode, the end of editing (delegate mode hears it through the proxy).
  private var endEditingObservation: NotificationObservation?
  /// What UIKit announces while the interceptor writes, for ``announce(for:)``.
  private let hearing = ChangeHearing()

  init(
    policy: InputPolicy, view: some PolicyTextInputView, mode: Mode,
    notification: Notification.Name, endEditing: Notification.Name
  ) {
    self.interceptor = TextInputInterceptor(host: view, policy: policy, mode: mode)
    self.view = view
    interceptor.onInputEvent = { [weak self] event in self?.deliver(event) }
    observation = NotificationObservation(name: notification, object: view) { [weak self] in
      self?.textDidChange()
    }
    if mode == .notification {
      // A composition the resignation committed without a notification is judged now.
      endEditingObservation = NotificationObservation(name: endEditing, object: view) {
        [weak self] in self?.interceptor.editingDidEnd()
      }
    }
    removeEditingChangedAction = view.observeEditingChanged { [weak self] in
      self?.hearing.hear(.editingChanged)
    }
  }

  /// A stream of events, as ``PolicyTextInputView/inputEvents``; each read returns a new stream.
  /// Every stream ends when the view's policy is removed or the view goes away.
  public var inputEvents: AsyncStream<InputEvent> { broadcast.stream() }

  /// The view's policy is removed: the streams end and the coordinator lets go of the view.
  func detach() {
    broadcast.finish()
    observation = nil
    endEditingObservation = nil
    removeEditingChangedAction()
    removeEditingChangedAction = {}
  }

  // MARK: UIKit → interceptor

  private func textDidChange() {
    hearing.hear(.notification) { interceptor.textDidChange() }
  }

  // MARK: Interceptor → UIKit (through the host)

  /// The interceptor starts writing a correction: what UIKit announces from now on is noted.
  func willWrite() { hearing.willWrite() }

  /// The interceptor finished writing: the app hears of the change exactly once.
  func announce(for kind: ChangeAnnouncement.View) -> ChangeAnnouncement {
    hearing.finish(for: kind)
  }

  private func deliver(_ event: InputEvent) {
    event.deliver(to: onInputEvent, broadcast) { [weak view] event in
      NotificationCenter.default.post(
        name: Self.didReviewEditNotification, object: view, userInfo: [Self.eventKey: event])
    }
  }
}
#endif
