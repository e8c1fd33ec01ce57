/// The one object between a text field and an ``InputPolicy``: it keeps the field's state, judges
/// every change, and tells the host what to do, in either of UIKit's interception modes.
///
/// - **Delegate mode.** Before a change, ask ``shouldChange(utf16Range:replacement:source:)``.
///   Return `true` for ``TextInputDecision/allow``; otherwise return `false`, and for
///   ``TextInputDecision/replace(_:)`` apply the correction yourself with `replace(_:withText:)`.
/// - **Notification mode.** After every change, report what the field shows with
///   ``didChange(text:utf16Selection:utf16MarkedRange:)`` and apply the correction it returns.
///
/// A delegate-mode host reports changes too: an input method commits its candidate, and undo
/// restores text, without asking the delegate. Both modes end in the same text and caret.
///
/// Marked (composing) text is never rejected and never counted against a limit; what an input
/// method commits is judged like typing.
///
/// ```swift
/// var phone = TextInputController(policy: .phoneCN, text: "138")
/// phone.shouldChange(utf16Range: 3..<3, replacement: "0", source: .typing)  // .allow
/// phone.shouldChange(utf16Range: 4..<4, replacement: "a", source: .typing)  // .reject
/// phone.state.text        // "1380"
/// phone.counter.description // "4/11"
/// ```
///
/// With ``tokens``, spans such as `sin(`, `@alice` or `[笑哭]` behave as one character in every
/// mode and through ``apply(_:)``: the caret never rests inside one, a selection that cuts one
/// widens to it, backspace after one deletes all of it, an insertion aimed inside one goes to its
/// edge, and a limit never lets half of one in.
///
/// ```swift
/// var calculator = TextInputController(
///   policy: InputPolicy { .maxLength(6) }, text: "2sin(", tokens: .calculator)
/// calculator.shouldChange(utf16Range: 4..<5, replacement: "", source: .deletion)
/// // .replace(1..<5 with "", caret 1): backspace after "sin(" deletes all of it → "2|"
/// calculator.apply(.key("cos(", in: calculator.state)).state.text  // "2cos("
/// calculator.apply(.key("sin(", in: calculator.state)).isRejected   // true: does not fit whole
/// ```
///
/// The controller is a value: copy it, send it, keep it in a `@State`; a UIKit host keeps one in
/// a coordinator on the main actor.
public struct TextInputController: Sendable {
  /// The policy that judges every edit.
  public var policy: InputPolicy {
    get { buffer.policy }
    set { buffer = FieldBuffer(policy: newValue, state: state, tokens: tokens) }
  }
  /// The spans that behave as one character, or `nil` for none.
  ///
  /// - Complexity: With tokens, every edit and every selection change reads the text between the
  ///   nearest positions no token can run across (for mentions, the words around the edit); it is
  ///   O(*n*) in the length of the text when a token pattern uses anchors, word boundaries,
  ///   look-arounds, back references or inline flags, which only the whole text can judge.
  ///   Without tokens an edit costs O(*m* + log *n*) (see
  ///   ``shouldChange(utf16Range:replacement:source:)``).
  public var tokens: TokenSet? {
    get { buffer.tokens }
    set { buffer = FieldBuffer(policy: policy, state: state, tokens: newValue) }
  }
  /// The field as the controller knows it: after every call, what the host shows (or will show
  /// once it applied the returned correction).
  ///
  /// - Complexity: O(*n*): the controller keeps the text in chunks and joins them on demand.
  public var state: TextFieldState {
    get { buffer.state }
    set { buffer = FieldBuffer(policy: policy, state: newValue, tokens: tokens) }
  }
  /// Feedback not yet taken with ``takeEvents()``, oldest first.
  public private(set) var events: [InputEvent] = []
  /// The selection the person had made by hand before the last reported change, when no
  /// delegate heard it and the host's caret told it (see `TextFieldState.selectedByHand`);
  /// `nil` when the controller's own selection explained the change.
  private(set) var selectionMadeByHand: Range<Int>?
  /// The text, selection, marked range and running lengths, kept for edits whose cost does not
  /// grow with the text.
  var buffer: FieldBuffer

