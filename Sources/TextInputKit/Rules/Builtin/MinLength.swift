extension InputRules {
  /// A completion check: the value must be at least `limit` long under a ``LengthMetric``.
  ///
  /// It never rejects a keystroke: "138" is accepted while it is typed, and
  /// ``InputPolicy/completion(of:)`` reports it as incomplete. An empty value is left to
  /// ``Required``, so that an optional field may stay empty.
  ///
  /// ```swift
  /// let phone = InputPolicy(.allow(.digits), .minLength(11), .maxLength(11))
  /// phone.completion(of: "138").description       // "incomplete minLength: At least 11 characters."
  /// phone.completion(of: "13800138000").isComplete // true
  /// phone.completion(of: "").isComplete             // true: add .required to reject it
  /// ```
  public struct MinLength: InputRule, Hashable, Codable {
    /// The least the value must hold, in the metric's counted characters.
    public var limit: Int
    /// How the value is counted.
    public var metric: LengthMetric

    public init(_ limit: Int, counting metric: LengthMetric = .characters) {
      self.limit = limit
      self.metric = metric
    }

    public func review(_ edit: inout ProposedEdit) {}

    public func completion(of value: String) -> Completion? {
      guard !value.isEmpty else { return nil }
      let needed = limit.saturatingMultiply(metric.scale)
      return metric.unitCount(of: value) < needed
        ? .incomplete(rule: .minLength, message: localizedMessage) : nil
    }
  }
}

extension InputRule where Self == InputRules.MinLength {
  /// A completion check: at least `limit` characters under `metric`.
  public static func minLength(_ limit: Int, counting metric: LengthMetric = .characters) -> Self {
    InputRules.MinLength(limit, counting: metric)
  }
}

extension InputRules.MinLength: PartReviewingRule {
  /// Transparent: the rule never changes an edit, so a part of a paste keeps what the whole keeps.
  var partReviewRole: PartReviewRole { .transparent }
}
