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
/// the field keeps its state and its composition). The field and the binding are kept in step
/// by the core's `BindingSync`: text the app puts in the binding is shown as it is, as
/// `setInputText(_:)` does; text the field holds and has not reported yet (it resigned, a
/// composition ended without an event) goes to the binding at the next update, never erased.
/// The binding receives committed text only, never letters an input method still composes.
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
    field.placeholder = policy.placeholder(otherwise: placeholder)
    field.addAction(context.coordinator.editingChangedAction(for: field), for: .editingChanged)
    return field
  }

  public func updateUIView(_ field: UITextField, context: Context) {
    context.coordinator.text = $text
    // The setter keeps an equal policy: the field keeps its buffer and its composition.
    field.inputPolicy = policy
    field.placeholder = policy.placeholder(otherwise: placeholder)
    field.onInputEvent = onInputEvent
    // SwiftUI takes no state change during an update: the binding hears of the field later.
    context.coordinator.sync(field) { text in DispatchQueue.main.async { text() } }
  }

  public func makeCoordinator() -> Coordinator { Coordinator(text: $text) }

  /// Keeps the field and the binding in step (`BindingSync`): after every change the field
  /// reports, and at every update.
  @MainActor
  public final class Coordinator {
    var text: Binding<String>
    private var binding: BindingSync
    init(text: Binding<String>) {
      self.text = text
      binding = BindingSync(text: text.wrappedValue)
    }

    /// The action that reports the field's changes to the binding, at once.
    func editingChangedAction(for field: UITextField) -> UIAction {
      // The field holds the action, which holds the coordinator: no cycle, and never a field
      // gone.
      UIAction { [unowned field] _ in self.sync(field) { write in write() } }
    }

    /// Compares the binding with `field`: the app's change goes to the field, the field's to
    /// the binding, through `schedule`.
    func sync(_ field: UITextField, schedule: (@escaping @MainActor () -> Void) -> Void) {
      let text = self.text
      binding.sync(
        binding: text.wrappedValue, field: field.currentText,
        isComposing: field.utf16MarkedRange != nil, setField: { field.setInputText($0) },
        setBinding: { value in schedule { text.wrappedValue = value } })
    }
  }
}
#endif
