#if !FUZZING
import TextInputKitSimulator

import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction
#endif

extension EditingSession {
  /// Performs one event on the simulated field, as a person, an input method or the system does
  /// it; the field's ``TextInputInterceptor`` decides, in the session's interception mode.
  ///
  /// Besides the common invariants: the field's own undo never meets a range outside the text
  /// (UIKit would raise), the controller holds the text the field shows, and an insertion into
  /// text that kept the policy leaves committed text that keeps it.
  mutating func perform(_ event: SessionEvent, on field: SimulatedTextField)
    throws(SessionFailure)
  {
    let wasValid = isValid
    let seen = field.inputEvents.count
    let notified = field.notifiedTexts.count
    let before = Array(field.text.utf16)
    let length = field.text.utf16.count
    func clamped(_ range: Range<Int>) -> Range<Int> {
      Swift.min(
        Swift.max(range.lowerBound, 0), length)..<Swift.min(
          Swift.max(range.upperBound, 0), length)
    }
    var inserts = false
    switch event {
    case .type(let text):
      field.type(text)
      // Typing or pasting nothing over a selection deletes it, and deleting is never rejected,
      // whatever it leaves ("123." → "."), as in the engine modes.
      inserts = !text.isEmpty
    case .paste(let text):
      field.unmarkText()
      field.paste(text)
      inserts = !text.isEmpty
    case .mark(let text):
      field.keyboard = .pinyin
      field.setMarkedText(text)
    case .commit(let text):
      field.commit(text)
      field.keyboard = .latin
      inserts = !text.isEmpty
    case .systemReplace(let range, let text), .programmatic(let range, let text):
      field.unmarkText()
      // Ending a composition may have changed the text (a rejected commit).
      let old = Array(field.text.utf16)
      let replaced = range.clamped(to: 0..<old.count)
      field.systemReplace(replaced, with: text)
      inserts = !text.isEmpty
      // In notification mode only the new text reaches the interceptor, with the caret where
      // the user left it: a replacement that leaves the old text less one range ("0.00" with
      // "0.0" replaced by "0" is "00") reads as that deletion, which is never rejected.
      if mode == .notification {
        let new = old[..<replaced.lowerBound] + Array(text.utf16) + old[replaced.upperBound...]
        if Self.readsAsDeletion(from: old, to: Array(new)) { inserts = false }
      }
    case .backspace:
      field.backspace()
    case .cut(let range):
      field.unmarkText()
      field.select(range)
      field.cut()
    case .select(let range):
      field.unmarkText()
      field.select(range)
    case .undo:
      field.unmarkText()
      field.undo()
    case .redo:
      field.unmarkText()
      field.redo()
    case .pinyin(let letters), .kana(let letters):
      if case .pinyin = event { field.keyboard = .pinyin } else { field.keyboard = .japanese }
      field.typeEach(letters)
      // A key the keyboard does not compose (a digit, a space) inserts.
      inserts = letters.contains { !field.keyboard.composes(String($0), whileMarked: true) }
    case .convert(let candidate):
      field.keyboard = .japanese
      field.convert(candidate)
    case .dictate(let phrase):
      field.dictate(phrase)
      inserts = !phrase.isEmpty
    case .quickType(let word):
      field.keyboard = .latin
      field.quickType(word)
      inserts = true
    case .autocorrect(let word):
      field.keyboard = .latin
      field.autocorrect(word)
      inserts = !word.isEmpty
    case .swipe(let word):
      field.keyboard = .latin
      field.swipe(word)
      inserts = true
    case .oneTimeCode(let code):
      field.unmarkText()
      field.oneTimeCode(code)
      inserts = !code.isEmpty
    case .smartType(let keys):
      field.keyboard = .latin
      field.smartPunctuation = true
      field.smartDashes = true
      field.typeEach(keys)
      field.smartPunctuation = false
      field.smartDashes = false
      inserts = !keys.isEmpty
    case .smartPaste(let text):
      field.unmarkText()
      field.smartInsertDelete = true
      field.paste(text)
      field.smartInsertDelete = false
      inserts = !text.isEmpty
    case .endEditing:
      field.endEditing()
      field.keyboard = .latin
      inserts = true
    case .commitAsked(let text, let atEnd):
      field.commitShape = atEnd ? .endOfMarkedRange : .markedRange
      field.commit(text)
      field.commitShape = .unasked
      field.keyboard = .latin
      inserts = !text.isEmpty
    case .reenterSecure:
      field.endEditing()
      field.keyboard = .latin
      field.isSecureTextEntry = true
      field.beginEditing()
      inserts = true
    }
    // In notification mode the interceptor judges the text it is shown: when that is the old
    // text less one range (a correction that the policy's filter empties, "0.|" with QuickType's
    // "★ " in place of "0"), it reads as a deletion, which is never rejected.
    if mode == .notification, let shown = field.notifiedTexts[notified...].first,
      Self.readsAsDeletion(from: before, to: Array(shown.utf16))
    {
      inserts = false
    }
    for event in field.inputEvents[seen...] { counts[event.disposition, default: 0] += 1 }
    if !field.undoErrors.isEmpty {
      throw fail("undo", "undo or redo met a range outside the text: \(field.undoErrors)")
    }
    let controller = field.interceptor!.controller
    // A silent commit or an unannounced correction: the interceptor hears of it with the next
    // change only, so its controller cannot hold the field's text yet.
    // Its validity stays that of the text it last agreed on: the catch-up must judge the rest.
    if field.hasUnreportedChange {
      state = controller.state
      return
    }
    guard controller.state.text == field.text else {
      throw fail(
        "sync",
        "the controller holds \(SessionEvent.literal(controller.state.text)) but the field shows \(SessionEvent.literal(field.text))"
      )
    }
    state = controller.state
    let problem = check(state.committedText)
    if inserts && wasValid && state.markedRange == nil, let problem {
      throw fail(
        "policy",
        "the committed text \(SessionEvent.literal(state.committedText)) breaks the policy: \(problem)"
      )
    }
    // Marked text replaces its selection only until the commit is judged: a rejected commit puts
    // back what it replaced ("«.»", left by a deletion and restored by undo, composed over, then
    // rejected → "."). While it composes, the field keeps the validity of the text it replaced.
    isValid = problem == nil && (state.markedRange == nil || wasValid)
  }

  /// Whether `new` is `old` less one contiguous range.
  static func readsAsDeletion(from old: [UInt16], to new: [UInt16]) -> Bool {
    guard new.count < old.count else { return false }
    var prefix = 0
    while prefix < new.count, new[prefix] == old[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < new.count - prefix, new[new.count - 1 - suffix] == old[old.count - 1 - suffix] {
      suffix += 1
    }
    return prefix + suffix == new.count
  }
}
