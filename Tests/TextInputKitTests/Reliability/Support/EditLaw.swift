#if !FUZZING
import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction
#endif

/// The laws every edit obeys, by name.
///
/// Each is written down once, with its reason and its documented exceptions, in the DocC article
/// "Laws of an edit" (`Sources/TextInputKit/Exports/Documentation.docc/LawsOfAnEdit.md`), and checked by
/// ``EditLaws`` in the property tests (`EditLawTests`), the random editing sessions and the
/// `Engine` and `Masks` fuzz harnesses.
enum EditLaw: String, CaseIterable, Sendable {
  /// Select all and paste X is pasting X into an empty field, unless X is rejected whole.
  case selectAllThenPaste = "select-all-then-paste"
  /// A rejected edit leaves text, selection and marked range as they were; a rejected commit, as
  /// they were before the composition began.
  case rejectionChangesNothing = "rejection-changes-nothing"
  /// Delegate mode and notification mode show the same field after every event.
  case modesAgree = "modes-agree"
  /// Undo after an accepted edit restores the field; redo applies the edit again.
  case undoRestores = "undo-restores"
  /// Sanitizing is idempotent, and sanitized text needs no normalization.
  case sanitizeIsStable = "sanitize-is-stable"
  /// The display of a value reads back as that value, and pasting it is pasting the value.
  case displayReadsBack = "display-reads-back"
  /// Typing a text key by key is pasting it, when no limit cuts it and nothing formats or
  /// composes it.
  case typingEqualsPasting = "typing-equals-pasting"
  /// The counter is the policy's length of the text.
  case counterIsLength = "counter-is-length"
}

/// A law that did not hold: which, and what was expected and found.
struct LawViolation: Error, Hashable, CustomStringConvertible {
  var law: EditLaw
  var message: String
  /// The field the law expected and the one found, when the law compares fields.
  var expected: FieldSnapshot?
  var actual: FieldSnapshot?
  /// The interception mode of the field that broke it, when a field did.
  var mode: InterceptionMode?
  /// What was done: the event, or the scenario's action (`"insertKey"`, `"commit"`).
  var action: String?
  /// The event of a session that broke it, and the field (in delegate mode) before it.
  var event: SessionEvent?
  var before: FieldSnapshot?
  /// Whether an event of the rougher simulated field (composing keys, dictation, corrections,
  /// swipe typing, one-time codes, smart punctuation) came before it in its session.
  var followsRoughEvent = false

  var description: String {
    let place = [mode.map { "\($0) mode" }, action].compactMap { $0 }.joined(separator: ", ")
    return "\(law.rawValue)\(place.isEmpty ? "" : " (\(place))"): \(message)"
  }
}
