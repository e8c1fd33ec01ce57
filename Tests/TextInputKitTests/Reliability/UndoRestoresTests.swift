import Testing
import TextInputKit
import TextInputKitSimulator
import TextInputKitTesting

/// An edit the policy changed, undone and redone: the field comes back exactly, text and
/// selection, in both interception modes and under every undocumented behaviour of the field
/// (undo that asks the delegate, undo that selects what it puts back).
///
/// Each case was a known break of undo-restores before the interceptor learned from its host
/// when undo runs.
struct UndoCase: CustomTestStringConvertible, Sendable {
  var name: String
  var policy: InputPolicy
  /// The field before the edit.
  var start: String
  /// The edit.
  var edit: @Sendable (SimulatedTextField) -> Void
  /// The field after the edit, which redo shows again.
  var edited: String
  /// The behaviours under which the interceptor does not hear of the edit when it is made (a
  /// silent commit, an unannounced correction), so that it shows something else.
  var unheard: SimulatedTextField.Roughness = []
  var testDescription: String { name }
}

let undoCases: [UndoCase] = [
  // Formerly redoAfterACorrectedEditMisplacesTheCaret (redo gave "|00").
  UndoCase(
    name: "pin: paste \"\\u{3164}\\u{AD}00\" → \"00|\"", policy: .pin, start: "|",
    edit: { $0.paste("\u{3164}\u{AD}00") }, edited: "00|"),
  // Formerly redoAfterACorrectedEditMisplacesTheCaret, delegate mode, a commit corrected.
  UndoCase(
    name: "phone-cn: mark \"Z\", commit \"Z★Z0\" → \"0|\"", policy: .phoneCN, start: "|",
    edit: { field in
      field.setMarkedText("Z")
      field.commit("Z★Z0")
    }, edited: "0|", unheard: .commitsAreSilent),
  // Formerly undoAfterACorrectedEditMisplacesTheCaret (undo gave "0|").
  UndoCase(
    name: "decimal: \"|0\", type \"\\u{3002}\\u{3000}\" → \"0.|0\"", policy: undoDecimal,
    start: "|0", edit: { $0.type("\u{3002}\u{3000}") }, edited: "0.|0"),
  // Formerly undoInAFormattedFieldMisplacesTheCaret (undo gave "013|8").
  UndoCase(
    name: "bank-card: \"0|138\", type \"7\" → \"07|13 8\"", policy: .bankCard, start: "0|138",
    edit: { $0.type("7") }, edited: "07|13 8"),
  // Formerly redoInAFormattedFieldChangesTheText (redo gave "13|8").
  UndoCase(
    name: "amount: \"138|\", system replacement at the end with \"p8\" → \"1,388|\"",
    policy: .amount, start: "138|", edit: { $0.systemReplace(3..<3, with: "p8") },
    edited: "1,388|", unheard: .correctionsPostNoNotification),
  // Formerly undoInAFormattedFieldChangesTheText: undo of a deletion that moves literals.
  UndoCase(
    name: "bank-card: \"0138 |5\", backspace → \"013|5\"", policy: .bankCard, start: "0138 |5",
    edit: { $0.backspace() }, edited: "013|5"),
  // Formerly a Masks fuzz finding: redo left the controller with "A…-BC" beside the field's
  // "B…-C", and the next key was judged against it.
  UndoCase(
    name: "mask A, 53 literals, AA: \"A…-|BC\", backspace → \"|B…-C\"", policy: undoFarMask,
    start: "A" + undoFarLiterals + "-|BC", edit: { $0.backspace() },
    edited: "|B" + undoFarLiterals + "-C"),
]

/// A mask whose literals keep its first slot far from its last ones: a backspace after them lays
/// the value out again at the start, beyond every window read around the caret (the "/" keeps
/// the literals from being one run, which a window would read through).
let undoFarLiterals = String(repeating: ".", count: 30) + "/" + String(repeating: ".", count: 21)
let undoFarMask = InputPolicy(.uppercased, try! InputRules.Mask("A" + undoFarLiterals + "-AA"))

