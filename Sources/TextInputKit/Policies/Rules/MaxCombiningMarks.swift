extension RuleID {
  public static let maxCombiningMarks: RuleID = "maxCombiningMarks"
}

extension InputRules {
  /// Caps the combining marks stacked on one character, against "zalgo" text that spills over
  /// the lines around it.
  ///
  /// A character with more than `limit` combining marks (accents, vowel signs, enclosing marks)
  /// is removed whole. Marks typed one at a time onto a character are judged with it, so the
  /// mark that goes over the limit is refused. Emoji sequences (keycaps, variation selectors) are
  /// not counted. Three is enough for Vietnamese ("ệ" decomposed), most Indic syllables and IPA.
  ///
  /// ```swift
  /// let comment = InputPolicy { .maxCombiningMarks(3) }
  /// // "|" + "ê\u{301}"                           → "ế|"
  /// // "|" + "Z\u{351}\u{36B}\u{343}\u{36A}a"     → "a|"  ("Z" carried 4 marks)
  /// // "e\u{301}\u{302}\u{303}|" + "\u{304}"       → refused: "At most 3 combining marks on a character."
  /// ```
  ///
  /// - Complexity: O(*m*) in the length of the inserted text.
  public struct MaxCombiningMarks: InputRule, Hashable, Codable {
    /// The most combining marks one character may carry.
    public var limit: Int

    public init(_ limit: Int) { self.limit = Swift.max(limit, 0) }

    /// The feedback message.
    public var message: String {
      "At most \(limit) combining mark\(limit == 1 ? "" : "s") on a character."
    }

    public var inspectsWholeText: Bool { false }

    public func apply(to edit: inout ProposedEdit) {
      edit.removeInsertedCharacters(rule: .maxCombiningMarks, message: message) {
        HostileCharacters.combiningMarkCount(in: $0, limit: limit) > limit
      }
    }
  }
}

extension InputRule where Self == InputRules.MaxCombiningMarks {
  /// At most `limit` combining marks on one character.
  public static func maxCombiningMarks(_ limit: Int) -> Self { InputRules.MaxCombiningMarks(limit) }
}
