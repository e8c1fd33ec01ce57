/// What a text view offers a ``TextInputInterceptor``: its state in UTF-16 offsets, its keyboard,
/// and the few writes a correction needs.
///
/// `UITextField` and `UITextView` conform in `TextInputKitUIKit`; `SimulatedTextField` conforms
/// in `TextInputKitSimulator`, so every test of the interception runs the object that ships.
///
/// ```swift
/// final class NoteField: TextInputHost {
///   var currentText = ""
///   var utf16Selection = 0..<0
///   var utf16MarkedRange: Range<Int>? { nil }
///   var keyboardLanguage: String? { "en-US" }
///   func replace(utf16Range: Range<Int>, withText text: String) { /* undoable write */ }
///   func setUTF16Selection(_ range: Range<Int>) { utf16Selection = range }
///   func announceTextChange() { /* tell observers */ }
///   func announceForAccessibility(_ announcement: AccessibilityAnnouncement) {
///     /* speak announcement.text() if a screen reader runs */
///   }
/// }
/// ```
///
/// Every requirement is read or called synchronously, from the thread (for UIKit, the main
/// actor) on which the host calls the interceptor.
public protocol TextInputHost: AnyObject {
  /// The whole text, marked text included (`text(in:)` of the whole document).
  var currentText: String { get }
  /// The selection, in UTF-16 offsets of ``currentText``; empty for a caret.
  var utf16Selection: Range<Int> { get }
  /// The marked (composing) range in UTF-16 offsets, or `nil` when no input method composes.
  var utf16MarkedRange: Range<Int>? { get }
  /// The primary language of the keyboard in use, as `UITextInputMode.primaryLanguage` gives it
  /// ("zh-Hans", "ja-JP", "en-US"); `nil` when unknown. See ``KeyboardLanguage``.
  var keyboardLanguage: String? { get }

  /// Replaces a range of UTF-16 offsets through the path that registers undo and asks no
  /// delegate (`UITextInput.replace(_:withText:)`).
  func replace(utf16Range: Range<Int>, withText text: String)
  /// Sets the selection, in UTF-16 offsets (`selectedTextRange = …`).
  func setUTF16Selection(_ range: Range<Int>)
  /// Tells the app the text changed after a correction: `editingChanged` and the
  /// text-did-change notification for a field; the notification and `textViewDidChange(_:)` for a
  /// text view. The interceptor ignores what this makes the host call back.
  func announceTextChange()
  /// Speaks `announcement` to a screen reader: why an edit was rejected or lost text.
  ///
  /// Called after the edit's correction is written, at most once per call from the view. A
  /// UIKit view posts `UIAccessibility.post(notification: .announcement, argument:)` with
  /// `announcement.text()` while VoiceOver runs. The default does nothing, so a host written
  /// before this requirement keeps compiling, silent.
  func announceForAccessibility(_ announcement: AccessibilityAnnouncement)
}

extension TextInputHost {
  /// Does nothing: a host that cannot speak says nothing.
  public func announceForAccessibility(_ announcement: AccessibilityAnnouncement) {}
}
