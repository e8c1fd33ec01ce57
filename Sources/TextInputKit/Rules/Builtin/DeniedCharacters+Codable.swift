/// The value of `"deny"` in a policy file: `{"characters": "<>"}`.
///
/// ```swift
/// try JSONEncoder().encode(InputRules.DeniedCharacters(["<", ">"]))  // {"characters":"<>"}
/// ```
extension InputRules.DeniedCharacters: Codable {
  public init(from decoder: any Decoder) throws {
    self.init(try decoder.charactersObject(wrongType: "decode.wrongType.deny"))
  }

  public func encode(to encoder: any Encoder) throws {
    try encoder.encodeCharacters(characters)
  }
}

extension InputRules.DeniedCharacters: OwnKeyRule {
  static var policyKey: RuleID { .deny }
}
