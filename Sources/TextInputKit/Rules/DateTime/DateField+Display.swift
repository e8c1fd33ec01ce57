extension InputRules.DateField: DateTimeRule {
  /// The digits laid out with the separator: "31122024" → "31.12.2024".
  public func display(of value: String) -> String { layout.display(of: value) }
}
