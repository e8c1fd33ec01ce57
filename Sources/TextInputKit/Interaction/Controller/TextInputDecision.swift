/// What a host does with a change its text field proposes, in delegate mode.
///
/// UIKit asks `textField(_:shouldChangeCharactersIn:replacementString:)` before a change. The
/// answer is one of three:
///
/// ```swift
/// // .phoneCN, "138|" + "0"    → .allow: return true, UIKit applies the change.
/// // .phoneCN, "138|" + "a"    → .reject: return false, nothing changes.
/// // .phoneCN, "1380013800|" + paste "123"
/// //   → .replace(insert "1", caret at 11): apply it with replace(_:withText:), return false.
/// ```
public enum TextInputDecision: Sendable, Hashable {
  /// Let the change through as proposed.
  case allow
  /// Reject the change; the field stays as it is.
  case reject
  /// Reject the change as proposed, and apply this correction instead.
  case replace(TextCorrection)

  /// The value to return from the delegate method: `true` only for ``allow``.
  public var shouldChange: Bool { self == .allow }

  /// The correction to apply, if any.
  public var correction: TextCorrection? {
    if case .replace(let correction) = self { return correction }
    return nil
  }
}
