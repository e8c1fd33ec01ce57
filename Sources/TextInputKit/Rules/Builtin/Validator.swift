/// A named check of a whole value, for numbers whose digits must agree: a mobile number, a bank
/// card, a resident ID. Use one as a rule with ``InputRules/Validate``, in a policy file with
/// `"validate"`, or directly on a server with ``completion(of:)``.
///
/// A validator judges the value as given, without spaces or other separators: "138 0013 8000"
/// is invalid for ``phoneCN``. A masked field passes its value, the text without the mask's
/// literals.
///
/// ```swift
/// Validator.luhn.completion(of: "79927398713").isComplete     // true
/// Validator.luhn.completion(of: "79927398710").message        // "The check digit is wrong."
/// Validator.idCN.completion(of: "11010519491231002X").isComplete // true
/// Validator.idCN.completion(of: "110105194902310021").message
/// // "The birth date 19490231 is not a real date."
/// Validator.phoneCN.completion(of: "138").status              // .incomplete
/// Validator(rawValue: "phone-cn")                    // .phoneCN, the name in policy files
/// ```
public enum Validator: String, Sendable, Hashable, Codable, CaseIterable {
  /// A mainland China mobile number: 11 digits, 1 then 3 to 9 ("13800138000").
  ///
  /// Incomplete while fewer than 11 digits are typed; invalid as soon as a character is not a
  /// digit, the number does not start with 13 to 19, or it has more than 11 digits.
  case phoneCN = "phone-cn"

  /// A bank card number whose last digit is its Luhn check digit (``luhnCheckDigit(for:)``):
  /// "79927398713".
  ///
  /// Luhn checks only the digit: any number of digits from 2 on is judged, and fewer are
  /// incomplete. The length of a card (16 to 19 digits) comes from a mask, a preset or a
  /// ``InputRules/MinLength`` listed before it, which report an unfinished number as incomplete
  /// before Luhn judges it. Invalid for a character that is not a digit or a wrong check digit.
  case luhn

  /// A resident identity number of mainland China (GB 11643-1999): 17 digits, then a check
  /// character, a digit or X, computed by ISO 7064 MOD 11-2.
  ///
  /// Digits 7 to 14 are the birth date, YYYYMMDD; it must be a real Gregorian date, leap years
  /// included, from 1800-01-01 on. There is no upper bound, so the result never depends on the
  /// clock: compare ``idCNBirthDate(_:)`` with today on a server that must reject a future date.
  /// A lower-case x is accepted as the check character X (some keyboards type it); store the
  /// value uppercased.
  ///
  /// Incomplete while fewer than 18 characters are typed; invalid as soon as a typed character
  /// is out of place, the birth date cannot be real (as soon as its month or day is typed), the
  /// check character is wrong, or there are more than 18 characters.
  case idCN = "id-cn"

  /// A phone number libphonenumber says is valid: in a policy with a `phone` rule, a number of
  /// its region or an international one ("+16502530000"); alone, an international number only.
  ///
  /// Incomplete while the number is too short to be possible; invalid when it is not one of the
  /// kinds of numbers its region has (``InputRules/Phone``).
  case phone

  /// The rule that a check of this validator names: its name, "phone-cn", "luhn" or "id-cn".
  public var rule: RuleID { RuleID(rawValue: rawValue) }

  /// Whether `value` is complete and valid.
  ///
  /// An empty value is incomplete; a rule made with ``InputRules/Validate`` leaves an empty
  /// value to ``InputRules/Required`` instead.
  ///
  /// - Complexity: O(*n*) in the UTF-8 length of `value`, and it stops at the first character
  ///   that is out of place.
  public func completion(of value: String) -> Completion {
    switch self {
    case .phoneCN: Self.checkPhoneCN(value)
    case .phone: InputRules.Phone.check(value, region: nil, validating: true)
    case .luhn: Self.checkLuhn(value)
    case .idCN: Self.checkIDCN(value)
    }
  }
}
