import Foundation
import Testing

@testable import TextInputCommands

/// `textinput check` with a pattern: a finished value passes, an unfinished one is incomplete,
/// one that cannot become a match is rejected, a pattern that needs backtracking is a bad policy.
@Suite("textinput check: patterns")
struct CheckPatternTests {
  @Test func aFourDigitCode() throws {
    let (output, status) = try Check.parse(["--policy", #"{"pattern": "^[0-9]{4}$"}"#]).process(
      input: InputLines(data: Data("1234\n12\n12345\n".utf8)))
    #expect(
      output.standardOutput
        == "2: incomplete pattern: Not finished: the text must match the pattern ^[0-9]{4}$.\n"
        + "3: The text cannot become a match of the pattern ^[0-9]{4}$.\n")
    #expect(status == 1)
    let (clean, cleanStatus) = try Check.parse(["--policy", #"{"pattern": "^[0-9]{4}$"}"#])
      .process(input: InputLines(data: Data("1234\n".utf8)))
    #expect(clean.standardOutput == "")
    #expect(cleanStatus == 0)
  }

  @Test func aLongLineAgainstANestedRepetition() throws {
    let line = String(repeating: "a", count: 100_000) + "!\n"
    let (output, status) = try Check.parse(["--policy", #"{"pattern": "^(a+)+$"}"#]).process(
      input: InputLines(data: Data(line.utf8)))
    #expect(output.standardOutput == "1: The text cannot become a match of the pattern ^(a+)+$.\n")
    #expect(status == 1)
  }

  @Test func aBackreferenceIsABadPolicy() throws {
    let (output, status) = try Check.parse(["--policy", #"{"pattern": "(a)\\1"}"#]).process(
      input: InputLines(data: Data("aa\n".utf8)))
    #expect(output.standardError.contains("backreferences"))
    #expect(status == 2)
  }
}
