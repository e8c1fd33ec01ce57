import ArgumentParser
import Foundation
import TextInputKit

/// `textinput count`: the length of text under a metric.
struct Count: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Print the length of TEXT, or of each line of standard input.",
    discussion: """
      Metrics: characters (grapheme clusters, the default), utf16 (UIKit's length), scalars, \
      utf8 (bytes), gb18030 (bytes: a Chinese character counts 2), twitter (weighted, limit 280).
      """)

  @Option(help: "characters | utf16 | scalars | utf8 | gb18030 | twitter")
  var metric = "characters"

  @Argument(help: "The text to measure. Without it, each line of standard input is measured.")
  var text: String?

  func run() throws {
    let (output, status) = process(input: text == nil ? InputLines.standardInput() : nil)
    try output.finish(with: status)
  }

  /// Runs the command on `input` (standard input's lines when there is no TEXT).
  func process(input: InputLines?) -> (ToolOutput, Int32) {
    var output = ToolOutput()
    guard let metric = LengthMetric.named[metric] else {
      output.printError(
        "Unknown metric \"\(self.metric)\". Metrics: characters, utf16, scalars, utf8, gb18030, twitter."
      )
      return (output, 2)
    }
    if let text {
      output.print(String(metric.length(of: text)))
      return (output, 0)
    }
    let status = (input ?? InputLines(data: Data())).forEachValidLine(reporting: &output) {
      $2.print(String(metric.length(of: $1)))
    }
    return (output, status)
  }
}
