extension InputPolicy {
  /// A mainland China mobile number: 11 digits, complete when it is a mobile number (1, then 3
  /// to 9); an empty value is incomplete. A pasted `+86`, `0086` or `86` before the number is
  /// removed (``InputRules/CountryCode``).
  ///
  /// ```swift
  /// InputPolicy.phoneCN.completion(of: "13800138000").isComplete  // true
  /// InputPolicy.phoneCN.completion(of: "138").description
  /// // "incomplete phone-cn: A mobile number has 11 digits."
  /// InputPolicy.phoneCN.sanitize("+86 13800138000")  // "13800138000"
  /// ```
  ///
  /// In a policy file: `{"countryCode": {"code": "86", "nationalDigits": 11},
  /// "allow": "digits", "maxLength": 11, "required": true, "validate": "phone-cn"}`.
  public static let phoneCN = InputPolicy(
    InputRules.CountryCode.china,
    .allow(.digits),
    .maxLength(11),
    .required,
    .validate(.phoneCN))

  /// A price: a decimal number with at most 2 digits after the point; an empty value is
  /// incomplete.
  ///
  /// In a policy file: `{"decimal": {"fractionDigits": 2}, "required": true}`.
  public static let price = InputPolicy(
    .decimal(fractionDigits: 2),
    .required)

  /// A nickname: no emoji, no spaces or invisible characters, at most 16 GB 18030 bytes
  /// (16 Latin letters or 8 Chinese characters); an empty value is incomplete.
  ///
  /// In a policy file: `{"emoji": "reject", "invisibles": "reject", "maxLength": 16,
  /// "metric": "gb18030", "required": true}`.
  public static let nickname = InputPolicy(
    .rejectEmoji,
    .rejectInvisibles,
    .maxLength(16, counting: .gb18030),
    .required)

  /// A bio: at most 100 GB 18030 bytes, that is 100 English letters or 50 Chinese characters.
  ///
  /// Other people read a bio, so it carries no bidirectional embeddings, overrides or isolates
  /// (the "Trojan Source" characters: U+202E would reverse everything after it); the directional
  /// marks that Arabic and Hebrew text needs stay. A bio may stay empty.
  ///
  /// In a policy file: `{"bidi": "rejectOverrides", "maxLength": 100, "metric": "gb18030"}`.
  public static let bio = InputPolicy(
    .rejectBidiOverrides,
    .maxLength(100, counting: .gb18030))

  /// A six-digit PIN, complete with all six digits.
  ///
  /// In a policy file: `{"allow": "digits", "maxLength": 6, "required": true, "minLength": 6}`.
  public static let pin = InputPolicy(
    .allow(.digits),
    .maxLength(6),
    .required,
    .minLength(6))

  /// A tweet: 280 under Twitter's weighted count, without bidirectional embeddings, overrides
  /// or isolates (like ``bio``, it is free text that other people read); directional marks stay.
  /// An empty tweet is incomplete.
  ///
  /// In a policy file: `{"bidi": "rejectOverrides", "maxLength": 280, "metric": "twitter",
  /// "required": true}`.
  public static let tweet = InputPolicy(
    .rejectBidiOverrides,
    .maxLength(280, counting: .twitter),
    .required)

  /// A mainland China mobile number shown in groups, "138 0013 8000"; the value is the 11 digits,
  /// complete when it is a mobile number (1, then 3 to 9); an empty value is incomplete. A
  /// pasted `+86`, `0086` or `86` before the number is removed (``InputRules/CountryCode``).
  ///
  /// ```swift
  /// // "138|" + "0" → "138 0|" · "138 |0" backspace → "13|0" (the "8" goes, as in Contacts)
  /// // "|" + paste "+86 138-0013-8000" → "138 0013 8000|"
  /// ```
  ///
  /// In a policy file: `{"countryCode": {"code": "86", "nationalDigits": 11},
  /// "mask": "### #### ####", "required": true, "validate": "phone-cn"}`.
  public static let phoneCNSpaced = InputPolicy(
    InputRules.CountryCode.china,
    trustedMask("### #### ####"),
    .required,
    .validate(.phoneCN))

