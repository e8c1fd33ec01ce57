#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import Foundation

/// A notification observer that removes itself when it is released.
///
/// It is `Sendable` (its token is set once and only handed back to the notification center),
/// so an object on the main actor can own one without a `deinit` that touches non-`Sendable`
/// state.
final class NotificationObservation: @unchecked Sendable {
  private let token: any NSObjectProtocol

  /// Calls `handler` on the main actor for every `name` posted by `object`: synchronously when
  /// it is posted on the main thread, as UIKit posts it; as soon as the main actor runs when
  /// app code posts it from another thread (never a trap).
  init(name: Notification.Name, object: AnyObject, handler: @escaping @MainActor @Sendable () -> Void) {
    token = NotificationCenter.default.addObserver(forName: name, object: object, queue: nil) { _ in
      if Thread.isMainThread {
        MainActor.assumeIsolated { handler() }
      } else {
        Task { @MainActor in handler() }
      }
    }
  }

  deinit { NotificationCenter.default.removeObserver(token) }
}
#endif
