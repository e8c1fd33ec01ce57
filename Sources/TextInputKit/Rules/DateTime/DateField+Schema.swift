/// `"date"`, `"time"`, `"dateRange"` and `"dateTime"` in the policy schema: objects whose
/// modes are the rules' own; `{"date": {"mode": "dd-mm"}}` is refused.
extension SchemaValue {
  /// A separator the field shows, one to eight characters.
  static func separator(_ description: String) -> SchemaValue {
    ["description": .string(description), "type": "string", "minLength": 1, "maxLength": 8]
  }

  /// A date as yyyy-mm-dd.
  static func isoDate(_ description: String, orCurrentMonth: Bool = false) -> SchemaValue {
    [
      "description": .string(description),
      "type": "string",
      "pattern": .string(
        orCurrentMonth
          ? "^([0-9]{4}-[0-9]{2}-[0-9]{2}|current-month)$" : "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"),
    ]
  }

  static func dateModes(_ description: String) -> SchemaValue {
    [
      "description": .string(description),
      "enum": .strings(InputRules.DateField.Mode.allCases.map(\.rawValue)),
    ]
  }

  static func timeModes(_ description: String) -> SchemaValue {
    [
      "description": .string(description),
      "enum": .strings(InputRules.TimeField.Mode.allCases.map(\.rawValue)),
    ]
  }

  /// An object of `properties`, of which `required` must be given.
  static func closedObject(
    _ description: String, required: [String], properties: SchemaValue
  ) -> SchemaValue {
    [
      "description": .string(description),
      "type": "object",
      "additionalProperties": false,
      "required": .strings(required),
      "properties": properties,
    ]
  }
}

extension InputRules.DateField {
  static var schema: SchemaValue {
    .closedObject(
      """
      A date typed into a fixed layout as Maskito's date mask types it ("31.12.2024"): a first \
      digit that cannot start its segment is padded, an impossible day or month refused, a date \
      that does not exist rolled and one out of `min`…`max` clamped; the value is the date in \
      ISO 8601 once whole.
      """,
      required: ["mode"],
      properties: [
        "mode": .dateModes("The order and size of the segments."),
        "separator": .separator("What the field shows between segments; \".\" unless given."),
        "min": .isoDate(
          """
          The earliest date, as yyyy-mm-dd, or "current-month" for the first day of the month \
          it is now.
          """, orCurrentMonth: true),
        "max": .isoDate("The latest date, as yyyy-mm-dd."),
      ])
  }
}

extension InputRules.TimeField {
  static var schema: SchemaValue {
    .closedObject(
      """
      A time typed into a fixed layout as Maskito's time mask types it ("13:05", "01:05 PM"): a \
      first digit that cannot start its segment is padded, an impossible last digit refused; \
      the value is the time in ISO 8601 once whole.
      """,
      required: ["mode"],
      properties: ["mode": .timeModes("The segments; `HH:MM AA` is a 12-hour time.")])
  }
}

extension InputRules.DateRangeField {
  static var schema: SchemaValue {
    .closedObject(
      """
      Two dates typed into one field as Maskito's date range mask types them ("01.01.2024 – \
      31.01.2024"), each as `date` types one; a dash typed or pasted between them stands for \
      the range separator. The value is the range in ISO 8601 once whole, \
      "2024-01-01/2024-01-31".
      """,
      required: ["mode"],
      properties: [
        "mode": .dateModes("The order and size of each date's segments."),
        "separator": .separator(
          "What the field shows between a date's segments; \".\" unless given."),
        "rangeSeparator": .separator(
          #"What the field shows between the two dates; "\u00a0–\u00a0" unless given."#),
        "min": .isoDate("The earliest date, as yyyy-mm-dd."),
        "max": .isoDate("The latest date, as yyyy-mm-dd."),
      ])
  }
}

extension InputRules.DateTimeField {
  static var schema: SchemaValue {
    .closedObject(
      """
      A date and a time typed into one field as Maskito's date-time mask types them \
      ("31.12.2024, 13:05"). The value is ISO 8601 once whole, "2024-12-31T13:05:00".
      """,
      required: ["dateMode", "timeMode"],
      properties: [
        "dateMode": .dateModes("The order and size of the date's segments."),
        "timeMode": .timeModes("The time's segments; `HH:MM AA` is a 12-hour time."),
        "dateSeparator": .separator(
          "What the field shows between the date's segments; \".\" unless given."),
        "dateTimeSeparator": .separator(
          "What the field shows between the date and the time; \", \" unless given."),
      ])
  }
}
