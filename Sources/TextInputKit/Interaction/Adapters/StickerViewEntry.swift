/// The edits a sticker text view's UIKit entry points stand for, decided here so that the
/// `StickerTextView` overrides only convert.
///
/// ```swift
/// // "ab|": insertText("c") → typing · insertText("cd") (a dictated phrase) → a paste
/// // replace(2..<4, "x") → a system replacement (autocorrection) · replace(2..<2, "x") → typing
/// // paste with nothing on the pasteboard → nil: nothing to do
/// ```
extension Edit {
  /// `insertText(_:)`: one character is typing; more at once (dictation, a hardware keyboard's
  /// shortcut) is reported as a paste.
  package static func inserting(_ text: String, in field: TextFieldState) -> Edit {
    Edit(replacing: field.selection, with: text, source: text.count > 1 ? .paste : .typing)
  }

  /// `replace(_:withText:)` over `utf16Range`: typing where the range is empty, a system
  /// replacement (autocorrection, a suggestion) otherwise.
  package static func replacing(_ utf16Range: Range<Int>, with text: String) -> Edit {
    Edit(
      replacing: utf16Range, with: text,
      source: utf16Range.isEmpty ? .typing : .systemReplacement)
  }

  /// `paste(_:)` of the pasteboard's string; `nil` when it holds none.
  package static func pasting(_ text: String?, in field: TextFieldState) -> Edit? {
    text.map { paste($0, in: field) }
  }
}

extension StickerSurfaceHost {
  /// A UIKit entry point of the sticker view (`insertText`, `deleteBackward`, `replace`): while
  /// an input method composes, the change is the input method's — `letThrough` makes it (the
  /// inherited method) and the interceptor hears of it after; otherwise `makeEdit` goes through
  /// ``apply(through:askingApp:_:)``.
  ///
  /// ```swift
  /// // "ni|" marked: insertText("h") → let through, then textDidChange()
  /// // "ab|": insertText("c") → the app is asked, then the policy judges typing "c"
  /// ```
  package func enter(
    through interceptor: TextInputInterceptor,
    askingApp app: @escaping (Range<Int>, String) -> Bool?,
    letThrough: () -> Void, _ makeEdit: (TextFieldState) -> Edit?
  ) {
    guard utf16MarkedRange == nil else {
      letThrough()
      return interceptor.textDidChange()
    }
    apply(through: interceptor, askingApp: app, makeEdit)
  }

  /// The plain range of a display range.
  package func plainRange(display range: Range<Int>) -> Range<Int> {
    guard let surface else { return 0..<0 }
    return StickerDisplayMap(
      stickers: surface.displayStickers, displayCount: surface.displayUTF16Count
    ).plain(range)
  }

  /// The field as a core value, in plain offsets.
  package var plainState: TextFieldState {
    TextFieldState(
      text: currentText, utf16Selection: utf16Selection, utf16MarkedRange: utf16MarkedRange)
  }
}

extension Range where Bound == Int {
  /// A UIKit range (`NSRange`'s location and length) as offsets; a location that is no place
  /// (`NSNotFound`) is the start.
  ///
  /// ```swift
  /// Range(location: 2, length: 3)          // 2..<5
  /// Range(location: Int.max, length: 0)   // 0..<0
  /// ```
  package init(location: Int, length: Int) {
    let start = location == Int.max ? 0 : location
    self = start..<(start + Swift.max(length, 0))
  }
}
