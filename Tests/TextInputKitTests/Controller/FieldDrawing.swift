import TextInputKit
import TextInputKitSimulator
import TextInputKitTesting

/// Draws a field the way the tests' tables do: `|` for the caret, `[…]` for a selection,
/// `⟨…⟩` around marked text.
func draw(_ state: TextFieldState) -> String {
  var out = ""
  let text = state.text
  var index = text.startIndex
  func marks(at position: String.Index) {
    if let marked = state.markedRange, marked.upperBound == position, !marked.isEmpty { out += "⟩" }
    if state.selection.isEmpty {
      if state.selection.lowerBound == position { out += "|" }
    } else {
      if state.selection.upperBound == position { out += "]" }
      if state.selection.lowerBound == position { out += "[" }
    }
    if let marked = state.markedRange, marked.lowerBound == position, !marked.isEmpty { out += "⟨" }
  }
  while index < text.endIndex {
    marks(at: index)
    out.append(text[index])
    index = text.index(after: index)
  }
  marks(at: text.endIndex)
  return out
}

/// Reads a drawing back: the text with the caret (or selection) it shows.
func field(_ drawing: String) -> SimulatedTextField {
  var text = ""
  var start: Int?
  var end: Int?
  for character in drawing {
    switch character {
    case "|": start = text.utf16.count; end = start
    case "[": start = text.utf16.count
    case "]": end = text.utf16.count
    default: text.append(character)
    }
  }
  let field = SimulatedTextField(text: text)
  if let start { field.setSelection(start..<(end ?? start)) }
  return field
}

extension SimulatedTextField {
  var state: TextFieldState {
    TextFieldState(text: text, utf16Selection: selection, utf16MarkedRange: markedRange)
  }
  var drawing: String { draw(state) }
}
