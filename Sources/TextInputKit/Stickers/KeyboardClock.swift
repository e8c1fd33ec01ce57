import Foundation

/// The time source of a keyboard's repeating keys, so that tests can drive time by hand.
///
/// ```swift
/// final class ManualClock: KeyboardClock { var now = 0.0 }
/// ```
public protocol KeyboardClock: AnyObject {
  /// Seconds since an arbitrary, fixed start; never goes back.
  var now: Double { get }
}

/// The system's uptime clock.
public final class SystemKeyboardClock: KeyboardClock {
  /// Creates the clock.
  public init() {}
  public var now: Double { ProcessInfo.processInfo.systemUptime }
}
