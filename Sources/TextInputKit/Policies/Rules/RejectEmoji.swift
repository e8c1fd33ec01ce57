extension InputRules {
  /// Keeps emoji out: every grapheme cluster that displays as an emoji.
  ///
  /// "25°C", "℃", "★" and "©" are not emoji and pass; "©️", "1️⃣", flags, skin tones and ZWJ
  /// sequences are removed whole, never in part.
  ///
  /// ```swift
  /// let nickname = InputPolicy { .rejectEmoji }
  /// // "Hi|" + "😀"    → refused: "Emoji are not allowed here."
  /// // "Hi|" + "a👍🏽b" → "Hiab|"
  /// ```
  public struct RejectEmoji: InputRule, Hashable, Codable {
    public init() {}

    /// Looks only at the inserted text and its neighbours.
    public var inspectsWholeText: Bool { false }

    public func apply(to edit: inout ProposedEdit) {
      edit.removeInsertedClusters(
        rule: .emoji, message: "Emoji are not allowed here.",
        // A lone isolated code point (Latin, CJK, full-width) is never an emoji.
        refusingCodePoints: { scalars, single in single == nil && EmojiClassifier.isEmoji(scalars)
        },
        refusing: { $0.isEmoji })
    }
  }
}

extension InputRule where Self == InputRules.RejectEmoji {
  /// Refuses emoji.
  public static var rejectEmoji: Self { InputRules.RejectEmoji() }
}
