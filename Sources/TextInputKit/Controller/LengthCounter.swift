/// The length of a field's text against its limit, for a "12/20" label.
///
/// The count includes marked (composing) text, so the label moves while a person types pinyin;
/// the policy itself never counts marked text until it is committed.
///
/// ```swift
/// var controller = TextInputController(policy: InputPolicy(.maxLength(20)), text: "Hello")
/// controller.counter.description  // "5/20"
/// controller.counter.isOverLimit  // false
/// ```
public struct LengthCounter: Sendable, Hashable, CustomStringConvertible {
  /// The length of the whole text, marked text included, in the limit's metric.
  public var count: Int
  /// The policy's limit, or `nil` when it has none.
  public var limit: Int?
  /// Whether the text, marked text included, is longer than the limit.
  public var isOverLimit: Bool

  /// Creates a counter value.
  public init(count: Int, limit: Int?, isOverLimit: Bool? = nil) {
    self.count = count
    self.limit = limit
    self.isOverLimit = isOverLimit ?? limit.map { count > $0 } ?? false
  }

  /// How many more characters fit, or `nil` without a limit; never negative.
  public var remaining: Int? { limit.map { Swift.max($0.saturatingSubtract(count), 0) } }

  /// "12/20", or "12" without a limit.
  public var description: String { limit.map { "\(count)/\($0)" } ?? "\(count)" }
}
