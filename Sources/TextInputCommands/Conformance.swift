import ArgumentParser
import Foundation

/// `textinput conformance [DIR]`: runs the conformance suite's cases on a simulated text field in
/// both interception modes and prints a summary per source.
struct Conformance: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Run the conformance cases translated from other projects' test suites.",
    discussion: """
      Reads every .json case file under DIR (default: the Conformance folder of the repository \
      holding the current directory), plays each case's events on a simulated UIKit text field \
      through TextInputInterceptor in delegate and in notification mode, and compares the \
      field's text, selection, marked range and value after each event with the case. Prints \
      a table per source, then each failing case with what was expected and what the field \
      held, and the pending cases (known engine bugs, listed but not failures); with \
      --differences, each deliberate difference from a source and its reason. Exit status 1 \
      when a case fails, 2 for a missing folder or a malformed case file. The format is \
      described in Conformance/README.md.
      """)

  @Argument(help: ArgumentHelp("The folder of case files.", valueName: "dir"))
  var directory: String?

  @Option(help: ArgumentHelp("Only the cases whose id contains this text.", valueName: "text"))
  var only: String?

  @Flag(
    help: "List each deliberate difference from a source, with what the source expects and why.")
  var differences = false

  func run() throws {
    let (output, status) = process(
      currentDirectory: FileManager.default.currentDirectoryPath)
    try output.finish(with: status)
  }

  /// Runs the suite; returns what to print and the exit status.
  func process(currentDirectory: String) -> (ToolOutput, Int32) {
    var output = ToolOutput()
    guard let folder = directory ?? ConformanceSuite.locate(from: currentDirectory) else {
      output.printError(
        "No Conformance folder in \(currentDirectory) or above it; give the folder of case files.")
      return (output, 2)
    }
    let suite: ConformanceSuite
    do {
      suite = try ConformanceSuite(directory: folder)
    } catch {
      output.printError(error.text())
      return (output, 2)
    }
    let cases = suite.cases.filter { only == nil || $0.id.contains(only!) }
    let summary = ConformanceSummary(
      runs: cases.map(ConformanceRun.init), listsDifferences: differences)
    for line in summary.lines { output.print(line) }
    return (output, summary.failed ? 1 : 0)
  }
}
