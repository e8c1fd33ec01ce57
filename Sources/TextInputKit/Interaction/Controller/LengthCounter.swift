/// The length of a field's text against its limit, for a "12/20" label.
///
/// The count includes marked (composing) text, so the label moves while a person types pinyin;
/// the policy itself never counts marked text until it is committed.
///
/// ```swift
/// var controller = TextInputController(policy: InputPolicy(.maxLength(20)), text: "Hello")
/// controller.counter.description  // "5/20"
/// controller.counter.isOverLimit  // false
/// controller.counter.accessibilityLabel.text(in: .english)  // "5 of 20 characters"
/// ```
public struct LengthCounter: Sendable, Hashable, CustomStringConvertible {
  /// The length of the whole text, marked text included, in the limit's metric.
  public var count: Int
  /// The policy's limit, or `nil` when it has none.
  public var limit: Int?
  /// Whether the text, marked text included, is longer than the limit.
  public var isOverLimit: Bool
  /// What ``count`` and ``limit`` count: the limit's metric, or characters without a limit.
  public var metric: LengthMetric

  /// Creates a counter value that counts characters.
  public init(count: Int, limit: Int?, isOverLimit: Bool? = nil) {
    self.init(count: count, limit: limit, metric: .characters, isOverLimit: isOverLimit)
  }

  /// Creates a counter value under `metric`.
  public init(count: Int, limit: Int?, metric: LengthMetric, isOverLimit: Bool? = nil) {
    self.count = count
    self.limit = limit
    self.metric = metric
    self.isOverLimit = isOverLimit ?? limit.map { count > $0 } ?? false
  }

  /// How many more characters fit, or `nil` without a limit; never negative.
  public var remaining: Int? { limit.map { Swift.max($0.saturatingSubtract(count), 0) } }

  /// "12/20", or "12" without a limit.
  public var description: String { limit.map { "\(count)/\($0)" } ?? "\(count)" }

  /// The counter in words, for VoiceOver: a label that shows "4/11" is read as "4 of 11
  /// characters" (in Simplified Chinese "已输入 4 个字符，最多 11 个").
  ///
  /// ```swift
  /// LengthCounter(count: 4, limit: 11).accessibilityLabel.text(in: .english)   // "4 of 11 characters"
  /// LengthCounter(count: 1, limit: 1).accessibilityLabel.text(in: .english)    // "1 of 1 character"
  /// LengthCounter(count: 12, limit: 11).accessibilityLabel.text(in: .english)
  /// // "12 of 11 characters, over the limit"
  /// LengthCounter(count: 4, limit: nil).accessibilityLabel.text(in: .english)  // "4 characters"
  /// LengthCounter(count: 6, limit: 16, metric: .gb18030).accessibilityLabel
  ///   .text(in: .traditionalChinese)  // "已輸入 6 個位元組（一個漢字算 2 個），最多 16 個"
  /// ```
  ///
  /// The unit is the metric's, singular or plural with the limit (or, without a limit, with the
  /// count). Set it as the `accessibilityLabel` of the view that shows ``description``.
  public var accessibilityLabel: LocalizedMessage {
    let metric = self.metric.name ?? "weighted"
    guard let limit else {
      return LocalizedMessage("counter.noLimit", ["count": "\(count)", "metric": metric])
    }
    return LocalizedMessage(
      isOverLimit ? "counter.overLimit" : "counter.ofLimit",
      ["used": "\(count)", "count": "\(limit)", "metric": metric])
  }
}