  /// Creates a controller for a field in `state`.
  ///
  /// - Parameters:
  ///   - policy: What the field accepts.
  ///   - state: The field's text, selection and marked text now, taken as they are.
  ///   - tokens: Spans that behave as one character: calculator keys, mentions, stickers; `nil`
  ///     for none.
  public init(
    policy: InputPolicy, state: TextFieldState = TextFieldState(), tokens: TokenSet? = nil
  ) {
    self.buffer = FieldBuffer(policy: policy, state: state, tokens: tokens)
  }

  /// Creates a controller for a field holding `text`, with the caret at its end.
  public init(policy: InputPolicy, text: String, tokens: TokenSet? = nil) {
    self.init(policy: policy, state: TextFieldState(text: text), tokens: tokens)
  }

  // MARK: Delegate mode

  /// Decides a change before the field makes it: `textField(_:shouldChangeCharactersIn:...)`.
  ///
  /// ```swift
  /// // .phoneCN: "138|" + "0" → .allow · "138|" + "a" → .reject
  /// // "1380013800|" + paste "123" → .replace(10..<10 with "1", caret 11)
  /// ```
  ///
  /// - Parameters:
  ///   - utf16Range: The range to replace, in UTF-16 offsets of the field's current text.
  ///   - replacement: The text to put there.
  ///   - source: Where the change comes from; see ``inferredSource(utf16Range:replacement:markedRange:keyboardComposes:)``.
  ///     For ``EditSource/markedText`` the answer is always ``TextInputDecision/allow``.
  /// - Returns: Whether to let the change through, reject it, or apply a correction instead.
  /// - Complexity: O(*m* + log *n*) for an edit of size *m* in a text of length *n*, when no
  ///   rule of the policy reads the whole text (a pattern or a decimal number does), plus the text
  ///   to the nearest token cuts with ``tokens``; O(*n*) otherwise.
  public mutating func shouldChange(
    utf16Range: Range<Int>, replacement: String, source: EditSource
  ) -> TextInputDecision {
    let clamped = utf16Range.clamped(to: 0..<buffer.storage.utf16Count)
    let outcome = record(buffer.apply(clamped, replacement: replacement, source: source), source)
    if source == .markedText { return .allow }
    if outcome.disposition == .rejected && source != .commit { return .reject }
    // Allowed as it is only when the host's caret after the change is the controller's: an
    // insertion that joins the character after it ("e" before a lone accent) puts UIKit's caret
    // inside the new character, and the correction moves it after, as in notification mode.
    if outcome.disposition == .accepted, outcome.replacedUTF16Range == clamped,
      outcome.replacement == replacement, buffer.selection == caretAfter(outcome)
    {
      return .allow
    }
    return .replace(
      TextCorrection(
        utf16Range: outcome.replacedUTF16Range, replacement: outcome.replacement,
        selection: buffer.selection))
  }

  // MARK: Notification mode

