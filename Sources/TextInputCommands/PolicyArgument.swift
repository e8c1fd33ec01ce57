import ArgumentParser
import Foundation
import TextInputKit

/// Resolves the `--policy` argument: a path to a JSON policy file, or what
/// ``InputPolicy/init(presetOrJSON:options:)`` takes (a preset name or inline JSON).
enum PolicyArgument {
  /// The policy named by `argument`.
  ///
  /// - Throws: ``ToolError`` with a message for people.
  static func resolve(_ argument: String) throws(ToolError) -> InputPolicy {
    let trimmed = argument.trimmingCharacters(in: .whitespaces)
    let isPath =
      !trimmed.hasPrefix("{") && InputPolicy.presets[trimmed] == nil
      && (trimmed.contains("/") || trimmed.hasSuffix(".json")
        || FileManager.default.fileExists(atPath: trimmed))
    guard isPath else {
      do {
        return try InputPolicy(presetOrJSON: argument)
      } catch {
        throw ToolError(error, file: "--policy")
      }
    }
    let json = try ToolError.readText(trimmed, unreadable: "file.unreadable.policy")
    do {
      return try InputPolicy(json: json)
    } catch {
      throw ToolError(error, file: trimmed)
    }
  }
}

/// A problem with the tool's input, reported on standard error with exit status 2: a
/// ``TextInputError`` and where it comes from, a file (or the option that gave the text) and a
/// line of a script.
struct ToolError: Error {
  var error: TextInputError
  /// The file or option the input came from: `policy.json: …`, `--policy: …`.
  var file: String?
  /// The line of a script, counted from 1.
  var line: Int?

  init(_ error: TextInputError, file: String? = nil, line: Int? = nil) {
    self.error = error
    self.file = file
    self.line = line
  }

  /// The message as the tool prints it, in `language`: the only place the tool renders a
  /// ``TextInputError``.
  func text(in language: MessageLanguage = .english) -> String {
    var text = error.message.text(in: language)
    if let line {
      if error.kind == .malformedJSON, error.message.arguments["line"] == "1" {
        // A line of a script is one JSON text: its malformed JSON is at the script's line.
        var message = error.message
        message.arguments["line"] = "\(line)"
        text = message.text(in: language)
      } else {
        text = LocalizedMessage("tool.line", ["line": "\(line)", "message": text]).text(
          in: language)
      }
    }
    if let file { text = "\(file): \(text)" }
    return text
  }

  /// The text of the file at `path`; `unreadable` names the message when it cannot be read.
  static func readText(_ path: String, unreadable: String) throws(ToolError) -> String {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw ToolError(TextInputError(.unreadableFile, LocalizedMessage(unreadable, ["path": path])))
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw ToolError(
        TextInputError(.unreadableFile, LocalizedMessage("file.notUTF8", ["path": path])))
    }
    return text
  }

  /// The bytes of the file at `path`; `unreadable` names the message when it cannot be read.
  static func readData(_ path: String, unreadable: String) throws(ToolError) -> Data {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw ToolError(TextInputError(.unreadableFile, LocalizedMessage(unreadable, ["path": path])))
    }
    return data
  }
}

extension ToolOutput {
  /// Writes `error` to standard error, as ``ToolError/text(in:)`` renders it.
  mutating func printError(_ error: ToolError, in language: MessageLanguage = .english) {
    printError(error.text(in: language))
  }
}

/// The `--policy` option of the commands that apply a policy.
struct PolicyOption: ParsableArguments {
  // The presets are listed from the preset table itself, so a new one is never left out.
  @Option(
    help: ArgumentHelp(
      "A preset (\(InputPolicy.presets.keys.sorted().joined(separator: ", "))), a JSON file, or inline JSON.",
      valueName: "policy"))
  var policy: String

  /// The policy, or `nil` after writing to `output` why it cannot be used.
  func resolved(
    reporting output: inout ToolOutput, in language: MessageLanguage = .english
  ) -> InputPolicy? {
    do {
      return try PolicyArgument.resolve(policy)
    } catch {
      output.printError(error, in: language)
      return nil
    }
  }
}

extension PolicyOption {
  /// Runs `body` with the policy and the language of messages (`--language`, or that of
  /// `environment`) on a new output; when the policy cannot be used, writes why, with status 2.
  func process(
    language: LanguageOption, environment: [String: String],
    _ body: (InputPolicy, MessageLanguage, inout ToolOutput) -> Int32
  ) -> (ToolOutput, Int32) {
    var output = ToolOutput()
    let language = language.resolved(environment: environment)
    guard let resolved = resolved(reporting: &output, in: language) else { return (output, 2) }
    let status = body(resolved, language, &output)
    return (output, status)
  }
}
