extension InputRules {
  /// A decimal number: digits, at most one decimal point, a bounded number of digits on each side.
  ///
  /// - "。" and "．" (Chinese keyboards) are the decimal point; full-width digits become ASCII.
  /// - A leading "." becomes "0.".
  /// - A redundant leading zero is removed: "0|" + "5" gives "5|"; "0|" + "0" is refused, because
  ///   "00" would become "0" again.
  /// - A paste keeps its longest prefix that leaves a valid number: "" + "3.14159" gives "3.14".
  ///
  /// ```swift
  /// let price = InputPolicy { .decimal(fractionDigits: 2) }
  /// // "12.3|" + "4" → "12.34|"
  /// // "12.34|" + "5" → refused: "At most 2 digits after the decimal point."
  /// // "12|" + "."   → "12.|"
  /// ```
  public struct DecimalNumber: InputRule, Hashable, Codable {
    /// The most digits after the decimal point; 0 for whole numbers.
    public var fractionDigits: Int
    /// The most digits before the decimal point, or `nil` for no limit.
    public var integerDigits: Int?

    public init(fractionDigits: Int, integerDigits: Int? = nil) {
      self.fractionDigits = Swift.max(fractionDigits, 0)
      self.integerDigits = integerDigits.map { Swift.max($0, 1) }
    }

    public func apply(to edit: inout ProposedEdit) {
      edit.transformReplacement(rule: .decimal, message: "Full-width characters were converted.") {
        String(
          FullWidth.folding($0).map { $0 == "。" || $0 == "．" || $0 == "｡" ? "." : $0 })
      }
      let allowed = fractionDigits > 0 ? "digits and one decimal point" : "digits"
      edit.removeInsertedCharacters(rule: .decimal, message: "Only \(allowed) are allowed here.") {
        !($0.isASCII && ($0.isNumber || (fractionDigits > 0 && $0 == ".")))
      }
      guard !edit.replacement.isEmpty else { return }

      // The longest prefix of the insertion that leaves a valid number.
      let inserted = Array(edit.replacement)
      var kept = inserted.count
      var problem: String?
      while kept > 0 {
        let candidate = String(edit.prefix) + String(inserted[..<kept]) + edit.suffix
        guard let reason = invalidity(of: candidate) else { break }
        problem = problem ?? reason
        kept -= 1
      }
      guard kept > 0, let normalized = normalize(
        String(edit.prefix) + String(inserted[..<kept]) + edit.suffix)
      else {
        edit.refuse(rule: .decimal, message: problem ?? "That is not a number.")
        return
      }
      if kept < inserted.count, let problem {
        edit.truncateReplacement(to: kept, rule: .decimal, message: problem)
      }
      let resulting = edit.resultingText
      guard normalized.text != resulting else { return }
      if normalized.text == edit.text {
        edit.refuse(rule: .decimal, message: "A number cannot start with two zeros.")
        return
      }
      let caretBefore = edit.prefix.count + edit.replacement.count
      edit.changes.append(
        PolicyChange(
          rule: .decimal, kind: .transformed, removed: edit.replacement,
          message: normalized.removedZeros > 0
            ? "A redundant leading zero was removed." : "A leading \".\" became \"0.\"."))
      edit.replaceWholeText(
        with: normalized.text,
        caret: Swift.max(caretBefore - normalized.removedZeros + normalized.addedZeros, 0))
    }

    /// Why `text` is not a valid number under this rule, or `nil` when it is.
    func invalidity(of text: String) -> String? {
      let parts = text.split(separator: ".", omittingEmptySubsequences: false)
      if parts.count > 2 { return "Only one decimal point is allowed." }
      if parts.count == 2 && fractionDigits == 0 { return "Only whole numbers are allowed here." }
      if parts.count == 2 && parts[1].count > fractionDigits {
        return "At most \(fractionDigits) digit\(fractionDigits == 1 ? "" : "s") after the decimal point."
      }
      if let integerDigits {
        let integer = parts[0].drop { $0 == "0" }
        if integer.count > integerDigits {
          return "At most \(integerDigits) digit\(integerDigits == 1 ? "" : "s") before the decimal point."
        }
      }
      return nil
    }

    /// `text` without redundant leading zeros and with "0" before a leading ".".
    func normalize(_ text: String) -> (text: String, removedZeros: Int, addedZeros: Int)? {
      var integer = text.prefix { $0 != "." }
      let rest = text[integer.endIndex...]
      var removed = 0
      while integer.count > 1, integer.first == "0" {
        integer = integer.dropFirst()
        removed += 1
      }
      if integer.isEmpty && !rest.isEmpty { return ("0" + rest, 0, 1) }
      return (String(integer + rest), removed, 0)
    }
  }
}

extension InputRule where Self == InputRules.DecimalNumber {
  /// A decimal number with at most `fractionDigits` digits after the point and, optionally, at
  /// most `integerDigits` before it.
  public static func decimal(fractionDigits: Int, integerDigits: Int? = nil) -> Self {
    InputRules.DecimalNumber(fractionDigits: fractionDigits, integerDigits: integerDigits)
  }
}
