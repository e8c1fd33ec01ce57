#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import TextInputKit
// `@preconcurrency` for one declaration, `UIAccessibility.Notification.announcement`: SDKs
// before iOS 26 declare `UIAccessibilityAnnouncementNotification` without `const`, which Swift 6
// imports as shared mutable state and refuses to read ("reference to static property
// 'announcement' is not concurrency-safe"); iOS 26's declares it `const`. Reading it is safe with
// either: UIKit sets the value when it loads and never writes it again. Marking the import makes
// the read compile with both SDKs, without writing down the notification's number; this file
// uses nothing else from UIKit that the mark could hide, and the other files import UIKit plainly.
@preconcurrency import UIKit

extension AccessibilityAnnouncement {
  /// Speaks the announcement with VoiceOver: one announcement notification, in the app's
  /// language, and only while VoiceOver runs (with VoiceOver off the system drops
  /// announcements, so the text is not even made).
  ///
  /// The views of this module and `.inputPolicy(_:text:)` post their announcements themselves;
  /// call it for a field of your own that reports ``InputEvent``s:
  ///
  /// ```swift
  /// onInputEvent = { event in event.announcement?.post() }
  /// // .phoneCN, "138|" + "a" → VoiceOver says "Only digits are allowed here."
  /// // "138|" + "0" → nil: nothing is said for an accepted keystroke
  /// ```
  @MainActor
  public func post() {
    guard UIAccessibility.isVoiceOverRunning else { return }
    UIAccessibility.post(notification: .announcement, argument: text())
  }
}
#endif
