import Foundation

/// The time source of a keyboard's repeating keys, so that tests can drive time by hand.
///
/// Deprecated: ``StickerKeyboard`` takes any standard `Clock` whose duration is `Duration`
/// (`ContinuousClock` by default); a test clock conforms to `Clock` instead.
@available(*, deprecated, message: "Pass a standard Clock, such as ContinuousClock.")
public protocol KeyboardClock: AnyObject {
  /// Seconds since an arbitrary, fixed start; never goes back.
  var now: Double { get }
}

/// The system's uptime clock.
@available(*, deprecated, message: "Use ContinuousClock.")
public final class SystemKeyboardClock: KeyboardClock {
  /// Creates the clock.
  public init() {}
  public var now: Double { ProcessInfo.processInfo.systemUptime }
}