  /// A phone number of the United States, or of any country when it starts with "+", shown as
  /// libphonenumber shows it while it is typed: "(650) 253-0000", "+44 20 8765 4321". The value
  /// is the digits typed (with the "+"); complete once the number is possible for its region.
  ///
  /// ```swift
  /// // "(650) 2|53-0000" ⌫ → "650-|530-000" · "650|" + "+" → rejected
  /// ```
  ///
  /// For another region, give it in a policy file: `{"phone": {"region": "GB"}}`. Choose
  /// `phone-cn` or `phone-cn-spaced` for mainland China mobile numbers only, which they check
  /// digit by digit without libphonenumber's tables.
  ///
  /// In a policy file: `{"phone": {"region": "US"}}`.
  public static let phone = InputPolicy(trustedPhone("US"))

  /// A bank card number laid out by its first digits, complete when its Luhn check digit is
  /// right; an empty value is incomplete:
  ///
  /// | Starts with | Network | Layout | Digits |
  /// | --- | --- | --- | --- |
  /// | 34, 37 | American Express | `#### ###### #####` | 15 |
  /// | 300–305, 36, 38, 39 | Diners Club | `#### ###### ####` | 14 |
  /// | 62 | UnionPay | `#### #### #### #### ###` | 16 to 19 |
  /// | anything else | Visa, Mastercard, … | `#### #### #### #### ###` | 16 to 19 |
  ///
  /// ```swift
  /// // typing "378282246310005" → "3782 822463 10005|" · "4111111111111111" →
  /// // "4111 1111 1111 1111|" · "3782 822463 10005|" + "1" → rejected: "The field is full."
  /// ```
  ///
  /// The layout changes only when the first digits do, so it never jumps while typing on.
  ///
  /// In a policy file: `{"mask": [{"pattern": "#### ###### #####", "startsWith": ["34", "37"]},
  /// {"pattern": "#### ###### ####", "startsWith": ["300", "301", "302", "303", "304", "305",
  /// "36", "38", "39"]}, {"pattern": "#### #### #### #### ###", "required": 16, "startsWith":
  /// ["62"]}, {"pattern": "#### #### #### #### ###", "required": 16}], "required": true,
  /// "validate": "luhn"}`.
  public static let bankCard = InputPolicy(
    trustedLayouts([
      (trustedMask("#### ###### #####"), ["34", "37"]),
      (
        trustedMask("#### ###### ####"),
        ["300", "301", "302", "303", "304", "305", "36", "38", "39"]
      ),
      (trustedMask("#### #### #### #### ###", requiredSlots: 16), ["62"]),
      (trustedMask("#### #### #### #### ###", requiredSlots: 16), []),
    ]),
    .required,
    .validate(.luhn))

  /// A mainland China resident ID, "110105 19491231 002X": 17 digits and a check character, a
  /// digit or X; an "x" typed becomes "X". Complete when its check character (GB 11643) and its
  /// birth date are right; an empty value is incomplete.
  ///
  /// In a policy file: `{"transform": "uppercase", "mask": {"pattern": "###### ######## ###C",
  /// "slots": {"C": "0123456789Xx"}}, "required": true, "validate": "id-cn"}`.
  public static let idCN = InputPolicy(
    .uppercased,
    trustedMask("###### ######## ###C", slots: ["C": "0123456789Xx"]),
    .required,
    .validate(.idCN))

  /// An amount of money shown with thousands separators, "1,234,567.89": at most 12 digits
  /// before the point and 2 after it; the value is "1234567.89". An empty value is incomplete.
  ///
  /// In a policy file: `{"decimal": {"fractionDigits": 2, "integerDigits": 12, "grouping": ","},
  /// "required": true}`.
  public static let amount = InputPolicy(
    InputRules.DecimalNumber(fractionDigits: 2, integerDigits: 12, grouping: ","),
    .required)

