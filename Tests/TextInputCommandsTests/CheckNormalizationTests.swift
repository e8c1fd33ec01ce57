import Foundation
import Testing

@testable import TextInputCommands

/// `textinput check` on lines that only need normalizing: reported, not failed.
@Suite("textinput check: normalizations")
struct CheckNormalizationTests {
  static func check(_ policy: String, _ input: String) throws -> (String, Int32) {
    let (output, status) = try Check.parse(["--policy", policy]).process(
      input: InputLines(data: Data(input.utf8)))
    #expect(output.standardError == "")
    return (output.standardOutput, status)
  }

  @Test(arguments: [
    ("price", ".5\n", "1: normalized decimal: A leading \".\" became \"0.\".\n", 0),
    ("price", "12.5\n007\n", "2: normalized decimal: A redundant leading zero was removed.\n", 0),
    ("price", "１２。５\n", "1: normalized decimal: Full-width characters were converted.\n", 0),
    ("phone-cn", "１３８００１３８０００\n", "1: normalized allow: Full-width characters were converted.\n", 0),
    (
      "id-cn", "11010519491231002x\n",
      "1: normalized transform: Letters were uppercased.\n", 0
    ),
    // A normalized line is judged by the completion checks as normalized.
    (
      #"{"allow": "digits", "validate": "phone-cn"}"#, "１３８\n",
      "1: normalized allow: Full-width characters were converted.\n1: incomplete phone-cn: A mobile number has 11 digits.\n",
      1
    ),
    // A line that also needs altering fails, with every change as before.
    (
      "phone-cn", "１３８a\n",
      "1: Full-width characters were converted. Only digits are allowed here.\n", 1
    ),
    ("price", "3.14159\n.5\n", "1: At most 2 digits after the decimal point.\n2: normalized decimal: A leading \".\" became \"0.\".\n", 1),
  ])
  func normalizedLinesAreReportedButPass(
    _ policy: String, _ input: String, _ expected: String, _ status: Int32
  ) throws {
    let (output, exit) = try Self.check(policy, input)
    #expect(output == expected)
    #expect(exit == status)
  }
}
