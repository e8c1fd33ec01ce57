/// A rule that lays the field's value out for display: a mask, or a decimal number with a
/// grouping separator.
///
/// ``InputPolicy`` asks its rules once, when they are set, and the first rule that has a format
/// lays out the field (``InputPolicy/formatsDisplay``); every other rule then judges the value.
/// A rule conforms in its own files:
///
/// ```swift
/// extension InputRules.Mask: FormattingRule {
///   var displayFormat: (any DisplayFormat)? { self }
/// }
/// // .decimal(fractionDigits: 2) has no format: "1234.5" shows as it is;
/// // .decimal(fractionDigits: 2, grouping: ",") shows "1,234.5"
/// ```
protocol FormattingRule: InputRule {
  /// The layout of the value, or `nil` when this rule, as configured, shows the value as it is.
  var displayFormat: (any DisplayFormat)? { get }
}