let undoDecimal = try! InputPolicy(json: #"{"decimal": {"fractionDigits": 2}}"#)

@Suite("Undo restores an edit the policy changed")
struct UndoRestoresTests {
  static func field(_ drawing: String, _ policy: InputPolicy, _ mode: InterceptionMode,
    _ roughness: SimulatedTextField.Roughness) -> SimulatedTextField
  {
    let field = TextInputKitTests.field(drawing)
    field.roughness = roughness
    field.intercept(policy: policy, mode: mode)
    return field
  }

  @Test(arguments: undoCases, [InterceptionMode.delegate, .notification])
  func undoAndRedoRestoreTheField(_ undoCase: UndoCase, _ mode: InterceptionMode) {
    for roughness in SimulatedTextField.Roughness.allCases
    where roughness.isDisjoint(with: undoCase.unheard) {
      let field = Self.field(undoCase.start, undoCase.policy, mode, roughness)
      undoCase.edit(field)
      #expect(field.drawing == undoCase.edited, "edit, \(roughness)")
      field.undo()
      #expect(field.drawing == undoCase.start, "undo, \(roughness)")
      #expect(field.interceptor?.controller.state.drawn == undoCase.start, "undo, \(roughness)")
      field.redo()
      #expect(field.drawing == undoCase.edited, "redo, \(roughness)")
      #expect(field.interceptor?.controller.state.drawn == undoCase.edited, "redo, \(roughness)")
      #expect(field.undoErrors.isEmpty)
    }
  }

  /// Undo and redo, twice over, walk the history of several edits.
  @Test(arguments: [InterceptionMode.delegate, .notification])
  func severalEditsComeBackOneByOne(_ mode: InterceptionMode) {
    let field = Self.field("|", .bankCard, mode, [])
    let drawings = ["|"] + ["1", "2", "3", "4", "5"].map { key in
      field.type(key)
      return field.drawing
    }
    #expect(drawings.last == "1234 5|")
    field.select(2..<2)
    // The selection reaches the interceptor in both modes, as `LawSession` forwards it.
    if mode == .notification { field.interceptor?.selectionDidChange() }
    field.type("9")
    #expect(field.drawing == "129|3 45")
    field.undo()
    #expect(field.drawing == "12|34 5")
    for drawing in drawings.reversed().dropFirst() {
      field.undo()
      #expect(field.drawing == drawing)
    }
    for drawing in drawings.dropFirst() {
      field.redo()
      #expect(field.drawing == drawing)
    }
  }

  /// Text the app assigns in code is none of the interceptor's steps: the undo that follows
  /// keeps the selection the host gives, and takes the text as the host shows it.
  @Test(arguments: [InterceptionMode.delegate, .notification])
  func textSetInCodeForgetsTheSteps(_ mode: InterceptionMode) {
    let field = Self.field("0|138", .bankCard, mode, [])
    field.type("7")
    field.setText("0713 8")
    field.interceptor?.adoptHostText()
    field.undo()
    #expect(field.interceptor?.controller.state.text == field.text)
    #expect(field.interceptor?.controller.state.utf16Selection == field.selection)
  }

  /// Undo asks the delegate, with the roughness that makes it ask: the interceptor allows it
  /// without judging, and the app's own no still wins.
  @Test func undoThatAsksTheDelegateIsAllowed() {
    let field = Self.field("0|138", .bankCard, .delegate, .undoAsksDelegate)
    field.type("7")
    field.undo()
    #expect(field.drawing == "0|138")
    #expect(field.calls.contains(.shouldChange(1..<5, "13")))
    field.redo()
    field.shouldChange = { _, _, _ in false }
    field.undo()
    #expect(field.drawing == "07|13 8")
  }
}
