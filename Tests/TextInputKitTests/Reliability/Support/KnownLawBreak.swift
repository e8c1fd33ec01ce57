#if !FUZZING
import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction
#endif

/// The laws of an edit the engine is known to break, each narrowed to the shape of the cases
/// that break it.
///
/// The property tests record a violation that matches one as a known issue, and the fuzz
/// harnesses skip it. Remove a case once the engine is fixed: the checks then enforce the law
/// again. The minimal reproductions are in `EditLawTests` ("Known breaks").
enum KnownLawBreak: String, CaseIterable, Sendable {
  /// `InputPolicy(.uppercased, .mask("a-A"))`: `sanitize("b")` is "a-B", and `validate("a-B")`
  /// uppercases the literal "a" and reads it as a value (uppercased, onlyLetters, full); the
  /// same makes redo of "x" typed into "a-AA" give "a-AX".
  case uppercasedLiteralsAreReadAsValues =
    "a mask's lowercase literals, uppercased by the policy, are read as values"
  /// `+7 (###) ###-##-##`: a character of the prefix typed alone into an empty field ("7")
  /// stands for the prefix and shows "+7 (", as input-mask does; a one-character paste reaches
  /// the field as a keystroke, so pasting the value "7" shows "+7 (" while pasting its display
  /// "+7 (7" shows "+7 (7|". A deliberate exception (FormattingAsYouType, "Leading literals").
  case aPrefixCharacterTypedAloneStandsForThePrefix =
    "a character of a mask's prefix typed alone into an empty field stands for the prefix"

  /// A composing keyboard's keys (pinyin, kana, Japanese conversion) or dictation break a law,
  /// in that event or later in its session. What is left of the rougher simulated field's
  /// breaks (keys over marked text, system-chosen ranges, commits joining the character before,
  /// letters replacing another range are fixed or documented exceptions); the known shapes:
  /// pinyin "'1nut" after a selection of "1": delegate "11⟨nut⟩|", notification "1⟨nut⟩|";
  /// `phone-cn-spaced`, kana "p" then backspace: delegate "001 3|", notification "001|";
  /// dictation over a selection "«0»", rejected, in notification mode: "0|"; a cut after
  /// dictation, undone in delegate mode: "0.|" instead of "«.»".
  case compositionOrDictationBreaksALaw =
    "a composing keyboard's keys or dictation break a law"

  /// How the events of a composing keyboard and dictation begin, as a session writes them.
  static let roughEvents = [".pinyin", ".kana", ".convert", ".dictate"]

  /// The known break `violation` is, under `policy`, or `nil`.
  static func matching(_ violation: LawViolation, policy: InputPolicy) -> KnownLawBreak? {
    allCases.first { $0.matches(violation, policy: policy) }
  }

  func matches(_ violation: LawViolation, policy: InputPolicy) -> Bool {
    let action = violation.action ?? ""
    switch self {
    case .compositionOrDictationBreaksALaw:
      if let event = violation.event,
        Self.roughEvents.contains(where: { event.description.hasPrefix($0) })
      {
        return true
      }
      // Undo of a composition's commit, whatever began the composition: the history was
      // forgotten when it began (LawsOfAnEdit, "Undo after a composition or dictation").
      if violation.law == .undoRestores, action.hasPrefix("commit") { return true }
      return violation.followsRoughEvent || Self.roughEvents.contains { action.contains($0) }
    case .uppercasedLiteralsAreReadAsValues:
      guard policy.formatsDisplay, policy.rules.contains(where: { $0 is InputRules.CaseTransform })
      else { return false }
      return violation.law == .sanitizeIsStable || violation.law == .displayReadsBack
    case .aPrefixCharacterTypedAloneStandsForThePrefix:
      // The same over a selection of the whole text, which a field reports as a replacement:
      // select all in "2-X0" of `2-X#` and paste "2" shows "2-2|", into an empty field "2-|".
      return (violation.law == .displayReadsBack || violation.law == .selectAllThenPaste)
        && !policy.textOnFocus.isEmpty && violation.expected?.text == policy.textOnFocus
    }
  }
}
