import TextInputKit

extension SimulatedTextField: TextInputHost {
  public var currentText: String { text }
  public var utf16Count: Int { utf16Offsets.count }
  /// Only the range, as UIKit's `text(in:)` reads it: exactly its UTF-16 units, so that an edge
  /// inside a surrogate pair keeps the half it holds, which a Swift `String` shows as U+FFFD
  /// (one unit, like the half).
  ///
  /// ```swift
  /// // "a😀b": 0..<2 → "a\u{FFFD}" · 2..<4 → "\u{FFFD}b" · 1..<3 → "😀"
  /// ```
  public func text(inUTF16Range range: Range<Int>) -> String {
    let lowerOffset = Swift.min(Swift.max(range.lowerBound, 0), utf16Offsets.count)
    let upperOffset = Swift.min(Swift.max(range.upperBound, lowerOffset), utf16Offsets.count)
    // Whole code points inside the range; a split pair shows its half as U+FFFD.
    let lower = utf16Offsets.index(at: lowerOffset, in: text, roundingUp: true)
    let lowerSplits = lower != utf16Offsets.index(at: lowerOffset, in: text)
    let upper = utf16Offsets.index(at: upperOffset, in: text)
    let upperSplits = upper != utf16Offsets.index(at: upperOffset, in: text, roundingUp: true)
    guard lowerOffset < upperOffset else { return "" }
    let middle = lower < upper ? String(text[lower..<upper]) : ""
    return (lowerSplits ? "\u{FFFD}" : "") + middle + (upperSplits ? "\u{FFFD}" : "")
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
