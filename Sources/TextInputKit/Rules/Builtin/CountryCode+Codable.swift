/// The value of `"countryCode"` in a policy file: `{"code": "86", "nationalDigits": 11}`, both
/// keys required; the code is a string, so that its digits are written as they are dialled.
///
/// ```swift
/// try JSONEncoder().encode(InputRules.CountryCode.china)  // {"code":"86","nationalDigits":11}
/// // {"code": 86, "nationalDigits": 11} throws: "`countryCode.code` must be a string."
/// // {"code": "086", "nationalDigits": 11} throws: the code is one to three digits, not from 0
/// ```
extension InputRules.CountryCode: Codable {
  static let keys = ["code", "nationalDigits"]

  public init(from decoder: any Decoder) throws {
    let object = try decoder.object(
      known: Self.keys, wrongType: "decode.wrongType.countryCode", required: Self.keys)
    let codePlace = try decoder.decoder(for: "code", in: object)
    let code = try codePlace.string()
    guard Self.isCallingCode(code) else {
      throw codePlace.failure(.outOfRange, "countryCode.code", ["value": String(code.prefix(64))])
    }
    let digits = try decoder.decoder(for: "nationalDigits", in: object).wholeNumber(
      minimum: 1, maximum: Self.largestNationalDigits)
    try self.init(code, nationalDigits: digits)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: AnyCodingKey.self)
    try container.encode(code, forKey: AnyCodingKey("code"))
    try container.encode(nationalDigits, forKey: AnyCodingKey("nationalDigits"))
  }
}

extension InputRules.CountryCode: OwnKeyRule {
  static var policyKey: RuleID { .countryCode }
}
