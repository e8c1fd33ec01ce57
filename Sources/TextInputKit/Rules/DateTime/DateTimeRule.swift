/// A rule that lays its value out as a ``DateTimeLayout`` (``InputRules/DateField``,
/// ``InputRules/TimeField``, ``InputRules/DateRangeField``, ``InputRules/DateTimeField``): its
/// display, its deletions in place and its ISO 8601 value are the layout's, written once here.
///
/// Each rule keeps its layout, built once when the rule is made, so that a keystroke does not
/// build it again; `display(of:)` stays each rule's own, public, method.
protocol DateTimeRule: FormattingRule, DisplayFormat, OwnKeyRule {
  /// The layout of the rule's value.
  var layout: DateTimeLayout { get }
}

extension DateTimeRule {
  /// Judges the whole text: a date's digits are read in their segments.
  public var inspectsWholeText: Bool { true }

  /// Lays out what is inserted as Maskito's date, time, date range or date-time mask does:
  /// `"3|"` + `"1"` → `"31.|"`; `"31.1|"` + `"3"` → rejected, no thirteenth month.
  ///
  /// - Complexity: O(*k* + *n*), a pasted value judged in one pass.
  public func review(_ edit: inout ProposedEdit) { layout.review(&edit) }

  /// Incomplete until every digit (and "AM" or "PM") is there; invalid when the date does not
  /// exist, is out of the rule's bounds, or a range ends before it starts.
  ///
  /// ```swift
  /// // "dd/mm/yyyy": "3112" → incomplete ("The date is not complete."); "31122024" → complete
  /// ```
  public func completion(of value: String) -> Completion? { layout.completion(of: value) }

  var displayFormat: (any DisplayFormat)? { self }

  func values(of pieces: [Substring]) -> [String] { pieces.map(layout.valueCharacters(of:)) }

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

  /// The value in ISO 8601 once whole: "2024-12-31", "13:05:00", "2024-12-31T13:05:00", a range
  /// as two dates.
  func standardized(_ value: String) -> String { layout.iso(value) }

  var deletesInPlace: Bool { true }

  /// A date or time key beside another key that lays the field out: "policy.dateWithLayout".
  func contradiction(in fields: PolicyFields) -> (message: String, arguments: [String: String])? {
    let others: [any OwnKeyRule.Type] = [
      InputRules.Mask.self, InputRules.DecimalNumber.self, InputRules.Phone.self,
      InputRules.DateField.self, InputRules.TimeField.self, InputRules.DateRangeField.self,
      InputRules.DateTimeField.self,
    ]
    for other in others where other.policyKey != Self.policyKey {
      guard (fields.ownKeys[other.policyKey] ?? nil) != nil else { continue }
      return (
        "policy.dateWithLayout",
        ["key": Self.policyKey.rawValue, "other": other.policyKey.rawValue]
      )
    }
    return nil
  }
}
