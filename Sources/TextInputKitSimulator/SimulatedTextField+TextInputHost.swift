import TextInputKit

extension SimulatedTextField: TextInputHost {
  public var currentText: String { text }
  public var utf16Count: Int { utf16Offsets.count }
  /// Only the range, as `text(in:)` of a range reads it; an edge inside a surrogate pair widens
  /// to the whole pair (as `String.substring(clampedUTF16:)`).
  public func text(inUTF16Range range: Range<Int>) -> String {
    let lower = utf16Offsets.index(at: range.lowerBound, in: text)
    let upper = utf16Offsets.index(
      at: Swift.max(range.lowerBound, range.upperBound), in: text, roundingUp: true)
    return String(text[lower..<Swift.max(lower, upper)])
  }
  public var utf16Selection: Range<Int> { selection }
  public var utf16MarkedRange: Range<Int>? { markedRange }
  public var keyboardLanguage: String? { keyboard.primaryLanguage }

  /// As the UIKit adapter writes: it listens to what `replace(_:withText:)` announces (see
  /// ``Roughness/replaceAnnounces``) until ``announceTextChange()``.
  public func replace(utf16Range: Range<Int>, withText text: String) {
    isWriting = true
    heardWhileWriting = []
    replace(utf16Range, withText: text)
  }

  public func setUTF16Selection(_ range: Range<Int>) { setSelection(range) }

  /// Sends what the write did not announce itself, as the UIKit adapter does
  /// (``ChangeAnnouncement/missing(for:heard:)``): the app hears of a correction exactly once.
  public func announceTextChange() {
    let heard = heardWhileWriting
    isWriting = false
    heardWhileWriting = []
    let missing = ChangeAnnouncement.missing(for: .textField, heard: heard)
    if missing.contains(.editingChanged) || missing.contains(.notification) {
      sendChangeEvents(missing)
    }
  }

  public func announceForAccessibility(_ announcement: AccessibilityAnnouncement) {
    postAnnouncement(announcement)
  }
}
