import Foundation
import Testing
import TextInputKitTesting

@testable import TextInputCommands

/// Policies and text that once crashed the tool or lost letters.
@Suite("Hostile policies and text")
struct HostilePolicyTests {
  static func lines(_ text: String) -> InputLines { InputLines(data: Data(text.utf8)) }

  /// A limit beyond ``InputRules/MaxLength/largestLimitInPolicyFiles`` is a bad policy: a
  /// message and exit status 2, never an arithmetic-overflow trap.
  @Test(arguments: [
    (#"{"maxLength":909111111111111111, "metric": "twitter"}"#, "909111111111111111"),
    (#"{"maxLength":4611686018427387904, "metric": "twitter"}"#, "4611686018427387904"),
    (#"{"maxLength":9223372036854775807, "metric": "utf8"}"#, "9223372036854775807"),
  ])
  func hugeLimitsExitWithStatus2(_ policy: String, _ value: String) throws {
    for command in ["sanitize", "check"] {
      let (output, status) =
        command == "sanitize"
        ? try Sanitize.parse(["--policy", policy]).process(input: Self.lines("hello\n"))
        : try Check.parse(["--policy", policy]).process(input: Self.lines("hello\n"))
      #expect(
        output.standardError
          == "--policy: `maxLength` must be at most 1000000000; it is \(value).\n"
      )
      #expect(output.standardOutput == "")
      #expect(status == 2)
    }
  }

  @Test(arguments: [
    (#"{"maxLength": -1e30}"#, "maxLength", "at least 1; it is -1e+30"),
    (#"{"maxLength": 1e30}"#, "maxLength", "at most 1000000000; it is 1e+30"),
    (
      #"{"maxCombiningMarks": 1e30}"#, "maxCombiningMarks",
      "at most 9223372036854775807; it is 1e+30"
    ),
    (#"{"maxCombiningMarks": -1e19}"#, "maxCombiningMarks", "at least 0; it is -10000000000000000000"),
    (#"{"maxLength": 12345678901234567890}"#, "maxLength", "at most 1000000000; it is 12345678901234567890"),
  ])
  func numbersBeyondIntsRangeAreBadPolicies(_ policy: String, _ key: String, _ bound: String)
    throws
  {
    let (output, status) = try Check.parse(["--policy", policy]).process(input: Self.lines("x\n"))
    #expect(
      output.standardError
        == "--policy: `\(key)` must be \(bound).\n")
    #expect(status == 2)
  }

  @Test func theLargestAllowedLimitWorks() throws {
    let (output, status) = try Sanitize.parse([
      "--policy", #"{"maxLength": 1000000000, "metric": "twitter"}"#,
    ]).process(input: Self.lines("hello 你好 😀\n"))
    #expect(output.standardOutput == "hello 你好 😀\n")
    #expect(status == 0)
  }

  @Test func tagCharactersLeaveTheLetterTheyJoined() throws {
    // printf 'hi\xf3\xa0\x81\xa7\xf3\xa0\x81\xbf there\n' | textinput sanitize --policy nickname
    let input = Data(
      [0x68, 0x69, 0xF3, 0xA0, 0x81, 0xA7, 0xF3, 0xA0, 0x81, 0xBF] + Array(" there\n".utf8))
    let (output, status) = try Sanitize.parse(["--policy", "nickname"]).process(
      input: InputLines(data: input))
    #expect(output.standardOutput == "hithere\n")
    #expect(status == 0)
  }
}
