extension InputPolicy {
  /// Everything the policy says about `text`, in one pass: the text an empty field would hold
  /// after `text` was pasted into it, the rewrites that keep its meaning, the changes that do
  /// not, and whether the result is complete.
  ///
  /// ```swift
  /// let result = InputPolicy.phoneCN.validate("１３８００１３８０００")
  /// result.value                 // "13800138000"
  /// result.normalizations.count  // 1: full-width digits converted
  /// result.isValid               // true
  ///
  /// InputPolicy.phoneCN.validate("138001380001").violations.map(\.message)
  /// // ["At most 11 characters."]
  /// InputPolicy.phoneCN.validate("138-0013").isValid  // false: "-" removed
  /// ```
  ///
  /// The rules review `text` once, as ``sanitize(_:)`` and ``violations(in:)`` do (both are
  /// this, narrowed); the completion checks then judge the value that review kept.
  ///
  /// - Complexity: O(*n*) in the length of `text`.
  public func validate(_ text: String) -> Validation {
    let outcome = apply(Edit(replacing: 0..<0, with: text, source: .paste), to: TextFieldState())
    let kept = outcome.state.text
    // A formatted text's value is read from it once, for the value and the completion checks.
    let typed = outcome.typedValue ?? typedValue(of: kept)
    return Validation(
      text: kept, value: displayFormat.map { $0.standardized(typed) } ?? kept,
      changes: outcome.changes, completion: completion(ofTypedValue: typed))
  }
}
