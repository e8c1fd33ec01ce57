/// A rule whose limit a field's counter shows, "12/20": a maximum length.
///
/// ``TextInputController/counter`` shows the first such rule of the policy.
///
/// ```swift
/// // InputPolicy(.maxLength(20)) with "12 characters" → counter "12/20"
/// // InputPolicy(.rejectEmoji) → counter "12", with no limit
/// ```
protocol CounterLimitRule: InputRule {
  /// The most the text may hold, in what people read.
  var counterLimit: Int { get }
  /// How the text is counted.
  var counterMetric: LengthMetric { get }
}
