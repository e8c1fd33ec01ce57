extension InputRules.DeniedCharacters: Codable {
  public init(from decoder: any Decoder) throws {
    self.init(Set(try decoder.singleValueContainer().decode(String.self)))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(String(characters.sorted()))
  }
}
