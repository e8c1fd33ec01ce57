#if !FUZZING
import TextInputKitSimulator

import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction
#endif

extension EditingSession {
  /// Performs one event on the session's own model of the field.
  mutating func performOnEngine(_ event: SessionEvent) throws(SessionFailure) {
    afterUndo = false
    switch event {
    case .type(let text):
      try edit(Edit.typing(text, in: state))
    case .paste(let text):
      try endComposition()
      try edit(Edit.paste(text, in: state))
    case .mark(let text):
      try edit(
        Edit(replacing: state.markedRange ?? state.selection, with: text, source: .markedText))
    case .commit(let text), .commitAsked(let text, _):
      try edit(Edit(replacing: state.markedRange ?? state.selection, with: text, source: .commit))
    case .systemReplace(let range, let text):
      try endComposition()
      try edit(Edit(replacing: range, with: text, source: .systemReplacement))
    case .programmatic(let range, let text):
      try endComposition()
      try edit(Edit(replacing: range, with: text, source: .programmatic))
    case .backspace:
      // While composing, backspace deletes the last composed letter.
      if let marked = state.markedRange {
        let letters = state.text[marked]
        return try edit(
          Edit(replacing: marked, with: String(letters.dropLast()), source: .markedText))
      }
      if let edit = Edit.backspace(in: state) { try self.edit(edit) }
    case .cut(let range):
      try endComposition()
      try edit(Edit(replacing: range, with: "", source: .deletion))
    case .select(let range):
      try endComposition()
      if mode == .buffer {
        syncBuffer()
        buffer.select(range)
        state = buffer.state
        bufferIsStale = false
      } else {
        state.select(utf16: range)
        if mode == .tokens { state = SessionMode.tokenSet.snap(state) }
      }
    case .undo:
      afterUndo = true
      try endComposition()
      guard let record = undoStack.popLast() else { return }
      try revert(record)
      redoStack.append(record)
    case .redo:
      afterUndo = true
      try endComposition()
      guard let record = redoStack.popLast() else { return }
      try replay(record)
      undoStack.append(record)
    case .pinyin(let letters), .kana(let letters):
      let keyboard: SimulatedTextField.Keyboard
      if case .pinyin = event { keyboard = .pinyin } else { keyboard = .japanese }
      for key in letters.map(String.init) {
        if keyboard.composes(key, whileMarked: state.markedRange != nil) {
          let marked = state.markedRange.map { String(state.text[$0]) } ?? ""
          try edit(
            Edit(
              replacing: state.markedRange ?? state.selection,
              with: keyboard.composing(marked, adding: key), source: .markedText))
        } else {
          try endComposition()
          try edit(Edit.typing(key, in: state))
        }
      }
    case .convert(let candidate):
      guard let marked = state.markedRange else { return }
      try edit(Edit(replacing: marked, with: candidate, source: .markedText))
    case .dictate(let phrase):
      try endComposition()
      try edit(Edit(replacing: state.selection, with: phrase, source: .paste))
    case .quickType(let word):
      try endComposition()
      let range = wordBeforeCaret(skippingSeparator: false)
      try edit(Edit(replacing: range, with: word + " ", source: .systemReplacement))
    case .autocorrect(let word):
      try endComposition()
      let range = wordBeforeCaret(skippingSeparator: true)
      guard !range.isEmpty else { return }
      try edit(Edit(replacing: range, with: word, source: .systemReplacement))
    case .swipe(let word):
      try endComposition()
      let leading =
        state.selection.lowerBound > state.text.startIndex
        && !state.text[state.text.index(before: state.selection.lowerBound)].isWhitespace
      try edit(Edit.paste((leading ? " " : "") + word + " ", in: state))
    case .oneTimeCode(let code):
      try endComposition()
      let all = state.text.startIndex..<state.text.endIndex
      try edit(Edit(replacing: all, with: code, source: all.isEmpty ? .paste : .systemReplacement))
    case .smartType(let keys):
      for key in keys.map(String.init) { try edit(Edit.typing(key, in: state)) }
    case .smartPaste(let text):
      try endComposition()
      try edit(Edit.paste(text, in: state))
    case .endEditing:
      try endComposition()
    case .reenterSecure:
      // Only a field hides its text; the engine's field keeps it as it is.
      try endComposition()
    }
  }

  /// The word before the caret, up to a space; past one space or punctuation mark first when
  /// `skippingSeparator` (autocorrect runs once the word is followed by one).
  func wordBeforeCaret(skippingSeparator: Bool) -> Range<String.Index> {
    var end = state.selection.lowerBound
    if skippingSeparator, end > state.text.startIndex {
      let previous = state.text[state.text.index(before: end)]
      if previous.isWhitespace || previous.isPunctuation { end = state.text.index(before: end) }
    }
    var start = end
    while start > state.text.startIndex, !state.text[state.text.index(before: start)].isWhitespace {
      start = state.text.index(before: start)
    }
    return start..<end
  }

  /// Moving the caret or undoing while an input method composes commits the marked text as it
  /// stands; the policy judges it like any commit.
  mutating func endComposition() throws(SessionFailure) {
    guard let marked = state.markedRange else { return }
    try edit(Edit(replacing: marked, with: String(state.text[marked]), source: .commit))
  }

