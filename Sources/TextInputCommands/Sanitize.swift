import ArgumentParser
import Foundation
import TextInputKit

/// `textinput sanitize`: what a field would hold after each line was pasted into it.
struct Sanitize: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract:
      "Print, for each line of standard input, what an empty field would hold after the line was pasted into it."
  )

  @Option(
    help:
      "A preset (phone-cn, price, nickname, bio, pin, tweet, secure), a JSON file, or inline JSON.")
  var policy: String

  func run() throws {
    let (output, status) = process(input: InputLines.standardInput())
    try output.finish(with: status)
  }

  func process(input: InputLines) -> (ToolOutput, Int32) {
    var output = ToolOutput()
    let resolved: InputPolicy
    do {
      resolved = try PolicyArgument.resolve(policy)
    } catch {
      output.printError(error.message)
      return (output, 2)
    }
    let status = input.forEachValidLine(reporting: &output) { $2.print(resolved.sanitize($1)) }
    return (output, status)
  }
}
