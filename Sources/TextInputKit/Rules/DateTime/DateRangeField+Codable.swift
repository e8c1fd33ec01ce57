/// The value of `"dateRange"` in a policy file: `{"mode": "dd/mm/yyyy", "separator": ".",
/// "rangeSeparator": "\u00a0–\u00a0", "min": "1900-01-01", "max": "2099-12-31"}`; only `mode`
/// is required.
extension InputRules.DateRangeField: Codable {
  static let keys = ["mode", "separator", "rangeSeparator", "min", "max"]

  public init(from decoder: any Decoder) throws {
    let object = try decoder.object(
      known: Self.keys, wrongType: "decode.wrongType.dateRange", required: ["mode"])
    let mode = try decoder.decoder(for: "mode", in: object).name(InputRules.DateField.Mode.self)
    let separators = try decoder.strings(
      ["separator", "rangeSeparator"], defaults: [".", "\u{A0}–\u{A0}"], in: object)
    let bounds = try decoder.days(in: object, currentMonth: false)
    self = try decoder.locating { () throws(TextInputError) in
      try Self(
        mode: mode, separator: separators[0], rangeSeparator: separators[1], min: bounds.min,
        max: bounds.max)
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
}

/// The value of `"dateTime"` in a policy file: `{"dateMode": "dd/mm/yyyy", "timeMode": "HH:MM",
/// "dateSeparator": ".", "dateTimeSeparator": ", "}`; `dateMode` and `timeMode` are required.
extension InputRules.DateTimeField: Codable {
  static let keys = ["dateMode", "timeMode", "dateSeparator", "dateTimeSeparator"]

  public init(from decoder: any Decoder) throws {
    let object = try decoder.object(
      known: Self.keys, wrongType: "decode.wrongType.dateTime", required: ["dateMode", "timeMode"])
    let dateMode = try decoder.decoder(for: "dateMode", in: object).name(
      InputRules.DateField.Mode.self)
    let timeMode = try decoder.decoder(for: "timeMode", in: object).name(
      InputRules.TimeField.Mode.self)
    let separators = try decoder.strings(
      ["dateSeparator", "dateTimeSeparator"], defaults: [".", ", "], in: object)
    self = try decoder.locating { () throws(TextInputError) in
      try Self(
        dateMode: dateMode, timeMode: timeMode, dateSeparator: separators[0],
        dateTimeSeparator: separators[1])
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
}
