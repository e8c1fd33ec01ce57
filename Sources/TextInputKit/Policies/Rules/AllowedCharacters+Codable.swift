extension InputRules.AllowedCharacters: Codable {
  private enum CodingKeys: String, CodingKey {
    case kinds
    case characters
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      try container.decode(Kinds.self, forKey: .kinds),
      plus: Set(try container.decodeIfPresent(String.self, forKey: .characters) ?? ""))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(kinds, forKey: .kinds)
    try container.encode(String(characters.sorted()), forKey: .characters)
  }
}
