/// libphonenumber's `AsYouTypeFormatter`: the text a phone number shows after each digit typed.
///
/// A port of the Java class (and of the Python package `phonenumbers`, which the differential
/// script compares it with) that keeps its state machine as it is, so that the same digits typed
/// in the same order show the same text. It only appends; ``PhoneNumberFormat`` formats a field's
/// whole value by typing it into a new formatter, which is how deleting and editing in the middle
/// work.
///
/// ```swift
/// var formatter = PhoneAsYouTypeFormatter(region: "US")
/// for digit in "6502530000" { _ = formatter.input(digit) }
/// formatter.output   // "(650) 253-0000"
/// PhoneAsYouTypeFormatter.format("+442087654321", region: "US")  // "+44 20 8765 4321"
/// PhoneAsYouTypeFormatter.format("65a", region: "US")  // "65a": not a digit, shown as typed
/// ```
///
/// - Complexity: O(*f*) a digit for *f* number formats of the region, each a match of a short
///   expression against at most a phone number's digits.
struct PhoneAsYouTypeFormatter {
  private static let minLeadingDigitsLength = 3
  private static let placeholder: Unicode.Scalar = "\u{2008}"
  private static let separatorBeforeNationalNumber = " "
  /// Punctuation allowed in a format the formatter may use (libphonenumber's VALID_PUNCTUATION).
  private static let eligibleFormat = PhoneRegex(
    "[" + punctuation + "]*\\\\1[" + punctuation + "]*(\\\\\\d[" + punctuation + "]*)*")
  private static let punctuation =
    "-x\u{2010}-\u{2015}\u{2212}\u{30FC}\u{FF0D}-\u{FF0F} \u{00A0}\u{00AD}\u{200B}\u{2060}\u{3000}()"
    + "\u{FF08}\u{FF09}\u{FF3B}\u{FF3D}.\\[\\]/~\u{2053}\u{223C}\u{FF5E}"
  private static let firstGroupOnlyPrefix = PhoneRegex("\\(?\\\\1\\)?")

  private let defaultCountry: String
  private let defaultMetadata: PhoneMetadata
  private var currentMetadata: PhoneMetadata

  private(set) var output = ""
  private var accruedInput = ""
  private var accruedInputWithoutFormatting = ""
  private var formattingTemplate: [Unicode.Scalar] = []
  private var lastMatchPosition = 0
  private var currentFormattingPattern = ""
  private var prefixBeforeNationalNumber = ""
  private var shouldAddSpaceAfterNationalPrefix = false
  private var extractedNationalPrefix = ""
  private var nationalNumber = ""
  private var ableToFormat = true
  private var inputHasFormatting = false
  private var isCompleteNumber = false
  private var isExpectingCountryCallingCode = false
  private var possibleFormats: [PhoneMetadata.NumberFormat] = []

  /// A formatter of numbers typed in `region` (an ISO 3166-1 code, "US").
  init(region: String) {
    defaultCountry = region.uppercased()
    defaultMetadata = Self.metadata(forRegion: defaultCountry)
    currentMetadata = defaultMetadata
  }

  /// The text `value` shows when typed character by character in `region`.
  ///
  /// - Complexity: O(*n* · *f*) for *n* characters and *f* formats.
  static func format(_ value: String, region: String) -> String {
    var formatter = PhoneAsYouTypeFormatter(region: region)
    for character in value { formatter.input(character) }
    return formatter.output
  }

  /// The metadata for the main region of a region's country calling code.
  private static func metadata(forRegion region: String) -> PhoneMetadata {
    let code = PhoneMetadata.countryCode(forRegion: region)
    let main = PhoneMetadata.regionCode(forCountryCode: code)
    return PhoneMetadata.region(main) ?? .empty
  }

  /// Types one more character and returns what the number shows now.
  @discardableResult
  mutating func input(_ character: Character) -> String {
    accruedInput.append(character)
    if !isDigitOrLeadingPlusSign(character) {
      ableToFormat = false
      inputHasFormatting = true
    } else {
      accrue(character)
    }
    output = next(character)
    return output
  }

