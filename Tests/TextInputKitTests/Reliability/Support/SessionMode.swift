#if !FUZZING
import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction
#endif

/// How a text field reports edits to its policy.
enum SessionMode: String, CaseIterable, Sendable {
  /// UIKit's delegate mode, as an app runs it: a ``SimulatedTextField`` asks its
  /// ``TextInputInterceptor`` before every change, and the field's own undo replays its ranges.
  case delegate
  /// UIKit's notification mode: the simulated field changes first; its interceptor learns of the
  /// change from the text-did-change notification and corrects the field.
  case notification
  /// ``InputPolicy/apply(_:to:)`` on a value: the whole text reviewed on every edit.
  case value
  /// The engine on a ``FieldBuffer``: each edit is reviewed on a window of clusters around it,
  /// and the lengths the policy limits are kept counted as the text changes.
  case buffer
  /// ``InputPolicy/apply(_:to:tokens:)``: calculator keys ("sin("), mentions ("@bob") and
  /// topics ("#swift#") are edited as single characters, and the caret never stands inside one.
  case tokens

  /// Whether the mode drives a simulated field through an interceptor.
  var usesField: Bool { self == .delegate || self == .notification }

  /// The tokens of the ``tokens`` mode.
  static let tokenSet = TokenSet(
    literals: TokenSet.calculator.literals, patterns: [.mention, .topic])
}
