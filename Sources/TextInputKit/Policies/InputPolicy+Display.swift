extension InputPolicy {
  /// The layout of the value for display, of the first rule that formats it (a mask, a decimal
  /// number with a grouping separator); `nil` when the field shows its value as it is.
  var displayFormat: (any DisplayFormat)? { capabilities.displayFormat }

  /// Whether the field shows its value laid out: with a mask's literals or an amount's group
  /// separators.
  public var formatsDisplay: Bool { displayFormat != nil }

  /// The value a field's text stands for: the text without a mask's literals or an amount's
  /// group separators; a phone number in E.164 once it is a possible number; the text itself
  /// when the policy does not format it.
  ///
  /// ```swift
  /// InputPolicy.phoneCNSpaced.value(of: "138 0013 8000")  // "13800138000"
  /// InputPolicy.amount.value(of: "1,234.5")              // "1234.5"
  /// InputPolicy.phone.value(of: "(650) 253-0000")         // "+16502530000"
  /// InputPolicy.phone.value(of: "650-253")                // "650253"
  /// ```
  ///
  /// The display of a value reads back as the same value (`value(of: display(of: v)) == v`),
  /// but a phone number's display need not be the text it was read from: the value of
  /// "(650) 253-0000" is "+16502530000", shown as "+1 650-253-0000".
  ///
  /// - Complexity: O(*n*).
  public func value(of text: String) -> String {
    guard let format = displayFormat else { return text }
    return format.standardized(format.values(of: [text[...]])[0])
  }

  /// The characters of `text` that the layout holds, as they were typed: a phone number's
  /// digits before they are read as a number. What the counter and the length checks count.
  ///
  /// ```swift
  /// InputPolicy.phone.typedValue(of: "(650) 253-0000")  // "6502530000"
  /// ```
  ///
  /// - Complexity: O(*n*).
  func typedValue(of text: String) -> String {
    guard let format = displayFormat else { return text }
    return format.values(of: [text[...]])[0]
  }

  /// The text a field shows for `value`: the value laid out by the policy's mask or grouping.
  ///
  /// ```swift
  /// InputPolicy.phoneCNSpaced.display(of: "1380013")  // "138 0013"
  /// ```
  public func display(of value: String) -> String {
    displayFormat?.display(of: value) ?? value
  }

  /// The text a field shows when it gains focus while empty: a mask's literals before its first
  /// slot, which typing or pasting the prefix shows too; empty for any other policy.
  ///
  /// ```swift
  /// InputPolicy(try InputRules.Mask("+7 (###) ###-##-##")).textOnFocus  // "+7 ("
  /// InputPolicy.phoneCNSpaced.textOnFocus                                // ""
  /// ```
  public var textOnFocus: String { displayFormat?.leadingText ?? "" }

  /// What a view shows while the field is empty, when the policy says: a mask's pattern with a
  /// placeholder character in each slot (`{"mask": {"pattern": "### #### ####", "placeholder":
  /// "_"}}` gives "___ ____ ____"); `nil` otherwise.
  ///
  /// It is the view's own placeholder, shown only while the field is empty, never after what was
  /// typed: the UIKit adapters set a text field's `placeholder` to it, and `PolicyTextField`
  /// shows it instead of its title.
  ///
  /// ```swift
  /// InputPolicy(try InputRules.Mask("### #### ####", placeholder: "_")).placeholder
  /// // "___ ____ ____"
  /// InputPolicy.phoneCNSpaced.placeholder  // nil
  /// ```
  public var placeholder: String? { displayFormat?.placeholderText }
}
