extension InputPolicy {
  /// The placeholder a view with a title shows while it is empty: the policy's own
  /// (``placeholder``, a mask's slots), otherwise the title.
  ///
  /// ```swift
  /// InputPolicy(try InputRules.Mask("### ####", placeholder: "_")).placeholder(otherwise: "Phone")
  /// // "___ ____"
  /// InputPolicy.phoneCN.placeholder(otherwise: "Phone")   // "Phone"
  /// ```
  package func placeholder(otherwise title: String) -> String { placeholder ?? title }
}

extension InputPolicy {
  /// Shows the placeholder of a policy a view is given, when it has one (``placeholder``); a
  /// view given no policy, or one without a placeholder, keeps its own.
  ///
  /// ```swift
  /// InputPolicy.showPlaceholder(of: spaced, with: show)   // show("___ ____ ____")
  /// InputPolicy.showPlaceholder(of: .phoneCN, with: show) // nothing
  /// ```
  package static func showPlaceholder(of policy: InputPolicy?, with show: (String) -> Void) {
    guard let placeholder = policy?.placeholder else { return }
    show(placeholder)
  }
}
