/// The keys of a policy file, each `nil` when the file does not give it: what a file says before
/// it becomes rules, so that a `preset` can be overridden key by key and a policy written back.
struct PolicyFields: Equatable {
  /// A filter's key: `"allow"` (no rule) or `"reject"`.
  enum Switch: String, CaseIterable { case allow, reject }
  /// The values of `bidi`.
  enum Bidi: String, CaseIterable { case allow, reject, rejectOverrides }

  /// The keys in the order messages list them.
  static let keys = [
    "preset", "maxLength", "metric", "overflow", "allow", "deny", "emoji", "invisibles", "bidi",
    "zeroWidth", "maxCombiningMarks", "mixedScripts", "decimal", "pattern", "transform", "mask",
    "phone", "required", "minLength", "validate",
  ]

  var preset: String?
  var transform: InputRules.CaseTransform?
  var mask: InputRules.Mask?
  var phone: InputRules.Phone?
  var deny: InputRules.DeniedCharacters?
  var emoji: Switch?
  var bidi: Bidi?
  var zeroWidth: Switch?
  var invisibles: Switch?
  var maxCombiningMarks: InputRules.MaxCombiningMarks?
  var mixedScripts: Switch?
  var allow: InputRules.AllowedCharacters?
  var decimal: InputRules.DecimalNumber?
  var pattern: InputRules.Pattern?
  var maxLength: Int?
  var metric: LengthMetric?
  var overflow: InputRules.MaxLength.Overflow?
  var required: Bool?
  /// The length, and the metric when the value names one (else the file's `metric`).
  var minLength: MinLengthValue?
  var validate: [Validator]?

  struct MinLengthValue: Equatable {
    var length: Int
    var metric: LengthMetric?
  }

  /// The fields of `preset` replaced by those this file gives.
  func overriding(_ preset: PolicyFields) -> PolicyFields {
    PolicyFields(
      preset: nil,
      transform: transform ?? preset.transform, mask: mask ?? preset.mask,
      phone: phone ?? preset.phone,
      deny: deny ?? preset.deny, emoji: emoji ?? preset.emoji, bidi: bidi ?? preset.bidi,
      zeroWidth: zeroWidth ?? preset.zeroWidth, invisibles: invisibles ?? preset.invisibles,
      maxCombiningMarks: maxCombiningMarks ?? preset.maxCombiningMarks,
      mixedScripts: mixedScripts ?? preset.mixedScripts, allow: allow ?? preset.allow,
      decimal: decimal ?? preset.decimal, pattern: pattern ?? preset.pattern,
      maxLength: maxLength ?? preset.maxLength, metric: metric ?? preset.metric,
      overflow: overflow ?? preset.overflow, required: required ?? preset.required,
      minLength: minLength ?? preset.minLength, validate: validate ?? preset.validate)
  }
}
