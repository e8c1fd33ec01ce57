import ArgumentParser
import Foundation
import TextInputKit

/// `textinput urls`: the links Twitter's count treats as 23 characters.
struct URLs: TextOrLinesCommand {
  static let configuration = CommandConfiguration(
    commandName: "urls",
    abstract: "Print the URLs twitter-text finds in TEXT, or in each line of standard input.",
    discussion: """
      Each URL is printed on a line of its own, after its start and end in code points \
      (twitter-text's indices); from standard input, after its line number. The twitter metric \
      counts each of them as 23.
      """)

  @Argument(help: "The text to search. Without it, each line of standard input is searched.")
  var text: String?

  /// Runs the command on `input` (standard input's lines when there is no TEXT).
  func process(input: InputLines?) -> (ToolOutput, Int32) {
    InputLines.process(text: text, orLinesOf: input) { number, text, output in
      Self.printURLs(in: text, prefix: number.map { "\($0)\t" } ?? "", to: &output)
    }
  }

  static func printURLs(in text: String, prefix: String, to output: inout ToolOutput) {
    for range in text.twitterURLRanges() {
      let start = text.unicodeScalars.distance(from: text.startIndex, to: range.lowerBound)
      let end = start + text.unicodeScalars[range].count
      output.print("\(prefix)\(start)\t\(end)\t\(text[range])")
    }
  }
}
