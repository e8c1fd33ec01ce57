/// A rule that holds the text to a length counted in one metric, ``InputRules/MaxLength`` or
/// ``InputRules/MinLength``: its message names the length and the metric.
///
/// ```swift
/// InputRules.MaxLength(11).message                   // "At most 11 characters."
/// InputRules.MinLength(4).message                   // "At least 4 characters."
/// ```
protocol LengthLimitRule: InputRule {
  /// The length, in the metric's counted characters.
  var limit: Int { get }
  /// How the text is counted.
  var metric: LengthMetric { get }
  /// The key of the rule's message: `maxLength.atMost`, `minLength.atLeast`.
  static var messageKey: String { get }
}

extension LengthLimitRule {
  /// The message in ``MessageLanguage/current``: "At most 11 characters."
  public var message: String { localizedMessage.text() }

  /// The message as a key and its arguments: the limit as `count` and the metric's name as
  /// `metric`.
  public var localizedMessage: LocalizedMessage {
    LocalizedMessage(Self.messageKey, ["count": String(limit), "metric": metric.messageArgument])
  }

  /// Looks only at the inserted text and its neighbours; a minimum length never reads the text
  /// while editing.
  public var inspectsWholeText: Bool { false }
}

extension InputRules.MaxLength: LengthLimitRule {
  static var messageKey: String { "maxLength.atMost" }
}

extension InputRules.MinLength: LengthLimitRule {
  static var messageKey: String { "minLength.atLeast" }
}
