#if !FUZZING
import TextInputKitSimulator

import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction
#endif

/// A text field under a policy, driven by events, checking its invariants after each one.
///
/// In the ``SessionMode/delegate`` and ``SessionMode/notification`` modes the field is a
/// ``SimulatedTextField`` with the ``TextInputInterceptor`` that ships (see
/// `EditingSession+Field.swift`); in the other modes the session models the field and its undo
/// stack itself and calls the engine directly (`EditingSession+Engine.swift`).
struct EditingSession {
  /// One entry of the undo stack: a single range replacement, as UIKit's undo manager records it.
  struct UndoRecord {
    var utf16Range: Range<Int>
    var replaced: String
    var replacement: String
    var before: TextFieldState
    var beforeIsValid: Bool
    var after: String
  }

  let policy: InputPolicy
  let mode: SessionMode
  /// Checks the committed text; `nil` when it satisfies the policy.
  let check: (String) -> String?
  var state = TextFieldState() {
    didSet { bufferIsStale = true }
  }
  /// The simulated field, in the delegate and notification modes.
  let field: SimulatedTextField?
  /// The field as a ``FieldBuffer``, in the buffer mode.
  var buffer: FieldBuffer
  var bufferIsStale = false
  var undoStack: [UndoRecord] = []
  /// The field before the current composition began: a composition is undone as a whole.
  var compositionStart: (state: TextFieldState, isValid: Bool)?
  var redoStack: [UndoRecord] = []
  /// Whether the committed text satisfies the policy. Deletions may leave text that does not
  /// ("0.5" → "05"), so validity is only demanded of insertions into valid text.
  var isValid = true
  /// Whether the last event was undo or redo, which put the caret where the text changed.
  var afterUndo = false
  /// Edits judged, by disposition.
  var counts: [EditOutcome.Disposition: Int] = [:]

  /// Creates a session; in the field modes the simulated field shows `roughness`.
  init(
    policy: InputPolicy, mode: SessionMode, roughness: SimulatedTextField.Roughness = [],
    check: ((String) -> String?)? = nil
  ) {
    self.policy = policy
    self.mode = mode
    self.buffer = FieldBuffer(policy: policy)
    if mode.usesField {
      let field = SimulatedTextField()
      field.roughness = roughness
      field.intercept(policy: policy, mode: mode == .delegate ? .delegate : .notification)
      self.field = field
    } else {
      self.field = nil
    }
    self.check =
      check ?? { text in
        let violations = policy.violations(in: text)
        return violations.isEmpty ? nil : "\(violations)"
      }
  }

  /// Runs `events`, stopping at the first broken invariant.
  mutating func run(_ events: [SessionEvent]) throws(SessionFailure) {
    for (step, event) in events.enumerated() {
      do throws(SessionFailure) {
        try perform(event)
        try checkInvariants()
      } catch {
        throw SessionFailure(step: step, invariant: error.invariant, message: error.message)
      }
    }
  }

  func fail(_ invariant: String, _ message: String) -> SessionFailure {
    SessionFailure(step: 0, invariant: invariant, message: message)
  }

  func fail(_ violation: InvariantViolation) -> SessionFailure {
    fail(violation.invariant, violation.message)
  }

  /// Performs one event, on the simulated field or on the session's own model.
  mutating func perform(_ event: SessionEvent) throws(SessionFailure) {
    if let field {
      try perform(event, on: field)
    } else {
      try performOnEngine(event)
    }
  }

  /// Checks what must hold after every event, with the checks that live beside each type
  /// (`TextFieldState+Invariants.swift`, `FieldBuffer+Invariants.swift`,
  /// `InputPolicy+Invariants.swift`, `TokenSet+Invariants.swift`).
  func checkInvariants() throws(SessionFailure) {
    if let violation = state.invariantViolation() { throw fail(violation) }
    if let field, let violation = field.interceptor!.controller.buffer.invariantViolation() {
      throw fail(violation)
    }
    if mode == .buffer && !bufferIsStale {
      guard buffer.state == state else { throw fail("buffer", "the buffer and the field differ") }
      if let violation = buffer.invariantViolation() { throw fail(violation) }
    }
    // The caret never stands inside a token.
    if mode == .tokens && !afterUndo && state.markedRange == nil,
      let violation = SessionMode.tokenSet.caretViolation(in: state)
    {
      throw fail(violation)
    }
    if let violation = policy.deletionViolation(in: state) { throw fail(violation) }
  }
}
