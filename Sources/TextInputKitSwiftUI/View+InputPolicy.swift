#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import TextInputKit

extension View {
  /// Applies a policy to a plain SwiftUI `TextField` bound to `text`, in notification mode: after
  /// every change the new text is judged against the previous one and corrected.
  ///
  /// ```swift
  /// TextField("Phone", text: $phone).inputPolicy(.phoneCN, text: $phone)
  /// // "138" → "138a" is corrected back to "138"
  /// ```
  ///
  /// SwiftUI's `TextField` does not expose marked text, so text an input method is still
  /// composing (pinyin letters) may be judged before it is committed; use ``PolicyTextField``
  /// for fields that take Chinese, Japanese or Korean input.
  public func inputPolicy(
    _ policy: InputPolicy, text: Binding<String>, onEvent: ((InputEvent) -> Void)? = nil
  ) -> some View {
    modifier(InputPolicyModifier(policy: policy, text: text, onEvent: onEvent))
  }
}

/// The modifier behind ``SwiftUI/View/inputPolicy(_:text:onEvent:)``.
struct InputPolicyModifier: ViewModifier {
  let policy: InputPolicy
  @Binding var text: String
  let onEvent: ((InputEvent) -> Void)?
  @State private var controller: TextInputController?

  func body(content: Content) -> some View {
    content.onAppear {
      if controller == nil { controller = TextInputController(policy: policy, text: text) }
    }
    .onChange(of: text) { newText in
      var current = controller ?? TextInputController(policy: policy, text: "")
      current.policy = policy
      // SwiftUI reports no selection: the caret is taken to be at the end of the text.
      let end = newText.utf16.count
      if let correction = current.didChange(text: newText, selection: end..<end, markedRange: nil) {
        text = correction.applied(to: newText)
      }
      for event in current.takeEvents() { onEvent?(event) }
      controller = current
    }
  }
}
#endif
