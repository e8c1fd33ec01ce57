import ArgumentParser
import TextInputKit

/// `textinput replay --mode delegate|notification`: the values are the core's own.
extension InterceptionMode: ExpressibleByArgument {
  /// What each mode does, for the help.
  public static var allValueDescriptions: [String: String] {
    [
      InterceptionMode.delegate.rawValue:
        "Decide in the delegate, before the field changes (the default).",
      InterceptionMode.notification.rawValue:
        "Decide in the text-did-change notification, after the field changed.",
    ]
  }
}
