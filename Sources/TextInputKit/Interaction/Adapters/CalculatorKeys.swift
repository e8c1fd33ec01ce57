/// The keys of the example calculator keyboard and what each does: the titles and the layout
/// come from here, so that the view only draws them.
///
/// ```swift
/// CalculatorKeys.rows[0]              // ["sin(", "cos(", "tan(", "ln(", "log("]
/// CalculatorKeys.action(for: "⌫")     // .backspace
/// CalculatorKeys.action(for: "π")     // .insert("π")
/// ```
package enum CalculatorKeys {
  /// What a key does.
  package enum Action: Sendable, Hashable {
    /// Insert the text (a whole token for `sin(`).
    case insert(String)
    /// Move the caret one character or token left.
    case moveLeft
    /// Move the caret one character or token right.
    case moveRight
    /// Delete the character or token before the caret.
    case backspace
  }

  /// The titles, row by row.
  package static let rows: [[String]] = [
    ["sin(", "cos(", "tan(", "ln(", "log("],
    ["7", "8", "9", "√(", "π"],
    ["4", "5", "6", "×", "÷"],
    ["1", "2", "3", "+", "−"],
    [moveLeftTitle, "0", ".", moveRightTitle, backspaceTitle],
  ]

  /// The title of the key that moves the caret left.
  package static let moveLeftTitle = "◀︎"
  /// The title of the key that moves the caret right.
  package static let moveRightTitle = "▶︎"
  /// The title of the delete key.
  package static let backspaceTitle = "⌫"

  /// What the key titled `title` does.
  package static func action(for title: String) -> Action {
    switch title {
    case moveLeftTitle: .moveLeft
    case moveRightTitle: .moveRight
    case backspaceTitle: .backspace
    default: .insert(title)
    }
  }
}

extension CalculatorKeys.Action {
  /// Carries the action out: the arrows move the caret by one character or token
  /// (`moveCaret(-1)`, `moveCaret(1)`), the delete key and the others edit through `edit`.
  ///
  /// ```swift
  /// CalculatorKeys.action(for: "⌫").perform(moveCaret: { _ in }, edit: { apply($0) })
  /// // edit is given { Edit.backspace(in: $0) }
  /// ```
  package func perform(
    moveCaret: (Int) -> Void, edit: ((TextFieldState) -> Edit?) -> Void
  ) {
    switch self {
    case .moveLeft: moveCaret(-1)
    case .moveRight: moveCaret(1)
    case .backspace: edit { Edit.backspace(in: $0) }
    case .insert(let text): edit { .key(text, in: $0) }
    }
  }
}
