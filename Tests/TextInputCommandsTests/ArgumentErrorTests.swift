import ArgumentParser
import Foundation
import Testing
import TextInputKit

@testable import TextInputCommands

/// Closed sets of values are enums that swift-argument-parser checks and lists; a malformed
/// argument exits with status 2 and the parser's message.
@Suite struct ArgumentErrorTests {
  /// Every metric with a name in policy files, and only those, is a value of `--metric`.
  @Test func theMetricsAreTheNamedOnes() {
    #expect(Set(MetricArgument.allCases.map(\.description)) == Set(LengthMetric.named.keys))
    for value in MetricArgument.allCases {
      #expect(LengthMetric.named[value.description] == value.metric)
    }
    #expect(MetricArgument.allValueStrings.first == "characters")
  }

  struct Case: CustomTestStringConvertible, Sendable {
    var arguments: [String]
    /// The first line of the message.
    var message: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let cases = [
    Case(
      arguments: ["count", "--metric", "bytes", "x"],
      message:
        "Error: The value 'bytes' is invalid for '--metric <metric>'. Please provide one of the following:"
    ),
    Case(
      arguments: ["replay", "--policy", "pin", "--mode", "later", "-"],
      message:
        "Error: The value 'later' is invalid for '--mode <mode>'. Please provide one of 'delegate' and 'notification'."
    ),
    Case(arguments: ["count", "--metric"], message: "Error: Missing value for '--metric <metric>'"),
    Case(arguments: ["count", "--bytes", "x"], message: "Error: Unknown option '--bytes'"),
  ]

  /// The parser rejects the value and says which ones it takes.
  @Test(arguments: cases)
  func theParserRejectsIt(_ c: Case) throws {
    let error = try #require(throws: (any Error).self) {
      try TextInputCommand.parseAsRoot(c.arguments)
    }
    #expect(TextInputCommand.exitCode(for: error) == .validationFailure)
    let message = TextInputCommand.fullMessage(for: error)
    #expect(message.split(separator: "\n").first.map(String.init) == c.message)
  }

  @Test func theHelpListsTheValues() {
    let count = Count.helpMessage()
    for name in LengthMetric.named.keys { #expect(count.contains(name)) }
    #expect(count.contains("GB 18030 bytes: a Chinese character counts 2."))
    let replay = Replay.helpMessage()
    #expect(replay.contains("(default: delegate)"))
    for mode in InterceptionMode.allCases { #expect(replay.contains("  \(mode.rawValue) ")) }
  }

  @Test func aValidModeIsTheCoresMode() throws {
    let replay = try Replay.parse(["--policy", "pin", "--mode", "notification", "-"])
    #expect(replay.mode == .notification)
    #expect(try Replay.parse(["--policy", "pin", "-"]).mode == .delegate)
    #expect(try Count.parse(["--metric", "twitter"]).metric.metric == .twitter)
  }

  /// The built tool: status 2, the parser's message and usage on standard error, nothing on
  /// standard output.
  @Test(arguments: cases)
  func theToolExitsWithStatus2(_ c: Case) throws {
    let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("textinput")
    guard FileManager.default.fileExists(atPath: binary.path) else {
      Issue.record("textinput was not built at \(binary.path)")
      return
    }
    let process = Process()
    process.executableURL = binary
    process.arguments = c.arguments
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    try stdin.fileHandleForWriting.close()
    process.waitUntilExit()
    let error = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(error.hasPrefix(c.message + "\n"), "\(error)")
    #expect(error.contains("Usage: textinput"))
    #expect(stdout.fileHandleForReading.readDataToEndOfFile().isEmpty)
    #expect(process.terminationStatus == 2)
  }

  /// `--help` of every command that takes a policy names every preset, from the preset table.
  @Test(arguments: [Check.helpMessage(), Sanitize.helpMessage(), Replay.helpMessage()])
  func helpListsEveryPreset(_ help: String) {
    let flat = help.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(InputPolicy.presets.count >= 11)
    for name in InputPolicy.presets.keys {
      #expect(flat.contains(name + ",") || flat.contains(name + ")"), "\(name)")
    }
  }
}
