import TextInputKit

/// What a case expects of the field after one event; each part left out is not checked.
///
/// ```json
/// {"text": "138 0", "selection": [5, 5], "marked": null, "value": "1380"}
/// ```
///
/// `"marked": null` expects no marked text; leaving `marked` out does not check it.
struct ConformanceExpectation: Decodable, Hashable, Sendable, CustomStringConvertible {
  var text: String?
  var selection: Range<Int>?
  /// `nil`: not checked; `.some(nil)`: no marked text.
  var marked: Range<Int>??
  var value: String?

  init(
    text: String? = nil, selection: Range<Int>? = nil, marked: Range<Int>?? = nil,
    value: String? = nil
  ) {
    self.text = text
    self.selection = selection
    self.marked = marked
    self.value = value
  }

  init(from decoder: any Decoder) throws {
    let object = try decoder.conformanceObject("what the field holds after the event")
    try object.requireOnly(["text", "selection", "marked", "value"])
    text = try object.string("text")
    selection = try object.range("selection") ?? nil
    marked = try object.range("marked", allowingNull: true)
    value = try object.string("value")
  }

  /// Whether `state` has every part this expects.
  ///
  /// ```swift
  /// let state = ConformanceFieldState(text: "12", selection: 2..<2, marked: nil, value: "12")
  /// ConformanceExpectation(text: "12").isMet(by: state)        // true
  /// ConformanceExpectation(selection: 1..<1).isMet(by: state)  // false
  /// ```
  func isMet(by state: ConformanceFieldState) -> Bool {
    if let text, text != state.text { return false }
    if let selection, selection != state.selection { return false }
    if let marked, marked != state.marked { return false }
    if let value, value != state.value { return false }
    return true
  }

  /// `state` with only the parts this checks, for messages that compare the two.
  func checkedParts(of state: ConformanceFieldState) -> String {
    var parts: [String] = []
    if text != nil { parts.append("\"text\": \(state.text.jsonLiteral)") }
    if selection != nil {
      parts.append("\"selection\": \(ConformanceFieldState.pair(state.selection))")
    }
    if marked != nil {
      parts.append("\"marked\": \(state.marked.map(ConformanceFieldState.pair) ?? "null")")
    }
    if value != nil { parts.append("\"value\": \(state.value.jsonLiteral)") }
    return "{" + parts.joined(separator: ", ") + "}"
  }

  var description: String {
    var parts: [String] = []
    if let text { parts.append("\"text\": \(text.jsonLiteral)") }
    if let selection { parts.append("\"selection\": \(ConformanceFieldState.pair(selection))") }
    if let marked {
      parts.append("\"marked\": \(marked.map(ConformanceFieldState.pair) ?? "null")")
    }
    if let value { parts.append("\"value\": \(value.jsonLiteral)") }
    return "{" + parts.joined(separator: ", ") + "}"
  }
}
