extension InputRules {
  /// Uppercases or lowercases what is inserted.
  ///
  /// ```swift
  /// let code = InputPolicy { .uppercased }
  /// // "AB|" + "c" → "ABC|"
  /// ```
  public enum CaseTransform: String, InputRule, Hashable, Codable, CaseIterable {
    case uppercase
    case lowercase

    /// Looks only at the inserted text and its neighbours.
    public var inspectsWholeText: Bool { false }

    public func review(_ edit: inout ProposedEdit) {
      switch self {
      case .uppercase:
        edit.transformReplacement(
          rule: .transform, message: LocalizedMessage("transform.uppercased")
        ) {
          Self.mapped($0) { $0.uppercased() }
        }
      case .lowercase:
        edit.transformReplacement(
          rule: .transform, message: LocalizedMessage("transform.lowercased")
        ) {
          Self.mapped($0) { $0.lowercased() }
        }
      }
    }

    /// `text` with `map` applied, a piece of ``ReviewCheckpoint/stride`` code points at a time
    /// when a ``ReviewCancellation`` is bound, which is asked between pieces; stopped, `text` as
    /// it was. The standard library maps case a code point at a time, so the pieces give what
    /// the whole gives.
    static func mapped(_ text: String, _ map: (String) -> String) -> String {
      let scalars = text.unicodeScalars
      guard ReviewCancellation.current != nil, text.utf8.count > ReviewCheckpoint.stride else {
        return map(text)
      }
      var checkpoint = ReviewCheckpoint()
      var result = ""
      result.reserveCapacity(text.utf8.count)
      var start = scalars.startIndex
      while start < scalars.endIndex {
        let end = scalars.index(start, offsetBy: ReviewCheckpoint.stride, limitedBy: scalars.endIndex)
          ?? scalars.endIndex
        result += map(String(Substring(scalars[start..<end])))
        if checkpoint.shouldStop(after: ReviewCheckpoint.stride) { return text }
        start = end
      }
      return result
    }
  }
}

extension InputRule where Self == InputRules.CaseTransform {
  /// Uppercases what is inserted.
  public static var uppercased: Self { .uppercase }
  /// Lowercases what is inserted.
  public static var lowercased: Self { .lowercase }
}

extension InputRules.CaseTransform: PartReviewingRule {
  /// Transparent: the rule transforms code point by code point, so a part of a paste keeps
  /// what the whole keeps.
  var partReviewRole: PartReviewRole { .transparent }
}

extension InputRules.CaseTransform: OwnKeyRule {
  static var policyKey: RuleID { .transform }

  static func read(from value: any Decoder) throws(TextInputError) -> Self? {
    try value.name(Self.self)
  }
}
