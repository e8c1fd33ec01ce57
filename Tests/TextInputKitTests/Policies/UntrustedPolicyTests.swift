import Foundation
import Testing
import TextInputKit

/// Policies from users: ``PolicyDecodingOptions/untrusted`` rejects what could make a field's
/// work grow, and every file, trusted or not, is read in bounded time and memory.
@Suite("Policies from untrusted sources")
struct UntrustedPolicyTests {
  static func rejection(_ json: String, _ options: PolicyDecodingOptions = .untrusted)
    -> TextInputError?
  {
    #expect(throws: TextInputError.self) { try InputPolicy(json: json, options: options) }
  }

  @Test(arguments: [
    (
      #"{"pattern": "[a-z]+"}"#, "pattern",
      "`pattern` is not allowed in a policy from an untrusted source."
    ),
    (
      #"{"maxLength": 10001}"#, "maxLength",
      "`maxLength` may be at most 10000 in a policy from an untrusted source; it is 10001."
    ),
    (
      #"{"minLength": 20000}"#, "minLength",
      "`minLength` may be at most 10000 in a policy from an untrusted source; it is 20000."
    ),
    (
      #"{"minLength": {"length": 20000, "metric": "utf8"}}"#, "minLength.length",
      "`minLength.length` may be at most 10000 in a policy from an untrusted source; it is 20000."
    ),
    (
      #"{"maxCombiningMarks": 9}"#, "maxCombiningMarks",
      "`maxCombiningMarks` may be at most 8 in a policy from an untrusted source; it is 9."
    ),
    (
      "{\"mask\": \"\(String(repeating: "#", count: 65))\"}", "mask",
      "`mask` may have at most 64 characters in a policy from an untrusted source; it has 65."
    ),
    (
      "{\"allow\": [\(Array(repeating: "\"digits\"", count: 17).joined(separator: ","))]}", "allow",
      "`allow` may have at most 16 items in a policy from an untrusted source; it has 17."
    ),
    (
      "{\"validate\": [\(Array(repeating: "\"luhn\"", count: 17).joined(separator: ","))]}",
      "validate",
      "`validate` may have at most 16 items in a policy from an untrusted source; it has 17."
    ),
    (
      "{\"preset\": \"tweet\"\(String(repeating: " ", count: 16_384))}", nil,
      "A policy from an untrusted source may have at most 16384 bytes; this one has 16403."
    ),
  ])
  func rejectsWhatAnUntrustedSourceMayNotAsk(json: String, location: String?, message: String)
    throws
  {
    let error = Self.rejection(json)
    #expect(error?.kind == .untrustedPolicy)
    #expect(error?.location == location)
    #expect(error?.description == message)
    // The app's own files may.
    if location != nil { _ = try InputPolicy(json: json) }
  }

  @Test(arguments: [
    #"{"maxLength": 10000, "emoji": "reject", "invisibles": "reject", "bidi": "reject"}"#,
    #"{"preset": "tweet", "maxLength": 140}"#,
    #########"{"mask": "### #### ####", "required": true}"#########,
    #"{"allow": ["digits", {"characters": "-"}], "minLength": 4, "maxCombiningMarks": 8}"#,
  ])
  func acceptsAnOrdinaryPolicy(json: String) throws {
    _ = try InputPolicy(json: json, options: .untrusted)
  }

  @Test func optionsCanForbidMasksAndReachNestedPolicies() throws {
    var options = PolicyDecodingOptions.untrusted
    options.allowsMasks = false
    let error = Self.rejection(#########"{"mask": "###"}"#########, options)
    #expect(error?.description == "`mask` is not allowed in a policy from an untrusted source.")
    struct Form: Decodable { var field: InputPolicy }
    let decoder = JSONDecoder()
    decoder.userInfo[PolicyDecodingOptions.userInfoKey] = PolicyDecodingOptions.untrusted
    let nested = #expect(throws: TextInputError.self) {
      try decoder.decode(Form.self, from: Data(#"{"field": {"pattern": "a"}}"#.utf8))
    }
    #expect(nested?.location == "field.pattern")
    #expect(nested?.kind == .untrustedPolicy)
  }

  // MARK: Hostile files, trusted or not

  static func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = ContinuousClock.now
    try body()
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
  }

  @Test func tenMegabytesAreRejectedAtOnceFromAnUntrustedSource() {
    let huge = "{\"deny\": {\"characters\": \"" + String(repeating: "a", count: 10 << 20) + "\"}}"
    var error: TextInputError?
    let time = Self.seconds { error = Self.rejection(huge) }
    #expect(error?.kind == .untrustedPolicy)
    #expect(time < 0.5, "\(time) s")
  }

  /// The app's own 10 MB file is read once, in one pass: a few seconds in a debug build.
  @Test func tenMegabytesAreReadInOnePass() throws {
    let padded = "{\"maxLength\": 5" + String(repeating: " ", count: 10 << 20) + "}"
    var policy: InputPolicy?
    let time = try Self.seconds { policy = try InputPolicy(json: padded) }
    #expect(policy?.sanitize("abcdefg") == "abcde")
    #expect(time < 30, "\(time) s")
    let unknown = "{\"x\": \"" + String(repeating: "中", count: 3 << 20) + "\"}"
    let rejectedTime = Self.seconds {
      #expect(throws: TextInputError.self) { try InputPolicy(json: unknown) }
    }
    #expect(rejectedTime < 30, "\(rejectedTime) s")
  }

  /// Nested arrays or objects, `depth` deep.
  struct Nesting: CustomTestStringConvertible, Sendable {
    var shape: String
    var depth: Int
    var json: String {
      switch shape {
      case "arrays": String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
      case "allow": "{\"allow\": " + String(repeating: "[", count: depth)
      default: String(repeating: "{\"a\":", count: depth)
      }
    }
    var testDescription: String { "\(depth) nested \(shape)" }
  }

  @Test(arguments: [
    Nesting(shape: "arrays", depth: 10_000), Nesting(shape: "allow", depth: 10_000),
    Nesting(shape: "objects", depth: 10_000), Nesting(shape: "arrays", depth: 65),
    Nesting(shape: "objects", depth: 2_000),
  ])
  func deepNestingIsRejectedWithoutRecursingIntoIt(_ nesting: Nesting) {
    let json = nesting.json
    for options in [PolicyDecodingOptions.trusted, .untrusted] {
      var error: TextInputError?
      let time = Self.seconds { error = Self.rejection(json, options) }
      if json.utf8.count > options.largestDocument {
        #expect(error?.kind == .untrustedPolicy)
      } else {
        #expect(error?.kind == .malformedJSON)
        #expect(error?.description.hasSuffix("arrays and objects nest more than 64 deep.") == true)
      }
      #expect(time < 0.5, "\(time) s")
    }
  }

  @Test func sixtyFourLevelsAreJSON() {
    let json = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
    let error = Self.rejection(json, .trusted)
    #expect(error?.description == #"A policy must be a JSON object, such as {"maxLength": 11}."#)
  }

  @Test(arguments: [
    (
      #"{"maxLength": 1e400}"#,
      "Malformed JSON at line 1, column 15: the number 1e400 is too large."
    ),
    (
      "{\"maxLength\": \(String(repeating: "9", count: 400))}",
      "Malformed JSON at line 1, column 15: the number 99999999999999999999… is too large."
    ),
    (#"{"maxLength": -1e308}"#, "`maxLength` must be at least 1; it is -1e+308."),
    (#"{"maxLength": 1e308}"#, "`maxLength` must be at most 1000000000; it is 1e+308."),
    (
      #"{"maxLength": 9223372036854775808}"#,
      "`maxLength` must be at most 1000000000; it is 9223372036854775808."
    ),
    (
      #"{"maxCombiningMarks": -9223372036854775809}"#,
      "`maxCombiningMarks` must be at least 0; it is -9223372036854775809."
    ),
    (#"{"maxLength": 1.5}"#, "`maxLength` must be a whole number."),
    (#"{"maxLength": 1e-400}"#, "`maxLength` must be at least 1; it is 0."),
    (#"{"minLength": 1e10}"#, "`minLength` must be at most 1000000000; it is 10000000000."),
    (
      ##"{"mask": {"pattern": "#", "required": 1e20}}"##,
      "`mask.required` must be at most 1000; it is 100000000000000000000."
    ),
  ])
  func hugeNumbersAreRejectedWithoutATrap(json: String, message: String) {
    #expect(Self.rejection(json, .trusted)?.description == message)
  }
}
