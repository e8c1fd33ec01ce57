#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import TextInputKit
import UIKit

/// An example calculator keyboard whose keys insert, skip and delete whole tokens (`sin(`, `π`).
///
/// Set it as a text field's `inputView`. Every key goes through the field's controller when the
/// field has an `inputPolicy` (its events and counter included), else through ``policy``, with
/// ``tokens``, exactly like typing; the arrows move the caret over a token in one step. The
/// titles and what each key does come from ``CalculatorKeys``.
@MainActor
public final class CalculatorKeyboardView: UIInputView, UIInputViewAudioFeedback {
  /// The field the keys edit.
  public weak var target: (any UITextInput & UIResponder)?
  /// The rules every key goes through.
  public var policy: InputPolicy
  /// The keys that behave as one character.
  public var tokens: TokenSet

  /// Creates the keyboard.
  public init(
    target: (any UITextInput & UIResponder)?, policy: InputPolicy = .unrestricted,
    tokens: TokenSet = .calculator
  ) {
    self.target = target
    self.policy = policy
    self.tokens = tokens
    super.init(frame: CGRect(x: 0, y: 0, width: 0, height: 260), inputViewStyle: .keyboard)
    let grid = UIStackView(
      arrangedSubviews: CalculatorKeys.rows.map { row in
        let line = UIStackView(arrangedSubviews: row.map(self.key))
        line.distribution = .fillEqually
        return line
      })
    grid.axis = .vertical
    grid.distribution = .fillEqually
    grid.frame = bounds
    grid.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(grid)
  }

  @available(*, unavailable)
  public required init?(coder: NSCoder) { fatalError("CalculatorKeyboardView is built in code.") }

  public var enableInputClicksWhenVisible: Bool { true }

  private func key(_ title: String) -> UIButton {
    let button = UIButton(type: .system)
    button.setTitle(title, for: .normal)
    button.addAction(UIAction { [weak self] _ in self?.press(title) }, for: .touchUpInside)
    return button
  }

  private func press(_ title: String) {
    UIDevice.current.playInputClick()
    CalculatorKeys.action(for: title).perform(
      moveCaret: { target?.moveCaret(by: $0, tokens: tokens) },
      edit: { target?.applyKey(policy: policy, tokens: tokens, $0) })
  }
}
#endif
