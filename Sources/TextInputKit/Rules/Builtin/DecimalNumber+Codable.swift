/// The value of `"decimal"` in a policy file: `{"fractionDigits": 2, "integerDigits": 8,
/// "grouping": ","}`, every key optional (`fractionDigits` is 2 when absent);
/// `"acceptsDecimalComma": true` reads a "," as the point, and contradicts `"grouping": ","`;
/// `"allowsNegative": true` lets a "-" start the number, not yet with a `grouping`.
///
/// ```swift
/// try JSONEncoder().encode(InputRules.DecimalNumber(fractionDigits: 2))  // {"fractionDigits":2}
/// // {"fractionDigits": -1} throws: "`decimal.fractionDigits` must be at least 0; it is -1."
/// ```
extension InputRules.DecimalNumber {
  static let keys = [
    "fractionDigits", "integerDigits", "grouping", "groupingStyle", "acceptsDecimalComma",
    "allowsNegative",
  ]

  public init(from decoder: any Decoder) throws {
    let object = try decoder.object(known: Self.keys, wrongType: "decode.wrongType.decimal")
    var fraction = 2
    if object.has("fractionDigits") {
      fraction = try decoder.decoder(for: "fractionDigits", in: object).wholeNumber(
        minimum: 0, untrustedMaximum: decoder.policyOptions.largestDigits)
    }
    var integer: Int?
    if object.has("integerDigits") {
      integer = try decoder.decoder(for: "integerDigits", in: object).wholeNumber(
        minimum: 1, untrustedMaximum: decoder.policyOptions.largestDigits)
    }
    var grouping: Character?
    if object.has("grouping") {
      let place = try decoder.decoder(for: "grouping", in: object)
      let separator = try place.string()
      guard let character = separator.first, Self.isGroupingSeparator(separator) else {
        throw place.failure(.unknownValue, "decode.grouping", ["value": separator])
      }
      grouping = character
    }
    self.init(fractionDigits: fraction, integerDigits: integer, grouping: grouping)
    if object.has("groupingStyle") {
      let place = try decoder.decoder(for: "groupingStyle", in: object)
      let name = try place.string()
      guard let style = GroupingStyle(rawValue: name) else {
        throw place.failure(
          .unknownValue, "decode.unknownValue",
          ["value": name, "expected": GroupingStyle.allCases.map(\.rawValue).joined(separator: ", ")])
      }
      guard grouping != nil else {
        throw place.failure(.contradictoryRules, "policy.groupingStyleWithoutGrouping")
      }
      groupingStyle = style
    }
    if object.has("acceptsDecimalComma") {
      let place = try decoder.decoder(for: "acceptsDecimalComma", in: object)
      acceptsDecimalComma = try place.bool()
      if acceptsDecimalComma, let grouping, Self.isComma(grouping) {
        throw place.failure(
          .contradictoryRules, "policy.decimalCommaWithCommaGrouping",
          ["grouping": String(grouping)])
      }
    }
    if object.has("allowsNegative") {
      let place = try decoder.decoder(for: "allowsNegative", in: object)
      allowsNegative = try place.bool()
      if allowsNegative, grouping != nil {
        throw place.failure(.contradictoryRules, "policy.negativeWithGrouping")
      }
    }
  }

  /// Whether `character` is a comma that ``acceptsDecimalComma`` reads as the point.
  static func isComma(_ character: Character) -> Bool { character == "," || character == "，" }

  /// Whether `separator` is one character other than a digit, "." or a line break.
  static func isGroupingSeparator(_ separator: String) -> Bool {
    guard separator.count == 1, let character = separator.first else { return false }
    return !character.isNumber && character != "." && !character.isNewline
  }

  public func encode(to encoder: any Encoder) throws {
    try encoder.check(fractionDigits, atLeast: 0)
    var container = encoder.container(keyedBy: AnyCodingKey.self)
    try container.encode(fractionDigits, forKey: AnyCodingKey("fractionDigits"))
    if let integerDigits {
      try encoder.check(integerDigits, atLeast: 1)
      try container.encode(integerDigits, forKey: AnyCodingKey("integerDigits"))
    }
    if let grouping {
      guard Self.isGroupingSeparator(grouping) else {
        throw encoder.failure("encode.grouping", ["value": grouping])
      }
      try container.encode(grouping, forKey: AnyCodingKey("grouping"))
      if groupingStyle != .thousands {
        try container.encode(groupingStyle.rawValue, forKey: AnyCodingKey("groupingStyle"))
      }
    }
    if acceptsDecimalComma {
      if let grouping, grouping.count == 1, let character = grouping.first,
        Self.isComma(character)
      {
        throw encoder.failure("policy.decimalCommaWithCommaGrouping", ["grouping": grouping])
      }
      try container.encode(true, forKey: AnyCodingKey("acceptsDecimalComma"))
    }
    if allowsNegative {
      guard grouping == nil else { throw encoder.failure("policy.negativeWithGrouping") }
      try container.encode(true, forKey: AnyCodingKey("allowsNegative"))
    }
  }
}

extension InputRules.DecimalNumber: OwnKeyRule {
  static var policyKey: RuleID { .decimal }

  /// A mask (both lay out the display), or an `allow` that lets letters in.
  func contradiction(in fields: PolicyFields) -> (message: String, arguments: [String: String])? {
    if fields[InputRules.Mask.self] != nil { return ("policy.decimalWithMask", [:]) }
    if let allow = fields[InputRules.AllowedCharacters.self],
      !allow.kinds.isDisjoint(with: [.lowercase, .uppercase, .ascii])
    {
      return ("policy.decimalWithLetters", ["allow": allow.broadestKindName])
    }
    return nil
  }
}
