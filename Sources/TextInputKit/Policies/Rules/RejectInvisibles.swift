extension InputRules {
  /// Keeps out whitespace and characters that do not show.
  ///
  /// Refused: spaces of every width, tabs, line breaks, zero-width characters (U+200B–U+200D
  /// outside emoji sequences, U+2060, U+FEFF), bidirectional controls (U+202A–U+202E,
  /// U+2066–U+2069), directional marks, soft hyphens and the Hangul fillers that show as blanks.
  ///
  /// Only the invisible code points go: a letter that tag characters or a combining grapheme
  /// joiner attached themselves to stays, and a character made only of invisibles goes whole.
  ///
  /// ```swift
  /// let nickname = InputPolicy { .rejectInvisibles }
  /// // "ab|" + " "       → refused
  /// // "ab|" + "c\u{200B}d" → "abcd|"
  /// // "h|" + "i\u{E0067}\u{E007F}" → "hi|"  (the tags go, the "i" they joined stays)
  /// // "|" + "👨‍👩‍👧"       → "👨‍👩‍👧|"  (the joiners belong to the emoji)
  /// ```
  public struct RejectInvisibles: InputRule, Hashable, Codable {
    public init() {}

    /// Looks only at the inserted text and its neighbours.
    public var inspectsWholeText: Bool { false }

    public func apply(to edit: inout ProposedEdit) {
      edit.removeInsertedScalars(
        rule: .invisibles, message: "Spaces and invisible characters are not allowed here.",
        mayRefuse: { Invisibles.isInvisible($0, insideEmoji: false) }
      ) { cluster, inserted, cut in
        var isEmoji: Bool?
        var tagsAreEmoji: Bool?
        var index = 0
        for scalar in cluster.unicodeScalars {
          defer { index += 1 }
          guard inserted.contains(index), Invisibles.isInvisible(scalar, insideEmoji: false)
          else { continue }
          // Joiners and tags belong to an emoji sequence; alone they are invisible.
          if Invisibles.isInvisible(scalar, insideEmoji: true) {
            cut(index)
          } else if 0xE0020...0xE007F ~= scalar.value {
            // Tags belong to an emoji tag sequence only on a base such as "🏴".
            if tagsAreEmoji == nil { tagsAreEmoji = HostileCharacters.tagsBelongToEmoji(cluster) }
            if tagsAreEmoji == false { cut(index) }
          } else {
            if isEmoji == nil { isEmoji = cluster.unicodeScalars.count > 1 && cluster.isEmoji }
            if isEmoji == false { cut(index) }
          }
        }
      }
    }
  }
}

extension InputRule where Self == InputRules.RejectInvisibles {
  /// Refuses whitespace and invisible characters.
  public static var rejectInvisibles: Self { InputRules.RejectInvisibles() }
}
