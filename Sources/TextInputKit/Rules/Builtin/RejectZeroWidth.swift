extension InputRules {
  /// Keeps out zero-width characters and tag characters, except inside emoji sequences.
  ///
  /// Rejected: U+200B zero width space, U+200C/U+200D joiners outside an emoji, U+2060 word joiner,
  /// U+2061–U+2064 invisible operators, U+FEFF, U+180E, and the tag characters U+E0000–U+E007F,
  /// which can hide a whole message in a text that looks empty. A family "👨‍👩‍👧" (joined by
  /// U+200D) and the flag of England "🏴󠁧󠁢󠁥󠁮󠁧󠁿" (spelled with tag characters) are emoji and stay.
  /// Tags stay only where they spell a subdivision flag: "🏴", three to seven tags for lowercase
  /// letters or digits, U+E007F. Tags after a letter or a digit ("8" + U+E0041), after any other
  /// emoji, or after "🏴" spelling a longer message go, leaving the character before them.
  ///
  /// ```swift
  /// let handle = InputPolicy { .rejectZeroWidth }
  /// // "|" + "ad\u{200B}min"      → "admin|"
  /// // "|" + "\u{E0041}\u{E0042}" → rejected: "Zero-width and tag characters are not allowed here."
  /// // "|" + "🏴󠁧󠁢󠁥󠁮󠁧󠁿"              → "🏴󠁧󠁢󠁥󠁮󠁧󠁿|"
  /// // "|" + "😀\u{E0067}\u{E007F}" → "😀|"
  /// ```
  ///
  /// - Complexity: O(*m*) in the length of the inserted text.
  public struct RejectZeroWidth: InputRule, Hashable, Codable {
    public init() {}
  }
}

extension InputRules.RejectZeroWidth: HiddenScalarFilter {
  var filterRule: RuleID { .zeroWidth }
  var filterMessage: LocalizedMessage { LocalizedMessage("zeroWidth.notAllowed") }
  func isHidden(_ scalar: Unicode.Scalar, insideEmoji: Bool) -> Bool {
    HostileCharacters.isZeroWidth(scalar, insideEmoji: insideEmoji)
  }
}

extension InputRule where Self == InputRules.RejectZeroWidth {
  /// Rejects zero-width and tag characters outside emoji sequences.
  public static var rejectZeroWidth: Self { InputRules.RejectZeroWidth() }
}

extension InputRules.RejectZeroWidth: PartReviewingRule {}
