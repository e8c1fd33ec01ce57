/// A policy over a text binding that reports no selection — SwiftUI's `TextField(text:)` — for
/// `.inputPolicy(_:text:)`: every new value of the binding is either typing to judge or text
/// set in code to take as it is.
///
/// A value that arrives while the field has focus is the user's: it is judged against the
/// previous one, with the caret taken to be at the end, and corrected. A value that arrives
/// while the field has no focus was set in code, and is taken as it is, as the UIKit adapter's
/// `setInputText(_:)` does.
///
/// ```swift
/// var phone = BoundText(policy: .phoneCN, text: "138")
/// phone.receive("138a", isFocused: true)      // "138": typing is judged
/// phone.receive("13800138000", isFocused: false)  // nil: set in code, taken as it is
/// ```
public struct BoundText: Sendable {
  /// The controller.
  public private(set) var controller: TextInputController

  /// Starts with `text`, taken as it is.
  public init(policy: InputPolicy, text: String) {
    controller = TextInputController(policy: policy, text: text)
  }

  /// The policy.
  public var policy: InputPolicy {
    get { controller.policy }
    set { controller.policy = newValue }
  }

  /// A new value of the binding.
  ///
  /// - Returns: The text to put back in the binding, or `nil` to leave it.
  public mutating func receive(_ text: String, isFocused: Bool) -> String? {
    let end = text.utf16.count
    guard isFocused else {
      controller.adopt(TextFieldState(text: text, utf16Selection: end..<end))
      return nil
    }
    guard let correction = controller.didChange(text: text, utf16Selection: end..<end, utf16MarkedRange: nil)
    else { return nil }
    return correction.applied(to: text)
  }

  /// The events not yet taken, oldest first; they are forgotten.
  public mutating func takeEvents() -> [InputEvent] { controller.takeEvents() }
}
