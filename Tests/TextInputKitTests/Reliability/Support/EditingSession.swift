// Random editing sessions: events, their decoding from bytes, and a runner that checks the
// invariants every field must keep after every event.
//
// This file is shared by the seeded property tests and the libFuzzer harness `Fuzz/Engine.swift`,
// which compiles it together with the core's sources (with `-D FUZZING`, as one module).

#if !FUZZING
@testable import TextInputKit
#endif

/// One thing a person, an input method or the system does to a text field.
enum SessionEvent: Hashable, CustomStringConvertible {
  /// A key or a QuickType suggestion, at the selection (or over the marked text).
  case type(String)
  /// A paste at the selection.
  case paste(String)
  /// An input method updating its marked (composing) text.
  case mark(String)
  /// An input method committing a candidate in place of its marked text.
  case commit(String)
  /// Autocorrect or smart punctuation replacing a UTF-16 range, which may be out of bounds.
  case systemReplace(Range<Int>, String)
  /// The app setting text in code over a UTF-16 range.
  case programmatic(Range<Int>, String)
  /// Backspace.
  case backspace
  /// Cut: deletes a UTF-16 range, which may be out of bounds or split clusters.
  case cut(Range<Int>)
  /// Selects a UTF-16 range, which may be out of bounds or split clusters.
  case select(Range<Int>)
  case undo
  case redo

  var description: String {
    switch self {
    case .type(let text): ".type(\(Self.literal(text)))"
    case .paste(let text): ".paste(\(Self.literal(text)))"
    case .mark(let text): ".mark(\(Self.literal(text)))"
    case .commit(let text): ".commit(\(Self.literal(text)))"
    case .systemReplace(let range, let text): ".systemReplace(\(range), \(Self.literal(text)))"
    case .programmatic(let range, let text): ".programmatic(\(range), \(Self.literal(text)))"
    case .backspace: ".backspace"
    case .cut(let range): ".cut(\(range))"
    case .select(let range): ".select(\(range))"
    case .undo: ".undo"
    case .redo: ".redo"
    }
  }

  /// A Swift literal for `text`, with every non-ASCII or invisible scalar escaped; long runs of
  /// one scalar are abbreviated.
  static func literal(_ text: String) -> String {
    if text.utf8.count > 200 {
      let scalars = Array(text.unicodeScalars)
      return "String(repeating: \(literal(String(String.UnicodeScalarView(scalars.prefix(4))))), "
        + "count: \(scalars.count / 4)) /* \(text.utf8.count) bytes */"
    }
    var result = "\""
    for scalar in text.unicodeScalars {
      if scalar.value >= 0x20 && scalar.value < 0x7F && scalar != "\"" && scalar != "\\" {
        result.unicodeScalars.append(scalar)
      } else {
        result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      }
    }
    return result + "\""
  }
}

/// Where a session's choices come from: a seeded generator or a fuzzer's bytes.
protocol EntropySource {
  /// The next byte, or `nil` when the source is exhausted.
  mutating func nextByte() -> UInt8?
}

/// Pieces of text that break editing code: emoji of every shape, joiners, flags, combining marks,
/// right-to-left text, bidirectional controls, U+FFFD, NUL, full-width forms, pinyin.
enum HostileText {
  static let pieces: [String] = [
    "a", "Z", "0", "7", "12", "3.14", ".", "。", "．", "00", "１２３", "ＡＢＣ", " ", "\t", "\r\n",
    "\n", "你好", "中", "ni", "hao", "にほん", "한국어", "\u{1100}\u{1161}\u{11A8}", "😀", "👍🏽",
    "👨‍👩‍👧‍👦", "🏳️‍🌈", "🇨🇳", "🇺🇸", "🇨", "🇳", "🏴󠁧󠁢󠁥󠁮󠁧󠁿", "\u{E0067}\u{E007F}", "©", "©️",
    "\u{FE0F}", "\u{FE0E}", "1️⃣", "\u{20E3}", "\u{200D}", "\u{200B}", "\u{200C}", "\u{FEFF}",
    "\u{2060}", "\u{00AD}", "e\u{301}", "\u{301}", "\u{301}\u{302}\u{303}\u{304}",
    "Z\u{351}\u{36B}\u{343}\u{36A}\u{302}\u{36B}\u{33D}\u{34F}\u{334}\u{319}\u{324}",
    "مرحبا", "שלום", "\u{202E}", "\u{202A}", "\u{2066}", "\u{2069}", "\u{200F}", "\u{061C}",
    "\u{FFFD}", "\u{0}", "\u{7F}", "…", "...", "°", "℃", "★", "\u{3000}", "\u{3164}",
    "#", "@", "-", "+86", "138", "0013", "pаypal", "аррӏе", "ǅ", "ß", "ﬁ", "İ",
    "sin(", "log₂(", "π", "Ans", "@bob ", "#swift#", "s", "in(",
  ]

