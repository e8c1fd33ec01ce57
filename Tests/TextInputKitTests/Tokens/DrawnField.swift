import TextInputKit

/// A field drawn as a string: `|` is the caret, `«…»` a selection.
///
/// `"2sin(|"` is "2sin(" with the caret at the end; `"«2si»n("` selects "2si".
struct DrawnField: CustomStringConvertible, Hashable, ExpressibleByStringLiteral {
  var drawing: String

  init(stringLiteral value: String) { drawing = value }
  init(_ state: TextFieldState) {
    let text = state.text
    let selection = state.selection
    if selection.isEmpty {
      drawing = String(text[..<selection.lowerBound]) + "|" + text[selection.lowerBound...]
    } else {
      drawing =
        String(text[..<selection.lowerBound]) + "«" + text[selection] + "»"
        + text[selection.upperBound...]
    }
  }

  var state: TextFieldState {
    var text = ""
    var start = 0
    var end: Int?
    for character in drawing {
      switch character {
      case "|":
        start = text.utf16.count
        end = start
      case "«": start = text.utf16.count
      case "»": end = text.utf16.count
      default: text.append(character)
      }
    }
    // Appending can merge a marker's neighbours into one cluster; offsets stay on scalars.
    return TextFieldState(text: text, utf16Selection: start..<(end ?? start))
  }

  var description: String { "\"\(drawing)\"" }
}
