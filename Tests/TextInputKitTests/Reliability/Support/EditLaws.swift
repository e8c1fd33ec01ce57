#if !FUZZING
import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction
#endif

/// The checks of the laws every edit obeys (``EditLaw``), in one place.
///
/// They are pure comparisons of fields and texts. The scenarios that produce what they compare are in
/// `EditLaws+Scenarios.swift` and ``LawSession``; the engine bugs they are known to find, in
/// ``KnownLawBreak``.
enum EditLaws {
  /// `actual` must be `expected`: text, selection, marked range and value.
  ///
  /// - Parameters:
  ///   - comparesSelection: Whether the selection is compared; the text, the marked range and
  ///     the value always are.
  ///   - what: The scenario, for the message.
  ///   - wholeCharacters: Whether selections are compared widened to whole characters (grapheme
  ///     clusters), as the engine keeps them, rather than as the view holds them.
  static func expectSame(
    _ law: EditLaw, _ actual: FieldSnapshot, _ expected: FieldSnapshot,
    comparesSelection: Bool = true, wholeCharacters: Bool = false,
    _ what: @autoclosure () -> String
  ) -> LawViolation? {
    var differs: [String] = []
    if actual.text != expected.text { differs.append("text") }
    func selection(_ field: FieldSnapshot) -> Range<Int> {
      guard wholeCharacters else { return field.selection }
      return TextFieldState(text: field.text, utf16Selection: field.selection).utf16Selection
    }
    if comparesSelection && selection(actual) != selection(expected) {
      differs.append("selection")
    }
    if actual.markedRange != expected.markedRange { differs.append("marked range") }
    if actual.value != expected.value { differs.append("value") }
    guard !differs.isEmpty else { return nil }
    return LawViolation(
      law: law,
      message:
        "\(what()): expected \(expected), got \(actual) (\(differs.joined(separator: ", ")) differ)",
      expected: expected, actual: actual)
  }

  /// ``EditLaw/sanitizeIsStable``: `sanitize(sanitize(text)) == sanitize(text)`, and
  /// `validate(sanitize(text))` lists no normalization (nor anything else).
  static func sanitizeViolation(_ policy: InputPolicy, _ text: String) -> LawViolation? {
    sanitizeViolation(policy, text, sanitize: policy.sanitize, validate: policy.validate)
  }

  /// ``sanitizeViolation(_:_:)`` with the two functions given, so that a test can break them.
  static func sanitizeViolation(
    _ policy: InputPolicy, _ text: String, sanitize: (String) -> String,
    validate: (String) -> Validation
  ) -> LawViolation? {
    let once = sanitize(text)
    let twice = sanitize(once)
    guard twice == once else {
      return LawViolation(
        law: .sanitizeIsStable,
        message:
          "sanitize(\(SessionEvent.literal(text))) = \(SessionEvent.literal(once)), but sanitizing that gives \(SessionEvent.literal(twice))"
      )
    }
    let validation = validate(once)
    guard validation.changes.isEmpty else {
      return LawViolation(
        law: .sanitizeIsStable,
        message:
          "validate(\(SessionEvent.literal(once))), the sanitized \(SessionEvent.literal(text)), reports \(validation.changes.map(\.localizedMessage.key))"
      )
    }
    return nil
  }

  /// The value half of ``EditLaw/displayReadsBack``: under a policy that formats its display,
  /// `value(of: display(of: value)) == value`.
  static func displayViolation(_ policy: InputPolicy, value: String) -> LawViolation? {
    displayViolation(value: value, display: policy.display, read: policy.value)
  }

  /// ``displayViolation(_:value:)`` with the two functions given, so that a test can break them.
  static func displayViolation(
    value: String, display: (String) -> String, read: (String) -> String
  ) -> LawViolation? {
    let shown = display(value)
    let back = read(shown)
    guard back != value else { return nil }
    return LawViolation(
      law: .displayReadsBack,
      message:
        "the value \(SessionEvent.literal(value)) is shown as \(SessionEvent.literal(shown)), which reads back as \(SessionEvent.literal(back))"
    )
  }

  /// ``EditLaw/counterIsLength``: the counter is the length of the text.
  ///
  /// It counts the whole text (marked text included) in the metric of the policy's first length limit, or in characters without one, and is over
  /// the limit exactly when the text is longer than it. A field that formats its display counts
  /// its value as typed (a phone number's digits, not its E.164 form), not the literals it shows
  /// (documented exception).
  static func counterViolation(_ counter: LengthCounter, text: String, policy: InputPolicy)
    -> LawViolation?
  {
    let counted = policy.typedValue(of: text)
    let expected: LengthCounter
    if let limit = policy.firstLengthLimit {
      let units = limit.metric.unitCount(of: counted)
      expected = LengthCounter(
        count: units / limit.metric.scale, limit: limit.limit, metric: limit.metric,
        isOverLimit: units > limit.limit.saturatingMultiply(limit.metric.scale))
    } else {
      expected = LengthCounter(count: counted.count, limit: nil)
    }
    guard counter != expected else { return nil }
    return LawViolation(
      law: .counterIsLength,
      message:
        "the counter of \(SessionEvent.literal(text)) reads \(counter) (over the limit: \(counter.isOverLimit)), but the text measures \(expected) (over: \(expected.isOverLimit))"
    )
  }
}
