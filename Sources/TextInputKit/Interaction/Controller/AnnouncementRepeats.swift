/// What a field has just announced, so that a key held down is announced once.
///
/// A hardware keyboard repeating a held key sends the same rejected character many times a
/// second; each announcement would cut off the one before it. An event whose changes equal those
/// of the event last announced, with no other event or caret move in between, says nothing:
///
/// ```swift
/// // .phoneCN, "138|": "a" → "Only digits are allowed here." · "a" → nil (the same changes)
/// //                   "0" → nil, and forgets: the next "a" is announced again
/// ```
///
/// ``TextInputInterceptor`` and ``BoundText`` share it, so UIKit and SwiftUI fields say the same.
struct AnnouncementRepeats: Sendable {
  /// The changes of the event last announced, until an event that announces something else or
  /// nothing, or a caret move.
  private var lastAnnouncedChanges: [PolicyChange]?

  /// What to say for `event`: its announcement, unless it has none or repeats the last one.
  mutating func announcement(for event: InputEvent) -> AccessibilityAnnouncement? {
    guard let announcement = event.announcement else {
      lastAnnouncedChanges = nil
      return nil
    }
    guard event.changes != lastAnnouncedChanges else { return nil }
    lastAnnouncedChanges = event.changes
    return announcement
  }

  /// Lets the last announcement be said again: the person moved the caret, or left the field.
  mutating func forget() { lastAnnouncedChanges = nil }
}
