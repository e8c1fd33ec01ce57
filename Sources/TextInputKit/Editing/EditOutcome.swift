/// What a policy made of an edit: the resulting field and what changed on the way.
///
/// ```swift
/// let outcome = InputPolicy.phoneCN.apply(.typing("a", in: field), to: field)
/// outcome.disposition   // .refused
/// outcome.changes[0].message  // "Only digits are allowed here."
/// outcome.state == field      // true: a refused edit leaves the field as it was
/// ```
public struct EditOutcome: Sendable, Hashable {
  /// Whether the edit went through as proposed.
  public enum Disposition: String, Sendable, Hashable, Codable {
    /// The edit was applied exactly as proposed.
    case accepted
    /// The edit was applied after a rule filtered, truncated or rewrote it.
    case changed
    /// The edit was refused; the field is unchanged.
    case refused
  }

  /// The field after the edit.
  public var state: TextFieldState
  /// Whether the edit was accepted, changed or refused.
  public var disposition: Disposition
  /// What each rule did, in order.
  public var changes: [PolicyChange]
  /// The range of the *original* text that was replaced, in UTF-16 offsets.
  ///
  /// Together with ``replacement`` this is the whole edit as a single range replacement, which a
  /// host applies with `replace(_:withText:)` so that its undo stack stays valid.
  public var replacedUTF16Range: Range<Int>
  /// The text that replaced ``replacedUTF16Range``.
  public var replacement: String

  /// Whether the edit went through unchanged.
  public var isAccepted: Bool { disposition == .accepted }
  /// Whether the edit was refused.
  public var isRefused: Bool { disposition == .refused }
}
