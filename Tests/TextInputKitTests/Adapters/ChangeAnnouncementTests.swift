import Testing
import TextInputKit

/// Finding 6: after a correction the app hears of the change exactly once.
@Suite struct ChangeAnnouncementTests {
  typealias Row = (view: ChangeAnnouncement.View, heard: ChangeAnnouncement, missing: ChangeAnnouncement)
  static let rows: [Row] = [
    (.textField, [], [.notification, .editingChanged]),
    (.textField, [.notification], [.editingChanged]),
    (.textField, [.editingChanged], [.notification]),
    (.textField, [.notification, .editingChanged], []),
    (.textView, [], [.notification, .delegateDidChange]),
    (.textView, [.notification], []),
  ]

  @Test(arguments: rows)
  func sendsOnlyWhatDidNotArrive(_ row: Row) {
    let (view, heard, missing) = row
    #expect(ChangeAnnouncement.missing(for: view, heard: heard) == missing)
    // Together with what arrived, the app hears every kind exactly once.
    #expect(missing.intersection(heard).isEmpty)
  }

  @Test func aTextFieldNeverCallsATextViewDelegate() {
    #expect(!ChangeAnnouncement.all(for: .textField).contains(.delegateDidChange))
    #expect(!ChangeAnnouncement.all(for: .textView).contains(.editingChanged))
  }
}
