import ArgumentParser
import Foundation
import TextInputKit

/// `textinput check`: whether each line is acceptable as it is, for servers that enforce the
/// rules the app enforced.
struct Check: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Check each line of standard input against a policy.",
    discussion: """
      Exit status 0 when every line is acceptable as it is and complete, 1 otherwise. A line \
      the policy would alter is printed as LINE: reason, LINE counted from 1. A line it accepts \
      as it is but that fails a completion check ("required", "minLength", "validate") is \
      printed as LINE: incomplete RULE: reason, or LINE: invalid RULE: reason. Status 2 for a \
      bad policy or a line that is not UTF-8.
      """)

  @OptionGroup var policy: PolicyOption

  func run() throws {
    let (output, status) = process(input: InputLines.standardInput())
    try output.finish(with: status)
  }

  func process(input: InputLines) -> (ToolOutput, Int32) {
    var output = ToolOutput()
    guard let resolved = policy.resolved(reporting: &output) else { return (output, 2) }
    var refused = false
    let status = input.forEachValidLine(reporting: &output) { number, line, output in
      let violations = resolved.violations(in: line)
      if !violations.isEmpty {
        refused = true
        output.print("\(number): " + violations.map(\.message).joined(separator: " "))
        return
      }
      // Text the policy accepts as it is may still be unfinished or fail a check.
      let completion = resolved.completion(of: line)
      if !completion.isComplete {
        refused = true
        output.print("\(number): \(completion)")
      }
    }
    return (output, status != 0 ? status : refused ? 1 : 0)
  }
}