  /// A few large texts, each about `bytes` long: one cluster of combining marks, digits a
  /// decimal number must cut short, leading zeros, emoji, flags, direction overrides.
  static func large(bytes: Int) -> [String] {
    [
      String(repeating: "a", count: bytes),
      "e" + String(repeating: "\u{301}", count: bytes / 10)
        + String(repeating: "\u{302}", count: bytes * 4 / 10),
      String(repeating: "😀", count: bytes / 4),
      "1." + String(repeating: "1", count: bytes),
      String(repeating: "0", count: bytes) + "1",
      String(repeating: "🇨🇳", count: bytes / 8),
      String(repeating: "\u{202E}x", count: bytes / 4),
    ]
  }

  /// ``large(bytes:)`` at a megabyte each, for release-mode measurements and the fuzzer.
  static let huge = large(bytes: 1 << 20)
}

/// Turns bytes into events.
struct EventDecoder<Source: EntropySource> {
  var source: Source
  /// Whether ``HostileText/huge`` pieces may be chosen.
  var allowsHuge = false
  /// Whether one event in sixteen is a ``BoundaryShapes`` event.
  var boundaryShapes = false

  init(_ source: Source, allowsHuge: Bool = false) {
    self.source = source
    self.allowsHuge = allowsHuge
  }

  mutating func byte() -> UInt8? { source.nextByte() }

  /// A short text: one to four pieces, sometimes raw bytes read as UTF-8.
  mutating func text() -> String? {
    guard let head = byte() else { return nil }
    if head == 0xFF, allowsHuge, let pick = byte() {
      return HostileText.huge[Int(pick) % HostileText.huge.count]
    }
    if head >= 0xE0 {
      // Raw bytes: invalid UTF-8 and lone surrogates arrive as U+FFFD.
      let count = Int(head & 0x0F) + 1
      var bytes: [UInt8] = []
      for _ in 0..<count { bytes.append(byte() ?? 0) }
      return String(decoding: bytes, as: UTF8.self)
    }
    if head >= 0xC0 {
      // A random code point, sometimes outside the Basic Multilingual Plane.
      guard let a = byte(), let b = byte() else { return nil }
      let plane = UInt32(head & 0x03)
      let value = plane << 16 | UInt32(a) << 8 | UInt32(b)
      return Unicode.Scalar(value).map { String($0) } ?? "\u{FFFD}"
    }
    var result = ""
    for _ in 0...(Int(head) % 4) {
      guard let pick = byte() else { break }
      result += HostileText.pieces[Int(pick) % HostileText.pieces.count]
    }
    return result
  }

  /// A UTF-16 range near the text, often out of bounds and sometimes inside a cluster.
  mutating func range(length: Int) -> Range<Int>? {
    guard let a = byte(), let b = byte() else { return nil }
    func bound(_ value: UInt8) -> Int {
      switch value % 8 {
      case 0: return 0
      case 1: return length
      case 2: return length + Int(value % 5) + 1
      case 3: return -Int(value % 5) - 1
      default: return length == 0 ? 0 : Int(value) % (length + 1)
      }
    }
    let x = bound(a)
    let y = a & 0x40 != 0 ? x : bound(b)
    return Swift.min(x, y)..<Swift.max(x, y)
  }

