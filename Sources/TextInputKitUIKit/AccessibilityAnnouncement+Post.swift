#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import TextInputKit
import UIKit

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
