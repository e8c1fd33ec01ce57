import ArgumentParser
import Foundation
import TextInputKit

/// `textinput count`: the length of text under a metric.
struct Count: TextOrLinesCommand {
  static let configuration = CommandConfiguration(
    abstract: "Print the length of TEXT, or of each line of standard input.")

  @Option(help: "How to count.")
  var metric: MetricArgument = .characters

  @Argument(help: "The text to measure. Without it, each line of standard input is measured.")
  var text: String?

  /// Runs the command on `input` (standard input's lines when there is no TEXT).
  func process(input: InputLines?) -> (ToolOutput, Int32) {
    let metric = metric.metric
    return InputLines.process(text: text, orLinesOf: input) { _, text, output in
      output.print(String(metric.length(of: text)))
    }
  }
}
