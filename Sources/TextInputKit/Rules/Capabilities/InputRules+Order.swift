extension InputRules {
  /// The order in which the built-in rules run, in the presets and in every policy read from
  /// JSON: the most specific rule first, so that each message names the real cause of a change.
  ///
  /// 1. `transform` rewrites first, so that the other rules judge what will be inserted.
  /// 2. `mask` takes from what is inserted the characters that fill its next slots, skipping the
  ///    separators of a pasted display form ("138 0013 8000") before any other rule sees them;
  ///    `phone` likewise keeps the digits of a pasted number ("+1 (650) 253-0000").
  /// 3. `deny`: characters listed one by one.
  /// 4. `emoji`.
  /// 5. `bidi`, then `zeroWidth`, then `invisibles`: direction controls and zero-width
  ///    characters are invisible too, so the narrower rules run before the broader one, and a
  ///    U+202E is reported as a direction control rather than as an invisible character.
  /// 6. `maxCombiningMarks`, then `mixedScripts`.
  /// 7. `allow`: everything outside a class of characters; U+202E typed into a phone number is
  ///    reported by `bidi` (when the policy has it) rather than as "Only digits are allowed here."
  /// 8. `decimal` and `pattern` judge the shape of the whole text.
  /// 9. `maxLength`: it counts what the other rules left.
  /// 10. The completion checks, which never change an edit: `required`, `minLength`, then
  ///     `validate`. ``InputPolicy/completion(of:)`` reports the first one that objects, so a
  ///     short card number is "incomplete" (minLength) before Luhn judges its last digit.
  ///
  /// A policy built in code runs its rules in the order it lists them; following this order
  /// gives the same messages as the presets and policy files.
  ///
  /// ```swift
  /// let phone = try InputPolicy(json: #"{"allow": "digits", "bidi": "reject"}"#)
  /// phone.violations(in: "138\u{202E}").first?.message
  /// // "Text direction controls are not allowed here."
  /// ```
  public static let order: [RuleID] = [
    .transform, .mask, .phone, .deny, .emoji, .bidi, .zeroWidth, .invisibles,
    .maxCombiningMarks, .mixedScripts, .allow, .decimal, .pattern, .maxLength,
    .required, .minLength, .validate,
  ]
}
