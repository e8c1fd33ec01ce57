import ArgumentParser
import TextInputKit

/// `textinput schema`: print the JSON Schema of a policy file, made from the rules themselves.
///
/// ```
/// $ textinput schema > Schemas/policy.schema.json
/// $ textinput schema extra   # refused: the command takes no argument
/// ```
public struct Schema: ParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "schema",
    abstract: "Print the JSON Schema of a policy file.",
    discussion: """
      The schema every policy file read by --policy follows (JSON Schema draft 2020-12), as the \
      built-in rules describe their keys. Schemas/policy.schema.json in the repository is this \
      output.
      """
  )

  public init() {}

  public func run() {
    print(PolicySchema.json, terminator: "")
  }
}
