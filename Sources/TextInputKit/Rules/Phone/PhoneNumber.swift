/// A phone number read from the digits typed in a region, as libphonenumber's `parse` reads it:
/// a country calling code and a national significant number.
///
/// ```swift
/// let number = PhoneNumber("6502530000", region: "US")!
/// number.e164         // "+16502530000"
/// number.isPossible   // true
/// number.isValid      // true
/// PhoneNumber("+999", region: "US")  // nil: no country has the calling code 999
/// PhoneNumber("1", region: "US")     // nil: too short to be a number
/// ```
///
/// - Complexity: O(*n*) matches of the region's expressions against at most a phone number's
///   digits.
struct PhoneNumber: Hashable, Sendable {
  /// The country calling code, 1 for the United States.
  let countryCode: Int
  /// The national significant number, without any national prefix.
  let nationalNumber: String

  private static let minimumLength = 2
  private static let maximumLength = 17

  /// Reads `digits` (ASCII digits, perhaps after a "+") typed in `region`.
  init?(_ digits: String, region: String) {
    var code = 0
    var national = digits
    // Whether the country code was read from the digits ("+", an international prefix, the
    // region's own code) rather than taken from the region.
    var extracted = true
    if digits.first == "+" {
      guard let (found, rest) = PhoneAsYouTypeFormatter.extractCountryCode(String(digits.dropFirst()))
      else { return nil }
      code = found
      national = rest
    } else {
      guard let metadata = PhoneMetadata.region(region) else { return nil }
      // The digits do not start with "+" here: the expression's "+" never matches.
      if let idd = metadata.internationalPrefixRegex.prefixMatch(digits), idd.length > 0,
        digits.dropFirst(idd.length).first != "0"
      {
        guard
          let (found, rest) = PhoneAsYouTypeFormatter.extractCountryCode(
            String(digits.dropFirst(idd.length)))
        else { return nil }
        code = found
        national = rest
      } else {
        let own = String(metadata.countryCode)
        if digits.hasPrefix(own), let general = metadata.general {
          let potential = Self.strippingNationalPrefix(String(digits.dropFirst(own.count)), metadata)
          if (!general.pattern.matchesWhole(digits) && general.pattern.matchesWhole(potential))
            || Self.lengthCheck(digits, metadata) == .tooLong
          {
            code = metadata.countryCode
            national = potential
          }
        }
        if code == 0 {
          code = metadata.countryCode
          extracted = false
        }
      }
    }
    guard national.count >= Self.minimumLength else { return nil }
    // A national number is read with its region's metadata (Canada's 7-digit numbers, Jersey's
    // "1534" put before a local number); a number with a country code, with that country's,
    // unless it is the region's own.
    let numberMetadata =
      !extracted || PhoneMetadata.regionCode(forCountryCode: code) == region
      ? PhoneMetadata.region(region) : Self.metadata(forCountryCode: code)
    if let metadata = numberMetadata {
      let potential = Self.strippingNationalPrefix(national, metadata)
      switch Self.lengthCheck(potential, metadata) {
      case .tooShort, .localOnly, .invalidLength: break
      default: national = potential
      }
    }
    guard national.count >= Self.minimumLength, national.count <= Self.maximumLength else {
      return nil
    }
    countryCode = code
    nationalNumber = national
  }

  /// The number as E.164 writes it: "+16502530000".
  var e164: String { "+\(countryCode)\(nationalNumber)" }

  /// Whether the number has a length its country's numbers may have (libphonenumber's
  /// `isPossibleNumber`).
  var isPossible: Bool {
    guard let metadata = Self.metadata(forCountryCode: countryCode) else { return false }
    let check = Self.lengthCheck(nationalNumber, metadata)
    return check == .possible || check == .localOnly
  }

  /// Whether the number is one of its region's kinds of numbers (libphonenumber's
  /// `isValidNumber`).
  var isValid: Bool {
    guard let regions = PhoneMetadata.regionsByCountryCode[countryCode] else { return false }
    let candidates: [PhoneMetadata] =
      regions == ["001"]
      ? [PhoneMetadata.nonGeographic(countryCode)].compactMap { $0 }
      : regions.compactMap(PhoneMetadata.region)
    var region: PhoneMetadata?
    if candidates.count == 1 {
      region = candidates[0]
    } else {
      region = candidates.first { metadata in
        if let leadingDigits = metadata.leadingDigitsRegex {
          return leadingDigits.prefixMatch(nationalNumber) != nil
        }
        return Self.hasType(nationalNumber, metadata)
      }
    }
    guard let region else { return false }
    return Self.hasType(nationalNumber, region)
  }

  private static func metadata(forCountryCode code: Int) -> PhoneMetadata? {
    let region = PhoneMetadata.regionCode(forCountryCode: code)
    return region == "001" ? PhoneMetadata.nonGeographic(code) : PhoneMetadata.region(region)
  }

  private static func matches(_ number: String, _ description: PhoneMetadata.Description?) -> Bool {
    guard let description else { return false }
    if !description.possibleLengths.isEmpty
      && !description.possibleLengths.contains(number.count)
    {
      return false
    }
    return description.pattern.matchesWhole(number)
  }

  private static func hasType(_ number: String, _ metadata: PhoneMetadata) -> Bool {
    guard let general = metadata.general, general.pattern.matchesWhole(number) else { return false }
    return metadata.types.contains { matches(number, $0) }
  }

  enum LengthCheck { case possible, localOnly, tooShort, tooLong, invalidLength }

  private static func lengthCheck(_ number: String, _ metadata: PhoneMetadata) -> LengthCheck {
    guard let general = metadata.general, let shortest = general.possibleLengths.first,
      shortest != -1
    else { return .invalidLength }
    let count = number.count
    if general.localOnlyLengths.contains(count) { return .localOnly }
    if shortest > count { return .tooShort }
    if general.possibleLengths.last! < count { return .tooLong }
    return general.possibleLengths.contains(count) ? .possible : .invalidLength
  }

  /// `number` without its national prefix, as libphonenumber's
  /// `maybeStripNationalPrefixAndCarrierCode` strips it.
  private static func strippingNationalPrefix(_ number: String, _ metadata: PhoneMetadata)
    -> String
  {
    guard !number.isEmpty, let parsing = metadata.nationalPrefixForParsingRegex,
      let match = parsing.prefixMatch(number)
    else { return number }
    let general = metadata.general
    let viable = general?.pattern.matchesWhole(number) ?? false
    if let rule = metadata.nationalPrefixTransformRule, !rule.isEmpty,
      let last = match.groups.last, last != nil
    {
      let transformed =
        parsing.replacingMatches(in: String(number.prefix(match.length)), with: rule)
        + number.dropFirst(match.length)
      if viable && !(general?.pattern.matchesWhole(transformed) ?? false) { return number }
      return transformed
    }
    let rest = String(number.dropFirst(match.length))
    if viable && !(general?.pattern.matchesWhole(rest) ?? false) { return number }
    return rest
  }
}