  /// Reports what the field shows after a change — text, selection and marked range in UTF-16
  /// offsets — and returns the correction to apply, if the policy changes the edit.
  ///
  /// The change is found by diffing the previous and the current text at grapheme level; the
  /// caret places an ambiguous insertion. A change that replaced the selection (or inserted at
  /// the caret) with what now ends at the caret is read as that replacement, as a delegate would
  /// have been asked. When the marked range disappears, what the input
  /// method committed is judged, whether or not a delegate was asked.
  ///
  /// ```swift
  /// // .phoneCN, "138|" → field shows "138a|"  → remove 3..<4, caret 3
  /// // .maxLength(5), "ni h|" marked          → nil: marked text is never judged
  /// // "Wait...|" → "Wait…|" (smart punctuation) → judged as a replacement, not a deletion
  /// ```
  ///
  /// - Returns: `nil` when the field may stay as it is; otherwise one range replacement in the
  ///   offsets of `text`, and the selection to set after it.
  /// - Complexity: O(*n*) in the length of the text, for the diff.
  public mutating func didChange(
    text: String, utf16Selection selection: Range<Int>, utf16MarkedRange markedRange: Range<Int>?
  ) -> TextCorrection? {
    let shown = TextFieldState(text: text, utf16Selection: selection, utf16MarkedRange: markedRange)
    var previous = state
    selectionMadeByHand = nil
    if text == previous.text {
      guard let marked = previous.markedRange, !shown.hasMarkedText else {
        buffer.show(shown)
        return nil
      }
      // The input method committed its letters as they were: exactly the marked range, which
      // the state widens to whole characters (a keycap marked after "3" joins it).
      let exact = exactMarkedRange ?? previous.text.utf16Range(marked)
      let units = previous.text.utf16
      let lower = units.index(units.startIndex, offsetBy: exact.lowerBound)
      let upper = units.index(lower, offsetBy: exact.count)
      let edit = Edit(
        replacing: exact, with: String(decoding: units[lower..<upper], as: UTF16.self),
        source: .commit)
      return settle(perform(edit), shown: shown, hostSelection: selection)
    }
    // Typing or pasting replaces the selection, or inserts at the caret; backspace and forward
    // delete remove what is next to the caret: read the change as delegate mode is asked about
    // it, even where a diff by cluster would place it elsewhere. The diff decides the rest.
    let composing = shown.hasMarkedText || previous.markedRange != nil
    var keyed =
      composing ? nil : TextDiff.keyboardChange(from: previous, to: text, caret: shown.caret)
    var diff = keyed ?? TextDiff(old: previous.text, new: text, caret: shown.caret)
    if keyed == nil, !composing,
      let moved = previous.selectedByHand(before: diff, in: text, shownSelection: selection)
    {
      // The person moved the caret where no delegate heard it (notification mode): the host's
      // caret places the change, and the field before it had the selection the change replaced.
      previous = moved
      selectionMadeByHand = moved.utf16Selection
      buffer.show(selection: moved.utf16Selection, markedRange: nil)
      keyed = TextDiff.keyboardChange(from: previous, to: text, caret: shown.caret)
      diff = keyed ?? diff
    }
    if let marked = previous.markedRange, !shown.hasMarkedText {
      diff = diff.covering(marked, old: previous.text, new: text)
    }
    let inserted = String(text.unicodeScalars[diff.newRange])
    let source: EditSource
    if shown.hasMarkedText {
      source = .markedText
    } else if previous.markedRange != nil {
      source = .commit
    } else if inserted.isEmpty {
      source = .deletion
    } else if diff.oldRange.isEmpty {
      source = inserted.count == 1 ? .typing : .paste
    } else {
      source = .systemReplacement
    }
    var range = previous.text.utf16Range(diff.oldRange)
    var replacement = inserted
    if keyed == nil, buffer.formatsDisplay, source != .markedText, source != .commit {
      // A diff by cluster widens an edit to the clusters it touches ("8" replaced by
      // "8\u{301}…"), and in a formatted field the widened cluster may be a literal the value
      // does not hold: judge the edit a delegate would have been asked about. A change shaped
      // like a keyboard's (the selection replaced) is taken as it is: a paste over a selection
      // that ends like the replaced text is still that paste.
      let insertionEnd = text.utf16Offset(of: diff.newRange.upperBound)
      (range, replacement) = FieldBuffer.trimmedEdit(
        in: previous.text, range, replacement: replacement,
        trimsTail: insertionEnd != selection.lowerBound || !selection.isEmpty)
    }
    if source == .commit, let marked = exactMarkedRange ?? previous.utf16MarkedRange,
      let exact = Self.committedEdit(from: previous.text, to: text, utf16MarkedRange: marked)
    {
      // The input method replaced exactly its marked range, whole clusters or not ("." before a
      // placeholder replaced by a variation selector that joins it): that is the commit, as a
      // delegate-mode host commits it, and never the character before it.
      (range, replacement) = exact
    }
    if source == .markedText, let markedRange,
      let exact = Self.markedEdit(from: previous.text, to: text, utf16MarkedRange: markedRange)
    {
      // The input method replaced exactly the range its marked text now holds, whole clusters
      // or not: that is the edit, as a delegate would have been asked about it. Its start is
      // where a rejected commit puts back what the composition replaced.
      (range, replacement) = exact
    }
    let edit = Edit(replacing: range, with: replacement, source: source)
    let outcome = perform(edit)
    if outcome.isRejected && source != .commit {
      // The field returns to its text and selection before the change, as a delegate-mode
      // rejection leaves it: a rejected edit changes nothing, wherever the change was.
      buffer.show(previous)
    }
    return settle(outcome, shown: shown, hostSelection: selection)
  }

