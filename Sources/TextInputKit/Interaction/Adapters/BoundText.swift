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
///
/// What a judged value lost is kept for VoiceOver, as the UIKit views announce it: take it with
/// ``takeAnnouncement()`` after ``receive(_:isFocused:)`` and post it.
///
/// ```swift
/// phone.receive("138a", isFocused: true)       // "138"
/// phone.takeAnnouncement()?.text()             // "Only digits are allowed here."
/// phone.receive("1380", isFocused: true)       // nil: accepted
/// phone.takeAnnouncement()                     // nil: nothing was lost
/// ```
package struct BoundText: Sendable {
  /// The controller.
  package private(set) var controller: TextInputController
  /// The events received and not yet taken: ``receive(_:isFocused:)`` moves every event of the
  /// controller here, to decide the announcement.
  private var events: [InputEvent] = []
  /// What to announce, not yet taken.
  private var pendingAnnouncement: AccessibilityAnnouncement?
  /// What was announced last, so that a repeated key is announced once.
  private var repeats = AnnouncementRepeats()

  /// Starts with `text`, taken as it is.
  package init(policy: InputPolicy, text: String) {
    controller = TextInputController(policy: policy, text: text)
  }

  /// How many times the controller was rebuilt for a new policy.
  package private(set) var rebuilds = 0

  /// The policy; assigning an equal one keeps the controller as it is (the modifier hands its
  /// policy over at every change of the binding), a new one rebuilds it around the same text.
  package var policy: InputPolicy {
    get { controller.policy }
    set {
      guard newValue != controller.policy else { return }
      controller.policy = newValue
      rebuilds += 1
    }
  }

  /// A new value of the binding.
  ///
  /// - Returns: The text to put back in the binding, or `nil` to leave it.
  package mutating func receive(_ text: String, isFocused: Bool) -> String? {
    let end = text.utf16.count
    guard isFocused else {
      controller.adopt(TextFieldState(text: text, utf16Selection: end..<end))
      repeats.forget()
      return nil
    }
    let correction = controller.didChange(
      text: text, utf16Selection: end..<end, utf16MarkedRange: nil)
    for event in controller.takeEvents() {
      events.append(event)
      if let announcement = repeats.announcement(for: event) {
        pendingAnnouncement = pendingAnnouncement?.followed(by: announcement) ?? announcement
      }
    }
    return correction?.applied(to: text)
  }

  /// Hands the events not yet taken to `deliver`, oldest first; they are forgotten.
  package mutating func deliverEvents(to deliver: ((InputEvent) -> Void)?) {
    for event in takeEvents() { deliver?(event) }
  }

  /// The events not yet taken, oldest first; they are forgotten.
  package mutating func takeEvents() -> [InputEvent] {
    defer { events = [] }
    return events
  }

  /// What VoiceOver should say about the values received since the last call, or `nil`:
  /// the messages of the rules that took something away, once each. A value that repeats the
  /// rejection announced just before (a key held down) adds nothing; see
  /// ``AccessibilityAnnouncement``.
  package mutating func takeAnnouncement() -> AccessibilityAnnouncement? {
    defer { pendingAnnouncement = nil }
    return pendingAnnouncement
  }
}
