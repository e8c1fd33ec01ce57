import TextInputKit

extension SimulatedTextField: TextInputHost {
  public var currentText: String { text }
  public var selectedUTF16Range: Range<Int> { selection }
  public var markedUTF16Range: Range<Int>? { markedRange }
  public var keyboardLanguage: String? { keyboard.primaryLanguage }

  public func replace(utf16Range: Range<Int>, withText text: String) {
    replace(utf16Range, withText: text)
  }

  public func setSelectedUTF16Range(_ range: Range<Int>) { setSelection(range) }

  public func announceTextChange() { sendChangeEvents() }

  public func announceForAccessibility(_ announcement: AccessibilityAnnouncement) {
    postAnnouncement(announcement)
  }
}
