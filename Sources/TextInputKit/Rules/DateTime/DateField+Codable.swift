/// The value of `"date"` in a policy file:
/// `{"mode": "dd/mm/yyyy", "separator": ".", "min": "1900-01-01", "max": "2099-12-31"}`; only
/// `mode` is required. `"min": "current-month"` keeps dates from the current month on.
///
/// ```swift
/// try InputPolicy(json: #"{"date": {"mode": "dd/mm/yyyy"}}"#)
/// // {"date": {"mode": "dd-mm"}} throws: "`date.mode` is "dd-mm"; expected one of dd/mm/yyyy, …"
/// // {"date": {"mode": "dd/mm", "min": "2024-02-30"}} throws: not a date
/// ```
extension InputRules.DateField: Codable {
  static let keys = ["mode", "separator", "min", "max"]

  public init(from decoder: any Decoder) throws {
    let object = try decoder.object(known: Self.keys, wrongType: "decode.wrongType.date")
    guard object.has("mode") else {
      throw TextInputError.missingKey("mode", at: decoder.codingPath)
    }
    let mode = try decoder.decoder(for: "mode", in: object).name(Mode.self)
    var separator = "."
    if object.has("separator") {
      separator = try decoder.decoder(for: "separator", in: object).string()
    }
    var current = false
    var bounds: [CalendarDay?] = [nil, nil]
    for (index, key) in ["min", "max"].enumerated() where object.has(key) {
      let place = try decoder.decoder(for: key, in: object)
      let text = try place.string()
      if key == "min", text == "current-month" {
        current = true
        continue
      }
      guard let day = CalendarDay(iso: text) else {
        throw place.failure(.unknownValue, "date.badDay", ["value": text])
      }
      bounds[index] = day
    }
    do {
      try self.init(
        mode: mode, separator: separator, min: bounds[0], max: bounds[1],
        notBeforeCurrentMonth: current)
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
    if notBeforeCurrentMonth {
      try container.encode("current-month", forKey: AnyCodingKey("min"))
    } else if let min {
      try container.encode(min.description, forKey: AnyCodingKey("min"))
    }
    if let max { try container.encode(max.description, forKey: AnyCodingKey("max")) }
  }
}

extension InputRules.DateField: OwnKeyRule {
  static var policyKey: RuleID { .date }

  func contradiction(in fields: PolicyFields) -> (message: String, arguments: [String: String])? {
    DateTimeLayout.layoutContradiction(in: fields, key: "date")
  }
}

extension InputRules.TimeField: Codable {
  static let keys = ["mode"]

  public init(from decoder: any Decoder) throws {
    let object = try decoder.object(known: Self.keys, wrongType: "decode.wrongType.time")
    guard object.has("mode") else {
      throw TextInputError.missingKey("mode", at: decoder.codingPath)
    }
    self.init(mode: try decoder.decoder(for: "mode", in: object).name(Mode.self))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: AnyCodingKey.self)
    try container.encode(mode.rawValue, forKey: AnyCodingKey("mode"))
  }
}

extension InputRules.TimeField: OwnKeyRule {
  static var policyKey: RuleID { .time }

  func contradiction(in fields: PolicyFields) -> (message: String, arguments: [String: String])? {
    DateTimeLayout.layoutContradiction(in: fields, key: "time")
  }
}

extension DateTimeLayout {
  /// A date or time key beside another rule that lays the field out.
  static func layoutContradiction(in fields: PolicyFields, key: String)
    -> (message: String, arguments: [String: String])?
  {
    let others: [(any OwnKeyRule.Type, String)] = [
      (InputRules.Mask.self, "mask"), (InputRules.DecimalNumber.self, "decimal"),
      (InputRules.Phone.self, "phone"), (InputRules.DateField.self, "date"),
      (InputRules.TimeField.self, "time"), (InputRules.DateRangeField.self, "dateRange"),
      (InputRules.DateTimeField.self, "dateTime"),
    ]
    for (type, name) in others where name != key && (fields.ownKeys[type.policyKey] ?? nil) != nil {
      return ("policy.dateWithLayout", ["key": key, "other": name])
    }
    return nil
  }
}
