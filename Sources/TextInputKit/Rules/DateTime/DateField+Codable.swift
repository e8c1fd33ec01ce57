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
    let object = try decoder.object(
      known: Self.keys, wrongType: "decode.wrongType.date", required: ["mode"])
    let mode = try decoder.decoder(for: "mode", in: object).name(Mode.self)
    let separator = try decoder.strings(["separator"], defaults: ["."], in: object)[0]
    let bounds = try decoder.days(in: object, currentMonth: true)
    self = try decoder.locating { () throws(TextInputError) in
      try Self(
        mode: mode, separator: separator, min: bounds.min, max: bounds.max,
        notBeforeCurrentMonth: bounds.currentMonth)
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
}

/// The value of `"time"` in a policy file: `{"mode": "HH:MM"}`.
extension InputRules.TimeField: Codable {
  static let keys = ["mode"]

  public init(from decoder: any Decoder) throws {
    let object = try decoder.object(
      known: Self.keys, wrongType: "decode.wrongType.time", required: ["mode"])
    self.init(mode: try decoder.decoder(for: "mode", in: object).name(Mode.self))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: AnyCodingKey.self)
    try container.encode(mode.rawValue, forKey: AnyCodingKey("mode"))
  }
}

extension InputRules.TimeField: OwnKeyRule {
  static var policyKey: RuleID { .time }
}

extension Decoder {
  /// The strings of `keys` in `object`, each its default when absent.
  func strings(
    _ keys: [String], defaults: [String], in object: KeyedDecodingContainer<AnyCodingKey>
  ) throws(TextInputError) -> [String] {
    var values = defaults
    for (index, key) in keys.enumerated() where object.has(key) {
      values[index] = try decoder(for: key, in: object).string()
    }
    return values
  }

  /// The ISO 8601 dates of `min` and `max` in `object`; with `currentMonth`, `"min":
  /// "current-month"` too.
  func days(in object: KeyedDecodingContainer<AnyCodingKey>, currentMonth: Bool)
    throws(TextInputError) -> (min: CalendarDay?, max: CalendarDay?, currentMonth: Bool)
  {
    var bounds: [CalendarDay?] = [nil, nil]
    var current = false
    for (index, key) in ["min", "max"].enumerated() where object.has(key) {
      let place = try decoder(for: key, in: object)
      let text = try place.string()
      if currentMonth, key == "min", text == "current-month" {
        current = true
        continue
      }
      guard let day = CalendarDay(iso: text) else {
        throw place.failure(.unknownValue, "date.badDay", ["value": text])
      }
      bounds[index] = day
    }
    return (bounds[0], bounds[1], current)
  }
}
