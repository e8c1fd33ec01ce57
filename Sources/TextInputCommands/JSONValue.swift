/// Any JSON value, kept to be shown again: what a conformance case says its source expects.
///
/// ```swift
/// try StrictJSONDecoder().decode(JSONValue.self, from: #"{"text": "3400", "b": [1, null]}"#)
///   .description  // {"b": [1, null], "text": "3400"}
/// ```
enum JSONValue: Decodable, Hashable, Sendable, CustomStringConvertible {
  case null, bool(Bool), number(Double), string(String)
  indirect case array([JSONValue])
  indirect case object([String: JSONValue])

  init(from decoder: any Decoder) throws {
    if let object = try? decoder.container(keyedBy: ConformanceKey.self) {
      var values: [String: JSONValue] = [:]
      for key in object.allKeys {
        values[key.stringValue] = try object.decode(Self.self, forKey: key)
      }
      self = .object(values)
    } else if var array = try? decoder.unkeyedContainer() {
      var values: [JSONValue] = []
      while !array.isAtEnd { values.append(try array.decode(Self.self)) }
      self = .array(values)
    } else {
      let single = try decoder.singleValueContainer()
      if single.decodeNil() {
        self = .null
      } else if let value = try? single.decode(Bool.self) {
        self = .bool(value)
      } else if let value = try? single.decode(Double.self) {
        self = .number(value)
      } else {
        self = .string(try single.decode(String.self))
      }
    }
  }

  /// The value as compact JSON, keys sorted.
  var description: String {
    switch self {
    case .null: "null"
    case .bool(let value): value ? "true" : "false"
    case .number(let value):
      value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    case .string(let value): value.jsonLiteral
    case .array(let values): "[" + values.map(\.description).joined(separator: ", ") + "]"
    case .object(let values):
      "{"
        + values.keys.sorted().map { "\($0.jsonLiteral): \(values[$0]!)" }
        .joined(separator: ", ") + "}"
    }
  }
}
