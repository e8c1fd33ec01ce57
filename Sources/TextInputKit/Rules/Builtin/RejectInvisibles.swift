extension InputRules {
  /// Keeps out whitespace and characters that do not show.
  ///
  /// Rejected: spaces of every width, tabs, line breaks, zero-width characters (U+200B–U+200D
  /// outside emoji sequences, U+2060, U+FEFF), bidirectional controls (U+202A–U+202E,
  /// U+2066–U+2069), directional marks, soft hyphens and the Hangul fillers that show as blanks.
  ///
  /// Only the invisible code points go: a letter that tag characters or a combining grapheme
  /// joiner attached themselves to stays, and a character made only of invisibles goes whole.
  ///
  /// ```swift
  /// let nickname = InputPolicy { .rejectInvisibles }
  /// // "ab|" + " "       → rejected
  /// // "ab|" + "c\u{200B}d" → "abcd|"
  /// // "h|" + "i\u{E0067}\u{E007F}" → "hi|"  (the tags go, the "i" they joined stays)
  /// // "|" + "👨‍👩‍👧"       → "👨‍👩‍👧|"  (the joiners belong to the emoji)
  /// ```
  public struct RejectInvisibles: InputRule, Hashable, Codable {
    public init() {}
  }
}

extension InputRules.RejectInvisibles: HiddenScalarFilter {
  var filterRule: RuleID { .invisibles }
  var filterMessage: LocalizedMessage { LocalizedMessage("invisibles.notAllowed") }
  func isHidden(_ scalar: Unicode.Scalar, insideEmoji: Bool) -> Bool {
    Invisibles.isInvisible(scalar, insideEmoji: insideEmoji)
  }
}

extension InputRule where Self == InputRules.RejectInvisibles {
  /// Rejects whitespace and invisible characters.
  public static var rejectInvisibles: Self { InputRules.RejectInvisibles() }
}

extension InputRules.RejectInvisibles: PartReviewingRule {}
