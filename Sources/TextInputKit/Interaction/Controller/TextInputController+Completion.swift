extension TextInputController {
  /// Whether the field's current text is ready to submit, under the policy's completion checks.
  ///
  /// ```swift
  /// var phone = TextInputController(policy: InputPolicy(.required, .minLength(11)), text: "138")
  /// phone.completion.description  // "incomplete minLength: At least 11 characters."
  /// submitButton.isEnabled = phone.completion.isComplete
  /// ```
  ///
  /// Text that an input method is still composing counts as typed. A formatted field's value is
  /// judged, not its literals.
  public var completion: Completion { policy.completion(of: state.text) }
}