  /// The marked text as the input method marked it, in UTF-16 offsets, in a field that lays its
  /// value out: the span of the current composition, which the marked range (widened to whole
  /// characters) may exceed when the marked text joined the character before it (a keycap
  /// marked after "3"); a formatted field judges a commit on exactly that span. `nil` without a
  /// composition, when its span does not lie inside the marked range, or in a field that shows
  /// its text as it is (which judges a commit on whole characters).
  private var exactMarkedRange: Range<Int>? {
    guard buffer.formatsDisplay, let marked = buffer.markedRange,
      let composition = buffer.composition
    else { return nil }
    let upper = buffer.storage.utf16Count - composition.after
    guard composition.before >= marked.lowerBound, upper <= marked.upperBound,
      composition.before <= upper
    else { return nil }
    return composition.before..<upper
  }

  /// The edit that turned `old` into `new` when `new` holds marked text in `utf16MarkedRange`
  /// and is otherwise `old`: the range of `old` between the same text before and after it, and
  /// the marked text. `nil` when `new` is not so made.
  ///
  /// - Complexity: O(*n*) in the lengths of the texts.
  static func markedEdit(from old: String, to new: String, utf16MarkedRange marked: Range<Int>)
    -> (Range<Int>, String)?
  {
    let newUTF16 = new.utf16
    let marked = marked.clamped(to: 0..<newUTF16.count)
    guard let replaced = counterpart(of: marked, in: newUTF16, within: old.utf16) else {
      return nil
    }
    let lower = newUTF16.index(newUTF16.startIndex, offsetBy: marked.lowerBound)
    let upper = newUTF16.index(lower, offsetBy: marked.count)
    return (replaced, String(decoding: newUTF16[lower..<upper], as: UTF16.self))
  }

  /// The commit that turned `old`, with marked text in `utf16MarkedRange`, into `new`: that
  /// range replaced by what lies between the same text before and after it in `new`. `nil` when
  /// `new` is not so made, or the range's ends are not code point boundaries of both texts.
  ///
  /// - Complexity: O(*n*) in the lengths of the texts.
  static func committedEdit(from old: String, to new: String, utf16MarkedRange marked: Range<Int>)
    -> (Range<Int>, String)?
  {
    let (oldUTF16, newUTF16) = (old.utf16, new.utf16)
    let marked = marked.clamped(to: 0..<oldUTF16.count)
    guard let committed = counterpart(of: marked, in: oldUTF16, within: newUTF16) else {
      return nil
    }
    let lower = newUTF16.index(newUTF16.startIndex, offsetBy: committed.lowerBound)
    let upper = newUTF16.index(newUTF16.startIndex, offsetBy: committed.upperBound)
    let oldLower = oldUTF16.index(oldUTF16.startIndex, offsetBy: marked.lowerBound)
    let oldUpper = oldUTF16.index(oldLower, offsetBy: marked.count)
    guard lower.samePosition(in: new.unicodeScalars) != nil,
      upper.samePosition(in: new.unicodeScalars) != nil,
      oldLower.samePosition(in: old.unicodeScalars) != nil,
      oldUpper.samePosition(in: old.unicodeScalars) != nil
    else { return nil }
    return (marked, String(new.unicodeScalars[lower..<upper]))
  }

  /// The range of `other` that stands where `range` stands in `text`: between the same units
  /// before and after it. `nil` when `other` does not begin and end as `text` does around it.
  ///
  /// - Complexity: O(*n*) in the lengths of the texts.
  private static func counterpart(
    of range: Range<Int>, in text: String.UTF16View, within other: String.UTF16View
  ) -> Range<Int>? {
    let after = text.count - range.upperBound
    guard other.count >= range.lowerBound + after,
      text.prefix(range.lowerBound).elementsEqual(other.prefix(range.lowerBound)),
      text.suffix(after).elementsEqual(other.suffix(after))
    else { return nil }
    return range.lowerBound..<(other.count - after)
  }

  /// Brings the controller up to date with the field before a delegate question, without judging
  /// text the app assigned in code (UIKit asks no delegate about `text = …`).
  ///
  /// When the text is the same but the marked range ended without a notification, the committed
  /// text is judged, as in ``didChange(text:utf16Selection:utf16MarkedRange:)``.
  ///
  /// - Returns: A correction to apply, as for ``didChange(text:utf16Selection:utf16MarkedRange:)``.
  public mutating func sync(
    text: String, utf16Selection selection: Range<Int>, utf16MarkedRange markedRange: Range<Int>?
  ) -> TextCorrection? {
    guard text == state.text else {
      adopt(TextFieldState(text: text, utf16Selection: selection, utf16MarkedRange: markedRange))
      return nil
    }
    return didChange(text: text, utf16Selection: selection, utf16MarkedRange: markedRange)
  }

