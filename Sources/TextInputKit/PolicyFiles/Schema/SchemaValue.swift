/// A JSON value whose objects keep their keys in the order they are written: a part of the
/// policy schema (``PolicySchema``), written by each rule in its own file as a literal.
///
/// ```swift
/// let bidi: SchemaValue = [
///   "description": "Bidirectional controls.",
///   "enum": .strings(["allow", "reject", "rejectOverrides"]),
/// ]
/// bidi.json()  // {\n  "description": "Bidirectional controls.",\n  "enum": ["allow", …]\n}
/// // A key written twice in one object is a programming error: it stops in a debug build.
/// ```
indirect enum SchemaValue: Sendable, Equatable {
  case string(String)
  case integer(Int)
  case bool(Bool)
  case array([SchemaValue])
  case object([Member])

  /// One key of an object and its value.
  struct Member: Sendable, Equatable {
    var key: String
    var value: SchemaValue
  }

  /// An array of strings: the values of an `enum`.
  static func strings(_ values: some Sequence<String>) -> SchemaValue {
    .array(values.map { .string($0) })
  }

  /// A reference to the definition `name` of the schema's `$defs`.
  static func ref(_ name: String) -> SchemaValue { ["$ref": .string("#/$defs/\(name)")] }

  /// The members of an object; none for another value.
  var members: [Member] {
    guard case .object(let members) = self else { return [] }
    return members
  }

  /// The value of `key`, when this is an object that has it.
  subscript(key: String) -> SchemaValue? { members.first { $0.key == key }?.value }

  /// This object with the members of `other` after its own.
  func merging(_ other: SchemaValue) -> SchemaValue {
    let merged = members + other.members
    assert(
      Set(merged.map(\.key)).count == merged.count, "A key is written twice: \(merged.map(\.key))")
    return .object(merged)
  }
}

extension SchemaValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
  ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
  init(stringLiteral value: String) { self = .string(value) }
  init(integerLiteral value: Int) { self = .integer(value) }
  init(booleanLiteral value: Bool) { self = .bool(value) }
  init(arrayLiteral elements: SchemaValue...) { self = .array(elements) }
  init(dictionaryLiteral elements: (String, SchemaValue)...) {
    self = SchemaValue.object([]).merging(.object(elements.map { Member(key: $0, value: $1) }))
  }
}
