#if !FUZZING
import TextInputKitSimulator

import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction
#endif

/// Two simulated fields under one policy, one per interception mode, driven in step.
///
/// After every event it checks the laws of an edit (``EditLaw``) with ``EditLaws``:
///
/// - on each field: a rejected edit changed nothing (a rejected commit: nothing since the
///   composition began); undo after an accepted edit restores the field and redo applies the
///   edit again (checked there and then, which leaves the field as it was when the law holds);
///   the counter is the policy's length of the text;
/// - across the fields: both modes show the same field;
/// - for a typed or pasted text, on fresh fields in both modes: select all and paste is pasting
///   into an empty field, typing it key by key is pasting it, sanitizing it is stable; under a
///   policy that formats its display, the display of the value reads back.
///
/// Used by `EditLawTests`, the random editing sessions and the `Engine` and `Masks` fuzz
/// harnesses.
struct LawSession {
  /// What one step does, for the laws that depend on it.
  enum Step: Equatable {
    /// An edit at the caret or over the selection: typing, paste, backspace, a custom key.
    case caretEdit
    /// An edit elsewhere: a system replacement, a cut, forward delete.
    case otherEdit
    /// The input method updates its marked text.
    case mark
    /// The input method commits (a candidate, or its letters as they are).
    case commit
    /// The selection moves.
    case select
    /// Undo or redo.
    case undoRedo
  }

  let policy: InputPolicy
  let tokens: TokenSet?
  /// The interception mode of each field.
  let modes: [InterceptionMode] = [.delegate, .notification]
  let fields: [SimulatedTextField]
  /// Per field: the field before its current composition began.
  var compositionStarts: [FieldSnapshot?] = [nil, nil]
  /// Whether typed and pasted texts are also checked on fresh fields (select all and paste,
  /// typing key by key, sanitizing, the display).
  var checksScenarios = true
  /// The events performed so far.
  var performed: [String] = []
  /// Known breaks that leave only the selection wrong (`KnownLawBreak`): when it returns
  /// `true` for one, the session keeps it in ``tolerated``, puts the selection where the law
  /// expects it, and goes on, so that one misplaced caret does not end the session.
  var tolerates: ((LawViolation) -> Bool)?
  /// The breaks tolerated so far.
  var tolerated: [LawViolation] = []
  /// The documented exception that made the modes part, after which the session checks
  /// nothing more (the fields no longer show the same text); `nil` while they agree.
  var parted: String?
  /// The delegate-mode field before the last thing done to it: for a replacement that ended a
  /// composition first, the field after that commit.
  var lastBefore: FieldSnapshot?
  /// What notification mode could not know in the current event (see
  /// ``notificationModeLimit(selecting:)``), or `nil`.
  var limit: String?

  init(policy: InputPolicy, tokens: TokenSet? = nil) {
    self.policy = policy
    self.tokens = tokens
    self.fields = modes.map { mode in
      let field = SimulatedTextField()
      field.intercept(policy: policy, tokens: tokens, mode: mode)
      return field
    }
  }

  /// The field of `index` as the laws compare it.
  func snapshot(_ index: Int) -> FieldSnapshot { FieldSnapshot(fields[index], policy: policy) }

  /// Runs `events` in step, stopping at the first broken law.
  mutating func run(_ events: [SessionEvent]) throws(LawViolation) {
    for event in events { try perform(event) }
  }

