extension TextFieldState {
  /// Creates a field from a drawing: `|` is the caret, `«` and `»` enclose the selection, `⟨` and
  /// `⟩` enclose marked text.
  ///
  /// ```swift
  /// TextFieldState(drawn: "138|")      // caret after "138"
  /// TextFieldState(drawn: "a«bc»d")    // "bc" selected
  /// TextFieldState(drawn: "你⟨ni h⟩|")  // composing "ni h"
  /// ```
  ///
  /// A drawing without a caret or selection puts the caret at the end.
  public init(drawn drawing: String) {
    var text = ""
    var selectionStart: Int?
    var selectionEnd: Int?
    var markedStart: Int?
    var markedEnd: Int?
    for character in drawing {
      let offset = text.utf16.count
      switch character {
      case "|":
        selectionStart = offset
        selectionEnd = offset
      case "«": selectionStart = offset
      case "»": selectionEnd = offset
      case "⟨": markedStart = offset
      case "⟩": markedEnd = offset
      default: text.append(character)
      }
    }
    let end = text.utf16.count
    let marked = markedStart.map { $0..<(markedEnd ?? end) }
    let caret = selectionStart ?? marked?.upperBound ?? end
    self.init(
      text: text, utf16Selection: caret..<(selectionEnd ?? caret), utf16MarkedRange: marked)
  }

  /// The field drawn as a string, the inverse of ``init(drawn:)``.
  ///
  /// ```swift
  /// TextFieldState(text: "138").drawn  // "138|"
  /// ```
  public var drawn: String {
    var result = ""
    var position = text.startIndex
    func marks(at index: String.Index) -> String {
      var marks = ""
      if let marked = markedRange, marked.upperBound == index, !marked.isEmpty { marks += "⟩" }
      if selection.isEmpty {
        if selection.lowerBound == index { marks += "|" }
      } else {
        if selection.upperBound == index { marks += "»" }
        if selection.lowerBound == index { marks += "«" }
      }
      if let marked = markedRange, marked.lowerBound == index, !marked.isEmpty { marks += "⟨" }
      return marks
    }
    while position < text.endIndex {
      result += marks(at: position)
      let next = text.index(after: position)
      result += text[position..<next]
      position = next
    }
    return result + marks(at: text.endIndex)
  }
}
