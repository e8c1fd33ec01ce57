extension InputRules {
  /// Removes a country calling code from the start of a pasted phone number: "+86 138-0013-8000"
  /// shared from Contacts becomes "138-0013-8000", and the rules after it (a mask, `allow`) see
  /// the national number only.
  ///
  /// A paste that replaces the whole value loses `+86` (or the full-width `＋86`), `0086` (the
  /// international call prefix and the code) or a bare `86` at its start, when exactly
  /// ``nationalDigits`` digits follow: one whole national number. So a national number that
  /// starts with "86" is kept whole, and so is a paste of part of a number or of two numbers.
  ///
  /// Since a removal needs more digits than a national number has, a field whose rules keep at
  /// most ``nationalDigits`` digits (a mask of that many slots, a length limit) never holds a
  /// text the rule would change: what a person types there stays as typed, and
  /// ``InputPolicy/sanitize(_:)`` gives the field's own text back.
  ///
  /// Spaces, dashes, dots, parentheses and invisible format characters may stand before, inside
  /// (`+ 86`, `(+86)`, `00 86`) and after the prefix; they go with it. Digits of other scripts
  /// count as digits. The removal is a normalization (``PolicyChange/Kind/transformed``):
  /// ``InputPolicy/validate(_:)`` lists it under `normalizations`, and the field's feedback
  /// says "The country code +86 was removed."
  ///
  /// A key typed on its own, a paste into the middle of a value, and text that only looks like
  /// a code are never changed:
  ///
  /// ```swift
  /// let phone = InputPolicy(InputRules.CountryCode.china, try InputRules.Mask("### #### ####"))
  /// // "|" + paste "+86 138-0013-8000"  → "138 0013 8000|" (value "13800138000")
  /// // "|" + paste "0086 138 0013 8000" → "138 0013 8000|"
  /// // "|" + paste "8613800138000"      → "138 0013 8000|" (11 digits after "86")
  /// // "|" + paste "86138001380"        → "861 3800 1380|" (kept: only 9 digits after "86")
  /// // "|" + paste "+86 138"            → "861 38|"        (kept: not a whole number)
  /// // "138|" + paste "+86 0013"        → "138 8600 13|" (not the whole value: kept)
  /// // "|" + "8", "6", "1", …           → each key is kept: typing is never rewritten
  /// ```
  ///
  /// In a policy file: `"countryCode": {"code": "86", "nationalDigits": 11}`. It runs before the
  /// mask (``InputRules/order``), and the `phone-cn` and `phone-cn-spaced` presets hold it.
  ///
  /// - Complexity: O(*m*) in the length of the paste, reading at most its leading separators,
  ///   the code, and the digits after it until one more than ``nationalDigits``.
  public struct CountryCode: InputRule, Hashable, Sendable {
    /// The country calling code, one to three ASCII digits that do not start with 0: "86".
    public let code: String
    /// How many digits a national number has after the code: 11 in mainland China.
    public let nationalDigits: Int

    /// The most digits a national number may have: 15, the longest international number
    /// (ITU-T E.164).
    public static let largestNationalDigits = 15

    /// Mainland China: `+86`, then an 11-digit number.
    public static let china = CountryCode(checked: "86", nationalDigits: 11)

    /// A rule that removes `+code`, `00code` and, before exactly `nationalDigits` digits, `code`.
    ///
    /// ```swift
    /// let uk = try InputRules.CountryCode("44", nationalDigits: 10)
    /// // try InputRules.CountryCode("086", nationalDigits: 11) throws: a code does not start with 0
    /// ```
    ///
    /// - Throws: ``TextInputError`` (``TextInputError/Kind/outOfRange``) when `code` is not one
    ///   to three ASCII digits without a leading 0, or `nationalDigits` is outside 1 and
    ///   ``largestNationalDigits``.
    public init(_ code: String, nationalDigits: Int) throws(TextInputError) {
      guard Self.isCallingCode(code) else {
        throw TextInputError(
          .outOfRange, "countryCode.code.top", ["value": String(code.prefix(64))], at: nil)
      }
      guard (1...Self.largestNationalDigits).contains(nationalDigits) else {
        throw TextInputError(
          .outOfRange, "countryCode.nationalDigits.top",
          ["value": "\(nationalDigits)", "maximum": "\(Self.largestNationalDigits)"], at: nil)
      }
      self.init(checked: code, nationalDigits: nationalDigits)
    }

    private init(checked code: String, nationalDigits: Int) {
      self.code = code
      self.nationalDigits = nationalDigits
    }

    /// Whether `code` is one to three ASCII digits, the first not 0.
    static func isCallingCode(_ code: String) -> Bool {
      let bytes = Array(code.utf8)
      return (1...3).contains(bytes.count) && bytes.allSatisfy { (0x30...0x39).contains($0) }
        && bytes[0] != 0x30
    }

    /// The rule reads only what is pasted, but only a paste that replaces the whole value.
    public var inspectsWholeText: Bool { true }

    public func review(_ edit: inout ProposedEdit) {
      // A key typed on its own is one character: it never holds a code and a number.
      guard edit.source != .typing, edit.prefix.isEmpty, edit.suffix.isEmpty,
        let start = nationalNumberStart(in: edit.replacement)
      else { return }
      edit.transformReplacement(
        rule: .countryCode, message: LocalizedMessage("countryCode.removed", ["code": code])
      ) { String($0[start...]) }
    }

    /// Where the national number starts in `text`, after a country code and the separators
    /// around it; `nil` when `text` does not start with this rule's code.
    ///
    /// ```swift
    /// // CountryCode.china: "(+86) 138 0013 8000" → before "138"; "0086-13800138000" → before "1"
    /// // "86 138 0013 8000" → before "138"; "+86 1380013" → nil (7 digits, not 11)
    /// ```
    ///
    /// - Complexity: O(*m*) in the length of `text`, at worst.
    func nationalNumberStart(in text: String) -> String.Index? {
      var index = text.startIndex
      func skipSeparators() {
        while index < text.endIndex, Self.isSeparator(text[index]) {
          text.formIndex(after: &index)
        }
      }
      /// Reads the digits of `expected` one character each; whether they were all there.
      func read(_ expected: some Sequence<UInt8>) -> Bool {
        for byte in expected {
          guard index < text.endIndex, Self.digit(text[index]) == byte - 0x30 else {
            return false
          }
          text.formIndex(after: &index)
        }
        return true
      }
      skipSeparators()
      guard index < text.endIndex else { return nil }
      if text[index] == "+" || text[index] == "＋" {
        text.formIndex(after: &index)
        skipSeparators()
      } else if Self.digit(text[index]) == 0 {
        guard read([0x30, 0x30]) else { return nil }
        skipSeparators()
      }
      guard read(code.utf8) else { return nil }
      skipSeparators()
      // One whole national number must follow: counted until one digit too many.
      var digits = 0
      var rest = index
      while rest < text.endIndex {
        if Self.digit(text[rest]) != nil {
          digits += 1
          if digits > nationalDigits { return nil }
        }
        text.formIndex(after: &rest)
      }
      return digits == nationalDigits ? index : nil
    }

    /// The value of `character` when it is a decimal digit of any script, "8" or "８" or "٨".
    static func digit(_ character: Character) -> UInt8? {
      if let ascii = character.asciiValue {
        return (0x30...0x39).contains(ascii) ? ascii - 0x30 : nil
      }
      let scalars = character.unicodeScalars
      guard scalars.count == 1, let scalar = scalars.first else { return nil }
      if (0xFF10...0xFF19).contains(scalar.value) { return UInt8(scalar.value - 0xFF10) }
      return DecimalDigits.asciiDigit(of: scalar).map { UInt8($0.value) - 0x30 }
    }

    /// Whether `character` may stand around a code: a space, a dash, a dot, a parenthesis, or
    /// an invisible format character (Contacts wraps a shared number in U+202D … U+202C).
    static func isSeparator(_ character: Character) -> Bool {
      switch character {
      case " ", "-", ".", "(", ")", "（", "）", "－", "．", "\u{3000}": return true
      default: break
      }
      if character.isWhitespace { return true }
      guard let scalar = character.unicodeScalars.first else { return false }
      let category = scalar.properties.generalCategory
      return character.unicodeScalars.count == 1
        && (category == .dashPunctuation || category == .format)
    }
  }
}
