extension InputRules {
  /// The order in which the built-in rules run, in the presets and in every policy read from
  /// JSON: the most specific rule first, so that each message names the real cause of a change.
  ///
  /// 1. `transform` rewrites first, so that the other rules judge what will be inserted.
  /// 2. `countryCode` removes a country calling code ("+86 ") from the start of a paste that
  ///    replaces the whole value, before a mask or a filter reads its digits as the number.
  /// 3. `mask` takes from what is inserted the characters that fill its next slots, skipping the
  ///    separators of a pasted display form ("138 0013 8000") before any other rule sees them;
  ///    `phone` likewise keeps the digits of a pasted number ("+1 (650) 253-0000").
  /// 4. `deny`: characters listed one by one.
  /// 5. `emoji`.
  /// 6. `bidi`, then `zeroWidth`, then `invisibles`: direction controls and zero-width
  ///    characters are invisible too, so the narrower rules run before the broader one, and a
  ///    U+202E is reported as a direction control rather than as an invisible character.
  /// 7. `maxCombiningMarks`, then `mixedScripts`.
  /// 8. `allow`: everything outside a class of characters; U+202E typed into a phone number is
  ///    reported by `bidi` (when the policy has it) rather than as "Only digits are allowed here."
  /// 9. `decimal` and `pattern` judge the shape of the whole text.
  /// 10. `maxLength`: it counts what the other rules left.
  /// 11. The completion checks, which never change an edit: `required`, `minLength`, then
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
  public static let order: [RuleID] =
    ownKeyRules.map { $0.policyKey } + [.maxLength, .required, .minLength, .validate]

  /// The rules a policy file holds under keys of their own, in ``order``: the one place a new
  /// built-in rule with a policy-file key is listed.
  static let ownKeyRules: [any OwnKeyRule.Type] = [
    CaseTransform.self, CountryCode.self, Mask.self, Phone.self, DateField.self, TimeField.self, DateRangeField.self,
    DateTimeField.self,
    DeniedCharacters.self, RejectEmoji.self,
    RejectBidi.self, RejectZeroWidth.self, RejectInvisibles.self,
    MaxCombiningMarks.self, RejectMixedScripts.self, AllowedCharacters.self,
    DecimalNumber.self, Pattern.self,
  ]
}