  /// The next event for a field whose text has `length` UTF-16 code units.
  mutating func event(length: Int) -> SessionEvent? {
    guard let kind = byte() else { return nil }
    if boundaryShapes && kind >= 0xF0 { return boundaryEvent(length: length) }
    switch kind % 16 {
    case 0, 1, 2, 3: return text().map(SessionEvent.type)
    case 4, 5: return text().map(SessionEvent.paste)
    case 6: return text().map(SessionEvent.mark)
    case 7: return text().map(SessionEvent.commit)
    case 8:
      guard let range = range(length: length), let text = text() else { return nil }
      return .systemReplace(range, text)
    case 9:
      guard let range = range(length: length), let text = text() else { return nil }
      return .programmatic(range, text)
    case 10, 11: return .backspace
    case 12: return range(length: length).map(SessionEvent.cut)
    case 13: return range(length: length).map(SessionEvent.select)
    case 14: return .undo
    default: return .redo
    }
  }
}

/// Bytes from a buffer, as a fuzzer provides them.
struct ByteSource: EntropySource {
  var bytes: [UInt8]
  var position = 0
  init(_ bytes: [UInt8]) { self.bytes = bytes }
  mutating func nextByte() -> UInt8? {
    guard position < bytes.count else { return nil }
    defer { position += 1 }
    return bytes[position]
  }
}

/// How a text field reports edits to its policy.
enum SessionMode: String, CaseIterable, Sendable {
  /// The delegate is asked before the change, with the range and the replacement.
  case delegate
  /// The field changes first; the policy learns of it from a text-did-change notification and
  /// recovers the edit by comparing the old and the new text.
  case notification
  /// The delegate mode on a ``FieldBuffer``: each edit is reviewed on a window of clusters around
  /// it, and the lengths the policy limits are kept counted as the text changes.
  case buffer
  /// The delegate mode with tokens: calculator keys ("sin("), mentions ("@bob") and topics
  /// ("#swift#") are edited as single characters, and the caret never stands inside one.
  case tokens

  /// The tokens of the ``tokens`` mode.
  static let tokenSet = TokenSet(
    literals: TokenSet.calculator.literals, patterns: [.mention, .topic])
}

/// An invariant that did not hold.
struct SessionFailure: Error, CustomStringConvertible {
  /// The index of the event after which the invariant broke.
  var step: Int
  /// The invariant, in a word: the shrinker keeps only event lists that break the same one.
  var invariant: String
  var message: String
  var description: String { "after event \(step): \(message)" }
}

