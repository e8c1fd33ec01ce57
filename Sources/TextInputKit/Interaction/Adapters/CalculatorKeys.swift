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
