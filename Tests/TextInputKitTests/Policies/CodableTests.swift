import Foundation
import Testing
import TextInputKit

@Suite("Rules as data")
struct CodableTests {
  func roundTrip<T: Codable & Equatable>(_ value: T) throws -> T {
    try JSONDecoder().decode(T.self, from: JSONEncoder().encode(value))
  }

  @Test func rulesRoundTripThroughJSON() throws {
    let allowed = InputRules.AllowedCharacters(.digits, plus: ["-", "+"])
    #expect(try roundTrip(allowed) == allowed)
    let denied = InputRules.DeniedCharacters(["#", "@"])
    #expect(try roundTrip(denied) == denied)
    for metric in [LengthMetric.gb18030, .twitter, .characters] {
      let rule = InputRules.MaxLength(16, counting: metric, overflow: .reject)
      #expect(try roundTrip(rule) == rule)
    }
    let custom = LengthMetric.weighted(
      WeightedLength(ranges: [.init(0...0x7F, weight: 1)], defaultWeight: 3))
    #expect(try roundTrip(custom) == custom)
    let decimal = InputRules.DecimalNumber(fractionDigits: 2, integerDigits: 8)
    #expect(try roundTrip(decimal) == decimal)
    let pattern = try InputRules.Pattern("[a-z]*")
    #expect(try roundTrip(pattern) == pattern)
  }
}
