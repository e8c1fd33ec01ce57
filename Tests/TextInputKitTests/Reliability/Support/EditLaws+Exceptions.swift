#if !FUZZING
import TextInputKitSimulator

import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction
#endif

/// The documented exceptions to the laws of an edit ("Laws of an edit", "Exceptions"), each a
/// predicate on the scenario, with its reason.
extension EditLaws {
  /// Whether notification mode cannot read `event` back from the texts before and after it, so
  /// that ``EditLaw/modesAgree`` does not apply: a system replacement (or text the app sets over
  /// a range) reaches notification mode only as the text after it, with the caret, and the
  /// interceptor reads the change by whole characters from the two texts. When these do not pin
  /// the range down, delegate mode, which is asked about the exact range, may judge another
  /// change:
  ///
  /// - the range starts or ends inside a character ("👨‍👩‍👧‍👦" with 3..<11 replaced);
  /// - the replacement starts with what it replaces, or ends with it ("0." with 0..<2 replaced
  ///   by "0x" reads as "." replaced by "x");
  /// - the replacement, or the text after the range, starts with a scalar that joins the
  ///   character before it (a combining mark, a joiner, a variation selector), or the
  ///   replacement ends with one that joins the text after it (a regional indicator inserted
  ///   before a flag pairs with its first half, and every flag after it pairs anew);
  /// - the text after the change is also the selection replaced, which is how notification mode
  ///   reads a keyboard change ("«86»" with "x" inserted at the end reads as "86x" pasted over
  ///   the selection).
  static func notificationModeCannotReadBack(_ event: SessionEvent, in before: FieldSnapshot)
    -> Bool
  {
    switch event {
    case .systemReplace(let range, let text), .programmatic(let range, let text):
      return notificationModeCannotReadBack(range, text, in: before)
    default:
      return false
    }
  }

  /// Whether notification mode cannot read back `event`, a change whose range the system chose
  /// — QuickType and autocorrect (the word before the caret), one-time-code AutoFill (the whole
  /// text) — from the delegate questions the delegate-mode field asked for it (`questions`):
  /// the last of them, as ``notificationModeCannotReadBack(_:in:)`` judges a system
  /// replacement. Notification mode sees these, too, only as the text after them.
  static func notificationModeCannotReadBack(
    _ event: SessionEvent, asked questions: some BidirectionalCollection<SimulatedTextField.Call>,
    in before: FieldSnapshot
  ) -> Bool {
    switch event {
    case .quickType, .autocorrect, .oneTimeCode: break
    default: return false
    }
    guard case .shouldChange(let range, let text)? = questions.last(where: {
      if case .shouldChange = $0 { return true } else { return false }
    })
    else { return false }
    return notificationModeCannotReadBack(range, text, in: before)
  }

  /// Whether notification mode cannot read back `range` of `before` replaced by `text`.
  static func notificationModeCannotReadBack(
    _ range: Range<Int>, _ text: String, in before: FieldSnapshot
  ) -> Bool {
    guard before.markedRange == nil else { return false }
    let old = Array(before.text.utf16)
    let range = range.clamped(to: 0..<old.count)
    let whole = TextFieldState(text: before.text, utf16Selection: range).utf16Selection
    if whole != range { return true }
    let new = old[..<range.lowerBound] + Array(text.utf16) + old[range.upperBound...]
    if minimalReplacement(from: old, to: Array(new)) != range { return true }
    let after = String(decoding: old[range.upperBound...], as: UTF16.self)
    if joinsTheCharacterBefore(text) || joinsTheCharacterBefore(after) { return true }
    // The replacement's last character and the text after it make one character, or pair
    // otherwise (a regional indicator inserted before a flag pairs with its first half).
    if !text.isEmpty, !after.isEmpty, Array(text + after) != Array(text) + Array(after) {
      return true
    }
    let selection = before.selection
    if !selection.isEmpty, selection != range, new.count >= old.count - selection.count,
      new.starts(with: old[..<selection.lowerBound]),
      new.reversed().starts(with: old[selection.upperBound...].reversed())
    {
      return true
    }
    return false
  }

  /// Whether delegate mode judges `event` at once where notification mode sees it marked, so
  /// that ``EditLaw/modesAgree`` does not apply: a first marked text that no input method of a
  /// composing keyboard composes (a digit, a symbol, an emoji, an invisible; see
  /// `KeyboardLanguage.startsComposition(with:)`). UIKit asks the delegate about the first update
  /// before it is marked, without saying it will be; the interceptor lets through what may
  /// become marked (pinyin, kana, jamo, one letter or several) and judges the rest at once, so
  /// that a rejected digit on a pinyin keyboard is never shown and then taken back.
  static func delegateModeJudgesAtOnce(_ event: SessionEvent, in before: FieldSnapshot) -> Bool {
    guard before.markedRange == nil, case .mark(let text) = event else { return false }
    return !KeyboardLanguage(primaryLanguage: "zh-Hans").startsComposition(with: text)
  }

  /// Whether `event` walks an undo history that notification mode cannot keep like delegate
  /// mode's, so that ``EditLaw/modesAgree`` does not apply from there on: in notification mode
  /// UIKit has made and registered a change before the interceptor sees it, and the correction
  /// joins the same undo step. A rejected edit therefore leaves a step that changes nothing, and
  /// undo takes one step more than in delegate mode, where a rejected edit never reaches the
  /// undo manager.
  static func undoHistoryDiffers(_ event: SessionEvent) -> Bool {
    event == .undo || event == .redo
  }

  /// Whether `text` starts with a scalar that joins the character before it.
  static func joinsTheCharacterBefore(_ text: String) -> Bool {
    guard let first = text.first else { return false }
    return ("a" + text).first != "a"
      || first.unicodeScalars.first.map {
        $0.properties.isGraphemeExtend || $0.properties.isJoinControl
      } ?? false
  }

  /// The range of `old` that the smallest single replacement turning it into `new` replaces,
  /// by UTF-16 code units.
  static func minimalReplacement(from old: [UInt16], to new: [UInt16]) -> Range<Int> {
    var prefix = 0
    while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < old.count - prefix, suffix < new.count - prefix,
      old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    return prefix..<(old.count - suffix)
  }
}
