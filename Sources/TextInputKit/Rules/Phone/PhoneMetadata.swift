import Foundation

/// One region's phone-number metadata from libphonenumber, decoded from its compact record in
/// ``PhoneMetadataTables`` the first time it is asked for, then kept.
///
/// ```swift
/// PhoneMetadata.region("US")?.countryCode     // 1
/// PhoneMetadata.region("US")?.internationalPrefix  // "011"
/// PhoneMetadata.region("XX")                  // nil: no such region
/// ```
final class PhoneMetadata: Sendable {
  /// A way of laying out a national number: libphonenumber's `NumberFormat`.
  struct NumberFormat: Sendable {
    /// The expression a national number matches as a whole, its groups captured.
    let pattern: PhoneRegex
    /// The layout, with `\1`, `\2`… standing for the groups.
    let format: String
    /// Expressions the leading digits match, the n-th for 3 + n digits.
    let leadingDigits: [PhoneRegex]
    /// How the national prefix is shown with the first group, or `nil`.
    let nationalPrefixFormattingRule: String?
    let nationalPrefixOptionalWhenFormatting: Bool
    let hasDomesticCarrierCodeFormattingRule: Bool
  }

  /// A kind of number: an expression and the lengths it may have.
  struct Description: Sendable {
    let pattern: PhoneRegex
    let possibleLengths: [Int]
    let localOnlyLengths: [Int]
  }

  let id: String
  let countryCode: Int
  let internationalPrefix: String
  let nationalPrefix: String
  let nationalPrefixForParsing: String?
  let nationalPrefixTransformRule: String?
  /// ``nationalPrefixForParsing`` as an expression.
  let nationalPrefixForParsingRegex: PhoneRegex?
  /// "+" or the international prefix, as an expression.
  let internationalPrefixRegex: PhoneRegex
  let leadingDigits: String
  /// ``leadingDigits`` as an expression, `nil` when there are none.
  let leadingDigitsRegex: PhoneRegex?
  let isMainCountryForCode: Bool
  let numberFormats: [NumberFormat]
  let internationalNumberFormats: [NumberFormat]
  let general: Description?
  /// Fixed line, mobile, toll free, premium rate, shared cost, personal, VoIP, pager, UAN,
  /// voicemail, as libphonenumber tells a number's type.
  let types: [Description?]

  /// The metadata that formats numbers of an unknown region: no formats, no prefixes.
  static let empty = PhoneMetadata(
    id: "", countryCode: 0, internationalPrefix: "NA", nationalPrefix: "",
    nationalPrefixForParsing: nil, nationalPrefixTransformRule: nil, leadingDigits: "",
    isMainCountryForCode: false, numberFormats: [], internationalNumberFormats: [], general: nil,
    types: [])

  private init(
    id: String, countryCode: Int, internationalPrefix: String, nationalPrefix: String,
    nationalPrefixForParsing: String?, nationalPrefixTransformRule: String?,
    leadingDigits: String, isMainCountryForCode: Bool, numberFormats: [NumberFormat],
    internationalNumberFormats: [NumberFormat], general: Description?, types: [Description?]
  ) {
    self.id = id
    self.countryCode = countryCode
    self.internationalPrefix = internationalPrefix
    self.nationalPrefix = nationalPrefix
    self.nationalPrefixForParsing = nationalPrefixForParsing
    self.nationalPrefixTransformRule = nationalPrefixTransformRule
    nationalPrefixForParsingRegex = nationalPrefixForParsing.map(PhoneRegex.init)
    internationalPrefixRegex = PhoneRegex("\\+|" + internationalPrefix)
    self.leadingDigits = leadingDigits
    leadingDigitsRegex = leadingDigits.isEmpty ? nil : PhoneRegex(leadingDigits)
    self.isMainCountryForCode = isMainCountryForCode
    self.numberFormats = numberFormats
    self.internationalNumberFormats = internationalNumberFormats
    self.general = general
    self.types = types
  }

