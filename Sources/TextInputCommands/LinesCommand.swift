import ArgumentParser
import Foundation

/// A command that reads standard input line by line under `--policy`: `check`, `sanitize`.
/// Its `run()` reads the lines and the environment, and exits with the status `process` gives.
///
/// ```
/// $ printf '138\n13a\n' | textinput check --policy phone-cn   # 2: Only digits…; status 1
/// ```
protocol PolicyLinesCommand: ParsableCommand {
  /// What the command prints for `input`, and its exit status; `environment` names the
  /// language of messages when there is no `--language`.
  func process(input: InputLines, environment: [String: String]) -> (ToolOutput, Int32)
}

extension PolicyLinesCommand {
  func run() throws {
    let (output, status) = process(
      input: InputLines.standardInput(), environment: ProcessInfo.processInfo.environment)
    try output.finish(with: status)
  }
}

/// A command that answers for its TEXT argument, or for each line of standard input without
/// one: `count`, `urls`.
///
/// ```
/// $ textinput count "héllo"          # 5
/// $ printf 'a\nbc\n' | textinput count   # 1, then 2
/// ```
protocol TextOrLinesCommand: ParsableCommand {
  /// The text to answer for; `nil` reads standard input.
  var text: String? { get }
  /// What the command prints for TEXT, or for `input`'s lines when there is no TEXT, and its
  /// exit status.
  func process(input: InputLines?) -> (ToolOutput, Int32)
}

extension TextOrLinesCommand {
  func run() throws {
    let (output, status) = process(input: text == nil ? InputLines.standardInput() : nil)
    try output.finish(with: status)
  }
}