/// A text field under a policy, driven by events, checking its invariants after each one.
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
  /// Edits applied, by disposition.
  var counts: [EditOutcome.Disposition: Int] = [:]

  init(policy: InputPolicy, mode: SessionMode, check: ((String) -> String?)? = nil) {
    self.policy = policy
    self.mode = mode
    self.buffer = FieldBuffer(policy: policy)
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

  private func fail(_ invariant: String, _ message: String) -> SessionFailure {
    SessionFailure(step: 0, invariant: invariant, message: message)
  }

  mutating func perform(_ event: SessionEvent) throws(SessionFailure) {
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
    case .commit(let text):
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
    }
  }

  /// Moving the caret or undoing while an input method composes commits the marked text as it
  /// stands; the policy judges it like any commit.
  mutating func endComposition() throws(SessionFailure) {
    guard let marked = state.markedRange else { return }
    try edit(Edit(replacing: marked, with: String(state.text[marked]), source: .commit))
  }

  /// Applies an edit the way the field's interception mode does.
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
      let change = buffer.apply(range, replacement: edit.replacement, source: edit.source)
      outcome = EditOutcome(
        state: buffer.state, disposition: change.disposition, changes: change.changes,
        replacedUTF16Range: change.replacedRange, replacement: change.replacement)
      if change.disposition == .refused && edit.source != .commit {
        // A refused edit leaves the buffer, and its caret, as they were.
        outcome.replacedUTF16Range =
          change.replacedRange.lowerBound..<change.replacedRange.lowerBound
        outcome.replacement = ""
      }
    case .delegate:
      outcome = policy.apply(edit, to: state)
    case .notification:
      // The field has already changed; the policy sees only the old and the new text.
      let range = edit.range(in: state.text)
      // Marked text and its commit arrive with the input method's marked range.
      // The letters of marked text were never judged, so typing over marked text replaces all
      // of it even where a diff sees the same letters.
      if [.markedText, .commit, .deletion].contains(edit.source) || state.markedRange != nil {
        outcome = policy.apply(edit, to: state)
      } else {
        let changed =
          state.text[..<range.lowerBound] + edit.replacement + state.text[range.upperBound...]
        let (found, inserted) = state.text.minimalReplacement(range, with: edit.replacement)
        guard
          String(state.text[..<found.lowerBound]) + inserted + state.text[found.upperBound...]
            == changed
        else { throw fail("diff", "the recovered edit does not reproduce the changed text") }
        outcome = policy.apply(
          Edit(replacing: found, with: inserted, source: edit.source), to: state)
      }
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
    if outcome.isRefused && edit.source != .commit && outcome.state != before {
      throw fail("refusal", "a refused edit changed the field")
    }
    if (edit.source == .deletion || edit.replacement.isEmpty) && outcome.isRefused {
      throw fail("deletion", "a deletion was refused")
    }
    state = outcome.state
    bufferIsStale = false
    // An empty replacement deletes, whatever its source, and is never refused.
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
  private mutating func replaceForUndo(
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

  /// Checks what must hold after every event.
  func checkInvariants() throws(SessionFailure) {
    let text = state.text
    // Cluster boundaries, recounted from scratch, in UTF-16 offsets.
    var boundaries: Set<Int> = [0]
    var offset = 0
    for character in text {
      offset += character.utf16.count
      boundaries.insert(offset)
    }
    guard offset == text.utf16.count else {
      throw fail("clusters", "the clusters do not add up to the text")
    }
    let selection = state.selectedUTF16Range
    guard boundaries.contains(selection.lowerBound), boundaries.contains(selection.upperBound),
      selection.upperBound <= offset
    else {
      throw fail("selection", "the selection \(selection) is not on cluster boundaries of the text")
    }
    if let marked = state.markedUTF16Range {
      guard boundaries.contains(marked.lowerBound), boundaries.contains(marked.upperBound),
        marked.upperBound <= offset
      else {
        throw fail(
          "selection", "the marked range \(marked) is not on cluster boundaries of the text")
      }
    }
    if mode == .buffer && !bufferIsStale {
      guard buffer.state == state else { throw fail("buffer", "the buffer and the field differ") }
      // The lengths the buffer keeps counted equal a recount from scratch.
      let whole = buffer.storage.string
      for (metric, count) in buffer.units where count != metric.units(of: whole) {
        throw fail(
          "buffer",
          "the buffer counts \(count) units of \(metric) but the text has \(metric.units(of: whole))"
        )
      }
    }
    // The caret never stands inside a token.
    if mode == .tokens && !afterUndo && state.markedRange == nil {
      for token in SessionMode.tokenSet.ranges(in: text) {
        for bound in [state.selection.lowerBound, state.selection.upperBound]
        where token.lowerBound < bound && bound < token.upperBound {
          throw fail(
            "tokens",
            "the selection \(selection) is inside the token \(SessionEvent.literal(String(text[token])))"
          )
        }
      }
    }
    // Deleting is always possible: backspace, and cutting everything.
    if let backspace = Edit.backspace(in: state) {
      let outcome = policy.apply(backspace, to: state)
      guard !outcome.isRefused, outcome.state.text.utf16.count < text.utf16.count else {
        throw fail("deletion", "backspace did not delete: \(outcome.changes)")
      }
    } else if state.caret != text.startIndex {
      throw fail("deletion", "backspace is impossible with text before the caret")
    }
    if !text.isEmpty {
      let all = Edit(replacing: 0..<offset, with: "", source: .deletion)
      guard policy.apply(all, to: state).state.text.isEmpty else {
        throw fail("deletion", "cutting everything left text behind")
      }
    }
  }
}

/// Shrinks a failing event list: deletes chunks of events, then single events, while the
/// failure persists.
func shrink(_ events: [SessionEvent], fails: ([SessionEvent]) -> Bool) -> [SessionEvent] {
  var events = events
  var chunk = Swift.max(events.count / 2, 1)
  while true {
    var start = 0
    var removedAny = false
    while start < events.count {
      var candidate = events
      candidate.removeSubrange(start..<Swift.min(start + chunk, events.count))
      if fails(candidate) {
        events = candidate
        removedAny = true
      } else {
        start += chunk
      }
    }
    if chunk > 1 {
      chunk /= 2
    } else if !removedAny {
      return events
    }
  }
}
