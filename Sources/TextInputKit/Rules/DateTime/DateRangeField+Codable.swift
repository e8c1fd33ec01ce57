/// The value of `"dateRange"` in a policy file: `{"mode": "dd/mm/yyyy", "separator": ".",
/// "rangeSeparator": "\u00a0–\u00a0", "min": "1900-01-01", "max": "2099-12-31"}`; only `mode`
/// is required.
extension InputRules.DateRangeField: Codable {
  static let keys = ["mode", "separator", "rangeSeparator", "min", "max"]

  public init(from decoder: any Decoder) throws {
    let object = try decoder.object(known: Self.keys, wrongType: "decode.wrongType.dateRange")
    guard object.has("mode") else {
      throw TextInputError.missingKey("mode", at: decoder.codingPath)
    }
    let mode = try decoder.decoder(for: "mode", in: object).name(InputRules.DateField.Mode.self)
    var separators = [".", "\u{A0}–\u{A0}"]
    for (index, key) in ["separator", "rangeSeparator"].enumerated() where object.has(key) {
      separators[index] = try decoder.decoder(for: key, in: object).string()
    }
    var bounds: [CalendarDay?] = [nil, nil]
    for (index, key) in ["min", "max"].enumerated() where object.has(key) {
      let place = try decoder.decoder(for: key, in: object)
      let text = try place.string()
      guard let day = CalendarDay(iso: text) else {
        throw place.failure(.unknownValue, "date.badDay", ["value": text])
      }
      bounds[index] = day
    }
    do {
      try self.init(
        mode: mode, separator: separators[0], rangeSeparator: separators[1], min: bounds[0],
        max: bounds[1])
    } catch {
      var located = error
      located.location = located.location ?? decoder.location
      throw located
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: AnyCodingKey.self)
    try container.encode(mode.rawValue, forKey: AnyCodingKey("mode"))
    try container.encode(separator, forKey: AnyCodingKey("separator"))
    try container.encode(rangeSeparator, forKey: AnyCodingKey("rangeSeparator"))
    if let min { try container.encode(min.description, forKey: AnyCodingKey("min")) }
    if let max { try container.encode(max.description, forKey: AnyCodingKey("max")) }
  }
}

extension InputRules.DateRangeField: OwnKeyRule {
  static var policyKey: RuleID { .dateRange }

  func contradiction(in fields: PolicyFields) -> (message: String, arguments: [String: String])? {
    DateTimeLayout.layoutContradiction(in: fields, key: "dateRange")
  }
}

/// The value of `"dateTime"` in a policy file: `{"dateMode": "dd/mm/yyyy", "timeMode": "HH:MM",
/// "dateSeparator": ".", "dateTimeSeparator": ", "}`; `dateMode` and `timeMode` are required.
extension InputRules.DateTimeField: Codable {
  static let keys = ["dateMode", "timeMode", "dateSeparator", "dateTimeSeparator"]

  public init(from decoder: any Decoder) throws {
    let object = try decoder.object(known: Self.keys, wrongType: "decode.wrongType.dateTime")
    for key in ["dateMode", "timeMode"] where !object.has(key) {
      throw TextInputError.missingKey(key, at: decoder.codingPath)
    }
    let dateMode = try decoder.decoder(for: "dateMode", in: object).name(
      InputRules.DateField.Mode.self)
    let timeMode = try decoder.decoder(for: "timeMode", in: object).name(
      InputRules.TimeField.Mode.self)
    var separators = [".", ", "]
    for (index, key) in ["dateSeparator", "dateTimeSeparator"].enumerated() where object.has(key) {
      separators[index] = try decoder.decoder(for: key, in: object).string()
    }
    do {
      try self.init(
        dateMode: dateMode, timeMode: timeMode, dateSeparator: separators[0],
        dateTimeSeparator: separators[1])
    } catch {
      var located = error
      located.location = located.location ?? decoder.location
      throw located
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: AnyCodingKey.self)
    try container.encode(dateMode.rawValue, forKey: AnyCodingKey("dateMode"))
    try container.encode(timeMode.rawValue, forKey: AnyCodingKey("timeMode"))
    try container.encode(dateSeparator, forKey: AnyCodingKey("dateSeparator"))
    try container.encode(dateTimeSeparator, forKey: AnyCodingKey("dateTimeSeparator"))
  }
}

extension InputRules.DateTimeField: OwnKeyRule {
  static var policyKey: RuleID { .dateTime }

  func contradiction(in fields: PolicyFields) -> (message: String, arguments: [String: String])? {
    DateTimeLayout.layoutContradiction(in: fields, key: "dateTime")
  }
}
