/// One small rule of an input policy: a filter, a transform or a limit.
///
/// A rule looks at a ``ProposedEdit`` and may rewrite, filter or truncate what it inserts, or
/// reject it. Rules judge what an edit *inserts*: deletions never reach them, so a field is never
/// stuck, even when its text already breaks the policy.
///
/// Write your own by conforming a value type:
///
/// ```swift
/// struct NoDollar: InputRule {
///   var inspectsWholeText: Bool { false }
///   func review(_ edit: inout ProposedEdit) {
///     edit.removeInsertedCharacters(rule: "noDollar", message: "No dollars.") { $0 == "$" }
///   }
/// }
/// let price = InputPolicy(NoDollar(), .maxLength(8))
/// // "12|" + paste "$3$4" → "1234|" (changed: "$$" removed, "No dollars.")
/// // "12|" + "$" → rejected: "No dollars."
/// ```
///
/// ``review(_:)`` is the one method a rule must write; ``inspectsWholeText``, ``lengthMetrics``
/// and ``completion(of:)`` have defaults.
///
/// A rule changes the edit only through ``ProposedEdit``'s methods, the same ones the built-in
/// filters and transforms use; they record every change for the field's feedback and cannot
/// split a character. See <doc:WritingARule>.
public protocol InputRule: Sendable {
  /// Reviews `edit`, changing what it inserts or rejecting it.
  ///
  /// Called only for edits that insert text: deletions and marked (composing) text never reach
  /// a rule. It may be called again on the result when a change made two characters join
  /// ("e" and an inserted U+0301), so it must give the same answer for the same edit.
  func review(_ edit: inout ProposedEdit)

  /// Whether the rule reads text far from the edit: the whole text before or after it.
  ///
  /// A rule that only looks at what is inserted and at the characters next to it returns
  /// `false`, which lets a long field be edited without reading all of its text. The default is
  /// `true`.
  var inspectsWholeText: Bool { get }

  /// The metrics whose length of the whole text the rule reads through the edit, so that a field
  /// can keep them counted as it changes. The default is none.
  var lengthMetrics: [LengthMetric] { get }

  /// Whether `value` is complete and valid under this rule; `nil` when the rule has nothing to
  /// say. The default is `nil`: filters and limits only judge keystrokes.
  ///
  /// A completion check never rejects a keystroke; it is asked about the whole value, for
  /// example on every keystroke to enable a Submit button, so keep it linear in the value's
  /// length. By convention an empty value is left to ``InputRules/Required`` (return `nil`), so
  /// that an optional field may stay empty.
  ///
  /// ```swift
  /// struct FourDigits: InputRule {
  ///   func review(_ edit: inout ProposedEdit) {}
  ///   func completion(of value: String) -> Completion? {
  ///     if value.isEmpty || value.count == 4 { return nil }
  ///     return value.count < 4
  ///       ? .incomplete(rule: "fourDigits", message: "Enter 4 digits.")
  ///       : .invalid(rule: "fourDigits", message: "Enter only 4 digits.")
  ///   }
  /// }
  /// ```
  func completion(of value: String) -> Completion?
}

extension InputRule {
  public var inspectsWholeText: Bool { true }
  public var lengthMetrics: [LengthMetric] { [] }
  public func completion(of value: String) -> Completion? { nil }
}

/// The namespace of the built-in rules; use them through ``InputPolicy`` and the leading-dot
/// factories (`.rejectEmoji`, `.maxLength(11)`).
public enum InputRules {}
