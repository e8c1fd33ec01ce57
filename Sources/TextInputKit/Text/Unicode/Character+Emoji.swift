extension Character {
  /// Whether this grapheme cluster displays as an emoji, by the Unicode 17.0 emoji data.
  ///
  /// Classification uses TextInputKit's own tables, so it is the same on every OS version.
  /// Text-default characters are emoji only with U+FE0F, and any character followed by U+FE0E
  /// is text:
  ///
  /// ```swift
  /// ("😀" as Character).isEmoji        // true
  /// ("©\u{FE0F}" as Character).isEmoji // true: "©️"
  /// ("1️⃣" as Character).isEmoji        // true
  /// ("👨‍👩‍👧" as Character).isEmoji        // true
  /// ("🏽" as Character).isEmoji        // true: a lone skin tone
  /// ("©" as Character).isEmoji         // false: text by default
  /// ("℃" as Character).isEmoji         // false
  /// ("☺\u{FE0E}" as Character).isEmoji // false: text presentation asked for
  /// ```
  ///
  /// The same as `isEmoji(matching: .standard)`.
  ///
  /// - Complexity: O(*k*) in the code points of the cluster.
  public var isEmoji: Bool { EmojiClassifier.isEmoji(unicodeScalars, matching: .standard) }

  /// Whether this grapheme cluster is an emoji under `matching`.
  ///
  /// ```swift
  /// ("™" as Character).isEmoji(matching: .standard)  // false
  /// ("™" as Character).isEmoji(matching: .strict)    // true
  /// ("#" as Character).isEmoji(matching: .strict)    // false
  /// ```
  ///
  /// - Parameter matching: ``EmojiMatching/standard`` for what displays as an emoji,
  ///   ``EmojiMatching/strict`` to add every character that can display as one.
  /// - Complexity: O(*k*) in the code points of the cluster.
  public func isEmoji(matching: EmojiMatching) -> Bool {
    EmojiClassifier.isEmoji(unicodeScalars, matching: matching)
  }
}