  /// Decodes a record of ``PhoneMetadataTables``.
  ///
  /// - Complexity: O(*n*) in the length of the record; the expressions compile when first used.
  convenience init?(record: String) {
    // The separators are ASCII: split the bytes, not Characters (a grapheme walk of the
    // longest record, China's 11 kB, took a millisecond).
    func split(_ text: String, _ separator: Unicode.Scalar) -> [String] {
      var text = text
      return text.withUTF8 { bytes in
        var result: [String] = []
        var start = 0
        for index in bytes.indices where bytes[index] == UInt8(ascii: separator) {
          result.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
          start = index + 1
        }
        result.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self))
        return result
      }
    }
    let fields = split(record, ";")
    guard fields.count >= 11, let code = Int(fields[1]) else { return nil }
    func optional(_ field: String) -> String? { field == "-" ? nil : field }
    func formats(_ field: String) -> [NumberFormat] {
      field.isEmpty
        ? []
        : split(field, "#").map { format in
          let parts = split(format, "@")
          return NumberFormat(
            pattern: PhoneRegex(parts[0]), format: parts[1],
            leadingDigits: parts[2].isEmpty
              ? [] : split(parts[2], "!").map(PhoneRegex.init),
            nationalPrefixFormattingRule: optional(parts[3]),
            nationalPrefixOptionalWhenFormatting: parts[4] == "1",
            hasDomesticCarrierCodeFormattingRule: parts[5] == "1")
        }
    }
    func description(_ field: String) -> Description? {
      guard !field.isEmpty else { return nil }
      let parts = split(field, "&")
      return Description(
        pattern: PhoneRegex(parts[0]),
        possibleLengths: split(parts[1], "!").compactMap { Int($0) },
        localOnlyLengths: split(parts[2], "!").compactMap { Int($0) })
    }
    self.init(
      id: fields[0], countryCode: code, internationalPrefix: fields[2], nationalPrefix: fields[3],
      nationalPrefixForParsing: optional(fields[4]),
      nationalPrefixTransformRule: optional(fields[5]), leadingDigits: fields[6],
      isMainCountryForCode: fields[7] == "1", numberFormats: formats(fields[8]),
      internationalNumberFormats: formats(fields[9]), general: description(fields[10]),
      types: fields[11...].map(description))
  }

  // MARK: Lookup

  /// The metadata of a region ("US"), decoded on first use; `nil` for an unknown region.
  ///
  /// - Complexity: O(1) once decoded; the first call for a region decodes its record only.
  static func region(_ region: String) -> PhoneMetadata? {
    store.metadata(region)
  }

  /// The metadata of a non-geographic country calling code (800, 808, 870…).
  static func nonGeographic(_ code: Int) -> PhoneMetadata? {
    store.metadata(String(code))
  }

  /// The regions of each country calling code, the main region first.
  static let regionsByCountryCode: [Int: [String]] = {
    var table: [Int: [String]] = [:]
    for entry in PhoneMetadataTables.countryCodes.split(separator: ";") {
      let parts = entry.split(separator: ":")
      table[Int(parts[0])!] = parts[1].split(separator: ",").map(String.init)
    }
    return table
  }()

  /// The country calling code of each region.
  static let countryCodesByRegion: [String: Int] = {
    var table: [String: Int] = [:]
    for (code, regions) in regionsByCountryCode {
      for region in regions where region != "001" { table[region] = code }
    }
    return table
  }()

  /// The main region of a country calling code ("001" for a non-geographic one), "ZZ" for none.
  static func regionCode(forCountryCode code: Int) -> String {
    regionsByCountryCode[code]?.first ?? "ZZ"
  }

  /// The country calling code of a region, 0 for an unknown one.
  static func countryCode(forRegion region: String) -> Int {
    countryCodesByRegion[region] ?? 0
  }

  private static let store = Store()

  /// The decoded regions, guarded by a lock.
  private final class Store: @unchecked Sendable {
    private let lock = NSLock()
    private var decoded: [String: PhoneMetadata] = [:]

    func metadata(_ key: String) -> PhoneMetadata? {
      lock.lock()
      defer { lock.unlock() }
      if let known = decoded[key] { return known }
      guard let record = PhoneMetadataTables.record(key), let metadata = PhoneMetadata(record: record)
      else { return nil }
      decoded[key] = metadata
      return metadata
    }
  }
}
