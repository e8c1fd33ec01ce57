#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import TextInputKit
import UIKit

extension UILabel {
  /// Shows a field's counter, "4/11", and gives VoiceOver the same in words, "4 of 11
  /// characters" (``LengthCounter/accessibilityLabel``, in the app's language).
  ///
  /// ```swift
  /// phoneField.onInputEvent = { [weak self] _ in
  ///   self?.counterLabel.showInputCounter(self?.phoneField.inputCounter)
  /// }
  /// ```
  ///
  /// - Parameter counter: The counter to show; `nil` (a field without a policy) clears the label
  ///   and its accessibility label.
  public func showInputCounter(_ counter: LengthCounter?) {
    text = counter?.description
    accessibilityLabel = counter?.accessibilityLabel.text()
  }
}
#endif
