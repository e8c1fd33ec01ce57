/// The ways UIKit tells an app that a text view's text changed, and which of them an adapter
/// must send itself after it applied a correction, so that the app hears of it exactly once.
///
/// `replace(_:withText:)` may already post the text-did-change notification (and call the
/// delegate, for a text view) and send `editingChanged` (for a text field): the adapter listens
/// while it replaces, and sends only what did not arrive.
///
/// ```swift
/// ChangeAnnouncement.missing(for: .textField, heard: [.notification])  // [.editingChanged]
/// ChangeAnnouncement.missing(for: .textView, heard: [])   // [.notification, .delegateDidChange]
/// ChangeAnnouncement.missing(for: .textView, heard: [.notification])   // []
/// ```
package struct ChangeAnnouncement: OptionSet, Sendable, Hashable {
  package let rawValue: Int
  package init(rawValue: Int) { self.rawValue = rawValue }

  /// `UITextField.textDidChangeNotification` or `UITextView.textDidChangeNotification`.
  package static let notification = ChangeAnnouncement(rawValue: 1 << 0)
  /// The text field's `editingChanged` control event.
  package static let editingChanged = ChangeAnnouncement(rawValue: 1 << 1)
  /// The text view delegate's `textViewDidChange(_:)`.
  package static let delegateDidChange = ChangeAnnouncement(rawValue: 1 << 2)

  /// The kind of view.
  package enum View: Sendable, Hashable {
    /// `UITextField`: the notification and `editingChanged`.
    case textField
    /// `UITextView`: the notification and the delegate's `textViewDidChange(_:)`.
    case textView
  }

  /// What the app hears after a change the user makes.
  package static func all(for view: View) -> ChangeAnnouncement {
    switch view {
    case .textField: [.notification, .editingChanged]
    case .textView: [.notification, .delegateDidChange]
    }
  }

  /// What the adapter still has to send after a correction, given what it heard UIKit send
  /// during the correction.
  ///
  /// A text view posts the notification and calls its delegate together, and the adapter can
  /// observe only the notification: when it arrived, the delegate heard too.
  package static func missing(for view: View, heard: ChangeAnnouncement) -> ChangeAnnouncement {
    switch view {
    case .textField: all(for: .textField).subtracting(heard)
    case .textView: heard.contains(.notification) ? [] : all(for: .textView)
    }
  }
}