  private mutating func next(_ character: Character) -> String {
    let nextChar = character == "+" ? "+" : String(character.wholeNumberValue.map(String.init) ?? String(character))
    if !ableToFormat {
      if inputHasFormatting {
        return accruedInput
      } else if attemptToExtractIDD() {
        if attemptToExtractCountryCallingCode() {
          return attemptToChoosePatternWithPrefixExtracted()
        }
      } else if ableToExtractLongerNDD() {
        prefixBeforeNationalNumber += Self.separatorBeforeNationalNumber
        return attemptToChoosePatternWithPrefixExtracted()
      }
      return accruedInput
    }
    let length = accruedInputWithoutFormatting.unicodeScalars.count
    if length <= 2 {
      return accruedInput
    } else if length == 3 {
      if attemptToExtractIDD() {
        isExpectingCountryCallingCode = true
      } else {
        extractedNationalPrefix = removeNationalPrefixFromNationalNumber()
        return attemptToChooseFormattingPattern()
      }
    }
    if isExpectingCountryCallingCode {
      if attemptToExtractCountryCallingCode() {
        isExpectingCountryCallingCode = false
      }
      return prefixBeforeNationalNumber + nationalNumber
    }
    if !possibleFormats.isEmpty {
      let tempNationalNumber = inputDigitHelper(nextChar)
      let formatted = attemptToFormatAccruedDigits()
      if !formatted.isEmpty { return formatted }
      narrowDownPossibleFormats(nationalNumber)
      if maybeCreateNewTemplate() { return inputAccruedNationalNumber() }
      return ableToFormat ? appendNationalNumber(tempNationalNumber) : accruedInput
    }
    return attemptToChooseFormattingPattern()
  }

  private func isDigitOrLeadingPlusSign(_ character: Character) -> Bool {
    (character.unicodeScalars.count == 1
      && character.unicodeScalars.first!.properties.numericType == .decimal)
      || (accruedInput.count == 1 && character == "+")
  }

  private mutating func accrue(_ character: Character) {
    if character == "+" {
      accruedInputWithoutFormatting.append(character)
    } else {
      let digit = String(character.wholeNumberValue ?? 0)
      accruedInputWithoutFormatting += digit
      nationalNumber += digit
    }
  }

  private mutating func maybeCreateNewTemplate() -> Bool {
    // The first format that gives a template wins; those that give none are dropped.
    while let format = possibleFormats.first {
      if currentFormattingPattern == format.pattern.pattern { return false }
      if createFormattingTemplate(format) {
        currentFormattingPattern = format.pattern.pattern
        shouldAddSpaceAfterNationalPrefix = format.nationalPrefixFormattingRule.map {
          $0.contains("-") || $0.contains(" ")
        } ?? false
        lastMatchPosition = 0
        return true
      }
      possibleFormats.removeFirst()
    }
    ableToFormat = false
    return false
  }

  private mutating func getAvailableFormats(_ leadingDigits: String) {
    let isInternational = isCompleteNumber && extractedNationalPrefix.isEmpty
    let list =
      isInternational && !currentMetadata.internationalNumberFormats.isEmpty
      ? currentMetadata.internationalNumberFormats : currentMetadata.numberFormats
    for format in list {
      if !extractedNationalPrefix.isEmpty
        && Self.hasFirstGroupOnly(format.nationalPrefixFormattingRule)
        && !format.nationalPrefixOptionalWhenFormatting
        && !format.hasDomesticCarrierCodeFormattingRule
      {
        continue
      } else if extractedNationalPrefix.isEmpty && !isCompleteNumber
        && !Self.hasFirstGroupOnly(format.nationalPrefixFormattingRule)
        && !format.nationalPrefixOptionalWhenFormatting
      {
        continue
      }
      if Self.eligibleFormat.matchesWhole(format.format) { possibleFormats.append(format) }
    }
    narrowDownPossibleFormats(leadingDigits)
  }

