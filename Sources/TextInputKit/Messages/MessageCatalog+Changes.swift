extension MessageCatalog {
  /// What rules say about an edit they changed or rejected, and what completion checks say about
  /// a value, in English: the text of ``PolicyChange/message`` and ``Completion/message``.
  ///
  /// Arguments: `count` (a number, which picks a `#one` template when it is 1), `metric` (a
  /// ``LengthMetric``'s name, filling `{unit}`), `characters` (characters as typed in a policy),
  /// `pattern` (a pattern or mask as written), and the others named where they appear.
  static let englishChanges: [String: String] = [
    // Filters
    "emoji.notAllowed": "Emoji are not allowed here.",
    "invisibles.notAllowed": "Spaces and invisible characters are not allowed here.",
    "zeroWidth.notAllowed": "Zero-width and tag characters are not allowed here.",
    "bidi.notAllowed": "Text direction controls are not allowed here.",
    "maxCombiningMarks.atMost": "At most {count} combining marks on a character.",
    "maxCombiningMarks.atMost#one": "At most {count} combining mark on a character.",
    "deny.notAllowed": "\"{characters}\" are not allowed here.",
    "mixedScripts.cyrillicLooksLatin":
      "Letters from different scripts cannot be mixed here: the Cyrillic \"{character}\" looks like the Latin \"{latin}\".",
    "mixedScripts.greekLooksLatin":
      "Letters from different scripts cannot be mixed here: the Greek \"{character}\" looks like the Latin \"{latin}\".",
    // `scripts`: the Unicode names of the scripts, "Cyrillic, Latin".
    "mixedScripts.scripts": "Letters from different scripts cannot be mixed here ({scripts}).",

    // Allowed characters: one key for each combination of kinds, with or without characters of
    // the policy's own.
    "allow.ascii": "Only ASCII characters are allowed here.",
    "allow.ascii.plus": "Only ASCII characters and \"{characters}\" are allowed here.",
    "allow.letters": "Only letters are allowed here.",
    "allow.letters.plus": "Only letters and \"{characters}\" are allowed here.",
    "allow.lowercase": "Only lowercase letters are allowed here.",
    "allow.lowercase.plus": "Only lowercase letters and \"{characters}\" are allowed here.",
    "allow.uppercase": "Only uppercase letters are allowed here.",
    "allow.uppercase.plus": "Only uppercase letters and \"{characters}\" are allowed here.",
    "allow.digits": "Only digits are allowed here.",
    "allow.digits.plus": "Only digits and \"{characters}\" are allowed here.",
    "allow.lettersAndDigits": "Only letters and digits are allowed here.",
    "allow.lettersAndDigits.plus":
      "Only letters and digits and \"{characters}\" are allowed here.",
    "allow.lowercaseAndDigits": "Only lowercase letters and digits are allowed here.",
    "allow.lowercaseAndDigits.plus":
      "Only lowercase letters and digits and \"{characters}\" are allowed here.",
    "allow.uppercaseAndDigits": "Only uppercase letters and digits are allowed here.",
    "allow.uppercaseAndDigits.plus":
      "Only uppercase letters and digits and \"{characters}\" are allowed here.",
    "allow.characters": "Only \"{characters}\" are allowed here.",
    "allow.nothing": "Nothing can be typed here.",

    // Rewrites
    "fullWidth.converted": "Full-width characters were converted.",
    "digits.converted": "Digits were converted to 0–9.",
    "transform.uppercased": "Letters were uppercased.",
    "transform.lowercased": "Letters were lowercased.",
    "separators.addedByField": "Separators are added by the field.",
    "countryCode.removed": "The country code +{code} was removed.",

    // Length
    "maxLength.atMost": "At most {count} {unit}.",
    "minLength.atLeast": "At least {count} {unit}.",
    "required.empty": "Required.",

    // Decimal numbers
    "decimal.digits": "Only digits are allowed here.",
    "decimal.digitsAndPoint": "Only digits and one decimal point are allowed here.",
    "decimal.notANumber": "That is not a number.",
    "decimal.twoZeros": "A number cannot start with two zeros.",
    "decimal.zeroRemoved": "A redundant leading zero was removed.",
    "decimal.zeroAdded": "A leading \".\" became \"0.\".",
    "decimal.commaRead": "A decimal comma was read as the decimal point.",
    "decimal.minusRead": "A minus sign was read as \"-\".",
    "decimal.minusFirst": "A minus sign goes only before the number.",
    "decimal.onePoint": "Only one decimal point is allowed.",
    "decimal.wholeNumbers": "Only whole numbers are allowed here.",
    "decimal.fractionDigits": "At most {count} digits after the decimal point.",
    "decimal.fractionDigits#one": "At most {count} digit after the decimal point.",
    "decimal.integerDigits": "At most {count} digits before the decimal point.",
    "decimal.integerDigits#one": "At most {count} digit before the decimal point.",

    // Masks
    "mask.doesNotFit": "That does not fit the mask here.",
    "mask.onlyDigits": "Only digits fit here.",
    "phone.onlyDigits": "A phone number takes only digits and a leading +.",
    "date.onlyDigits": "Only digits fit here: the separators are added by the field.",
    "mask.onlyLetters": "Only letters fit here.",
    "mask.onlyLettersAndDigits": "Only letters and digits fit here.",
    "mask.onlyCharacters": "Only the characters \"{characters}\" fit here.",
    "mask.full": "The field is full.",
    "phone.plusAtStart": "A + can only start the number.",
    "phone.letters": "Letters are not dialled here: type the digits.",
    "phone.incomplete": "The phone number is not complete.",
    "date.digitRefused": "That digit makes an impossible day or month.",
    "date.adjusted": "The date was changed to one that exists and is allowed.",
    "dateRange.adjusted": "A date was changed to one that exists and is allowed.",
    "date.incomplete": "The date is not complete.",
    "date.invalid": "This date does not exist.",
    "date.outOfRange": "The date is outside the allowed range.",
    "dateTime.separatorEarly": "A separator goes only after a whole part of the date or time.",
    "dateRange.incomplete": "The range of dates is not complete.",
    "dateTime.incomplete": "The date and time are not complete.",
    "dateRange.reversed": "The range ends before it starts.",
    "dateRange.swapped": "The dates were swapped so that the range starts with the earlier one.",
    "date.passed": "This date has passed.",
    "time.digitRefused": "That digit makes an impossible time.",
    "time.meridiemAfterTime": "AM or PM goes after the whole time.",
    "time.incomplete": "The time is not complete.",
    "time.invalid": "This time does not exist.",
    "phone.invalid": "This is not a valid phone number.",
    "mask.valueDoesNotFit": "The value does not fit the mask \"{pattern}\".",
    // `typed`: how many characters the value has.
    "mask.enterAll": "Enter all {count} characters; {typed} so far.",
    "mask.enterAtLeast": "Enter at least {count} characters; {typed} so far.",

    // Patterns
    "pattern.cannotMatch": "The text cannot become a match of the pattern {pattern}.",
    "pattern.notFinished": "Not finished: the text must match the pattern {pattern}.",
    "pattern.noMatch": "The text does not match the pattern {pattern}.",

    // Validators
    "phoneCN.digitsOnly": "A mobile number has only digits.",
    "phoneCN.prefix": "A mobile number starts with 13 to 19.",
    "phoneCN.length": "A mobile number has 11 digits.",
    "luhn.digitsOnly": "A card number has only digits.",
    "luhn.incomplete": "Enter the whole card number.",
    "luhn.checkDigit": "The check digit is wrong.",
    "idCN.shape": "A resident ID has 17 digits, then a digit or X.",
    "idCN.length": "A resident ID has 18 characters.",
    "idCN.birthYear": "The birth year {year} is before 1800.",
    // `date`: the digits of the date as typed, "19490231".
    "idCN.birthDate": "The birth date {date} is not a real date.",
    "idCN.checkCharacter": "The check character is wrong.",
  ]
}
