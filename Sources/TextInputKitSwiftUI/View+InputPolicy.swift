#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS) && !os(tvOS)
import SwiftUI
import TextInputKit
import TextInputKitUIKit

extension View {
  /// Applies a policy to a plain SwiftUI `TextField` bound to `text`, in notification mode: after
  /// every change the user makes, the new text is judged against the previous one and corrected.
  ///
  /// ```swift
  /// TextField("Phone", text: $phone).inputPolicy(.phoneCN, text: $phone)
  /// // "138" → "138a" is corrected back to "138"; phone = "call me" in code is kept
  /// ```
  ///
  /// A change that arrives while the field has no focus was made in code and is taken as it is
  /// (``BoundText``). SwiftUI's `TextField` does not expose marked text, so text an input method
  /// is still composing (pinyin letters) may be judged before it is committed; use
  /// ``PolicyTextField`` for fields that take Chinese, Japanese or Korean input.
  ///
  /// What a rejected or cut change lost is spoken by VoiceOver, as the UIKit views do: "138a"
  /// is corrected back to "138" and VoiceOver says "Only digits are allowed here." (once for a
  /// key held down).
  public func inputPolicy(
    _ policy: InputPolicy, text: Binding<String>, onInputEvent: ((InputEvent) -> Void)? = nil
  ) -> some View {
    modifier(InputPolicyModifier(policy: policy, text: text, onInputEvent: onInputEvent))
  }
}

/// The modifier behind ``SwiftUI/View/inputPolicy(_:text:onInputEvent:)``.
struct InputPolicyModifier: ViewModifier {
  let policy: InputPolicy
  @Binding var text: String
  let onInputEvent: ((InputEvent) -> Void)?
  @State private var bound: BoundText
  @FocusState private var isFocused: Bool

  init(policy: InputPolicy, text: Binding<String>, onInputEvent: ((InputEvent) -> Void)?) {
    self.policy = policy
    self._text = text
    self.onInputEvent = onInputEvent
    self._bound = State(initialValue: BoundText(policy: policy, text: text.wrappedValue))
  }

  func body(content: Content) -> some View {
    content.focused($isFocused)
      .onChange(of: text) { newText in
        var current = bound
        // Only a new policy rebuilds the controller (BoundText.policy).
        current.policy = policy
        if let corrected = current.receive(newText, isFocused: isFocused) { text = corrected }
        current.deliverEvents(to: onInputEvent)
        let announcement = current.takeAnnouncement()
        bound = current
        announcement?.post()
      }
  }
}
#endif