  /// ``didChange(text:utf16Selection:utf16MarkedRange:)`` for what a host showed, read in
  /// windows: the whole text is built only when it changed.
  mutating func didChange(_ reading: HostWindow.Reading) -> TextCorrection? {
    selectionMadeByHand = nil
    switch reading {
    case .changed(let window, let text, let selection, let marked):
      if let keyed = keyedChange(window: window, shown: text, selection: selection, markedRange: marked) {
        return keyed.correction
      }
      let whole = HostWindow.wholeText(buffer.storage, window: window, replacedBy: text)
      return didChange(text: whole, utf16Selection: selection, utf16MarkedRange: marked)
    case .sameText(let selection, let marked):
      guard buffer.markedRange != nil, marked == nil || marked?.isEmpty == true else {
        buffer.show(selection: selection, markedRange: marked)
        return nil
      }
      // The input method committed its letters as they were: judged on the whole text.
      return didChange(text: state.text, utf16Selection: selection, utf16MarkedRange: marked)
    }
  }

  /// ``sync(text:utf16Selection:utf16MarkedRange:)`` for what a host showed, read in windows.
  mutating func sync(_ reading: HostWindow.Reading) -> TextCorrection? {
    switch reading {
    case .changed(let window, let text, let selection, let marked):
      let whole = HostWindow.wholeText(buffer.storage, window: window, replacedBy: text)
      return sync(text: whole, utf16Selection: selection, utf16MarkedRange: marked)
    case .sameText: return didChange(reading)
    }
  }

  /// Takes the field's state as it is, without judging it: for text the app assigned in code.
  public mutating func adopt(_ newState: TextFieldState) {
    state = newState
  }

  /// Takes back, or makes again, a change the policy accepted before (the host's undo and
  /// redo): `restored` is taken as it is, without judging it again, and reported as an accepted
  /// edit of `source` with no changes, so that the counter follows.
  mutating func restore(_ restored: TextFieldState, source: EditSource) {
    state = restored
    events.append(
      InputEvent(source: source, disposition: .accepted, changes: [], counter: counter))
  }

  /// Reports a new selection, in UTF-16 offsets of the current text.
  ///
  /// With ``tokens``, a caret inside a token goes to an edge and a selection that cuts one
  /// widens to include it. A caret that steps one character into a token from an edge, as an
  /// arrow key moves it, crosses the token; one put anywhere else inside goes to the nearer edge:
  ///
  /// ```swift
  /// // tokens .calculator: "|sin(" → reported "s|in(" → "sin(|"   (stepping)
  /// //                     "2|+sin(" → tapped "si|n(" → "sin(|"   (the nearer edge)
  /// //                     "«2si»n(" → "«2sin(»"
  /// //                     "2+|1" → "2|+1"  → nil: nothing to snap
  /// ```
  ///
  /// - Returns: The selection to set instead, when the reported one splits a character (half an
  ///   emoji) or a token; `nil` when it stands.
  /// - Complexity: O(log *n*) and the size of the clusters at its ends; with ``tokens``, the text
  ///   to the nearest token cuts around it.
  public mutating func selectionDidChange(utf16Selection selection: Range<Int>) -> Range<Int>? {
    buffer.select(selection)
    let snapped = buffer.selection
    return snapped == selection ? nil : snapped
  }

  /// Applies an edit that does not come from the field's own keyboard — a custom keyboard's key,
  /// a sticker, text set in code that should obey the policy — and returns what happened.
  ///
  /// The host applies ``EditOutcome/replacedUTF16Range`` and ``EditOutcome/replacement`` with
  /// `replace(_:withText:)`, then sets the selection of ``EditOutcome/state``.
  ///
  /// With ``tokens``, a key that inserts a token (``Edit/key(_:in:)``) inserts it whole or not
  /// at all, and never inside another token.
  public mutating func apply(_ edit: Edit) -> EditOutcome { perform(edit) }

  // MARK: Feedback

  /// The value of the field: its text without a mask's literals or an amount's group
  /// separators; the text itself when the policy does not format it.
  ///
  /// ```swift
  /// var phone = TextInputController(policy: .phoneCNSpaced)
  /// phone.apply(.paste("13800138000", in: phone.state))
  /// phone.state.text  // "138 0013 8000"
  /// phone.value       // "13800138000"
  /// ```
  ///
  /// - Complexity: O(*n*).
  public var value: String { policy.value(of: state.text) }