  /// Performs one event on both fields, then checks the laws.
  mutating func perform(_ event: SessionEvent) throws(LawViolation) {
    guard parted == nil else { return }
    performed.append(event.description)
    let starts = fields.indices.map(snapshot)
    let asked = fields[0].calls.count
    limit = nil
    do {
      for index in fields.indices {
        try perform(event, at: index)
      }
      try checkModesAgree()
    } catch {
      if event.isSelect { limit = limit ?? notificationModeLimit(selecting: true) }
      if let limit, error.law == .modesAgree || error.mode == .notification {
        parted = "\(event) in \(starts[0]): \(limit)"
        return
      }
      // A documented exception: the modes part here, and the session checks nothing more.
      if error.law == .modesAgree,
        EditLaws.notificationModeCannotReadBack(event, in: lastBefore ?? starts[0])
      {
        parted = "\(event) in \(starts[0]): notification mode cannot read it back"
        return
      }
      if error.law == .modesAgree,
        EditLaws.notificationModeCannotReadBack(
          event, asked: fields[0].calls[asked...], in: lastBefore ?? starts[0])
      {
        parted = "\(event) in \(starts[0]): notification mode cannot read it back"
        return
      }
      if error.law == .modesAgree, EditLaws.undoHistoryDiffers(event) {
        parted = "\(event) in \(starts[0]): the undo histories of the modes differ"
        return
      }
      if error.law == .modesAgree, EditLaws.delegateModeJudgesAtOnce(event, in: starts[0]) {
        parted = "\(event) in \(starts[0]): delegate mode judges it at once"
        return
      }
      var violation = error
      violation.event = event
      violation.before = starts[0]
      violation.followsRoughEvent =
        violation.followsRoughEvent
        || performed.contains { event in
          KnownLawBreak.roughEvents.contains { event.hasPrefix($0) }
        }
      throw violation
    }
    guard checksScenarios else { return }
    switch event {
    case .type(let text), .paste(let text):
      guard !text.isEmpty else { return }
      if let violation = EditLaws.sanitizeViolation(policy, text) { throw located(violation) }
      for (index, mode) in modes.enumerated() where starts[index].markedRange == nil {
        if let violation = EditLaws.selectAllThenPasteViolation(
          text, over: starts[index].text, policy: policy, tokens: tokens, mode: mode)
        {
          throw located(violation)
        }
        if case .paste = event,
          let violation = EditLaws.typingEqualsPastingViolation(
            text, at: starts[index], policy: policy, tokens: tokens, mode: mode)
        {
          throw located(violation)
        }
        if tokens == nil,
          let violation = EditLaws.displayViolation(
            policy, value: snapshot(index).value, mode: mode)
        {
          throw located(violation)
        }
      }
    default: break
    }
  }

  /// A custom keyboard's key (a calculator key, a sticker) on both fields.
  mutating func insertKey(_ key: String) throws(LawViolation) {
    guard parted == nil else { return }
    performed.append("insertKey(\(SessionEvent.literal(key)))")
    for index in fields.indices {
      try endComposition(index)
      try step(index, .caretEdit) { $0.insertKey(key) }
    }
    try checkModesAgree()
  }

  /// The forward delete key on both fields.
  mutating func forwardDelete() throws(LawViolation) {
    guard parted == nil else { return }
    performed.append("forwardDelete")
    limit = nil
    do {
      for index in fields.indices { try step(index, .otherEdit) { $0.forwardDelete() } }
      try checkModesAgree()
    } catch {
      guard let limit, error.law == .modesAgree || error.mode == .notification else { throw error }
      parted = "forwardDelete: \(limit)"
    }
  }

  /// What notification mode cannot know (the DocC article "Known issues"), or `nil`: a
  /// selection the person made that splits a character, which only a delegate hears and
  /// widens. With `selecting` false, the notification-mode field before a change.
  func notificationModeLimit(selecting: Bool) -> String? {
    let field = fields[1]
    let whole = TextFieldState(text: field.text, utf16Selection: field.selection).utf16Selection
    guard whole != field.selection,
      selecting || field.interceptor!.controller.state.utf16Selection != field.selection
    else { return nil }
    return "notification mode cannot widen a selection that splits a character"
  }

  /// Notes the limit of notification mode when `text` types over a selection that holds the
  /// same text: the host's text does not change, so no edit reaches the interceptor ("Known
  /// issues").
  private mutating func noteSameText(at index: Int, inserting text: String) {
    guard modes[index] == .notification, limit == nil else { return }
    let field = fields[index]
    let units = Array(field.text.utf16)
    guard !field.selection.isEmpty, field.selection.upperBound <= units.count,
      String(decoding: units[field.selection], as: UTF16.self) == text
    else { return }
    limit = "notification mode sees no change when a selection is typed over with the same text"
  }

  /// What notification mode cannot know of a change: where the selection was, when the host
  /// shows the same text and caret for several (a forward delete and a backspace after the
  /// person moved the caret, a selection typed over with what it began with, a system insertion
  /// that moved the caret and a paste where the person put it). `heard` is the selection the
  /// interceptor knew before the change, `truth` the field's.
  static func locationLimit(
    _ field: SimulatedTextField, heard: Range<Int>, truth: Range<Int>, text: String
  ) -> String? {
    guard let controller = field.interceptor?.controller else { return nil }
    let located = controller.selectionMadeByHand ?? heard
    let whole = TextFieldState(text: text, utf16Selection: truth).utf16Selection
    guard located != whole else { return nil }
    return "notification mode cannot tell where the person put the caret: the host shows the "
      + "same for \(located) and \(whole)"
  }

