import ArgumentParser
import Foundation
import TextInputKit

/// `textinput sanitize`: what a field would hold after each line was pasted into it.
struct Sanitize: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract:
      "Print, for each line of standard input, what an empty field would hold after the line was pasted into it."
  )

  @OptionGroup var policy: PolicyOption

  func run() throws {
    let (output, status) = process(input: InputLines.standardInput())
    try output.finish(with: status)
  }

  func process(input: InputLines) -> (ToolOutput, Int32) {
    var output = ToolOutput()
    guard let resolved = policy.resolved(reporting: &output) else { return (output, 2) }
    let status = input.forEachValidLine(reporting: &output) { $2.print(resolved.sanitize($1)) }
    return (output, status)
  }
}
