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

  /// Whether the rule reads text far from the edit: the whole text before or after it.
  ///
  /// A rule that only looks at what is inserted and at the characters next to it returns
  /// `false`, which lets a long field be edited without reading all of its text. The default is
  /// `true`.
  var inspectsWholeText: Bool { get }

  /// The metrics whose length of the whole text the rule reads through the edit, so that a field
  /// can keep them counted as it changes. The default is none.
  var lengthMetrics: [LengthMetric] { get }
}

extension InputRule {
  public var inspectsWholeText: Bool { true }
  public var lengthMetrics: [LengthMetric] { [] }
}

/// The namespace of the built-in rules; use them through ``InputPolicy`` and the leading-dot
/// factories (`.rejectEmoji`, `.maxLength(11)`).
public enum InputRules {}