  /// Moves the caret by `clusters` characters on both fields.
  mutating func move(by clusters: Int) throws(LawViolation) {
    guard parted == nil else { return }
    performed.append("move(by: \(clusters))")
    for index in fields.indices {
      try endComposition(index)
      try step(index, .select) { $0.move(by: clusters) }
    }
    try checkModesAgree()
  }

  private mutating func perform(_ event: SessionEvent, at index: Int) throws(LawViolation) {
    switch event {
    case .type(let text):
      noteSameText(at: index, inserting: text)
      try step(index, .caretEdit) { $0.type(text) }
    case .paste(let text):
      try endComposition(index)
      noteSameText(at: index, inserting: text)
      try step(index, .caretEdit) { $0.paste(text) }
    case .mark(let text):
      try step(index, .mark) {
        $0.keyboard = .pinyin
        $0.setMarkedText(text)
      }
    case .commit(let text):
      try step(index, .commit) {
        $0.commit(text)
        $0.keyboard = .latin
      }
    case .systemReplace(let range, let text), .programmatic(let range, let text):
      try endComposition(index)
      try step(index, .otherEdit) {
        $0.systemReplace(range.clamped(to: 0..<$0.text.utf16.count), with: text)
      }
    case .backspace:
      try step(index, .caretEdit) { $0.backspace() }
    case .cut(let range):
      try endComposition(index)
      try step(index, .select) { $0.select(range) }
      try step(index, .otherEdit) { $0.cut() }
    case .select(let range):
      try endComposition(index)
      try step(index, .select) { $0.select(range) }
    case .undo:
      try endComposition(index)
      try step(index, .undoRedo) { $0.undo() }
    case .redo:
      try step(index, .undoRedo) { $0.redo() }
    case .pinyin(let letters), .kana(let letters):
      // Key by key: a key the keyboard does not compose (a digit) is typed, and a composition
      // begins at the first letter after it.
      let keyboard: SimulatedTextField.Keyboard = event == .pinyin(letters) ? .pinyin : .japanese
      for key in letters {
        try step(index, .mark) {
          $0.keyboard = keyboard
          $0.type(String(key))
        }
      }
    case .convert(let candidate):
      try step(index, .mark) {
        $0.keyboard = .japanese
        $0.convert(candidate)
      }
    case .dictate(let phrase):
      try step(index, .otherEdit) { $0.dictate(phrase) }
    case .quickType(let word):
      try step(index, .otherEdit) {
        $0.keyboard = .latin
        $0.quickType(word)
      }
    case .autocorrect(let word):
      try step(index, .otherEdit) {
        $0.keyboard = .latin
        $0.autocorrect(word)
      }
    case .swipe(let word):
      try step(index, .otherEdit) {
        $0.keyboard = .latin
        $0.swipe(word)
      }
    case .oneTimeCode(let code):
      try endComposition(index)
      try step(index, .otherEdit) { $0.oneTimeCode(code) }
    case .smartType(let keys):
      // Key by key, as a person types: each key is an undo step of its own.
      for key in keys {
        try step(index, .caretEdit) {
          $0.keyboard = .latin
          $0.smartPunctuation = true
          $0.smartDashes = true
          $0.type(String(key))
          $0.smartPunctuation = false
          $0.smartDashes = false
        }
      }
    case .smartPaste(let text):
      try endComposition(index)
      try step(index, .otherEdit) {
        $0.smartInsertDelete = true
        $0.paste(text)
        $0.smartInsertDelete = false
      }
    case .endEditing:
      try step(index, .commit) {
        $0.endEditing()
        $0.keyboard = .latin
      }
    case .commitAsked(let text, let atEnd):
      try step(index, .commit) {
        $0.commitShape = atEnd ? .endOfMarkedRange : .markedRange
        $0.commit(text)
        $0.commitShape = .unasked
        $0.keyboard = .latin
      }
    case .reenterSecure:
      try step(index, .commit) {
        $0.endEditing()
        $0.keyboard = .latin
        $0.isSecureTextEntry = true
        $0.beginEditing()
      }
    }
  }

  /// Moving the caret, pasting or undoing while an input method composes commits its letters
  /// as they are.
  private mutating func endComposition(_ index: Int) throws(LawViolation) {
    guard fields[index].markedRange != nil else { return }
    try step(index, .commit) { $0.unmarkText() }
  }