  /// The counter for the first length limit of the policy, or of characters when it has none:
  /// "12/20", marked text included.
  public var counter: LengthCounter {
    guard let limit = policy.firstLengthLimit else {
      return LengthCounter(count: buffer.units[.characters] ?? state.text.count, limit: nil)
    }
    let units = buffer.units[limit.metric] ?? limit.metric.unitCount(of: state.text)
    let scale = limit.metric.scale
    return LengthCounter(
      count: units / scale, limit: limit.limit, metric: limit.metric,
      isOverLimit: units > limit.limit.saturatingMultiply(scale))
  }

  /// Returns the pending events and forgets them.
  public mutating func takeEvents() -> [InputEvent] {
    // None pending: the kept capacity stays unshared, so the next event needs no new buffer.
    guard !events.isEmpty else { return [] }
    defer { events.removeAll(keepingCapacity: true) }
    return events
  }

  /// Guesses where a change comes from, for delegate mode, where UIKit does not say.
  ///
  /// A change made while text is marked — or by a keyboard that composes (pinyin, kana, Hangul)
  /// — is treated as marked text: let through now, and judged when the notification shows
  /// whether it stayed marked.
  public static func inferredSource(
    utf16Range: Range<Int>, replacement: String, markedRange: Range<Int>?,
    keyboardComposes: Bool = false
  ) -> EditSource {
    if markedRange != nil || (keyboardComposes && !replacement.isEmpty) { return .markedText }
    if replacement.isEmpty { return .deletion }
    if !utf16Range.isEmpty { return .systemReplacement }
    return replacement.count == 1 ? .typing : .paste
  }

  // MARK: The one way edits are applied

  /// Applies an edit to ``state`` under the policy, keeping the running lengths and the feedback.
  ///
  /// Every entry point goes through here: this is where an edit's range can be adjusted before
  /// review (atomic tokens widen a deletion to a whole token).
  ///
  /// - Complexity: O(*n*), for the outcome's whole state; ``shouldChange(utf16Range:replacement:source:)``
  ///   takes the same path without it.
  mutating func perform(_ edit: Edit) -> EditOutcome {
    record(buffer.apply(edit), edit.source)
  }

  /// Where UIKit puts the caret after letting an edit through: after what it inserted.
  private func caretAfter(_ outcome: EditOutcome) -> Range<Int> {
    let caret = outcome.replacedUTF16Range.lowerBound + outcome.replacement.utf16.count
    return caret..<caret
  }

  /// Keeps the feedback for an edit the buffer made.
  private mutating func record(_ outcome: EditOutcome, _ source: EditSource) -> EditOutcome {
    events.append(
      InputEvent(
        source: source, disposition: outcome.disposition, changes: outcome.changes,
        counter: counter))
    return outcome
  }

  /// The correction that turns what the field shows into ``state`` after `outcome`, or `nil`
  /// when the field already shows that text and selection.
  ///
  /// When the field shows the right text, what it shows is kept, selection included, except that
  /// a caret or selection that splits a character (an insertion joined the character after it)
  /// moves to whole characters, and with tokens or a formatted display the controller's
  /// selection is set: both as an empty correction that only moves the selection.
  ///
  /// - Parameter hostSelection: The selection the host reported, as it gave it.
  private mutating func settle(
    _ outcome: EditOutcome, shown: TextFieldState, hostSelection: Range<Int>
  ) -> TextCorrection? {
    let current = state
    guard current.text != shown.text else {
      let keepsOwnSelection = buffer.hasTokens || buffer.formatsDisplay
      if !keepsOwnSelection || shown.hasMarkedText { buffer.show(shown) }
      let wanted = buffer.selection
      if !shown.hasMarkedText, wanted != hostSelection {
        let caret = shown.utf16Selection.lowerBound
        return TextCorrection(utf16Range: caret..<caret, replacement: "", selection: wanted)
      }
      buffer.show(shown)
      return nil
    }
    let whole = shown.text.startIndex..<shown.text.endIndex
    let (range, replacement) = shown.text.minimalReplacement(whole, with: state.text)
    return TextCorrection(
      utf16Range: shown.text.utf16Range(range), replacement: replacement,
      selection: current.utf16Selection)
  }

}
