import Foundation
import Testing
import TextInputKit

/// Each rule encodes as its value in a policy file, and reads back the same.
@Suite("Rules as data")
struct CodableTests {
  static func json(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  static func decoded<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
    try JSONDecoder().decode(T.self, from: Data(json.utf8))
  }

  @Test func rulesEncodeAsTheirPolicyFileValues() throws {
    #expect(try Self.json(InputRules.AllowedCharacters(.digits)) == #""digits""#)
    #expect(
      try Self.json(InputRules.AllowedCharacters(.digits, plus: ["-", "+"]))
        == #"["digits",{"characters":"+-"}]"#)
    #expect(try Self.json(InputRules.AllowedCharacters([], plus: ["_"])) == #"{"characters":"_"}"#)
    #expect(try Self.json(InputRules.AllowedCharacters(.alphanumeric)) == #""alphanumeric""#)
    #expect(
      try Self.json(InputRules.AllowedCharacters([.lowercase, .digits]))
        == #"["digits","lowercase"]"#)
    #expect(try Self.json(InputRules.DeniedCharacters(["#", "@"])) == ##"{"characters":"#@"}"##)
    #expect(try Self.json(InputRules.RejectEmoji()) == #""reject""#)
    #expect(
      try Self.json(InputRules.RejectBidi(allowingMarks: true)) == #""rejectOverrides""#)
    #expect(try Self.json(InputRules.MaxCombiningMarks(3)) == "3")
    #expect(try Self.json(InputRules.Required()) == "true")
    #expect(try Self.json(InputRules.Validate(.idCN)) == #""id-cn""#)
    #expect(try Self.json(InputRules.CaseTransform.uppercase) == #""uppercase""#)
    #expect(try Self.json(InputRules.MinLength(11)) == "11")
    #expect(
      try Self.json(InputRules.MinLength(4, counting: .utf8)) == #"{"length":4,"metric":"utf8"}"#)
    #expect(
      try Self.json(InputRules.MaxLength(16, counting: .gb18030, overflow: .reject))
        == #"{"maxLength":16,"metric":"gb18030","overflow":"reject"}"#)
    #expect(
      try Self.json(InputRules.DecimalNumber(fractionDigits: 2, integerDigits: 8, grouping: ","))
        == #"{"fractionDigits":2,"grouping":",","integerDigits":8}"#)
    #expect(try Self.json(try InputRules.Mask("### ####")) == ####""### ####""####)
    #expect(
      try Self.json(try InputRules.Mask("##C", slots: ["C": "0X"], requiredSlots: 2))
        == ###"{"pattern":"##C","required":2,"slots":{"C":"0X"}}"###)
    #expect(try Self.json(try InputRules.Pattern("[a-z]*")) == #""[a-z]*""#)
  }

  @Test func rulesRoundTripThroughJSON() throws {
    func roundTrip<T: Codable & Equatable>(_ value: T) throws -> T {
      try JSONDecoder().decode(T.self, from: JSONEncoder().encode(value))
    }
    let allowed = InputRules.AllowedCharacters(.digits, plus: ["-", "+"])
    #expect(try roundTrip(allowed) == allowed)
    let denied = InputRules.DeniedCharacters(["#", "@"])
    #expect(try roundTrip(denied) == denied)
    for metric in [LengthMetric.gb18030, .twitter, .characters] {
      let rule = InputRules.MaxLength(16, counting: metric, overflow: .reject)
      #expect(try roundTrip(rule) == rule)
      let minimum = InputRules.MinLength(3, counting: metric)
      #expect(try roundTrip(minimum) == minimum)
    }
    let custom = LengthMetric.weighted(
      WeightedLength(ranges: [.init(0...0x7F, weight: 1)], defaultWeight: 3))
    #expect(try roundTrip(custom) == custom)
    let decimal = InputRules.DecimalNumber(fractionDigits: 2, integerDigits: 8)
    #expect(try roundTrip(decimal) == decimal)
    let pattern = try InputRules.Pattern("[a-z]*")
    #expect(try roundTrip(pattern) == pattern)
    let mask = try InputRules.Mask("###### ######## ###C", slots: ["C": "0123456789Xx"])
    #expect(try roundTrip(mask) == mask)
    #expect(try roundTrip(InputRules.RejectBidi()) == InputRules.RejectBidi())
    #expect(try roundTrip(InputRules.Validate(.luhn)) == InputRules.Validate(.luhn))
  }

  /// "e" and U+0301 would read back as one character, "é": the accent goes first.
  @Test func charactersAreWrittenApart() throws {
    let rule = InputRules.DeniedCharacters(["e", "\u{301}", "x"])
    #expect(try Self.json(rule) == "{\"characters\":\"\u{301}ex\"}")
    #expect(try Self.decoded(InputRules.DeniedCharacters.self, try Self.json(rule)) == rule)
  }

  @Test func aRuleReadsOnlyItsOwnValues() {
    #expect(throws: TextInputError.self) {
      try Self.decoded(InputRules.RejectEmoji.self, #""allow""#)
    }
    #expect(throws: TextInputError.self) { try Self.decoded(InputRules.Required.self, "false") }
    #expect(throws: TextInputError.self) {
      try Self.decoded(InputRules.MaxLength.self, #"{"limit": 3}"#)
    }
  }

  /// What a policy file cannot say is rejected, never written wrong.
  @Test func valuesWithoutAJSONFormAreRejected() {
    // Two regional indicators make a flag in either order.
    #expect(throws: TextInputError.self) {
      try Self.json(InputRules.DeniedCharacters(["🇨", "🇳"]))
    }
    var decimal = InputRules.DecimalNumber(fractionDigits: 2)
    decimal.fractionDigits = -1
    #expect(throws: TextInputError.self) { try Self.json(decimal) }
    #expect(throws: TextInputError.self) {
      try Self.json(
        InputRules.MaxLength(3, counting: .weighted(WeightedLength(ranges: [], defaultWeight: 2))))
    }
    #expect(throws: TextInputError.self) {
      try Self.json(InputRules.AllowedCharacters(InputRules.AllowedCharacters.Kinds(rawValue: 16)))
    }
  }
}