  /// Does one thing to one field and checks the laws of that field.
  private mutating func step(
    _ index: Int, _ kind: Step, _ action: (SimulatedTextField) -> Void
  ) throws(LawViolation) {
    let field = fields[index]
    let before = snapshot(index)
    if index == 0 { lastBefore = before }
    let seen = field.inputEvents.count
    // In notification mode nothing reports the person's selections, as in UIKit: the
    // interceptor reads the host's caret when the next change arrives.
    let heard = field.interceptor!.controller.state.utf16Selection
    let (truth, text) = (field.selection, field.text)
    if modes[index] == .notification, kind != .select, limit == nil {
      limit = notificationModeLimit(selecting: false)
    }
    action(field)
    if modes[index] == .notification, kind != .select, limit == nil {
      limit = Self.locationLimit(field, heard: heard, truth: truth, text: text)
    }
    let after = snapshot(index)
    let judged = EditLaws.judged(field, since: seen)
    // A composition begins where a step leaves marked text in a field that had none: a marked
    // update, or a key a composing keyboard marks, whatever the event.
    if before.markedRange == nil, after.markedRange != nil { compositionStarts[index] = before }
    let start = compositionStarts[index]
    if after.markedRange == nil { compositionStarts[index] = nil }
    let controller = field.interceptor!.controller
    if let violation = EditLaws.counterViolation(
      controller.counter, text: controller.state.text, policy: policy)
    {
      throw located(violation, index)
    }
    // What the edit is measured against: for a commit, the field before the composition.
    let origin = kind == .commit ? (start ?? before) : before
    // A commit names itself: it may be the end of a composition that another event caused.
    let action = kind == .commit ? "commit, in \(performed.last ?? "")" : performed.last ?? ""
    if EditLaws.isRejection(judged), kind != .mark, kind != .select,
      kind == .commit || before.markedRange == nil
    {
      if var violation = EditLaws.expectSame(
        .rejectionChangesNothing, after, origin, "\(origin) + \(action)")
      {
        violation.action = action
        throw located(violation, index)
      }
    }
    let isEdit = kind == .caretEdit || kind == .otherEdit || kind == .commit
    guard isEdit, !judged.isEmpty, !judged.contains(where: { $0.disposition == .rejected }),
      kind == .commit || before.markedRange == nil, origin.markedRange == nil,
      after.markedRange == nil, after.text != origin.text
    else { return }
    // The interceptor puts back the selection of the step undone, wherever the edit was (an
    // autocorrection elsewhere, a paste over a selection), widened to whole characters (a caret
    // the view put inside a cluster comes back at its end).
    field.undo()
    if let violation = controllerViolation(field, "undo after \(origin) + \(action)") {
      throw located(violation, index)
    }
    if var violation = EditLaws.expectSame(
      .undoRestores, snapshot(index), origin, wholeCharacters: true,
      "undo after \(origin) + \(action) → \(after)")
    {
      violation.action = action
      throw located(violation, index)
    }
    field.redo()
    if let violation = controllerViolation(field, "redo after \(origin) + \(action) and undo") {
      throw located(violation, index)
    }
    if var violation = EditLaws.expectSame(
      .undoRestores, snapshot(index), after, wholeCharacters: true,
      "redo after \(origin) + \(action) → \(after) and undo")
    {
      violation.action = action
      violation = located(violation, index)
      let redone = snapshot(index)
      guard redone.text == after.text, redone.markedRange == nil, tolerates?(violation) == true
      else { throw violation }
      tolerated.append(violation)
      field.selectHeard(after.selection)
    }
  }

  /// ``EditLaw/undoRestores``: after undo or redo the controller holds the text the field shows,
  /// which the next edit is judged against.
  private func controllerViolation(_ field: SimulatedTextField, _ action: String) -> LawViolation? {
    let held = field.interceptor!.controller.state.text
    guard held != field.text else { return nil }
    return LawViolation(
      law: .undoRestores,
      message: "\(action): the field shows \(field.text.debugDescription), the controller holds "
        + held.debugDescription)
  }

  /// ``EditLaw/modesAgree``: both fields show the same field.
  private func checkModesAgree() throws(LawViolation) {
    if var violation = EditLaws.expectSame(
      .modesAgree, snapshot(1), snapshot(0),
      "after \(performed.last ?? ""), delegate mode (expected) and notification mode")
    {
      violation.action = performed.last
      throw violation
    }
  }

  /// `violation` with the field's mode and the event that broke it.
  private func located(_ violation: LawViolation, _ index: Int? = nil) -> LawViolation {
    var violation = violation
    if let index { violation.mode = modes[index] }
    if violation.action == nil { violation.action = performed.last }
    violation.message += " [after \(performed.count) events]"
    violation.followsRoughEvent = performed.contains { event in
      KnownLawBreak.roughEvents.contains { event.hasPrefix($0) }
    }
    return violation
  }
}
