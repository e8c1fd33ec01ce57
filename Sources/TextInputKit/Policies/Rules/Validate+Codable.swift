/// One name of `"validate"` in a policy file: `"phone-cn"`, `"luhn"` or `"id-cn"`.
///
/// ```swift
/// try JSONEncoder().encode(InputRules.Validate(.luhn))  // "luhn"
/// ```
extension InputRules.Validate {
  public init(from decoder: any Decoder) throws {
    self.init(try decoder.name(Validator.self))
  }

  public func encode(to encoder: any Encoder) throws {
    try encoder.encodeName(validator.rawValue)
  }
}
