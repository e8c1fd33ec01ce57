/// How a host hands a text field's changes to a ``TextInputInterceptor``.
///
/// ```swift
/// // .delegate:     "138|" + "a" → asked first, rejected; the field never shows "138a"
/// // .notification: "138|" + "a" → the field shows "138a|", then is corrected to "138|"
/// ```
public enum InterceptionMode: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// Decide in the delegate's `shouldChangeCharactersIn` (or the ranges method), before the
  /// change; follow the text-did-change notification for what the delegate never hears (commits,
  /// undo).
  case delegate
  /// Decide only in the text-did-change notification, after the change; the field's delegate is
  /// left to the app.
  ///
  /// Nothing reports the selections a person makes in this mode: the caret the host shows at the
  /// notification places the change and the caret a refusal puts back.
  ///
  /// ```swift
  /// // .maxLength(3), "aab|": the caret moved by hand to 2, "a" typed → "aaab", then "aa|b"
  /// ```
  ///
  /// What that caret cannot tell (a forward delete from a backspace, a caret left inside a
  /// token) is listed in <doc:KnownIssues>.
  case notification

  public var description: String { rawValue }
}