  private static func hasFirstGroupOnly(_ rule: String?) -> Bool {
    guard let rule else { return true }
    return firstGroupOnlyPrefix.matchesWhole(rule)
  }

  private mutating func narrowDownPossibleFormats(_ leadingDigits: String) {
    let index = leadingDigits.count - Self.minLeadingDigitsLength
    possibleFormats.removeAll { format in
      guard !format.leadingDigits.isEmpty else { return false }
      let last = Swift.min(index, format.leadingDigits.count - 1)
      return format.leadingDigits[last].prefixMatchLength(leadingDigits) == nil
    }
  }

  private mutating func createFormattingTemplate(_ format: PhoneMetadata.NumberFormat) -> Bool {
    let template = formattingTemplate(format.pattern, format.format)
    guard !template.isEmpty else { return false }
    formattingTemplate = template
    return true
  }

  private func formattingTemplate(_ pattern: PhoneRegex, _ format: String) -> [Unicode.Scalar] {
    guard let aPhoneNumber = pattern.firstMatch(in: "999999999999999") else { return [] }
    if aPhoneNumber.count < nationalNumber.count { return [] }
    let template = pattern.replacingMatches(in: aPhoneNumber, with: format)
    return template.unicodeScalars.map { $0 == "9" ? Self.placeholder : $0 }
  }

  private mutating func attemptToChoosePatternWithPrefixExtracted() -> String {
    ableToFormat = true
    isExpectingCountryCallingCode = false
    possibleFormats = []
    lastMatchPosition = 0
    formattingTemplate = []
    currentFormattingPattern = ""
    return attemptToChooseFormattingPattern()
  }

  private mutating func ableToExtractLongerNDD() -> Bool {
    if !extractedNationalPrefix.isEmpty {
      nationalNumber = extractedNationalPrefix + nationalNumber
      if let range = prefixBeforeNationalNumber.range(
        of: extractedNationalPrefix, options: .backwards)
      {
        prefixBeforeNationalNumber = String(prefixBeforeNationalNumber[..<range.lowerBound])
      } else {
        // Python's rfind gives -1: all but the last character.
        prefixBeforeNationalNumber = String(prefixBeforeNationalNumber.dropLast())
      }
    }
    return extractedNationalPrefix != removeNationalPrefixFromNationalNumber()
  }

  private func attemptToFormatAccruedDigits() -> String {
    for format in possibleFormats where format.pattern.matchesWhole(nationalNumber) {
      var formatter = self
      formatter.shouldAddSpaceAfterNationalPrefix =
        format.nationalPrefixFormattingRule.map { $0.contains("-") || $0.contains(" ") } ?? false
      let formatted = format.pattern.replacingMatches(in: nationalNumber, with: format.format)
      let full = formatter.appendNationalNumber(formatted)
      if Self.diallableCharacters(full) == accruedInputWithoutFormatting { return full }
    }
    return ""
  }

  /// libphonenumber's `normalizeDiallableCharsOnly`: ASCII digits, "+", "*" and "#".
  private static func diallableCharacters(_ text: String) -> String {
    String(
      text.unicodeScalars.filter {
        ("0"..."9").contains($0) || $0 == "+" || $0 == "*" || $0 == "#"
      }.map(Character.init))
  }

  private func appendNationalNumber(_ number: String) -> String {
    if shouldAddSpaceAfterNationalPrefix && !prefixBeforeNationalNumber.isEmpty
      && prefixBeforeNationalNumber.last != " "
    {
      return prefixBeforeNationalNumber + Self.separatorBeforeNationalNumber + number
    }
    return prefixBeforeNationalNumber + number
  }

  private mutating func attemptToChooseFormattingPattern() -> String {
    guard nationalNumber.count >= Self.minLeadingDigitsLength else {
      return appendNationalNumber(nationalNumber)
    }
    getAvailableFormats(nationalNumber)
    let formatted = attemptToFormatAccruedDigits()
    if !formatted.isEmpty { return formatted }
    return maybeCreateNewTemplate() ? inputAccruedNationalNumber() : accruedInput
  }

