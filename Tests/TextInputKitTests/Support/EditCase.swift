import Testing
import TextInputKit

/// One edit drawn as strings: the field before, what happens, the field after.
///
/// `|` is the caret, `«»` a selection, `⟨⟩` marked text (see `TextFieldState(drawn:)`).
struct EditCase: CustomTestStringConvertible, Sendable {
  enum Action: Sendable, CustomStringConvertible {
    case type(String)
    case paste(String)
    case backspace
    case compose(String)
    case commit(String)

    var description: String {
      switch self {
      case .type(let text): "\"\(text)\""
      case .paste(let text): "paste \"\(text)\""
      case .backspace: "⌫"
      case .compose(let text): "compose \"\(text)\""
      case .commit(let text): "commit \"\(text)\""
      }
    }
  }

  var before: String
  var action: Action
  var after: String
  var disposition: EditOutcome.Disposition

  init(_ before: String, _ action: Action, _ after: String, _ disposition: EditOutcome.Disposition)
  {
    self.before = before
    self.action = action
    self.after = after
    self.disposition = disposition
  }

  /// Typing `text`.
  init(_ before: String, _ text: String, _ after: String, _ disposition: EditOutcome.Disposition) {
    self.init(before, .type(text), after, disposition)
  }

  var testDescription: String { "\"\(before)\" + \(action) → \"\(after)\" (\(disposition))" }

  func edit(in state: TextFieldState) -> Edit {
    switch action {
    case .type(let text): return .typing(text, in: state)
    case .paste(let text): return .paste(text, in: state)
    case .backspace: return Edit.backspace(in: state)!
    case .compose(let text):
      return Edit(replacing: state.markedRange ?? state.selection, with: text, source: .markedText)
    case .commit(let text):
      return Edit(replacing: state.markedRange ?? state.selection, with: text, source: .commit)
    }
  }

  /// Applies the case to `policy`, returning the drawn result and the outcome.
  func run(_ policy: InputPolicy) -> (drawn: String, outcome: EditOutcome) {
    let state = TextFieldState(drawn: before)
    let outcome = policy.apply(edit(in: state), to: state)
    return (outcome.state.drawn, outcome)
  }
}
