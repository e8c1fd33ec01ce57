import ArgumentParser
import Foundation
import TextInputKit

/// `textinput sanitize`: what a field would hold after each line was pasted into it.
struct Sanitize: PolicyLinesCommand {
  static let configuration = CommandConfiguration(
    abstract:
      "Print, for each line of standard input, what an empty field would hold after the line was pasted into it.",
    discussion: """
      A policy with a mask or grouped digits prints the text the field shows, "138 0013 8000"; \
      --value prints its value, "13800138000".
      """
  )

  @OptionGroup var policy: PolicyOption
  @OptionGroup var language: LanguageOption

  @Flag(help: "Print the value: the text without a mask's literals or an amount's separators.")
  var value = false

  /// Sanitizes each line of `input`. `environment` names the language of messages when there is
  /// no `--language`; sanitizing prints only the lines, and errors in that language.
  func process(input: InputLines, environment: [String: String] = [:]) -> (ToolOutput, Int32) {
    policy.process(language: language, environment: environment) { resolved, _, output in
      input.forEachValidLine(reporting: &output) {
        let shown = resolved.sanitize($1)
        $2.print(value ? resolved.value(of: shown) : shown)
      }
    }
  }
}
