#if !FUZZING
import TextInputKitSimulator

import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction
#endif

/// What the laws compare of a field: its text, selection and marked range as the view shows them
/// (UTF-16 offsets), and the value the policy reads from the text.
struct FieldSnapshot: Hashable, CustomStringConvertible {
  var text: String
  var selection: Range<Int>
  var markedRange: Range<Int>?
  var value: String

  init(text: String, selection: Range<Int>, markedRange: Range<Int>? = nil, value: String) {
    self.text = text
    self.selection = selection
    self.markedRange = markedRange
    self.value = value
  }

  /// The field as it shows now, with the value `policy` reads from it.
  init(_ field: SimulatedTextField, policy: InputPolicy) {
    self.init(
      text: field.text, selection: field.selection, markedRange: field.markedRange,
      value: policy.value(of: field.text))
  }

  /// A field drawn as the tests draw one (`|` the caret, `«»` a selection, `⟨⟩` marked text),
  /// with its value.
  init(drawn: String, policy: InputPolicy) {
    let state = TextFieldState(drawn: drawn)
    self.init(
      text: state.text, selection: state.utf16Selection, markedRange: state.utf16MarkedRange,
      value: policy.value(of: state.text))
  }

  /// The field drawn (`"12«34»|"`, `"你⟨ni⟩|"`), invisible and combining scalars escaped; the
  /// value follows when it differs from the text.
  var description: String {
    var drawn = ""
    var offset = 0
    func marks() {
      if let marked = markedRange, marked.upperBound == offset, !marked.isEmpty { drawn += "⟩" }
      if selection.isEmpty {
        if selection.lowerBound == offset { drawn += "|" }
      } else {
        if selection.upperBound == offset { drawn += "»" }
        if selection.lowerBound == offset { drawn += "«" }
      }
      if let marked = markedRange, marked.lowerBound == offset, !marked.isEmpty { drawn += "⟨" }
    }
    for scalar in text.unicodeScalars {
      marks()
      drawn += Self.shown(scalar)
      offset += scalar.utf16.count
    }
    marks()
    let shown = "\"\(drawn)\""
    return value == text ? shown : "\(shown) (value \(SessionEvent.literal(value)))"
  }

  /// A scalar as a drawing shows it: itself when it is visible on its own, else escaped.
  static func shown(_ scalar: Unicode.Scalar) -> String {
    switch scalar.properties.generalCategory {
    case .control, .format, .nonspacingMark, .enclosingMark, .spacingMark, .surrogate,
      .privateUse, .unassigned, .lineSeparator, .paragraphSeparator:
      return "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
    default:
      return scalar == "\"" || scalar == "\\" || scalar == "|" || scalar == "«" || scalar == "»"
        || scalar == "⟨" || scalar == "⟩" || scalar.properties.isVariationSelector
        || (0x1F3FB...0x1F3FF).contains(scalar.value) || (0x1F1E6...0x1F1FF).contains(scalar.value)
        ? "\\u{\(String(scalar.value, radix: 16, uppercase: true))}" : String(scalar)
    }
  }
}
