extension PolicyFields {
  /// The keys that describe `rules`, when a policy file can describe them exactly: rules that
  /// write themselves (``PolicyFileRule``), at most one of each (validators excepted), in
  /// ``InputRules/order``, with named metrics and values a file can hold.
  init(rules: [any InputRule]) throws(TextInputError) {
    var file = PolicyFileDraft()
    var last: (position: Int, key: String)?
    for rule in rules {
      guard let rule = rule as? any PolicyFileRule else {
        throw TextInputError(
          .notEncodable, "encode.customRule", ["rule": "\(type(of: rule))"], at: nil)
      }
      let key = type(of: rule).policyKey.rawValue
      rule.write(to: &file)
      let position = Self.order.firstIndex(of: key)!
      if let last {
        if last.position == position && key != "validate" {
          throw TextInputError(.notEncodable, "encode.twice", ["rule": key], at: key)
        }
        if last.position > position {
          throw TextInputError(
            .notEncodable, "encode.order", ["rule": key, "previous": last.key], at: key)
        }
      }
      last = (position, key)
    }
    self = file.fields
    let (maximum, minimum) = (file.maximum, file.minimum)
    if let maximum {
      guard (1...InputRules.MaxLength.largestLimitInPolicyFiles).contains(maximum.limit) else {
        throw TextInputError(
          .notEncodable, "encode.outOfRange",
          ["location": "maxLength", "value": "\(maximum.limit)"],
          at: "maxLength")
      }
      guard maximum.metric.name != nil else {
        throw TextInputError(
          .notEncodable, "encode.metric", ["location": "maxLength"], at: "maxLength")
      }
      maxLength = maximum.limit
      metric = maximum.metric == .characters ? nil : maximum.metric
      overflow = maximum.overflow == .truncate ? nil : maximum.overflow
    }
    if let minimum {
      guard minimum.metric.name != nil else {
        throw TextInputError(
          .notEncodable, "encode.metric", ["location": "minLength"], at: "minLength")
      }
      let fileMetric = maximum?.metric ?? .characters
      minLength = MinLengthValue(
        length: minimum.limit, metric: minimum.metric == fileMetric ? nil : minimum.metric)
    }
    // What a file cannot hold (a limit out of range, two rules that contradict each other) is
    // rejected here rather than written.
    do {
      _ = try self.rules()
    } catch {
      var rejected = error
      rejected.kind = .notEncodable
      throw rejected
    }
  }

  /// The keys of the rules in ``InputRules/order``.
  static let order = InputRules.order.map(\.rawValue)

  /// Writes the keys that are given.
  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: AnyCodingKey.self)
    func put(_ key: String, _ value: (some Encodable)?) throws {
      if let value { try container.encode(value, forKey: AnyCodingKey(key)) }
    }
    try put("preset", preset)
    try put("transform", transform)
    try put("mask", mask)
    try put("phone", phone)
    try put("deny", deny)
    try put("emoji", emoji?.rawValue)
    try put("bidi", bidi?.rawValue)
    try put("zeroWidth", zeroWidth?.rawValue)
    try put("invisibles", invisibles?.rawValue)
    try put("maxCombiningMarks", maxCombiningMarks)
    try put("mixedScripts", mixedScripts?.rawValue)
    try put("allow", allow)
    try put("decimal", decimal)
    try put("pattern", pattern)
    if let maxLength {
      try InputRules.MaxLength(
        maxLength, counting: metric ?? .characters, overflow: overflow ?? .truncate
      ).encode(to: encoder, in: &container)
    }
    try put("required", required)
    if let minLength {
      let metric = minLength.metric ?? metric ?? .characters
      let encoder = container.superEncoder(forKey: AnyCodingKey("minLength"))
      // Without maxLength the file writes no metric: a number counts characters.
      let fileMetric = maxLength == nil ? .characters : self.metric ?? .characters
      try InputRules.MinLength(minLength.length, counting: metric).encode(
        to: encoder, underFileMetric: fileMetric)
    }
    if let validate {
      if validate.count == 1 {
        try put("validate", validate[0].rawValue)
      } else {
        try put("validate", validate.map(\.rawValue))
      }
    }
  }
}

extension InputPolicy {
  /// Writes the policy as a policy file's object, which ``init(from:)`` reads back into a
  /// policy that behaves the same.
  ///
  /// ```swift
  /// try JSONEncoder().encode(InputPolicy.phoneCN)
  /// // {"allow":"digits","maxLength":11,"required":true,"validate":"phone-cn"}
  /// try JSONEncoder().encode(InputPolicy(.maxLength(5), .rejectEmoji))
  /// // throws .notEncodable: a policy file runs emoji before maxLength
  /// ```
  ///
  /// - Throws: ``TextInputError`` of kind ``TextInputError/Kind/notEncodable`` for a rule of
  ///   your own, a ``LengthMetric/weighted(_:)`` metric other than Twitter's, two rules of one
  ///   kind, rules out of ``InputRules/order``, or values a file cannot hold.
  public func encode(to encoder: any Encoder) throws {
    try PolicyFields(rules: rules).encode(to: encoder)
  }
}
