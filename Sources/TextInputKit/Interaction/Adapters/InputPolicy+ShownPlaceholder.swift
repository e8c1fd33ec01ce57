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
