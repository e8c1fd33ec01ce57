extension LengthMetric: Codable {
  /// A named metric encodes as its name (`"gb18030"`); a custom weighting as its weights.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let name = try? container.decode(String.self) {
      guard let metric = LengthMetric.named[name] else {
        throw DecodingError.dataCorruptedError(
          in: container, debugDescription: "Unknown metric \"\(name)\".")
      }
      self = metric
    } else {
      self = .weighted(try container.decode(WeightedLength.self))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    if let name {
      try container.encode(name)
    } else if case .weighted(let weights) = self {
      try container.encode(weights)
    }
  }
}
