import Foundation
import Testing

@testable import TextInputCommands

/// `textinput check` with completion checks: a line that would be altered, a line that is not
/// finished, and a line that fails its check each read differently.
@Suite("textinput check: completion")
struct CheckCompletionTests {
  static func check(_ policy: String, _ input: String) throws -> (String, String, Int32) {
    let (output, status) = try Check.parse(["--policy", policy]).process(
      input: InputLines(data: Data(input.utf8)))
    return (output.standardOutput, output.standardError, status)
  }

  @Test(arguments: [
    (#"{"validate": "luhn"}"#, "79927398713\n", ""),
    (#"{"validate": "luhn"}"#, "79927398710\n", "1: invalid luhn: The check digit is wrong.\n"),
    (
      #"{"validate": "luhn"}"#, "79927398713\n7\n4111111111111112\n",
      "2: incomplete luhn: Enter the whole card number.\n3: invalid luhn: The check digit is wrong.\n"
    ),
    (#"{"validate": "id-cn"}"#, "11010519491231002X\n", ""),
    (
      #"{"validate": "id-cn"}"#, "110105194912310021\n",
      "1: invalid id-cn: The check character is wrong.\n"
    ),
    (
      #"{"validate": "id-cn"}"#, "110105194902310021\n",
      "1: invalid id-cn: The birth date 19490231 is not a real date.\n"
    ),
    (
      #"{"validate": "id-cn"}"#, "11010519491231\n",
      "1: incomplete id-cn: A resident ID has 18 characters.\n"
    ),
    (
      #"{"allow": "digits", "maxLength": 11, "required": true, "validate": "phone-cn"}"#,
      "13800138000\n\n138\n1380013800a\n12800138000\n",
      "2: incomplete required: Required.\n3: incomplete phone-cn: A mobile number has 11 digits.\n4: Only digits are allowed here.\n5: invalid phone-cn: A mobile number starts with 13 to 19.\n"
    ),
    (#"{"validate": "phone-cn"}"#, "\n", ""),
    // The preset has the same checks.
    (
      "phone-cn", "13800138000\n\n138\n",
      "2: incomplete required: Required.\n3: incomplete phone-cn: A mobile number has 11 digits.\n"
    ),
    ("pin", "123456\n1234\n", "2: incomplete minLength: At least 6 characters.\n"),
    ("bio", "\n", ""),
    (#"{"minLength": 3}"#, "ab\nabc\n", "1: incomplete minLength: At least 3 characters.\n"),
  ])
  func reportsEachKindOfLine(policy: String, input: String, expected: String) throws {
    let (output, error, status) = try Self.check(policy, input)
    #expect(output == expected)
    #expect(error == "")
    #expect(status == (expected.isEmpty ? 0 : 1))
  }

  @Test func aLineThatWouldBeAlteredIsReportedAsBefore() throws {
    // Alteration wins: the line is not judged by the checks, and the format is unchanged.
    let (output, _, status) = try Self.check(
      #"{"allow": "digits", "validate": "luhn"}"#, "7992739871a\n")
    #expect(output == "1: Only digits are allowed here.\n")
    #expect(status == 1)
  }

  @Test(arguments: [
    (
      #"{"validate": "visa"}"#,
      "--policy: Unknown value \"visa\" for `validate`; expected one of: phone-cn, luhn, id-cn, phone.\n"
    ),
    (
      #"{"required": "yes"}"#,
      "--policy: `required` must be true or false.\n"
    ),
    (
      #"{"minLength": 12, "maxLength": 11}"#,
      "--policy: `minLength` (12) is more than `maxLength` (11): no text could be complete.\n"
    ),
  ])
  func badChecksAreBadPolicies(policy: String, message: String) throws {
    let (output, error, status) = try Self.check(policy, "x\n")
    #expect(output == "")
    #expect(error == message)
    #expect(status == 2)
  }

  @Test func aLineThatIsNotUTF8StillExitsWith2() throws {
    var data = Data("79927398710\n".utf8)
    data.append(contentsOf: [0xFF, 0x0A])
    let (output, status) = try Check.parse(["--policy", #"{"validate": "luhn"}"#]).process(
      input: InputLines(data: data))
    #expect(output.standardOutput == "1: invalid luhn: The check digit is wrong.\n")
    #expect(status == 2)
  }
}
