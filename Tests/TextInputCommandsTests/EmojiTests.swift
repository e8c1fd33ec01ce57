import ArgumentParser
import Testing

@testable import TextInputCommands

@Suite struct EmojiTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var arguments: [String]
    var output: String
    var testDescription: String {
      "textinput emoji \(arguments.joined(separator: " ")) → \(output)"
    }
  }

  @Test(arguments: [
    Case(arguments: ["I ❤️ 🇫🇷, © 2025"], output: "❤️ 🇫🇷"),
    Case(arguments: ["--list", "a😀b👍🏽"], output: "😀 👍🏽"),
    Case(arguments: ["--count", "a😀b👍🏽"], output: "2"),
    Case(arguments: ["--strip", "a😀b👍🏽"], output: "ab"),
    Case(arguments: ["--count", "25°C ℃ ★ © 1"], output: "0"),
    Case(arguments: ["--count", "--strict", "25°C ℃ ★ © 1"], output: "1"),
    Case(arguments: ["--strip", "--strict", "© 2025 ™"], output: " 2025 "),
    Case(arguments: ["--list", ""], output: ""),
  ])
  func answersForText(_ example: Case) throws {
    let command = try Emoji.parse(example.arguments)
    let text = try #require(command.text)
    #expect(
      Emoji.answer(for: text, mode: command.mode, matching: command.matching) == example.output)
  }

  @Test func parsesTheSubcommand() throws {
    let parsed = try TextInputCommand.parseAsRoot(["emoji", "--count"])
    let command = try #require(parsed as? Emoji)
    #expect(command.mode == .count)
    #expect(command.text == nil)
    #expect(throws: (any Error).self) { try Emoji.parse(["--count", "--strip"]) }
  }

  @Test func linesOfStandardInput() {
    let lines: [[UInt8]] = [
      Array("a😀b👍🏽\r".utf8), [0xFF, 0xFE], Array("no emoji".utf8), [0x61, 0xC3], Array("🇨🇳".utf8),
    ]
    var output: [String] = []
    var errors: [String] = []
    let succeeded = Emoji.answerLines(
      lines, mode: .count, output: { output.append($0) }, error: { errors.append($0) })
    #expect(!succeeded)
    #expect(output == ["2", "0", "1"])
    #expect(
      errors == [
        "textinput emoji: line 2: not valid UTF-8; skipped.",
        "textinput emoji: line 4: not valid UTF-8; skipped.",
      ])
  }

  @Test func stripKeepsEverythingElse() {
    var output: [String] = []
    let succeeded = Emoji.answerLines(
      [Array("Hi 👋🏽!\r".utf8), []], mode: .strip, output: { output.append($0) }, error: { _ in })
    #expect(succeeded)
    #expect(output == ["Hi !", ""])
  }
}
