extension InputRules.DateField: DisplayFormat {
  func values(of pieces: [Substring]) -> [String] { pieces.map(layout.valueCharacters(of:)) }
  /// The digits laid out with the separator: "31122024" → "31.12.2024".
  public func display(of value: String) -> String { layout.display(of: value) }
  func displayOffset(afterValueCharacters count: Int, of value: String) -> Int {
    layout.displayOffset(afterValueCharacters: count, of: value)
  }
  func refitted(_ value: String) -> String { layout.refitted(value) }
  func deleting(
    _ removed: String, between prefix: String, and suffix: String, literalsOnly: Bool,
    backward: Bool
  ) -> (value: String, displayCaret: Int)? {
    layout.deleting(
      removed, between: prefix, and: suffix, literalsOnly: literalsOnly, backward: backward)
  }
  /// The date in ISO 8601 once whole: "2024-12-31".
  func standardized(_ value: String) -> String { layout.iso(value) }
  var deletesInPlace: Bool { true }
}

extension InputRules.DateField: FormattingRule {
  var displayFormat: (any DisplayFormat)? { self }
}
