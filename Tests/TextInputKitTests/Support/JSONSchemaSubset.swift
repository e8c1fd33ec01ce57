/// A checker for the part of JSON Schema (draft 2020-12) that `Schemas/policy.schema.json` uses:
/// `type`, `enum`, `minimum`, `maximum`, `minLength`, `maxLength` (in code points),
/// `properties`, `additionalProperties`, `required`, `items`, `propertyNames`, `anyOf`, `not`,
/// `dependentSchemas` and `$ref` to `#/$defs/…`. Any other keyword fails the check, so that the
/// schema cannot grow past what this checker understands; annotations are ignored.
struct JSONSchemaSubset {
  let root: JSONValue

  static let annotations: Set<String> = ["$schema", "$id", "title", "description", "$defs"]

  struct Unsupported: Error, CustomStringConvertible {
    var keyword: String
    var description: String { "the schema uses \(keyword), which the checker does not know" }
  }

  /// Whether `value` is valid against the root schema.
  func validates(_ value: JSONValue) throws -> Bool {
    try validates(value, against: root)
  }

  func validates(_ value: JSONValue, against schema: JSONValue) throws -> Bool {
    guard case .object(let keywords) = schema else {
      if case .bool(let accepts) = schema { return accepts }
      throw Unsupported(keyword: "a schema that is not an object")
    }
    for (keyword, argument) in keywords.sorted(by: { $0.key < $1.key }) {
      if Self.annotations.contains(keyword) { continue }
      guard try check(keyword, argument, value, in: keywords) else { return false }
    }
    return true
  }

  private func check(
    _ keyword: String, _ argument: JSONValue, _ value: JSONValue, in keywords: [String: JSONValue]
  ) throws -> Bool {
    switch keyword {
    case "type":
      guard let name = argument.string else { throw Unsupported(keyword: "type lists") }
      return Self.hasType(value, name)
    case "enum":
      guard case .array(let options) = argument else { throw Unsupported(keyword: "enum") }
      return options.contains(value)
    case "minimum", "maximum":
      guard case .number(let bound) = argument else { throw Unsupported(keyword: keyword) }
      guard case .number(let number) = value else { return true }
      return keyword == "minimum" ? number >= bound : number <= bound
    case "minLength", "maxLength":
      guard case .number(let bound) = argument else { throw Unsupported(keyword: keyword) }
      guard case .string(let text) = value else { return true }
      let count = Double(text.unicodeScalars.count)
      return keyword == "minLength" ? count >= bound : count <= bound
    case "properties":
      guard case .object(let properties) = argument else { throw Unsupported(keyword: keyword) }
      guard case .object(let members) = value else { return true }
      for (name, member) in members {
        if let schema = properties[name], try !validates(member, against: schema) { return false }
      }
      return true
    case "additionalProperties":
      guard case .object(let members) = value else { return true }
      let known =
        keywords["properties"].flatMap { properties -> Set<String>? in
          if case .object(let named) = properties { return Set(named.keys) }
          return nil
        } ?? []
      for (name, member) in members where !known.contains(name) {
        guard try validates(member, against: argument) else { return false }
      }
      return true
    case "required":
      guard case .array(let names) = argument else { throw Unsupported(keyword: keyword) }
      guard case .object(let members) = value else { return true }
      return names.allSatisfy { $0.string.map { members[$0] != nil } ?? false }
    case "items":
      guard case .array(let items) = value else { return true }
      return try items.allSatisfy { try validates($0, against: argument) }
    case "propertyNames":
      guard case .object(let members) = value else { return true }
      return try members.keys.allSatisfy { try validates(.string($0), against: argument) }
    case "anyOf":
      guard case .array(let schemas) = argument else { throw Unsupported(keyword: keyword) }
      return try schemas.contains { try validates(value, against: $0) }
    case "not":
      return try !validates(value, against: argument)
    case "dependentSchemas":
      guard case .object(let dependents) = argument else { throw Unsupported(keyword: keyword) }
      guard case .object(let members) = value else { return true }
      for (name, schema) in dependents where members[name] != nil {
        guard try validates(value, against: schema) else { return false }
      }
      return true
    case "$ref":
      guard let reference = argument.string, reference.hasPrefix("#/$defs/"),
        let target = root["$defs"]?[String(reference.dropFirst("#/$defs/".count))]
      else { throw Unsupported(keyword: "$ref \(argument)") }
      return try validates(value, against: target)
    default:
      throw Unsupported(keyword: keyword)
    }
  }

  static func hasType(_ value: JSONValue, _ name: String) -> Bool {
    switch (name, value) {
    case ("object", .object), ("array", .array), ("string", .string), ("boolean", .bool),
      ("null", .null), ("number", .number):
      return true
    case ("integer", .number(let number)):
      return number.rounded() == number
    default:
      return false
    }
  }
}
