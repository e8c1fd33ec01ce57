/// Where an edit came from.
///
/// Policies treat sources differently: marked text is never rejected, deleting is always allowed,
/// and a paste that does not fit is truncated rather than rejected.
public enum EditSource: String, Sendable, Hashable, Codable, CaseIterable {
  /// A key on the keyboard, including QuickType suggestions and dictation.
  case typing
  /// Text pasted from the clipboard, or dropped.
  case paste
  /// Backspace, delete or cut.
  case deletion
  /// An input method updating the text it is composing (pinyin letters, kana).
  case markedText
  /// An input method committing a candidate in place of its marked text.
  case commit
  /// The system replacing text: autocorrect, smart punctuation, text replacement.
  case systemReplacement
  /// The app or a custom keyboard setting text in code.
  case programmatic
}
