import TextInputKit
import TextInputKitSimulator

/// What a conformance case checks of a field after an event: its text, selection, marked range
/// and value, in UTF-16 offsets.
///
/// ```swift
/// ConformanceFieldState(text: "138 0", selection: 5..<5, marked: nil, value: "1380").description
/// // {"text": "138 0", "selection": [5, 5], "marked": null, "value": "1380"}
/// ```
struct ConformanceFieldState: Hashable, Sendable, CustomStringConvertible {
  var text: String
  var selection: Range<Int>
  var marked: Range<Int>?
  var value: String

  init(text: String, selection: Range<Int>, marked: Range<Int>?, value: String) {
    self.text = text
    self.selection = selection
    self.marked = marked
    self.value = value
  }

  /// The state of `field`; the value is `policy`'s value of its text.
  init(_ field: SimulatedTextField, policy: InputPolicy) {
    self.init(
      text: field.text, selection: field.selection, marked: field.markedRange,
      value: policy.value(of: field.text))
  }

  var description: String {
    "{\"text\": \(text.jsonLiteral), \"selection\": \(Self.pair(selection)), "
      + "\"marked\": \(marked.map(Self.pair) ?? "null"), \"value\": \(value.jsonLiteral)}"
  }

  /// A range as a case file writes it: `[3, 5]`.
  static func pair(_ range: Range<Int>) -> String { "[\(range.lowerBound), \(range.upperBound)]" }
}
