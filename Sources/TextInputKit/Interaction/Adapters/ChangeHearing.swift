/// What a UIKit view with a policy hears of its own text changes while the interceptor writes a
/// correction, so that the app hears of each change once and the interceptor does not judge
/// its own write.
///
/// ```swift
/// let hearing = ChangeHearing()
/// hearing.hear(.notification) { interceptor.textDidChange() }   // not writing: judged
/// hearing.willWrite()
/// hearing.hear(.notification) { … }                             // writing: noted, not judged
/// hearing.finish(for: .textField)                               // [.editingChanged]: still to send
/// ```
///
/// A class, so that the interceptor's work inside ``hear(_:news:)`` may begin a write.
package final class ChangeHearing {
  /// Whether a correction is being written.
  package private(set) var isWriting = false
  /// What UIKit announced during the write.
  package private(set) var heard: ChangeAnnouncement = []

  package init() {}

  /// A correction begins: what UIKit announces from now on is noted.
  package func willWrite() {
    isWriting = true
    heard = []
  }

  /// UIKit announced a change: noted during a write; otherwise news, passed to `news`.
  package func hear(_ announcement: ChangeAnnouncement, news: () -> Void = {}) {
    guard isWriting else { return news() }
    heard.insert(announcement)
  }

  /// The correction is written: what the adapter must still send for `view`.
  package func finish(for view: ChangeAnnouncement.View) -> ChangeAnnouncement {
    isWriting = false
    return ChangeAnnouncement.missing(for: view, heard: heard)
  }
}

extension ChangeAnnouncement {
  /// Sends each announcement of this set through its call, in UIKit's order: `editingChanged`,
  /// the delegate, then the notification.
  package func send(
    editingChanged: () -> Void, delegateDidChange: () -> Void, notification: () -> Void
  ) {
    if contains(.editingChanged) { editingChanged() }
    if contains(.delegateDidChange) { delegateDidChange() }
    if contains(.notification) { notification() }
  }

  /// What still has to be sent after a correction: what `finished` says is missing, or, for a
  /// view that heard nothing (it has no coordinator), everything.
  package static func missing(for view: View, finished: ChangeAnnouncement?)
    -> ChangeAnnouncement
  {
    finished ?? all(for: view)
  }
}

extension ChangeAnnouncement.View {
  /// A text view, or a text field.
  package init(isTextView: Bool) { self = isTextView ? .textView : .textField }
}

extension InputEvent {
  /// Delivers the event: to `handler`, to the streams of `broadcast`, and to `review` when it was
  /// not accepted as it was (the view's did-review-edit notification).
  package func deliver(
    to handler: ((InputEvent) -> Void)?, _ broadcast: InputEventBroadcast,
    review: (InputEvent) -> Void
  ) {
    handler?(self)
    broadcast.yield(self)
    if disposition != .accepted { review(self) }
  }
}
