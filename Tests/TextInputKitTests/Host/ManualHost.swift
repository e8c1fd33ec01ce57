import TextInputKit

/// A host a test drives by hand: it can end a composition without a notification, and it calls
/// the interceptor back from inside its own writes, as UIKit may (`replace(_:withText:)` can post
/// the text-did-change notification itself).
final class ManualHost: TextInputHost {
  var currentText: String
  var utf16Selection: Range<Int>
  var utf16MarkedRange: Range<Int>?
  var keyboardLanguage: String? = "en-US"
  weak var interceptor: TextInputInterceptor?
  /// How many times the host announced a change.
  private(set) var announcements = 0
  /// The replacements written to the host, as "range → text".
  private(set) var writes: [String] = []

  init(text: String, markedRange: Range<Int>? = nil) {
    currentText = text
    utf16Selection = text.utf16.count..<text.utf16.count
    utf16MarkedRange = markedRange
  }

  func replace(utf16Range: Range<Int>, withText text: String) {
    var units = Array(currentText.utf16)
    units.replaceSubrange(utf16Range, with: Array(text.utf16))
    currentText = String(decoding: units, as: UTF16.self)
    utf16MarkedRange = nil
    writes.append("\(utf16Range) → \"\(text)\"")
    interceptor?.textDidChange()
  }

  func setUTF16Selection(_ range: Range<Int>) {
    utf16Selection = range
    interceptor?.selectionDidChange()
  }

  func announceTextChange() {
    announcements += 1
    interceptor?.textDidChange()
  }
}
