/// One small rule of an input policy: a filter, a transform or a limit.
///
/// A rule looks at a ``ProposedEdit`` and may rewrite, filter or truncate what it inserts, or
/// refuse it. Rules judge what an edit *inserts*: deletions never reach them, so a field is never
/// stuck, even when its text already breaks the policy.
///
/// Write your own by conforming a value type:
///
/// ```swift
/// struct NoDollar: InputRule {
///   func apply(to edit: inout ProposedEdit) {
///     edit.removeInsertedCharacters(rule: "noDollar", message: "No dollars.") { $0 == "$" }
///   }
/// }
/// ```
public protocol InputRule: Sendable {
  /// Reviews `edit`, changing what it inserts or refusing it.
  func apply(to edit: inout ProposedEdit)
}

/// The namespace of the built-in rules; use them through ``InputPolicy`` and the leading-dot
/// factories (`.rejectEmoji`, `.maxLength(11)`).
public enum InputRules {}
