/// The value of `"minLength"` in a policy file: a whole number of characters, or
/// `{"length": 11, "metric": "utf8"}` under a metric of its own. In a policy file a number (or an
/// object without `metric`) counts under the file's `metric`; on its own, under `characters`.
///
/// ```swift
/// try JSONEncoder().encode(InputRules.MinLength(11))                     // 11
/// try JSONEncoder().encode(InputRules.MinLength(4, counting: .utf8))    // {"length":4,"metric":"utf8"}
/// ```
extension InputRules.MinLength {
  public init(from decoder: any Decoder) throws {
    let (length, metric) = try Self.lengthAndMetric(from: decoder)
    self.init(length, counting: metric ?? .characters)
  }

  /// The length and, when the value names one, the metric of a `minLength` value.
  static func lengthAndMetric(from decoder: any Decoder) throws(TextInputError)
    -> (Int, LengthMetric?)
  {
    let options = decoder.policyOptions
    guard decoder.holdsObject else {
      do {
        let length = try decoder.wholeNumber(
          minimum: 1, maximum: InputRules.MaxLength.largestLimitInPolicyFiles,
          untrustedMaximum: options.largestMaxLength)
        return (length, nil)
      } catch  where error.kind == .wrongType {
        throw decoder.failure(.wrongType, "decode.wrongType.minLength")
      }
    }
    let object = try decoder.object(known: ["length", "metric"], required: ["length"])
    let length = try decoder.decoder(for: "length", in: object).wholeNumber(
      minimum: 1, maximum: InputRules.MaxLength.largestLimitInPolicyFiles,
      untrustedMaximum: options.largestMaxLength)
    let metric =
      object.has("metric") ? try decoder.decoder(for: "metric", in: object).metric() : nil
    return (length, metric)
  }

  public func encode(to encoder: any Encoder) throws {
    try encode(to: encoder, underFileMetric: .characters)
  }

  /// Encodes a number when the file's metric is this rule's, an object otherwise.
  func encode(to encoder: any Encoder, underFileMetric fileMetric: LengthMetric) throws {
    try encoder.check(limit, atLeast: 1, atMost: InputRules.MaxLength.largestLimitInPolicyFiles)
    let name = try encoder.name(of: metric)
    if metric == fileMetric {
      var container = encoder.singleValueContainer()
      try container.encode(limit)
    } else {
      var container = encoder.container(keyedBy: AnyCodingKey.self)
      try container.encode(limit, forKey: AnyCodingKey("length"))
      try container.encode(name, forKey: AnyCodingKey("metric"))
    }
  }
}

extension InputRules.MinLength: PolicyFileRule {
  static var policyKey: RuleID { .minLength }
  func write(to file: inout PolicyFileDraft) { file.minimum = self }
}
