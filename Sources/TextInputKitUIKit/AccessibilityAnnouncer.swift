#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import TextInputKit
import UIKit

/// How a UIKit view speaks an ``AccessibilityAnnouncement``: one announcement notification,
/// in the app's language, and only while VoiceOver runs (with VoiceOver off the system drops
/// announcements, so the text is not even made).
@MainActor
enum AccessibilityAnnouncer {
  static func post(_ announcement: AccessibilityAnnouncement) {
    guard UIAccessibility.isVoiceOverRunning else { return }
    UIAccessibility.post(notification: .announcement, argument: announcement.text())
  }
}
#endif
