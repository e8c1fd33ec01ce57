extension MessageCatalog {
  /// What VoiceOver says: the length counter in words, and an announcement for an edit that
  /// lost text without saying why.
  ///
  /// The counter's `{unit}` follows `{count}`, the limit, as in "1 of 1 character"; `{used}` is
  /// the length of the text.
  static let englishAccessibility: [String: String] = [
    "counter.ofLimit": "{used} of {count} {unit}",
    "counter.overLimit": "{used} of {count} {unit}, over the limit",
    "counter.noLimit": "{count} {unit}",
    "announcement.rejected": "That can't be entered here.",
  ]
}