  /// Applies an edit with the engine of the session's mode.
  mutating func edit(_ edit: Edit) throws(SessionFailure) {
    let before = state
    let wasValid = isValid
    var outcome: EditOutcome
    switch mode {
    case .tokens:
      outcome = policy.apply(edit, to: state, tokens: SessionMode.tokenSet)
    case .buffer:
      syncBuffer()
      let range = state.text.utf16Range(edit.range(in: state.text))
      outcome = buffer.apply(range, replacement: edit.replacement, source: edit.source)
    case .value:
      outcome = policy.apply(edit, to: state)
    case .delegate, .notification:
      preconditionFailure("the field modes run on a simulated field")
    }
    counts[outcome.disposition, default: 0] += 1
    // The outcome, as one range replacement, must turn the old text into the new one.
    let old = Array(before.text.utf16)
    let range = outcome.replacedUTF16Range
    guard range.lowerBound >= 0, range.upperBound <= old.count else {
      throw fail("outcome", "replacedUTF16Range \(range) is out of bounds (length \(old.count))")
    }
    let rebuilt =
      old[..<range.lowerBound] + Array(outcome.replacement.utf16) + old[range.upperBound...]
    guard Array(rebuilt) == Array(outcome.state.text.utf16) else {
      throw fail(
        "outcome",
        "replacedUTF16Range \(range) and replacement \(SessionEvent.literal(outcome.replacement)) do not produce the new text"
      )
    }
    if outcome.isRejected && edit.source != .commit && outcome.state != before {
      throw fail("rejection", "a rejected edit changed the field")
    }
    if (edit.source == .deletion || edit.replacement.isEmpty) && outcome.isRejected {
      throw fail("deletion", "a deletion was rejected")
    }
    state = outcome.state
    bufferIsStale = false
    // An empty replacement deletes, whatever its source, and is never rejected.
    if edit.source == .deletion || edit.replacement.isEmpty {
      isValid = check(state.committedText) == nil
    } else if edit.source == .markedText || !wasValid {
      isValid = check(state.committedText) == nil
    } else if let problem = check(state.committedText) {
      throw fail(
        "policy",
        "the committed text \(SessionEvent.literal(state.committedText)) breaks the policy: \(problem)"
      )
    }
    if before.markedRange == nil && outcome.state.markedRange != nil {
      compositionStart = (before, wasValid)
    }
    if outcome.state.markedRange == nil, let start = compositionStart {
      // The composition ended: record it as one replacement of the text before it.
      compositionStart = nil
      let (found, inserted) = start.state.text.minimalReplacement(
        start.state.text.startIndex..<start.state.text.endIndex, with: outcome.state.text)
      let utf16Range = start.state.text.utf16Range(found)
      if start.state.text != outcome.state.text {
        undoStack.append(
          UndoRecord(
            utf16Range: utf16Range, replaced: String(start.state.text[found]),
            replacement: inserted, before: start.state, beforeIsValid: start.isValid,
            after: outcome.state.text))
        redoStack.removeAll()
      }
    } else if compositionStart == nil && outcome.state.text != before.text {
      undoStack.append(
        UndoRecord(
          utf16Range: range, replaced: String(decoding: old[range], as: UTF16.self),
          replacement: outcome.replacement, before: before, beforeIsValid: wasValid,
          after: outcome.state.text))
      redoStack.removeAll()
    }
  }

  /// Rebuilds the buffer after the session changed the field behind its back (undo, redo), as
  /// a host sets a field's text.
  mutating func syncBuffer() {
    guard mode == .buffer, bufferIsStale else { return }
    buffer = FieldBuffer(policy: policy, state: state)
    bufferIsStale = false
  }

  /// Undoes a record: its range, shifted to the replacement's length, must be in bounds.
  mutating func revert(_ record: UndoRecord) throws(SessionFailure) {
    let lower = record.utf16Range.lowerBound
    let range = lower..<(lower + record.replacement.utf16.count)
    try replaceForUndo(range, with: record.replaced, expecting: record.replacement)
    guard state.text == record.before.text else {
      throw fail("undo", "undo did not restore the text")
    }
    isValid = record.beforeIsValid
  }

  /// Redoes a record.
  mutating func replay(_ record: UndoRecord) throws(SessionFailure) {
    try replaceForUndo(record.utf16Range, with: record.replacement, expecting: record.replaced)
    guard state.text == record.after else { throw fail("undo", "redo did not restore the text") }
    isValid = check(state.committedText) == nil
  }

  /// Replaces UTF-16 offsets the way `NSString` does: the range may split a cluster, but it must
  /// be in bounds and must not split a surrogate pair.
  mutating func replaceForUndo(
    _ range: Range<Int>, with text: String, expecting current: String
  ) throws(SessionFailure) {
    let units = Array(state.text.utf16)
    guard range.lowerBound >= 0, range.upperBound <= units.count else {
      throw fail(
        "undo", "undo or redo received the out-of-bounds range \(range) (length \(units.count))")
    }
    func splitsPair(_ offset: Int) -> Bool {
      offset > 0 && offset < units.count && UTF16.isTrailSurrogate(units[offset])
    }
    guard !splitsPair(range.lowerBound), !splitsPair(range.upperBound) else {
      throw fail("undo", "undo or redo received the range \(range), which splits a surrogate pair")
    }
    guard Array(units[range]) == Array(current.utf16) else {
      throw fail("undo", "undo or redo found unexpected text in \(range)")
    }
    let result = units[..<range.lowerBound] + Array(text.utf16) + units[range.upperBound...]
    let caret = range.lowerBound + text.utf16.count
    state = TextFieldState(
      text: String(decoding: result, as: UTF16.self), utf16Selection: caret..<caret)
  }
}
