import ArgumentParser
import Foundation
import TextInputKit

/// Resolves the `--policy` argument: a preset name, a path to a JSON policy file, or inline JSON.
enum PolicyArgument {
  /// The policy named by `argument`.
  ///
  /// - Throws: ``ToolError`` with a message for people.
  static func resolve(_ argument: String) throws(ToolError) -> InputPolicy {
    let trimmed = argument.trimmingCharacters(in: .whitespaces)
    if trimmed.hasPrefix("{") { return try parse(trimmed, origin: "the inline policy") }
    if let preset = InputPolicy.presets[trimmed] { return preset }
    let looksLikePath =
      trimmed.contains("/") || trimmed.hasSuffix(".json")
      || FileManager.default.fileExists(atPath: trimmed)
    guard looksLikePath else {
      let names = InputPolicy.presets.keys.sorted().joined(separator: ", ")
      throw ToolError(
        "Unknown policy \"\(argument)\": not a preset (\(names)), a JSON file or inline JSON.")
    }
    guard let data = FileManager.default.contents(atPath: trimmed) else {
      throw ToolError("Cannot read the policy file \"\(trimmed)\".")
    }
    guard let json = String(data: data, encoding: .utf8) else {
      throw ToolError("The policy file \"\(trimmed)\" is not UTF-8 text.")
    }
    return try parse(json, origin: "\"\(trimmed)\"")
  }

  private static func parse(_ json: String, origin: String) throws(ToolError) -> InputPolicy {
    do {
      return try InputPolicy(json: json)
    } catch {
      throw ToolError("Invalid policy in \(origin): \(error.message)")
    }
  }
}

/// A problem with the tool's input, reported on standard error with exit status 2.
struct ToolError: Error, CustomStringConvertible {
  var message: String
  init(_ message: String) { self.message = message }
  var description: String { message }
}

/// The `--policy` option of the commands that apply a policy.
struct PolicyOption: ParsableArguments {
  @Option(
    help:
      "A preset (phone-cn, price, nickname, bio, pin, tweet, secure), a JSON file, or inline JSON.")
  var policy: String

  /// The policy, or `nil` after writing to `output` why it cannot be used.
  func resolved(reporting output: inout ToolOutput) -> InputPolicy? {
    do {
      return try PolicyArgument.resolve(policy)
    } catch {
      output.printError(error.message)
      return nil
    }
  }
}
