extension InputPolicy {
  /// A name, handle or identifier that other people will read and trust: what it shows is what
  /// it is.
  ///
  /// - No bidirectional controls (the "Trojan Source" characters) and no zero-width or tag
  ///   characters outside emoji sequences.
  /// - No spaces, control characters or other invisible characters.
  /// - At most 3 combining marks on a character (no "zalgo" text).
  /// - No mixed-script look-alikes: letters from one script, or Latin with Han, Kana, Bopomofo or
  ///   Hangul ("pаypal" with a Cyrillic "а" is rejected; "東京Tokyo" passes).
  /// - At most 64 characters, and not empty (``InputRules/Required``).
  ///
  /// Emoji are allowed, including flags spelled with tag characters (🏴󠁧󠁢󠁥󠁮󠁧󠁿).
  ///
  /// ```swift
  /// InputPolicy.secure.sanitize("admin\u{202E}\u{200B}")  // "admin"
  /// InputPolicy.secure.violations(in: "pаypal").first?.message
  /// // "Letters from different scripts cannot be mixed here: the Cyrillic "а" looks like the Latin "a"."
  /// ```
  public static let secure = InputPolicy(
    .rejectBidi,
    .rejectZeroWidth,
    .rejectInvisibles,
    .maxCombiningMarks(3),
    .rejectMixedScripts,
    .maxLength(64),
    .required)
}
