/// The keys of a policy file that make this rule: `{"maxLength": 16, "metric": "gb18030",
/// "overflow": "reject"}`, `metric` (`characters` when absent) and `overflow` (`truncate` when
/// absent) optional. A custom ``LengthMetric/weighted(_:)`` metric has no name, and no JSON form.
///
/// ```swift
/// try JSONEncoder().encode(InputRules.MaxLength(16, counting: .gb18030))
/// // {"maxLength":16,"metric":"gb18030"}
/// ```
extension InputRules.MaxLength {
  public init(from decoder: any Decoder) throws {
    let object = try decoder.object(
      known: ["maxLength", "metric", "overflow"], required: ["maxLength"])
    let limit = try Self.limit(from: try decoder.decoder(for: "maxLength", in: object))
    let metric =
      object.has("metric") ? try decoder.decoder(for: "metric", in: object).metric() : .characters
    let overflow =
      object.has("overflow")
      ? try decoder.decoder(for: "overflow", in: object).name(Overflow.self) : .truncate
    self.init(limit, counting: metric, overflow: overflow)
  }

  /// The value of `maxLength`: 1 to ``largestLimitInPolicyFiles``.
  static func limit(from decoder: any Decoder) throws(TextInputError) -> Int {
    try decoder.wholeNumber(
      minimum: 1, maximum: largestLimitInPolicyFiles,
      untrustedMaximum: decoder.policyOptions.largestMaxLength)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: AnyCodingKey.self)
    try encode(to: encoder, in: &container)
  }

  /// Writes `maxLength`, and `metric` and `overflow` when they are not the defaults, into the
  /// object of a policy file.
  func encode(to encoder: any Encoder, in container: inout KeyedEncodingContainer<AnyCodingKey>)
    throws
  {
    try encoder.check(limit, atLeast: 1, atMost: Self.largestLimitInPolicyFiles)
    try container.encode(limit, forKey: AnyCodingKey("maxLength"))
    let name = try encoder.name(of: metric)
    if metric != .characters { try container.encode(name, forKey: AnyCodingKey("metric")) }
    if overflow != .truncate {
      try container.encode(overflow.rawValue, forKey: AnyCodingKey("overflow"))
    }
  }
}

extension InputRules.MaxLength: PolicyFileRule {
  static var policyKey: RuleID { .maxLength }
  func write(to file: inout PolicyFileDraft) { file.maximum = self }
}
