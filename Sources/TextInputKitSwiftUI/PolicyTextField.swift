#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS) && !os(tvOS)
import SwiftUI
import UIKit
import TextInputKit
import TextInputKitUIKit

/// A text field backed by `UITextField`, with an input policy: IME-safe, both interception modes,
/// feedback as a closure.
///
/// ```swift
/// PolicyTextField("Phone", text: $phone, policy: .phoneCN) { event in hint = event.message }
/// // typing "a" → rejected; a committed pinyin candidate is judged too
/// ```
///
/// A policy with a ``InputPolicy/placeholder`` shows it instead of `placeholder` while the field
/// is empty: `PolicyTextField("Phone", text: $phone, policy: spaced)` with a mask placeholder "_"
/// shows "___ ____ ____".
///
/// A later `policy` takes effect at the next update (an equal policy is not assigned again, so
/// the field keeps its state and its composition); text the binding receives from code is
/// taken as it is, as `setInputText(_:)` does. The binding receives committed text only, never
/// letters an input method still composes.
@MainActor
public struct PolicyTextField: UIViewRepresentable {
  private let placeholder: String
  @Binding private var text: String
  private let policy: InputPolicy
  private let onInputEvent: ((InputEvent) -> Void)?

  /// Creates a field with a placeholder, a text binding and a policy.
  public init(
    _ placeholder: String, text: Binding<String>, policy: InputPolicy,
    onInputEvent: ((InputEvent) -> Void)? = nil
  ) {
    self.placeholder = placeholder
    self._text = text
    self.policy = policy
    self.onInputEvent = onInputEvent
  }

  public func makeUIView(context: Context) -> UITextField {
    let field = UITextField()
    field.text = text
    field.inputPolicy = policy
    field.placeholder = policy.placeholder ?? placeholder
    let coordinator = context.coordinator
    field.addAction(
      UIAction { [weak field] _ in if let field { coordinator.editingChanged(field) } },
      for: .editingChanged)
    return field
  }

  public func updateUIView(_ field: UITextField, context: Context) {
    context.coordinator.text = $text
    // Assigning a policy rebuilds the field's buffer and ends its composition: only a new one.
    if field.inputPolicy != policy {
      field.inputPolicy = policy
      field.placeholder = policy.placeholder ?? placeholder
    }
    field.onInputEvent = onInputEvent
    if field.text != text && field.markedTextRange == nil { field.setInputText(text) }
  }

  public func makeCoordinator() -> Coordinator { Coordinator(text: $text) }

  /// Copies the field's text into the binding after every change, corrected ones included.
  @MainActor
  public final class Coordinator {
    var text: Binding<String>
    init(text: Binding<String>) { self.text = text }
    func editingChanged(_ field: UITextField) {
      // Letters an input method still composes (pinyin) are not the field's text yet.
      guard field.markedTextRange == nil else { return }
      if text.wrappedValue != field.text ?? "" { text.wrappedValue = field.text ?? "" }
    }
  }
}
#endif