  private mutating func inputAccruedNationalNumber() -> String {
    guard !nationalNumber.isEmpty else { return prefixBeforeNationalNumber }
    var temp = ""
    for digit in nationalNumber { temp = inputDigitHelper(String(digit)) }
    return ableToFormat ? appendNationalNumber(temp) : accruedInput
  }

  private func isNANPANumberWithNationalPrefix() -> Bool {
    let digits = Array(nationalNumber)
    return currentMetadata.countryCode == 1 && digits.count > 1 && digits[0] == "1"
      && digits[1] != "0" && digits[1] != "1"
  }

  private mutating func removeNationalPrefixFromNationalNumber() -> String {
    var start = nationalNumber.startIndex
    if isNANPANumberWithNationalPrefix() {
      start = nationalNumber.index(after: start)
      prefixBeforeNationalNumber += "1" + Self.separatorBeforeNationalNumber
      isCompleteNumber = true
    } else if let parsing = currentMetadata.nationalPrefixForParsingRegex {
      if let length = parsing.prefixMatchLength(nationalNumber), length > 0 {
        isCompleteNumber = true
        start = nationalNumber.index(nationalNumber.startIndex, offsetBy: length)
        prefixBeforeNationalNumber += nationalNumber[..<start]
      }
    }
    let prefix = String(nationalNumber[..<start])
    nationalNumber = String(nationalNumber[start...])
    return prefix
  }

  private mutating func attemptToExtractIDD() -> Bool {
    guard let end = currentMetadata.internationalPrefixRegex.prefixMatchLength(accruedInputWithoutFormatting) else {
      return false
    }
    isCompleteNumber = true
    let scalars = accruedInputWithoutFormatting.unicodeScalars
    let split = scalars.index(scalars.startIndex, offsetBy: end)
    nationalNumber = String(scalars[split...])
    prefixBeforeNationalNumber = String(scalars[..<split])
    if accruedInputWithoutFormatting.first != "+" {
      prefixBeforeNationalNumber += Self.separatorBeforeNationalNumber
    }
    return true
  }

  private mutating func attemptToExtractCountryCallingCode() -> Bool {
    guard !nationalNumber.isEmpty else { return false }
    guard let (code, rest) = Self.extractCountryCode(nationalNumber) else { return false }
    nationalNumber = rest
    let newRegion = PhoneMetadata.regionCode(forCountryCode: code)
    if newRegion == "001" {
      currentMetadata = PhoneMetadata.nonGeographic(code) ?? .empty
    } else if newRegion != defaultCountry {
      currentMetadata = Self.metadata(forRegion: newRegion)
    }
    prefixBeforeNationalNumber += String(code) + Self.separatorBeforeNationalNumber
    extractedNationalPrefix = ""
    return true
  }

  /// The country calling code that starts `number` and the digits after it, or `nil`.
  static func extractCountryCode(_ number: String) -> (Int, String)? {
    guard let first = number.first, first != "0" else { return nil }
    var prefix = ""
    for (count, digit) in number.prefix(3).enumerated() {
      prefix.append(digit)
      if let code = Int(prefix), PhoneMetadata.regionsByCountryCode[code] != nil {
        return (code, String(number.dropFirst(count + 1)))
      }
    }
    return nil
  }

  private mutating func inputDigitHelper(_ nextChar: String) -> String {
    if lastMatchPosition <= formattingTemplate.count,
      formattingTemplate[lastMatchPosition...].contains(Self.placeholder)
    {
      let first = formattingTemplate.firstIndex(of: Self.placeholder)!
      formattingTemplate.replaceSubrange(first...first, with: nextChar.unicodeScalars)
      lastMatchPosition = first
      // Into a string reserved once: a view built from the slice grows scalar by scalar.
      var shown = ""
      shown.reserveCapacity(4 * (lastMatchPosition + 1))
      for scalar in formattingTemplate[...lastMatchPosition] { shown.unicodeScalars.append(scalar) }
      return shown
    }
    if possibleFormats.count == 1 { ableToFormat = false }
    currentFormattingPattern = ""
    return accruedInput
  }
}
