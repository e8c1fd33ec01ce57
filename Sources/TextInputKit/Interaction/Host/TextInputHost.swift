/// What a text view offers a ``TextInputInterceptor``: its state in UTF-16 offsets, its keyboard,
/// and the few writes a correction needs.
///
/// `UITextField` and `UITextView` conform in `TextInputKitUIKit`; `SimulatedTextField` conforms
/// in `TextInputKitSimulator`, so every test of the interception runs the object that ships.
///
/// ```swift
/// final class NoteField: TextInputHost {
///   var currentText = ""
///   var utf16Count: Int { currentText.utf16.count }
///   func text(inUTF16Range range: Range<Int>) -> String { /* only the range */ "" }
///   var utf16Selection = 0..<0
///   var utf16MarkedRange: Range<Int>? { nil }
///   var keyboardLanguage: String? { "en-US" }
///   var isUndoing: Bool { false }   // undoManager?.isUndoing == true
///   var isRedoing: Bool { false }   // undoManager?.isRedoing == true
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
  ///
  /// Read when the interceptor starts and when the app's text is adopted
  /// (``TextInputInterceptor/adoptHostText()``), never for a keystroke: a keystroke reads
  /// ``utf16Count`` and a bounded window with ``text(inUTF16Range:)``.
  var currentText: String { get }
  /// The length of the whole text in UTF-16 units (`offset(from: beginningOfDocument, to:
  /// endOfDocument)`).
  ///
  /// The default counts ``currentText``; a host whose text is long implements it without
  /// copying the text.
  var utf16Count: Int { get }
  /// The text of a range of UTF-16 offsets, clamped to the text (`text(in:)` of that range).
  ///
  /// The interceptor asks for a window of a few dozen units around the edit, the selection and
  /// the marked text. The default cuts ``currentText``; a host whose text is long implements it
  /// by reading only the range.
  func text(inUTF16Range range: Range<Int>) -> String
  /// The selection, in UTF-16 offsets of ``currentText``; empty for a caret.
  var utf16Selection: Range<Int> { get }
  /// The marked (composing) range in UTF-16 offsets, or `nil` when no input method composes.
  var utf16MarkedRange: Range<Int>? { get }
  /// The primary language of the keyboard in use, as `UITextInputMode.primaryLanguage` gives it
  /// ("zh-Hans", "ja-JP", "en-US"); `nil` when unknown. See ``KeyboardLanguage``.
  var keyboardLanguage: String? { get }
  /// Whether the host's undo manager is undoing a change now (`undoManager?.isUndoing`).
  ///
  /// While it is, the interceptor judges nothing the host asks or shows: the text was accepted
  /// once, and it is taken as it is, with the selection it had before the change undone. The
  /// default is `false`: a host without an undo manager never undoes.
  var isUndoing: Bool { get }
  /// Whether the host's undo manager is redoing a change now (`undoManager?.isRedoing`).
  ///
  /// While it is, the interceptor takes the text as it is, with the selection it had after the
  /// change redone. The default is `false`.
  var isRedoing: Bool { get }

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
  /// The length of ``currentText`` in UTF-16 units.
  ///
  /// - Complexity: O(*n*): it reads the whole text. Implement it for a long text.
  public var utf16Count: Int { currentText.utf16.count }

  /// The text of `range` of ``currentText``, clamped; a range edge inside a surrogate pair
  /// widens to the whole pair.
  ///
  /// - Complexity: O(*n*): it reads the whole text. Implement it for a long text.
  public func text(inUTF16Range range: Range<Int>) -> String {
    currentText.substring(clampedUTF16: range)
  }

  /// `false`: a host without an undo manager never undoes.
  public var isUndoing: Bool { false }

  /// `false`: a host without an undo manager never redoes.
  public var isRedoing: Bool { false }

  /// Does nothing: a host that cannot speak says nothing.
  public func announceForAccessibility(_ announcement: AccessibilityAnnouncement) {}
}

extension String {
  /// The text of a UTF-16 range, clamped to the string; an edge inside a surrogate pair widens
  /// to the whole pair, so that no half of a character is cut.
  ///
  /// ```swift
  /// "a😀b".substring(clampedUTF16: 2..<4)  // "😀b"
  /// "abc".substring(clampedUTF16: 1..<9)   // "bc"
  /// ```
  package func substring(clampedUTF16 range: Range<Int>) -> String {
    let units = utf16
    let count = units.count
    var lower = Swift.min(Swift.max(range.lowerBound, 0), count)
    var upper = Swift.min(Swift.max(range.upperBound, lower), count)
    func unit(_ offset: Int) -> UInt16? {
      offset < count ? units[units.index(units.startIndex, offsetBy: offset)] : nil
    }
    if lower > 0, let first = unit(lower), UTF16.isTrailSurrogate(first) { lower -= 1 }
    if upper > 0, upper < count, let next = unit(upper), UTF16.isTrailSurrogate(next) { upper += 1 }
    let start = units.index(units.startIndex, offsetBy: lower)
    let end = units.index(start, offsetBy: upper - lower)
    return String(units[start..<end]) ?? String(decoding: Array(units[start..<end]), as: UTF16.self)
  }
}