  /// A card's expiry date as Stripe's card field takes it, "12/29": month and two-digit year
  /// with "/", "2" becomes "02"; complete only when whole and not before the current month
  /// ("This date has passed."). An empty value is incomplete.
  ///
  /// In a policy file: `{"date": {"mode": "mm/yy", "separator": "/", "min": "current-month"},
  /// "required": true}`.
  public static let cardExpiry = InputPolicy(
    trustedDate(.mmyy, separator: "/", notBeforeCurrentMonth: true), .required)

  /// A birth date, "31.12.1990", from 1 January 1900 on; an empty value is incomplete.
  ///
  /// In a policy file: `{"date": {"mode": "dd/mm/yyyy", "separator": ".", "min":
  /// "1900-01-01"}, "required": true}`.
  public static let birthDate = InputPolicy(
    trustedDate(.ddmmyyyy, separator: ".", min: CalendarDay(year: 1900, month: 1, day: 1)),
    .required)

  /// A time of day, "13:05", 24-hour; an empty value is incomplete.
  ///
  /// In a policy file: `{"time": {"mode": "HH:MM"}, "required": true}`.
  public static let time = InputPolicy(InputRules.TimeField(mode: .hhmm), .required)

  /// A date rule the library itself writes, known to be well formed.
  private static func trustedDate(
    _ mode: InputRules.DateField.Mode, separator: String, min: CalendarDay? = nil,
    notBeforeCurrentMonth: Bool = false
  ) -> InputRules.DateField {
    do {
      return try InputRules.DateField(
        mode: mode, separator: separator, min: min, notBeforeCurrentMonth: notBeforeCurrentMonth)
    } catch {
      preconditionFailure("A built-in date rule is malformed: \(error)")
    }
  }

  /// A phone rule of a region the tables are known to hold.
  private static func trustedPhone(_ region: String) -> InputRules.Phone {
    do {
      return try InputRules.Phone(region: region)
    } catch {
      preconditionFailure("A built-in phone region is unknown: \(error)")
    }
  }

  /// A mask the library itself writes, known to be well formed.
  private static func trustedMask(
    _ pattern: String, slots: [Character: String] = [:], requiredSlots: Int? = nil
  ) -> InputRules.Mask {
    do {
      return try InputRules.Mask(pattern, slots: slots, requiredSlots: requiredSlots)
    } catch {
      preconditionFailure("A built-in mask is malformed: \(error)")
    }
  }

  /// Layouts the library itself writes, each with the starts of the values it is for.
  private static func trustedLayouts(_ layouts: [(InputRules.Mask, [String])]) -> InputRules.Mask {
    do {
      return try InputRules.Mask(
        layouts: layouts.map { (mask, starts) throws(TextInputError) in
          starts.isEmpty ? mask : try mask.startingWith(starts)
        })
    } catch {
      preconditionFailure("A built-in mask is malformed: \(error)")
    }
  }

  /// The presets by the names the command-line tool and policy files (`"preset"`) use.
  ///
  /// Every preset has a policy-file form (``jsonString(prettyPrinted:)``), which a file's keys
  /// can override: `{"preset": "phone-cn", "maxLength": 13}`.
  public static let presets: [String: InputPolicy] = [
    "phone-cn": .phoneCN, "price": .price, "nickname": .nickname, "bio": .bio, "pin": .pin,
    "tweet": .tweet, "secure": .secure, "phone-cn-spaced": .phoneCNSpaced,
    "bank-card": .bankCard, "id-cn": .idCN, "amount": .amount, "phone": .phone,
    "card-expiry": .cardExpiry, "birth-date": .birthDate, "time": .time,
  ]
}
