extension RuleID {
  public static let bidi: RuleID = "bidi"
}

extension InputRules {
  /// Keeps out the characters that reorder text without showing: bidirectional embeddings,
  /// overrides and isolates (U+202A–U+202E, U+2066–U+2069) and directional marks (U+200E, U+200F,
  /// U+061C).
  ///
  /// They are how "Trojan Source" (CVE-2021-42574) makes text read differently from what it is:
  /// `"user\u{202E}gpj.exe"` shows as "userexe.jpg". Right-to-left letters themselves (Arabic,
  /// Hebrew) are welcome; only the invisible controls are removed.
  ///
  /// ```swift
  /// let name = InputPolicy { .rejectBidiControls }
  /// // "|" + "user\u{202E}gpj.exe" → "usergpj.exe|"
  /// // "|" + "\u{2067}"            → refused: "Text direction controls are not allowed here."
  /// // "|" + "שלום"                → "שלום|"
  /// ```
  ///
  /// - Complexity: O(*m*) in the length of the inserted text.
  public struct RejectBidiControls: InputRule, Hashable, Codable {
    public init() {}

    public var inspectsWholeText: Bool { false }

    public func apply(to edit: inout ProposedEdit) {
      edit.removeInsertedCharacters(
        rule: .bidi, message: "Text direction controls are not allowed here."
      ) { $0.unicodeScalars.contains(where: HostileCharacters.isBidiControl) }
    }
  }
}

extension InputRule where Self == InputRules.RejectBidiControls {
  /// Refuses bidirectional embeddings, overrides, isolates and directional marks.
  public static var rejectBidiControls: Self { InputRules.RejectBidiControls() }
}
