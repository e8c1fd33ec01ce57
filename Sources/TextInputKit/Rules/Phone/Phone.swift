extension InputRules {
  /// A phone number of any region libphonenumber knows, laid out as it is typed exactly as
  /// libphonenumber's `AsYouTypeFormatter` lays it out.
  ///
  /// The value is the digits typed, with a leading "+" for an international number; the field
  /// shows what `AsYouTypeFormatter` shows for those digits typed one at a time in ``region``.
  /// Unlike that formatter, deleting, typing in the middle, pasting and replacing a selection
  /// all work: the field lays out the new digits again and keeps the caret between the same
  /// digits.
  ///
  /// ```swift
  /// let us = try InputRules.Phone(region: "US")
  /// // "" + paste "6502530000" → "(650) 253-0000"
  /// // "" + paste "+1 (650) 253-0000" → "+1 650-253-0000" (value "+16502530000")
  /// // "(650) 2|53-0000" ⌫ → "650-|530-000" (value "650530000")
  /// // "650|" + "+" → rejected: "A + can only start the number."
  /// // "" + paste "1-800-FLOWERS" → rejected: "Letters are not dialled here: type the digits."
  /// ```
  ///
  /// Separators typed or pasted (spaces, dashes, parentheses, dots) are dropped: the layout adds
  /// its own. Full-width digits and the decimal digits of other scripts become ASCII digits,
  /// and a `tel:` URI pasted whole gives its number. A value holds at most ``largestValue``
  /// characters, more than the longest number libphonenumber allows with its prefixes; what
  /// goes past it is cut, as a full mask cuts a paste.
  ///
  /// ``completion(of:)`` is incomplete until the number is possible for its region (its length
  /// fits); `"validate": "phone"` also checks that it is valid.
  public struct Phone: InputRule, Hashable {
    /// The region national numbers are read in: an ISO 3166-1 alpha-2 code ("US"), upper-case.
    public let region: String

    /// Whether the number must be valid to be complete, not only possible: `"validate":
    /// "phone"` in a policy file.
    public var validates: Bool

    /// The most characters of a value: a "+" or an international prefix of up to 5 digits, a
    /// country calling code of up to 3, a national prefix and 17 national digits.
    public static let largestValue = 30

    /// The formatter's states for the values this rule laid out last.
    let memo: PhoneFormattingMemo

    /// A rule for numbers typed in `region`.
    ///
    /// - Throws: ``TextInputError`` when libphonenumber does not know the region:
    ///   `Phone(region: "XX")` → "The region "XX" is not one libphonenumber knows: give an
    ///   ISO 3166-1 code such as "US"."
    public init(region: String, validates: Bool = false) throws(TextInputError) {
      let code = region.uppercased()
      guard code.count == 2, PhoneMetadata.countryCode(forRegion: code) != 0 else {
        throw TextInputError(.unknownValue, "phone.unknownRegion", ["region": region], at: nil)
      }
      self.region = code
      self.validates = validates
      memo = PhoneFormattingMemo(region: code)
    }

    public var inspectsWholeText: Bool { true }

    /// Keeps the digits of what is inserted, and a "+" that starts the number.
    ///
    /// - Complexity: O(*k*) in the length of the insertion.
    public func review(_ edit: inout ProposedEdit) {
      let inserted = edit.replacement
      guard !inserted.isEmpty else { return }
      var text = Substring(inserted)
      if text.utf8.count >= 4, text.prefix(4).lowercased() == "tel:" {
        // A tel: URI: its number, without its parameters (";ext=…", ";phone-context=…").
        text = text.dropFirst(4).prefix { $0 != ";" }
      }
      let folded = DecimalDigits.folding(FullWidth.folding(String(text), signs: true))
      if folded != inserted && folded.unicodeScalars.contains(where: { !$0.isASCII }) == false
        && inserted.unicodeScalars.contains(where: { !$0.isASCII })
      {
        edit.changes.append(
          PolicyChange(
            rule: .phone, kind: .transformed, removed: inserted,
            message: LocalizedMessage("digits.converted")))
      }
      var kept = ""
      var dropped = ""
      var misplacedPlus = 0
      var overflow = ""
      var startsWithPlus = edit.prefix.isEmpty
      let room = Swift.max(Self.largestValue - edit.prefix.count - edit.suffix.count, 0)
      let insertsOneCharacter =
        !folded.isEmpty && folded.index(after: folded.startIndex) == folded.endIndex
      // A long paste asks a bound ReviewCancellation as it goes; stopped, the edit is left
      // unfinished, to be thrown away.
      var checkpoint = ReviewCheckpoint()
      for character in folded {
        if checkpoint.shouldStop() { return }
        if let ascii = character.asciiValue, (0x30...0x39).contains(ascii) {
          // Past the room digits are cut, as a full mask cuts a paste.
          guard kept.utf8.count < room else {
            overflow.append(character)
            continue
          }
          kept.append(character)
          startsWithPlus = false
        } else if character == "+" && startsWithPlus && kept.isEmpty
          && edit.suffix.first != "+" && room > 0
        {
          kept.append(character)
          startsWithPlus = false
        } else if character == "+" {
          // Typed, it is refused; inside a paste ("+1+2"), it is dropped with the same message.
          guard !insertsOneCharacter else {
            edit.reject(rule: .phone, message: LocalizedMessage("phone.plusAtStart"))
            return
          }
          misplacedPlus += 1
        } else if character.isLetter {
          edit.reject(rule: .phone, message: LocalizedMessage("phone.letters"))
          return
        } else if !Self.isSeparator(character) {
          // Separators go silently, as a mask skips its literals: the layout adds its own, and a
          // pasted display form gives the same display form.
          dropped.append(character)
        }
      }
      if edit.prefix.isEmpty, edit.suffix.first == "+", let first = kept.first, first != "+" {
        // Digits before the "+" of an international number would put it in the middle.
        edit.reject(rule: .phone, message: LocalizedMessage("phone.plusAtStart"))
        return
      }
      if misplacedPlus > 0 {
        edit.changes.append(
          PolicyChange(
            rule: .phone, kind: .removed, removed: String(repeating: "+", count: misplacedPlus),
            message: LocalizedMessage("phone.plusAtStart")))
      }
      edit.reportLayoutRemovals(
        rule: .phone, dropped: dropped, LocalizedMessage("phone.onlyDigits"), overflow: overflow)
      guard kept != inserted else { return }
      edit.replacement = kept
      edit.working.mayHaveJoined = true
      edit.working.indivisibleUTF8Ranges = []
      if kept.isEmpty {
        if !overflow.isEmpty, let last = edit.changes.last {
          edit.rejection = last
        } else {
          edit.reject(rule: .phone, message: LocalizedMessage("separators.addedByField"))
        }
      }
    }

    /// Whether `character` is punctuation a phone number is written with (libphonenumber's
    /// VALID_PUNCTUATION, without its "x"): spaces, dashes, dots, slashes, brackets, tildes.
    static func isSeparator(_ character: Character) -> Bool {
      guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first
      else { return false }
      switch scalar.value {
      case 0x20, 0x2D, 0x2E, 0x2F, 0x28, 0x29, 0x5B, 0x5D, 0x7E, 0x09, 0x00A0, 0x00AD, 0x200B,
        0x2060, 0x3000, 0x2010...0x2015, 0x2212, 0x30FC, 0xFF0D...0xFF0F, 0xFF08, 0xFF09,
        0xFF3B, 0xFF3D, 0x2053, 0x223C, 0xFF5E, 0x202F, 0x2009:
        return true
      default:
        return false
      }
    }

    /// Incomplete until the number is possible for its region (libphonenumber's
    /// `isPossibleNumber`); with ``validates``, invalid when it is not valid (`isValidNumber`).
    ///
    /// ```swift
    /// // region "US": "650253" → incomplete, "6502530000" → complete,
    /// // validating: "2002530000" → invalid ("This is not a valid phone number.")
    /// ```
    public func completion(of value: String) -> Completion? {
      value.isEmpty ? nil : Self.check(value, region: region, validating: validates)
    }

    /// The completion of a value typed in `region`, or of an international number without one.
    static func check(_ value: String, region: String?, validating: Bool) -> Completion {
      let digits = String(value.filter { $0.isASCII && ($0.isNumber || $0 == "+") })
      let rule: RuleID = .phone
      guard let number = PhoneNumber(digits, region: region ?? "ZZ"), number.isPossible else {
        if validating && region == nil && digits.first != "+" {
          return .invalid(rule: rule, message: LocalizedMessage("phone.invalid"))
        }
        return .incomplete(rule: rule, message: LocalizedMessage("phone.incomplete"))
      }
      if validating && !number.isValid {
        return .invalid(rule: rule, message: LocalizedMessage("phone.invalid"))
      }
      return .complete
    }

    /// The value in E.164, "+16502530000", when it is a possible number; else the value itself,
    /// the digits typed.
    ///
    /// ```swift
    /// // region "US": "6502530000" → "+16502530000", "011442087654321" → "+442087654321",
    /// // "650253" → "650253"
    /// ```
    public func e164(of value: String) -> String {
      guard let number = PhoneNumber(value, region: region), number.isPossible else { return value }
      return number.e164
    }
  }
}

extension InputRule where Self == InputRules.Phone {
  /// A phone number of `region`, laid out as libphonenumber lays it out as it is typed.
  ///
  /// ```swift
  /// let policy = InputPolicy { try .phone(region: "GB") }
  /// // "" + paste "02087654321" → "020 8765 4321"
  /// ```
  public static func phone(region: String) throws(TextInputError) -> Self {
    try InputRules.Phone(region: region)
  }
}
