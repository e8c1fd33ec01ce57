// UIAccessibility, as far as the adapters use it: announcements to VoiceOver.

/// The namespace of UIKit's accessibility functions and notifications. Its own declaration was
/// not found as an Apple page (Stubs/README.md); its members below were.
public enum UIAccessibility {
  /// https://developer.apple.com/documentation/uikit/uiaccessibility/notification —
  /// `struct Notification`; its initializer, `init(rawValue: UInt32)`, from a rendering of the
  /// SDK's interface (onestack.dev).
  public struct Notification: Hashable, RawRepresentable, Sendable {
    public var rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// https://developer.apple.com/documentation/uikit/uiaccessibility/notification/announcement —
    /// `nonisolated static let announcement: UIAccessibility.Notification`.
    ///
    /// That is how the iOS 26 SDK declares it (`const`). Declared here as SDKs before it declare
    /// it, a `var` (in iPhoneOS 17.4's UIAccessibilityConstants.h, `UIKIT_EXTERN
    /// UIAccessibilityNotifications UIAccessibilityAnnouncementNotification`, without `const`),
    /// which Swift 6 refuses to read without `@preconcurrency`: an adapter must compile with
    /// both. (Hence this module is compiled in Swift 5 mode, as an Objective-C module is
    /// imported: Swift 6 would reject the declaration itself.)
    public static var announcement = Notification(rawValue: 1008)
  }

  /// https://developer.apple.com/documentation/uikit/uiaccessibility/post(notification:argument:) —
  /// `@MainActor static func post(notification: UIAccessibility.Notification, argument: Any?)`
  @MainActor public static func post(notification: UIAccessibility.Notification, argument: Any?) {
    fatalError("stub")
  }

  /// https://developer.apple.com/documentation/uikit/uiaccessibility/isvoiceoverrunning —
  /// `@MainActor static var isVoiceOverRunning: Bool { get }`
  @MainActor public static var isVoiceOverRunning: Bool { fatalError("stub") }
}
