extension InputPolicy {
  /// Whether `value` is ready to submit: the first rule, in order, that finds it incomplete or
  /// invalid says why; otherwise it is complete.
  ///
  /// Completion checks never change what the policy accepts while typing. A policy with a mask
  /// or grouped digits judges the value of `value`, so the display form is accepted too.
  ///
  /// ```swift
  /// let phone = InputPolicy(.allow(.digits), .required, .minLength(11))
  /// phone.completion(of: "").description            // "incomplete required: Required."
  /// phone.completion(of: "138").description  // "incomplete minLength: At least 11 characters."
  /// phone.completion(of: "13800138000").isComplete  // true
  /// ```
  ///
  /// - Complexity: O(*n*) in the length of `value` for the built-in checks; rules without a
  ///   check cost nothing.
  public func completion(of value: String) -> Completion {
    // A formatted field's display form ("138 0013 8000") is judged by its value.
    // Its digits as typed: what the counter counts, and what a phone rule reads as a number.
    completion(ofTypedValue: formatsDisplay ? typedValue(of: value) : value)
  }

  /// ``completion(of:)`` of a value as typed, without a mask's literals or group separators.
  func completion(ofTypedValue value: String) -> Completion {
    for rule in rules {
      if let result = rule.completion(of: value), result.status != .complete { return result }
    }
    return .complete
  }

}
