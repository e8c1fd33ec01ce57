import ArgumentParser
import Foundation
import TextInputKit

/// `textinput check`: whether each line is acceptable as it is, for servers that enforce the
/// rules the app enforced.
struct Check: PolicyLinesCommand {
  static let configuration = CommandConfiguration(
    abstract: "Check each line of standard input against a policy.",
    discussion: """
      Exit status 0 when every line is acceptable and complete, 1 otherwise. A line the \
      policy would alter is printed as LINE: reasons, LINE counted from 1, with every change \
      in the order the rules made it. A line that only needs normalizing (full-width digits \
      converted, letters uppercased, ".5" written "0.5", a redundant leading zero removed) is \
      acceptable: it is printed as LINE: normalized RULE: reason, one line per rewrite, and \
      judged by the completion checks as normalized. A line that fails a completion check \
      ("required", "minLength", "validate") is printed as LINE: incomplete RULE: reason, or \
      LINE: invalid RULE: reason. Status 2 for a bad policy or a line that is not UTF-8. A \
      policy with a mask or grouped digits accepts a line in its display form ("138 0013 \
      8000") or as its value ("13800138000").
      """)

  @OptionGroup var policy: PolicyOption
  @OptionGroup var language: LanguageOption

  /// Checks each line of `input`; messages are in the language of `--language`, or of
  /// `environment` (English for none).
  func process(input: InputLines, environment: [String: String] = [:]) -> (ToolOutput, Int32) {
    policy.process(language: language, environment: environment) { resolved, language, output in
      var rejected = false
      let status = input.forEachValidLine(reporting: &output) { number, line, output in
        let validation = resolved.validate(line)
        if !validation.violations.isEmpty {
          rejected = true
          output.print(
            "\(number): "
              + validation.changes.map { $0.message(in: language) }.joined(separator: " "))
          return
        }
        for change in validation.normalizations {
          output.print(
            "\(number): normalized \(change.rule.rawValue): \(change.message(in: language))")
        }
        // Text the policy accepts, maybe once normalized, may still be unfinished or fail a check.
        if !validation.completion.isComplete {
          rejected = true
          output.print("\(number): \(validation.completion.description(in: language))")
        }
      }
      return status != 0 ? status : rejected ? 1 : 0
    }
  }
}
