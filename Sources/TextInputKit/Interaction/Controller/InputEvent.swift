/// Feedback from a controller: one edit, what the policy made of it, and the counter after it.
///
/// ```swift
/// // .phoneCN, "138|" + "a":
/// // InputEvent(source: .typing, disposition: .rejected,
/// //            changes: [allow rejected "a": "Only digits are allowed here."], counter: 3/11)
/// ```
public struct InputEvent: Sendable, Hashable, CustomStringConvertible {
  /// Where the edit came from.
  public var source: EditSource
  /// Whether it was accepted, changed or rejected.
  public var disposition: EditOutcome.Disposition
  /// What the rules did to it.
  public var changes: [PolicyChange]
  /// The counter after the edit.
  public var counter: LengthCounter

  /// Creates an event.
  public init(
    source: EditSource, disposition: EditOutcome.Disposition, changes: [PolicyChange],
    counter: LengthCounter
  ) {
    self.source = source
    self.disposition = disposition
    self.changes = changes
    self.counter = counter
  }

  /// The first message of the changes, for a hint under the field.
  public var message: String? { changes.first?.message }

  /// What VoiceOver should say about the edit: the messages of the changes that lost text, or
  /// `nil` when it went in as typed (or was only transformed).
  ///
  /// ```swift
  /// // .phoneCN, "138|" + "a" → "Only digits are allowed here."
  /// // .phoneCN, "138|" + "0" → nil
  /// ```
  ///
  /// A ``TextInputInterceptor`` posts it through its host; see ``AccessibilityAnnouncement``.
  public var announcement: AccessibilityAnnouncement? {
    AccessibilityAnnouncement(disposition: disposition, changes: changes)
  }

  public var description: String {
    "\(source.rawValue) \(disposition.rawValue) \(counter)"
      + (changes.isEmpty ? "" : ": " + changes.map(\.description).joined(separator: "; "))
  }
}
