extension SchemaValue {
  /// The value as JSON text: an object's members one a line, indented by two spaces; an array
  /// of strings, numbers or booleans on one line; characters beyond ASCII as themselves.
  ///
  /// ```swift
  /// SchemaValue(dictionaryLiteral: ("enum", .strings(["a", "b"]))).json()
  /// // {
  /// //   "enum": ["a", "b"]
  /// // }
  /// ```
  func json(indent: String = "") -> String {
    switch self {
    case .string(let text): return text.jsonLiteral
    case .integer(let number): return String(number)
    case .bool(let value): return value ? "true" : "false"
    case .array(let items):
      if items.allSatisfy(\.isScalar) {
        return "[" + items.map { $0.json() }.joined(separator: ", ") + "]"
      }
      let inner = indent + "  "
      return "[\n" + items.map { inner + $0.json(indent: inner) }.joined(separator: ",\n")
        + "\n\(indent)]"
    case .object(let members):
      if members.isEmpty { return "{}" }
      let inner = indent + "  "
      return "{\n"
        + members.map { inner + $0.key.jsonLiteral + ": " + $0.value.json(indent: inner) }
        .joined(separator: ",\n") + "\n\(indent)}"
    }
  }

  private var isScalar: Bool {
    switch self {
    case .array, .object: false
    default: true
    }
  }
}
