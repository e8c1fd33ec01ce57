#if !FUZZING
import TextInputKitSimulator

import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction
#endif

/// The scenarios of the laws that compare two ways of doing one thing, each on fresh simulated
/// fields with the interceptor that ships, in one interception mode.
extension EditLaws {
  /// A simulated field showing `text` with `selection` (the caret at the end by default),
  /// intercepted under `policy` in `mode`.
  static func field(
    _ text: String, selection: Range<Int>? = nil, policy: InputPolicy, tokens: TokenSet? = nil,
    mode: InterceptionMode
  ) -> SimulatedTextField {
    let field = SimulatedTextField(text: text)
    // The person selects whole characters (a finger cannot put the caret inside one), and the
    // interceptor takes the field as it finds it, selection included.
    if let selection {
      field.select(TextFieldState(text: text, utf16Selection: selection).utf16Selection)
    }
    field.intercept(policy: policy, tokens: tokens, mode: mode)
    return field
  }

  /// The events `field` judged since it had `seen` of them, marked text left out.
  static func judged(_ field: SimulatedTextField, since seen: Int) -> [InputEvent] {
    field.inputEvents[seen...].filter { $0.source != .markedText }
  }

  /// Whether everything `events` judged was rejected, and something was.
  static func isRejection(_ events: [InputEvent]) -> Bool {
    !events.isEmpty && events.allSatisfy { $0.disposition == .rejected }
  }

  /// ``EditLaw/selectAllThenPaste``: in a field showing `text`, select all and paste `pasted`;
  /// the field must be an empty field after the same paste, unless the paste is rejected whole.
  static func selectAllThenPasteViolation(
    _ pasted: String, over text: String, policy: InputPolicy, tokens: TokenSet? = nil,
    mode: InterceptionMode
  ) -> LawViolation? {
    // Documented exception (the DocC article "Known issues"): in notification mode a paste of
    // the whole text over itself leaves the host's text as it was, and no change is seen.
    if mode == .notification, pasted == text { return nil }
    let empty = field("", policy: policy, tokens: tokens, mode: mode)
    empty.paste(pasted)
    guard !isRejection(judged(empty, since: 0)) else { return nil }
    let whole = field(
      text, selection: 0..<text.utf16.count, policy: policy, tokens: tokens, mode: mode)
    whole.paste(pasted)
    return compare(
      .selectAllThenPaste, whole, with: empty, policy: policy, mode: mode,
      action: "select all, paste \(SessionEvent.literal(pasted))",
      "select all in \(SessionEvent.literal(text)) and paste \(SessionEvent.literal(pasted))")
  }

  /// `law` holds when `actual` shows what `expected` shows; the violation, in `mode`, otherwise.
  static func compare(
    _ law: EditLaw, _ actual: SimulatedTextField, with expected: SimulatedTextField,
    policy: InputPolicy, mode: InterceptionMode, action: String, _ message: String
  ) -> LawViolation? {
    var violation = expectSame(
      law, FieldSnapshot(actual, policy: policy), FieldSnapshot(expected, policy: policy),
      message)
    violation?.mode = mode
    violation?.action = action
    return violation
  }

  /// ``EditLaw/typingEqualsPasting``: from `start` (no marked text), typing `text` character by
  /// character must leave the field pasting it leaves, when the paste is accepted as it is (no
  /// limit cuts it, no rule changes it) and the policy does not format its display.
  static func typingEqualsPastingViolation(
    _ text: String, at start: FieldSnapshot, policy: InputPolicy, tokens: TokenSet? = nil,
    mode: InterceptionMode
  ) -> LawViolation? {
    guard !policy.formatsDisplay, start.markedRange == nil, !text.isEmpty else { return nil }
    // Documented exception: a key that joins the character after the caret (a lone combining
    // mark there) leaves the caret after the joined character, so the next key lands after it.
    let rest = start.text.utf16.dropFirst(start.selection.upperBound)
    let after = String(decoding: rest, as: UTF16.self)
    if !after.isEmpty, text.contains(where: { (String($0) + after).first != $0 }) { return nil }
    let pasted = field(
      start.text, selection: start.selection, policy: policy, tokens: tokens, mode: mode)
    pasted.paste(text)
    let events = judged(pasted, since: 0)
    guard !events.isEmpty, events.allSatisfy({ $0.disposition == .accepted }) else { return nil }
    let typed = field(
      start.text, selection: start.selection, policy: policy, tokens: tokens, mode: mode)
    typed.typeEach(text)
    return compare(
      .typingEqualsPasting, typed, with: pasted, policy: policy, mode: mode,
      action: "typeEach \(SessionEvent.literal(text))",
      "from \(start), typing \(SessionEvent.literal(text)) key by key, or pasting it")
  }

  /// ``EditLaw/displayReadsBack``, under a policy that formats its display: the display of
  /// `value` reads back as `value`, and pasting the display into an empty field leaves what
  /// pasting the value leaves.
  static func displayViolation(
    _ policy: InputPolicy, value: String, mode: InterceptionMode
  ) -> LawViolation? {
    guard policy.formatsDisplay else { return nil }
    if let violation = displayViolation(policy, value: value) { return violation }
    let display = policy.display(of: value)
    let fromValue = field("", policy: policy, mode: mode)
    fromValue.paste(value)
    let fromDisplay = field("", policy: policy, mode: mode)
    fromDisplay.paste(display)
    var violation = expectSame(
      .displayReadsBack, FieldSnapshot(fromDisplay, policy: policy),
      FieldSnapshot(fromValue, policy: policy),
      "pasting the display \(SessionEvent.literal(display)) or the value \(SessionEvent.literal(value))"
    )
    violation?.mode = mode
    violation?.action = "paste \(SessionEvent.literal(display))"
    return violation
  }
}

extension SimulatedTextField {
  /// Selects `range` and tells the interceptor in either mode: how a session that tolerated a
  /// known break (`KnownLawBreak`) puts the selection where the law expects it and goes on.
  func selectHeard(_ range: Range<Int>) {
    select(range)
    if interceptor?.mode == .notification { interceptor?.selectionDidChange() }
  }
}
