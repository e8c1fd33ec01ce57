import TextInputKit

/// How a host intercepts a text field's input.
public enum InterceptionMode: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// Decide in the delegate's `shouldChangeCharactersIn`, before the change; follow the
  /// text-did-change notification for what the delegate never hears (commits, undo).
  case delegate
  /// Decide only in the text-did-change notification, after the change.
  case notification

  public var description: String { rawValue }
}

/// What a UIKit adapter does, against a ``SimulatedTextField``: it installs itself as the field's
/// delegate (forwarding to the app's own) and observer, converts the field's values and calls a
/// ``TextInputController``, and applies the corrections it returns with `replace(_:withText:)`.
///
/// ```swift
/// let field = SimulatedTextField(text: "138")
/// let host = SimulatedHost(field: field, policy: .phoneCN, mode: .notification)
/// field.type("a")
/// field.text  // "138"
/// ```
public final class SimulatedHost {
  /// The field.
  public let field: SimulatedTextField
  /// The interception mode.
  public let mode: InterceptionMode
  /// The controller.
  public private(set) var controller: TextInputController
  /// Every event the controller reported, in order.
  public private(set) var events: [InputEvent] = []
  /// The app's own delegate method, which the host forwards to; its `false` wins.
  public var appShouldChange: ((SimulatedTextField, Range<Int>, String) -> Bool)?
  /// How many times the app heard the text-did-change notification, and the texts it saw.
  public private(set) var textsTheAppSaw: [String] = []

  /// Attaches a controller for `policy` to `field`.
  ///
  /// - Parameter tokens: Spans that behave as one character (calculator keys, mentions,
  ///   stickers), or `nil`.
  public init(
    field: SimulatedTextField, policy: InputPolicy, tokens: TokenSet? = nil,
    mode: InterceptionMode
  ) {
    self.field = field
    self.mode = mode
    self.controller = TextInputController(
      policy: policy,
      state: TextFieldState(
        text: field.text, utf16Selection: field.selection, utf16MarkedRange: field.markedRange),
      tokens: tokens)
    field.shouldChange = { [unowned self] field, range, replacement in
      self.shouldChange(field, range, replacement)
    }
    field.textDidChangeHandlers.append { [unowned self] field in self.textDidChange(field) }
    field.selectionDidChangeHandlers.append { [unowned self] field in
      guard field.text == self.controller.state.text else { return }
      if let snapped = self.controller.selectionDidChange(field.selection) {
        field.setSelection(snapped)
      }
    }
    field.textDidChangeHandlers.append { [unowned self] field in
      self.textsTheAppSaw.append(field.text)
    }
  }

  /// The field's state as a value.
  public var state: TextFieldState {
    TextFieldState(
      text: field.text, utf16Selection: field.selection, utf16MarkedRange: field.markedRange)
  }

  /// Assigns text in code and tells the controller, which does not judge it (as `text = …`).
  public func setText(_ text: String) {
    field.setText(text)
    controller.adopt(state)
  }

  /// A key of a custom keyboard inserts `text` at the selection, as a calculator's `sin(` or a
  /// sticker keyboard's `[笑哭]` does: the edit goes through the controller, and the host writes
  /// the outcome to the field with `replace(_:withText:)`; the field asks no delegate.
  ///
  /// - Returns: What the controller made of the key.
  @discardableResult
  public func key(_ text: String) -> EditOutcome {
    if let correction = controller.sync(
      text: field.text, selection: field.selection, markedRange: field.markedRange)
    {
      apply(correction)
    }
    let outcome = controller.apply(.key(text, in: controller.state))
    collectEvents()
    if !outcome.isRefused {
      field.replace(outcome.replacedUTF16Range, withText: outcome.replacement)
      field.setSelection(outcome.state.selectedUTF16Range)
      field.sendChangeEvents()
    }
    return outcome
  }

  private func shouldChange(_ field: SimulatedTextField, _ range: Range<Int>, _ replacement: String)
    -> Bool
  {
    if let app = appShouldChange, !app(field, range, replacement) { return false }
    guard mode == .delegate else { return true }
    if let correction = controller.sync(
      text: field.text, selection: field.selection, markedRange: field.markedRange)
    {
      apply(correction)
      return false
    }
    let source = TextInputController.inferredSource(
      utf16Range: range, replacement: replacement, markedRange: field.markedRange,
      keyboardComposes: field.keyboard.composes)
    let decision = controller.shouldChange(
      utf16Range: range, replacement: replacement, source: source)
    collectEvents()
    switch decision {
    case .allow: return true
    case .refuse: return false
    case .replace(let correction):
      apply(correction)
      return false
    }
  }

  private func textDidChange(_ field: SimulatedTextField) {
    let correction = controller.didChange(
      text: field.text, selection: field.selection, markedRange: field.markedRange)
    collectEvents()
    if let correction { apply(correction) }
  }

  /// Applies a correction as a UIKit adapter does: one `replace(_:withText:)`, the selection,
  /// then `editingChanged` and the notification so that the app hears of the corrected text.
  private func apply(_ correction: TextCorrection) {
    field.replace(correction.utf16Range, withText: correction.replacement)
    field.setSelection(correction.selection)
    field.sendChangeEvents()
  }

  private func collectEvents() {
    events += controller.takeEvents()
  }
}
