import TextInputKit
import TextInputKitSimulator
import TextInputKitTesting

/// A simulated field from a drawing (``TextFieldState/init(drawn:)``): `|` for the caret,
/// `«…»` for a selection.
func field(_ drawing: String) -> SimulatedTextField {
  let state = TextFieldState(drawn: drawing)
  precondition(state.utf16MarkedRange == nil, "a simulated field starts without marked text")
  let field = SimulatedTextField(text: state.text)
  field.setUTF16Selection(state.utf16Selection)
  return field
}

extension SimulatedTextField {
  var state: TextFieldState {
    TextFieldState(text: text, utf16Selection: selection, utf16MarkedRange: markedRange)
  }
  /// The field drawn as ``TextFieldState/drawn`` draws it.
  var drawing: String { state.drawn }
}
