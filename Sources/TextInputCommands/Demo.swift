import ArgumentParser
import Foundation
import TextInputKit

/// `textinput demo`: the seeds' fields, typed into and pasted into, step by step.
struct Demo: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract:
      "Walk through phone, price, amount, nickname and bio fields by simulated typing and pasting."
  )

  @OptionGroup var language: LanguageOption

  func run() throws {
    print(
      Demo.transcript(in: language.resolved(environment: ProcessInfo.processInfo.environment)),
      terminator: "")
  }

  /// One step of the walk-through.
  enum Step {
    case type(String)
    case paste(String)
    case backspace
    case compose(String)
    case commit(String)
  }

  /// The demo's fields and steps.
  static let fields: [(title: String, policy: InputPolicy, steps: [Step])] = [
    (
      "Phone number — preset phone-cn: digits only, at most 11",
      .phoneCN,
      [
        .type("1"), .type("3"), .type("8"), .type("a"), .paste("0013-8000"), .type("9"),
        .backspace, .type("１"),
      ]
    ),
    (
      "Phone number, formatted — preset phone-cn-spaced: shown \"138 0013 8000\"",
      .phoneCNSpaced,
      [
        .type("1"), .type("3"), .type("8"), .type("0"), .backspace, .type("a"),
        .paste(" 0013-8000 9"), .type("1"),
      ]
    ),
    (
      "Price — preset price: a decimal number, 2 digits after the point",
      .price,
      [
        .type("0"), .type("0"), .type("5"), .type("。"), .type("9"), .type("9"), .type("9"),
        .backspace, .backspace, .backspace, .backspace, .paste("3.14159"),
      ]
    ),
    (
      "Amount — preset amount: thousands separators, 2 digits after the point",
      .amount,
      [
        .type("1"), .type("2"), .type("3"), .type("4"), .type("5"), .type("6"), .type("7"),
        .type("。"), .type("8"), .type("9"), .type("9"), .backspace, .paste("1,000"),
      ]
    ),
    (
      "Nickname — preset nickname: no emoji, no spaces, at most 16 GB 18030 bytes",
      .nickname,
      [
        .compose("xiao"), .compose("xiao ming"), .commit("小明"), .type("😀"), .type(" "),
        .paste("25°C★"), .paste("👍🏽Tom\u{200B}"), .paste("和他的朋友们"),
      ]
    ),
    (
      "Bio — preset bio: 100 English letters or 50 Chinese characters (GB 18030 bytes)",
      .bio,
      [
        .paste(String(repeating: "Swift ", count: 20)), .backspace, .backspace, .type("中"),
        .type("a"),
      ]
    ),
  ]

  /// The whole walk-through as text, with the rules' messages in `language`.
  static func transcript(in language: MessageLanguage = .english) -> String {
    var lines: [String] = []
    for field in fields {
      lines.append(field.title)
      var state = TextFieldState()
      for step in field.steps {
        let (label, edit) = describe(step, in: state)
        guard let edit else {
          lines.append(row(label, state, note: "nothing to delete"))
          continue
        }
        let outcome = field.policy.apply(edit, to: state)
        state = outcome.state
        let note: String
        switch outcome.disposition {
        case .accepted: note = ""
        case .changed: note = "changed: " + messages(of: outcome, in: language)
        case .rejected: note = "rejected: " + messages(of: outcome, in: language)
        }
        lines.append(row(label, state, note: note))
      }
      let count = field.policy.rules.compactMap { $0 as? InputRules.MaxLength }.first.map {
        "  length \($0.metric.length(of: state.committedText))/\($0.limit)"
      }
      let value =
        field.policy.formatsDisplay
        ? "  value \"\(field.policy.value(of: state.committedText))\"" : ""
      lines.append("  result \"\(state.committedText)\"" + value + (count ?? ""))
      lines.append("")
    }
    return lines.joined(separator: "\n")
  }

  private static func messages(of outcome: EditOutcome, in language: MessageLanguage) -> String {
    outcome.changes.map { $0.message(in: language) }.joined(separator: " ")
  }

  private static func describe(_ step: Step, in state: TextFieldState) -> (String, Edit?) {
    switch step {
    case .type(let text): return ("type \(quoted(text))", .typing(text, in: state))
    case .paste(let text): return ("paste \(quoted(text))", .paste(text, in: state))
    case .backspace: return ("backspace", .backspace(in: state))
    case .compose(let text):
      return (
        "compose \(quoted(text))",
        Edit(replacing: state.markedRange ?? state.selection, with: text, source: .markedText)
      )
    case .commit(let text):
      return (
        "commit \(quoted(text))",
        Edit(replacing: state.markedRange ?? state.selection, with: text, source: .commit)
      )
    }
  }

  private static func quoted(_ text: String) -> String {
    let escaped = text.unicodeScalars.map { scalar -> String in
      scalar.properties.isWhitespace || scalar.properties.generalCategory == .format
        ? "\\u{\(String(scalar.value, radix: 16, uppercase: true))}" : String(scalar)
    }.joined()
    return "\"" + (escaped.count > 24 ? escaped.prefix(21) + "..." : escaped) + "\""
  }

  private static func row(_ label: String, _ state: TextFieldState, note: String) -> String {
    let field = state.drawn
    let shown = field.count > 40 ? "…" + field.suffix(39) : field
    return "  " + pad(label, 24) + " " + pad(shown, 42) + " " + note
  }

  private static func pad(_ text: String, _ width: Int) -> String {
    let visible = text.reduce(0) { $0 + (($1.unicodeScalars.first?.value ?? 0) >= 0x1100 ? 2 : 1) }
    return text + String(repeating: " ", count: Swift.max(0, width - visible))
  }
}
