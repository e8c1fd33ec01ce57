/// The one object between a text view and its ``TextInputController``: a host forwards the
/// view's delegate questions and notifications to it, and it reads the view, decides, writes
/// corrections back and delivers feedback.
///
/// A UIKit field and the simulated field of the tests call it the same way, through
/// ``TextInputHost``:
///
/// - **Delegate mode.** The delegate proxy forwards `shouldChangeCharactersIn` to
///   ``shouldChange(utf16Range:replacement:app:)`` and iOS 26's ranges method to
///   ``shouldChange(utf16Ranges:replacement:appRanges:app:)``, and returns their answer.
/// - **Both modes.** The text-did-change notification calls ``textDidChange()``; a selection
///   change calls ``selectionDidChange()`` (delegate mode only: UIKit tells nothing else of it);
///   the start and end of editing call ``editingDidBegin()`` and ``editingDidEnd()``; text set in
///   code calls ``adoptHostText()``; a custom keyboard's key calls ``insertKey(_:)``.
/// - **Notification mode** hears no selection: at each notification the host's caret places the
///   change (what a keyboard inserts ends at the caret) and the caret a refused edit puts back
///   (``InterceptionMode/notification``).
///
/// ```swift
/// let field = SimulatedTextField(text: "138")
/// let interceptor = field.intercept(policy: .phoneCN, mode: .delegate)
/// field.type("0")   // allowed: "1380|"
/// field.type("a")   // rejected: the field stays "1380|"; onInputEvent hears "Only digits are allowed here."
/// interceptor.controller.counter.description  // "4/11"
/// ```
///
/// What it guarantees:
///
/// - **The app's `false` wins.** The app's own delegate method is asked first; when it rejects,
///   the interceptor neither judges nor records the change.
/// - **No keystroke is lost to a resync.** When the view changed behind the controller's back (a
///   composition ended without a notification), the interceptor catches up, applies the
///   correction that follows, and then judges the keystroke on the corrected text and writes it
///   itself.
/// - **Corrections are one undoable replacement**, written with
///   ``TextInputHost/replace(utf16Range:withText:)``, then the selection, then
///   ``TextInputHost/announceTextChange()``. Whatever the host calls back while a correction is
///   written is ignored (no re-entrancy).
/// - **Undo restores exactly.** While the host's undo manager undoes or redoes
///   (``TextInputHost/isUndoing``, ``TextInputHost/isRedoing``), the interceptor neither judges
///   nor rewrites: it allows what the host asks, takes the text the host shows (text the policy
///   accepted once), and puts the selection where it was before the change undone, or after the
///   change redone. It keeps a short history of the changes it let through or wrote for that,
///   each the size of its edit (see <doc:LawsOfAnEdit>).
/// - **Events arrive at once**, each through ``onInputEvent``, before the call returns.
/// - **VoiceOver hears what was lost.** When an edit is rejected, or loses characters to a
///   filter or a limit, the host is asked once per call, after the correction is written, to
///   speak the event's ``InputEvent/announcement``
///   (``TextInputHost/announceForAccessibility(_:)``); see ``announcesForAccessibility``.
///
/// The interceptor holds its host weakly; the host (or the object that installed it) keeps it.
/// It is not thread-safe: call it where the host lives (for UIKit, the main actor).
public final class TextInputInterceptor {
  /// The view it intercepts; `nil` once the view is gone.
  public private(set) weak var host: (any TextInputHost)?
  /// How the host hands changes over.
  public let mode: InterceptionMode
  /// The controller: the field's state as judged, and its counter.
  public private(set) var controller: TextInputController
  /// Called with every event (accepted, changed or rejected), in order.
  public var onInputEvent: ((InputEvent) -> Void)?
  /// Whether a correction is being written (the host's calls back are ignored then).
  public private(set) var isApplyingCorrection = false
  /// Whether a delegate question came since the last text-did-change notification: the change
  /// it asked about is the one the notification reports, and the windows around it see it. A
  /// notification without one reports a change the host made unasked, perhaps away from them.
  private var expectsHostChange = false
  /// Whether the host is asked to speak what an edit lost; `true` unless the app announces
  /// feedback itself.
  ///
  /// ```swift
  /// // .phoneCN, "138|": type "a" → the host announces "Only digits are allowed here."
  /// //                   "a" again, held down → nothing: the same changes as the last one
  /// //                   "b" → "Only digits are allowed here." (a different character)
  /// //                   "0" → nothing: accepted, and the next "a" is announced again
  /// ```
  ///
  /// An event whose changes equal those of the event last announced, with no other event or
  /// selection change in between, is not announced again: a hardware keyboard repeating a held
  /// key sends the same rejected character many times a second, and each announcement would
  /// cut off the one before it. Announcements of one call (a catch-up and then the keystroke)
  /// are spoken as one.
  public var announcesForAccessibility = true
  /// What was announced last, so that a repeated key is announced once.
  private var repeats = AnnouncementRepeats()
  /// What the current call will announce once its writes are done.
  private var pendingAnnouncement: AccessibilityAnnouncement?
  /// The changes let through or written, one per undo step of the host, for the selection undo
  /// and redo put back.
  private var steps = UndoSteps()
  /// Whether the last catch-up with the host found its text changed: the host's undo step then
  /// joins that change to the keystroke, and the history cannot follow.
  private var caughtUp = false
  /// The text the interceptor last wrote to the host, in the offsets of the text after it, while
  /// no call came since: a text-did-change notification that follows reports that write (a host
  /// that notifies after a delegate question it answered `false`, whose change the interceptor
  /// wrote itself), and the controller knows where the host's text changed. Taken by the next
  /// call.
  private var lastWrite: Range<Int>?

  /// Intercepts `host` under `policy`, taking the host's current text as it is.
  ///
  /// - Parameters:
  ///   - host: The text view; held weakly.
  ///   - policy: What the field accepts.
  ///   - tokens: Spans that behave as one character (calculator keys, mentions, stickers), or
  ///     `nil`.
  ///   - mode: How the host hands changes over: asking before each change, or reporting after.
  public init(
    host: any TextInputHost, policy: InputPolicy, tokens: TokenSet? = nil,
    mode: InterceptionMode
  ) {
    self.host = host
    self.mode = mode
    self.controller = TextInputController(
      policy: policy, state: Self.state(of: host), tokens: tokens)
  }

  /// The policy; setting it keeps the field's state.
  public var policy: InputPolicy {
    get { controller.policy }
    set {
      controller.policy = newValue
      steps.forget()
    }
  }

  /// The spans that behave as one character; setting them keeps the field's state.
  public var tokens: TokenSet? {
    get { controller.tokens }
    set {
      controller.tokens = newValue
      steps.forget()
    }
  }

  // MARK: Delegate questions

  /// `textField(_:shouldChangeCharactersIn:replacementString:)` and
  /// `textView(_:shouldChangeTextIn:replacementText:)`: returns the delegate method's answer.
  ///
  /// ```swift
  /// // .phoneCN, "138|": (3..<3, "0") → true · (3..<3, "a") → false
  /// // "1380013800|" + paste "123" → false, and the host is corrected to "13800138001|"
  /// ```
  ///
  /// - Parameters:
  ///   - utf16Range: The range to replace, in UTF-16 offsets of the host's text.
  ///   - replacement: The text to put there.
  ///   - app: The app's own single-range delegate method, asked first; it answers `nil` when the
  ///     app does not implement it. Its `false` is returned as it is.
  /// - Returns: `true` to let the host make the change; `false` when it was rejected, or when the
  ///   interceptor wrote a corrected change itself.
  public func shouldChange(
    utf16Range: Range<Int>, replacement: String,
    app: ((Range<Int>, String) -> Bool?)? = nil
  ) -> Bool {
    if let app, app(utf16Range, replacement) == false { return false }
    guard mode == .delegate, !isApplyingCorrection, let host else { return true }
    if beginsQuestionOfAReplay(host) { return true }
    defer { announcePending() }
    return expectingHostChange(decide(utf16Range, replacement: replacement, host: host))
  }

  /// What every delegate question does first: the notification of the interceptor's last write
  /// is past (`lastWrite`), and undo and redo put back text the policy accepted once, with
  /// nothing to judge. Whether the question is such a replay, answered `true`.
  private func beginsQuestionOfAReplay(_ host: any TextInputHost) -> Bool {
    lastWrite = nil
    guard host.isUndoing || host.isRedoing else { return false }
    expectsHostChange = true
    return true
  }

  /// iOS 26's `textField(_:shouldChangeCharactersInRanges:replacementString:)` and
  /// `textView(_:shouldChangeTextInRanges:replacementText:)`: returns the delegate method's
  /// answer.
  ///
  /// UIKit replaces *one* of the ranges, of its choosing, with `replacement` and deletes the
  /// others. The interceptor does not let the host guess:
  ///
  /// 1. The ranges are clamped, sorted and merged where they overlap or touch. Empty ranges after
  ///    the first are dropped. One range left: exactly as
  ///    ``shouldChange(utf16Range:replacement:app:)``.
  /// 2. The app is asked: its ranges method once with the ranges as given; if it does not
  ///    implement one, its single-range method once per range, in text order — the first range
  ///    with `replacement`, every other one with `""`. Any `false` rejects the whole change.
  /// 3. Each range is judged on its own (never their span, which would judge the text between
  ///    them as replaced): the later ranges are deleted, last first, then `replacement` is judged
  ///    in place of the first range.
  /// 4. When that insertion is rejected, nothing changes (as for one range). Otherwise the
  ///    interceptor writes the whole result as one undoable replacement and returns `false`, so
  ///    the host and the controller cannot disagree on which range was replaced.
  ///
  /// ```swift
  /// // .phoneCN, "1[2]3[4]5": (ranges [1..<2, 3..<4], "9") → false; the host shows "19|35"
  /// //                        (ranges [1..<2, 3..<4], "a") → false; nothing changes
  /// ```
  ///
  /// - Parameters:
  ///   - utf16Ranges: The ranges, in UTF-16 offsets of the host's text.
  ///   - replacement: The text UIKit puts in place of one of them.
  ///   - appRanges: The app's own ranges delegate method; `nil` (or answering `nil`) when the
  ///     app does not implement it.
  ///   - app: The app's own single-range delegate method, asked when it has no ranges method.
  public func shouldChange(
    utf16Ranges: [Range<Int>], replacement: String,
    appRanges: (([Range<Int>], String) -> Bool?)? = nil,
    app: ((Range<Int>, String) -> Bool?)? = nil
  ) -> Bool {
    let count = host?.utf16Count ?? Int.max
    let pieces = Self.pieces(of: utf16Ranges, utf16Count: count)
    if let answer = appRanges?(utf16Ranges, replacement) {
      guard answer else { return false }
    } else if let app {
      for (index, range) in pieces.enumerated() {
        if app(range, index == 0 ? replacement : "") == false { return false }
      }
    }
    guard mode == .delegate, !isApplyingCorrection, let host else { return true }
    if beginsQuestionOfAReplay(host) { return true }
    defer { announcePending() }
    guard pieces.count > 1 else {
      guard let range = pieces.first else { return true }
      if let marked = host.utf16MarkedRange,
        Self.questionedRange(range, markedRange: marked) == marked
      {
        // iOS 26 commits a candidate through this question, naming the marked range or the
        // empty range at its end: the host replaces the marked text, and the notification
        // judges what it shows, as for a commit UIKit asks nothing about. Modelled here, a
        // candidate that joins the text before it ("." and a variation selector) would widen
        // the composition to that text.
        return expectingHostChange(true)
      }
      return expectingHostChange(decide(range, replacement: replacement, host: host))
    }
    return expectingHostChange(decide(pieces, replacement: replacement, host: host))
  }

  /// Notes whether the host will make the change it asked about: only a `true` brings a
  /// text-did-change notification. A rejected or rewritten change brings none, and the next
  /// notification reports a change nobody asked about.
  ///
  /// ```swift
  /// // .maxLength(100), 100 × "1": "9" typed → false, no notification;
  /// // then "1" → "a" at 0, unasked → the notification reads the whole text and sees it
  /// ```
  private func expectingHostChange(_ allowed: Bool) -> Bool {
    expectsHostChange = allowed
    return allowed
  }

  // MARK: Notifications

  /// The text-did-change notification (`UITextField.textDidChangeNotification`,
  /// `UITextView.textDidChangeNotification`), in both modes: the controller compares what the
  /// host shows with what it expected, judges what changed, and the correction is written back.
  ///
  /// ```swift
  /// // notification mode, .phoneCN: the host shows "138a|" → corrected to "138|"
  /// // delegate mode: a candidate committed without a delegate question is judged here
  /// ```
  ///
  /// While the host undoes or redoes, what it shows is taken as it is, and the selection goes
  /// where it was before the change undone, or after the change redone:
  ///
  /// ```swift
  /// // .bankCard, "0|138", type "7" → "07|13 8", undo → "0|138", redo → "07|13 8"
  /// ```
  public func textDidChange() {
    guard !isApplyingCorrection, let host else { return }
    defer { announcePending() }
    let written = lastWrite
    // What this notification writes is no delegate question's answer: the next one reads as
    // usual.
    defer { lastWrite = nil }
    let replaying = host.isUndoing || host.isRedoing
    if replaying, adoptReplay(host) { return }
    var before = Mark(controller.buffer)
    // The text the interceptor wrote last is watched too: when this notification reports that
    // write, the host changed there.
    var reading = HostWindow.read(host, against: controller.buffer, hint: written)
    let expected = expectsHostChange
    expectsHostChange = false
    if case .sameText(let selection, nil) = reading, controller.buffer.markedRange == nil,
      mode == .notification || !expected, written == nil
    {
      // A change the windows did not see: one that kept the length, away from the selection
      // (a system replacement, "e𠮺." → "eにほん"). Read the whole text, for this notification
      // only — unless it follows the interceptor's own write with no call in between: the
      // windows around the selection and the written text hold, and the host's text changed
      // nowhere else (a grouped amount of 10,000 digits relaid out by a digit is not read again).
      let whole = host.currentText
      if whole != controller.buffer.storage.string {
        reading = .changed(
          window: 0..<controller.buffer.storage.utf16Count, text: whole, selection: selection,
          markedRange: nil)
      }
    }
    // What the host replaced, read before the controller takes the change: with the correction
    // written below, it is the text the host's undo manager puts back.
    var hostChange: UndoSteps.HostChange?
    if case .changed(let window, let text, _, nil) = reading, before.composition == nil {
      hostChange = UndoSteps.HostChange(
        window: window, original: controller.buffer.storage.substring(window),
        delta: text.utf16.count - window.count)
    }
    let correction = controller.didChange(reading)
    if let moved = controller.selectionMadeByHand {
      // Undo puts back the selection the person had made, which only the change told; and a key
      // repeated after the caret moved is announced again.
      before.selection = moved
      repeats.forget()
    }
    deliverEvents()
    if let correction {
      if !correction.utf16Range.isEmpty || !correction.replacement.isEmpty {
        let range = correction.utf16Range.clamped(to: 0..<host.utf16Count)
        hostChange?.correct(range, replaced: host.text(inUTF16Range: range), by: correction.replacement)
      }
      write(correction, to: host)
    }
    let changed: Bool
    switch reading {
    case .changed: changed = true
    // Letters committed as they stood: the host registers the composition now.
    case .sameText: changed = before.composition != nil
    }
    // An undo the history could not follow is judged as an edit, and is no step of its own.
    if changed, !replaying {
      rememberChange(since: before, span: hostChange?.span(after: controller.buffer.storage))
    }
  }

  /// What the history needs of the field before a change: its length, its selection, and the
  /// composition under way, if any (the field before it began).
  private struct Mark {
    var count: Int
    var selection: Range<Int>
    var composition: FieldBuffer.Composition?

    init(_ buffer: FieldBuffer) {
      count = buffer.storage.utf16Count
      selection = buffer.selection
      composition = buffer.markedRange == nil ? nil : buffer.composition
    }

    /// The length and selection the host's undo goes back to: before the composition, when the
    /// change ends one.
    var origin: (count: Int, selection: Range<Int>) {
      guard let composition else { return (count, selection) }
      return (
        composition.before + composition.original.utf16.count + composition.after,
        composition.selection
      )
    }
  }

  /// Records the change from `before` to the controller's field now as one undo step of the
  /// host, with its span when known; a composition that begins empties the history instead (its
  /// letters are the input method's to undo).
  private func rememberChange(since before: Mark, span: UndoSteps.Span? = nil) {
    guard controller.buffer.markedRange == nil else {
      if before.composition == nil { steps.forget() }
      return
    }
    let origin = before.origin
    steps.record(
      UndoSteps.Step(
        countBefore: origin.count, countAfter: controller.buffer.storage.utf16Count,
        selectionBefore: origin.selection, selectionAfter: controller.buffer.selection,
        span: span))
  }

  /// The host's undo manager undid or redid a change: when it is the history's last step, its
  /// text is taken as it is, without being judged, and the selection of the step is set.
  ///
  /// It reads the host in windows, as a keystroke does, and the step's text where known.
  ///
  /// - Returns: Whether the change was the step; when not (text set in code since, a composition,
  ///   a step forgotten), the host's undo may have put back text no policy accepted, and the
  ///   change is judged as an edit.
  private func adoptReplay(_ host: any TextInputHost) -> Bool {
    let current = controller.buffer.storage.utf16Count
    let count = host.utf16Count
    let undoing = host.isUndoing
    let read = { (range: Range<Int>) in host.text(inUTF16Range: range) }
    let step =
      undoing
      ? steps.undo(from: current, to: count, reading: read)
      : steps.redo(from: current, to: count, reading: read)
    guard let step else { return false }
    let stepSelection: Range<Int>? = undoing ? step.selectionBefore : step.selectionAfter
    let hostSelection = host.utf16Selection
    var selection = hostSelection
    if let span = step.span, host.utf16MarkedRange == nil {
      // The step says what the host put back, and the host shows it there: a window read could
      // miss the part of the step away from the caret that kept its length (a mask's relayout).
      let (range, text) =
        undoing
        ? (span.offset..<(span.offset + span.replacement.utf16.count), span.original)
        : (span.offset..<(span.offset + span.original.utf16.count), span.replacement)
      if let stepSelection { selection = stepSelection.clamped(to: 0..<count) }
      let whole = HostWindow.wholeText(controller.buffer.storage, window: range, replacedBy: text)
      controller.restore(
        TextFieldState(text: whole, utf16Selection: selection),
        source: count < current ? .deletion : .systemReplacement)
    } else {
      readReplay(host, count: count, stepSelection: stepSelection, selection: &selection)
    }
    deliverEvents()
    if selection != hostSelection {
      let caret = hostSelection.lowerBound
      write(TextCorrection(utf16Range: caret..<caret, replacement: "", selection: selection), to: host)
    }
    return true
  }

  /// Takes what the host shows after an undo or redo whose span the step does not know (a
  /// composition's), read in windows around the selection.
  private func readReplay(
    _ host: any TextInputHost, count: Int, stepSelection: Range<Int>?,
    selection: inout Range<Int>
  ) {
    let current = controller.buffer.storage.utf16Count
    switch HostWindow.read(host, against: controller.buffer) {
    case .changed(let window, let text, _, let marked):
      if marked == nil, let stepSelection { selection = stepSelection.clamped(to: 0..<count) }
      let whole = HostWindow.wholeText(controller.buffer.storage, window: window, replacedBy: text)
      controller.restore(
        TextFieldState(text: whole, utf16Selection: selection, utf16MarkedRange: marked),
        source: count < current ? .deletion : .systemReplacement)
    case .sameText(_, let marked):
      if marked == nil, let stepSelection { selection = stepSelection.clamped(to: 0..<count) }
      controller.buffer.show(selection: selection, markedRange: marked)
    }
  }

  /// `textFieldDidChangeSelection(_:)` / `textViewDidChangeSelection(_:)`: a selection that
  /// splits a character or a token is snapped to whole ones.
  ///
  /// Ignored while the host shows text the controller has not seen yet, or marked text (an
  /// input method moves its own caret).
  public func selectionDidChange() {
    // A caret moved by the person lets the last announcement be said again.
    if !isApplyingCorrection {
      repeats.forget()
      lastWrite = nil
    }
    guard !isApplyingCorrection, let host, host.utf16MarkedRange == nil,
      case .sameText(let selection, nil) = HostWindow.read(host, against: controller.buffer)
    else { return }
    if let snapped = controller.selectionDidChange(utf16Selection: selection) {
      isApplyingCorrection = true
      defer { isApplyingCorrection = false }
      host.setUTF16Selection(snapped)
    }
  }

  /// Editing begins (`textFieldDidBeginEditing(_:)`, `textViewDidBeginEditing(_:)`): the host's
  /// text is taken as it is, as ``adoptHostText()`` takes it.
  public func editingDidBegin() { adoptHostText() }

  /// Editing ends (`textFieldDidEndEditing(_:reason:)`, `textViewDidEndEditing(_:)`, or their
  /// notifications in notification mode): a composition the resignation committed without a
  /// text-did-change notification is judged now, before the app hears of the end.
  ///
  /// ```swift
  /// // .phoneCN, "138⟨a⟩|", the field resigns and commits "a" silently → "138|"
  /// ```
  public func editingDidEnd() { textDidChange() }

  /// Text the app assigned in code (`text = …`), or the host's text when editing begins: taken
  /// as it is, without judging it.
  public func adoptHostText() {
    guard let host else { return }
    lastWrite = nil
    controller.adopt(Self.state(of: host))
    steps.forget()
  }

  // MARK: Custom keys

  /// A key of a custom keyboard inserts `text` at the selection — a calculator's `sin(`, a
  /// sticker's `[笑哭]`: judged like any edit (tokens inserted whole or not at all), written with
  /// ``TextInputHost/replace(utf16Range:withText:)``, with an event and the counter.
  ///
  /// ```swift
  /// // .maxLength(6), tokens .calculator, "12+|": insertKey("sin(") → "12+sin(|"
  /// // "123+|": insertKey("sin(") → rejected: it does not fit whole
  /// ```
  ///
  /// - Returns: What the controller made of the key.
  @discardableResult
  public func insertKey(_ text: String) -> EditOutcome { insert(text, source: .programmatic) }

  /// ``insertKey(_:)`` with the source the edit reports (typing, a paste).
  private func insert(_ text: String, source: EditSource) -> EditOutcome {
    defer { announcePending() }
    lastWrite = nil
    if let host { _ = resync(host) }
    let before = Mark(controller.buffer)
    var edit = Edit.key(text, in: controller.state)
    edit.source = source
    let outcome = controller.apply(edit)
    deliverEvents()
    if !outcome.isRejected, let host {
      write(
        TextCorrection(
          utf16Range: outcome.replacedUTF16Range, replacement: outcome.replacement,
          selection: outcome.state.utf16Selection), to: host, recording: caughtUp ? nil : before)
    }
    return outcome
  }

  /// An edit a view makes itself — a custom keyboard's delete key, a sticker view's typing,
  /// paste or cut — routed as UIKit would: an insertion at the selection goes through
  /// ``insertKey(_:)`` (a token inserted whole), with the edit's source; any other edit is asked
  /// as UIKit asks the delegate (``shouldChange(utf16Range:replacement:app:)``) and, when
  /// allowed, written by the interceptor (in notification mode, then judged).
  ///
  /// ```swift
  /// // tokens .calculator, "2sin(|": apply { Edit.backspace(in: $0) } → "2|"
  /// // .phoneCN, "138|": apply { Edit(replacing: $0.selection, with: "a", source: .typing) }
  /// //   → rejected, reported as typing
  /// ```
  ///
  /// - Parameters:
  ///   - app: The app's own delegate method, asked first, as for
  ///     ``shouldChange(utf16Range:replacement:app:)``.
  ///   - makeEdit: The edit, given the field as the controller holds it after catching up with
  ///     the host; `nil` for nothing to do.
  /// - Returns: The outcome of an insertion; `nil` otherwise (its event arrives through
  ///   ``onInputEvent``), or when there was nothing to do or the app said no.
  @discardableResult
  public func apply(
    app: ((Range<Int>, String) -> Bool?)? = nil, _ makeEdit: (TextFieldState) -> Edit?
  ) -> EditOutcome? {
    guard let host else { return nil }
    lastWrite = nil
    do {
      defer { announcePending() }
      _ = resync(host)
    }
    let state = controller.state
    guard let edit = makeEdit(state) else { return nil }
    let range: Range<Int>
    switch edit.location {
    case .utf16(let offsets): range = offsets
    case .indices(let indices): range = state.text.utf16Range(indices)
    }
    if !edit.replacement.isEmpty, range == state.utf16Selection {
      if let app, app(range, edit.replacement) == false { return nil }
      return insert(edit.replacement, source: edit.source)
    }
    guard shouldChange(utf16Range: range, replacement: edit.replacement, app: app) else {
      return nil
    }
    let caret = range.lowerBound + edit.replacement.utf16.count
    write(TextCorrection(utf16Range: range, replacement: edit.replacement, selection: caret..<caret), to: host)
    // In notification mode the change is judged now; in delegate mode the controller shows it.
    if mode == .notification { textDidChange() }
    return nil
  }

  // MARK: Deciding

  /// Decides one range replacement in delegate mode.
  private func decide(_ range: Range<Int>, replacement: String, host: any TextInputHost) -> Bool {
    let range = Self.questionedRange(range, markedRange: host.utf16MarkedRange)
    guard let resynced = resync(host, hint: range) else {
      let before = Mark(controller.buffer)
      let source = source(of: range, replacement: replacement, host: host)
      let decision = controller.shouldChange(
        utf16Range: range, replacement: replacement, source: source)
      deliverEvents()
      if caughtUp {
        // The host's undo step joins what changed behind the controller's back to this change.
        steps.forget()
        if let correction = decision.correction { write(correction, to: host) }
      } else if before.composition != nil || source == .markedText {
        // Letters of an input method: the host registers the composition when it ends, with
        // what ended it.
        if let correction = decision.correction { write(correction, to: host) }
        rememberChange(since: before)
      } else {
        switch decision {
        case .reject: break
        case .allow:
          // The host makes the change itself: what it replaces is read before it does.
          let clamped = range.clamped(to: 0..<host.utf16Count)
          steps.record(
            UndoSteps.Step(
              countBefore: before.count, countAfter: controller.buffer.storage.utf16Count,
              selectionBefore: before.selection, selectionAfter: controller.buffer.selection,
              span: UndoSteps.Span(
                offset: clamped.lowerBound, original: host.text(inUTF16Range: clamped),
                replacement: replacement)))
        case .replace(let correction): write(correction, to: host, recording: before)
        }
      }
      return decision.shouldChange
    }
    steps.forget()
    // The host changed under the keystroke: judge it on the corrected text and write it here.
    // What the interceptor writes is never marked, so it is judged as committed text.
    let mapped = resynced.mapping(range)
    let source = committedSource(of: mapped, replacement: replacement, host: host)
    let decision = controller.shouldChange(
      utf16Range: mapped, replacement: replacement, source: source)
    deliverEvents()
    switch decision {
    case .reject: break
    case .replace(let correction): write(correction, to: host)
    case .allow:
      let caret = mapped.lowerBound + replacement.utf16.count
      write(
        TextCorrection(utf16Range: mapped, replacement: replacement, selection: caret..<caret),
        to: host)
    }
    return false
  }

  /// Decides several ranges in delegate mode: the later ones deleted, then the first replaced,
  /// on a copy of the controller that is kept only if the insertion is not rejected.
  private func decide(_ pieces: [Range<Int>], replacement: String, host: any TextInputHost)
    -> Bool
  {
    let resynced = resync(host, hint: pieces.first.map { $0.lowerBound..<(pieces.last?.upperBound ?? $0.upperBound) })
    let mark = caughtUp ? nil : Mark(controller.buffer)
    if caughtUp { steps.forget() }
    let ranges = pieces.map { resynced?.mapping($0) ?? $0 }
    let before = controller.state.text
    var trial = controller
    for range in ranges.dropFirst().reversed() {
      _ = trial.shouldChange(utf16Range: range, replacement: "", source: .deletion)
    }
    // The host does not compose across several ranges: the insertion is judged as it is.
    let source = committedSource(of: ranges[0], replacement: replacement, host: host)
    _ = trial.shouldChange(utf16Range: ranges[0], replacement: replacement, source: source)
    let events = trial.takeEvents()
    guard events.last?.disposition != .rejected else {
      if let rejection = events.last { deliver(rejection) }
      return false
    }
    controller = trial
    for event in events { deliver(event) }
    let after = controller.state
    let (range, inserted) = before.minimalReplacement(
      before.startIndex..<before.endIndex, with: after.text)
    write(
      TextCorrection(
        utf16Range: before.utf16Range(range), replacement: inserted,
        selection: after.utf16Selection), to: host, recording: mark)
    return false
  }

  /// The range a question replaces: the marked range when the question names the empty range at
  /// its end, as iOS 26 does when it commits a candidate through the ranges question (the host
  /// then replaces the whole marked text); the range as it is otherwise.
  ///
  /// An input method replaces its marked text, it never inserts after it: judged as an insertion,
  /// the candidate would be counted next to letters the host no longer shows.
  ///
  /// ```swift
  /// // "138⟨ab⟩|", asked (5..<5, "啊") → 3..<5: "ab" replaced by "啊", judged when committed
  /// // "138⟨ab⟩|", asked (3..<5, "啊") → 3..<5, as it is
  /// ```
  static func questionedRange(_ range: Range<Int>, markedRange: Range<Int>?) -> Range<Int> {
    guard let markedRange, !markedRange.isEmpty, range.isEmpty,
      range.lowerBound == markedRange.upperBound
    else { return range }
    return markedRange
  }

  /// Where a change comes from, as far as the host can tell.
  ///
  /// An input method's first update replaces the selection (or inserts at the caret): a change
  /// of another range (autocorrect, a system replacement) starts no composition, whatever the
  /// keyboard.
  private func source(of range: Range<Int>, replacement: String, host: any TextInputHost)
    -> EditSource
  {
    TextInputController.inferredSource(
      utf16Range: range, replacement: replacement, markedRange: host.utf16MarkedRange,
      keyboardComposes: range == host.utf16Selection
        && KeyboardLanguage(primaryLanguage: host.keyboardLanguage)
          .startsComposition(with: replacement))
  }

  /// Where a change comes from when the interceptor writes it itself: as ``source(of:replacement:host:)``,
  /// but never ``EditSource/markedText``, since ``TextInputHost/replace(utf16Range:withText:)``
  /// marks nothing. Judged as marked text, a letter written this way would stay marked in the
  /// controller only, never judged, while the host shows it committed:
  ///
  /// ```swift
  /// // .phoneCN, pinyin keyboard, "1380013800⟨a⟩|", committed silently, then "a" typed:
  /// // the commit is rejected, and the typed "a" is rejected too → "1380013800|"
  /// ```
  private func committedSource(
    of range: Range<Int>, replacement: String, host: any TextInputHost
  ) -> EditSource {
    let source = source(of: range, replacement: replacement, host: host)
    guard source == .markedText else { return source }
    return TextInputController.inferredSource(
      utf16Range: range, replacement: replacement, markedRange: nil)
  }

  /// Brings the controller up to date with the host and writes the correction that follows, if
  /// any; returns it.
  ///
  /// It reads only windows around the selection, the marked text and `hint` (``HostWindow``).
  /// ``caughtUp`` tells whether the host's text had changed.
  private func resync(_ host: any TextInputHost, hint: Range<Int>? = nil) -> TextCorrection? {
    let reading = HostWindow.read(host, against: controller.buffer, hint: hint)
    if case .changed = reading { caughtUp = true } else { caughtUp = false }
    let correction = controller.sync(reading)
    if !controller.events.isEmpty { caughtUp = true }
    if caughtUp { steps.forget() }
    deliverEvents()
    if let correction { write(correction, to: host) }
    return correction
  }

  // MARK: Writing back

  /// One undoable replacement, the selection, then the announcement, with the host's calls back
  /// ignored.
  ///
  /// - Parameter recording: The field before the change, when the replacement is the host's
  ///   undo step for it: the step is recorded, with the text it replaces, read first.
  private func write(
    _ correction: TextCorrection, to host: any TextInputHost, recording before: Mark? = nil
  ) {
    isApplyingCorrection = true
    defer { isApplyingCorrection = false }
    guard !correction.utf16Range.isEmpty || !correction.replacement.isEmpty else {
      // Only the selection moves: no text to replace, nothing for undo, no change to announce.
      host.setUTF16Selection(correction.selection)
      return
    }
    if let before {
      let range = correction.utf16Range.clamped(to: 0..<host.utf16Count)
      steps.record(
        UndoSteps.Step(
          countBefore: before.count, countAfter: controller.buffer.storage.utf16Count,
          selectionBefore: before.selection, selectionAfter: correction.selection,
          span: UndoSteps.Span(
            offset: range.lowerBound, original: host.text(inUTF16Range: range),
            replacement: correction.replacement)))
    }
    host.replace(utf16Range: correction.utf16Range, withText: correction.replacement)
    host.setUTF16Selection(correction.selection)
    host.announceTextChange()
    let start = correction.utf16Range.lowerBound
    lastWrite = start..<(start + correction.replacement.utf16.count)
  }

  private func deliverEvents() {
    for event in controller.takeEvents() { deliver(event) }
  }

  /// Hands `event` to the app and keeps its announcement for the end of the call.
  private func deliver(_ event: InputEvent) {
    onInputEvent?(event)
    // A key held down repeats the same rejected character: say it once.
    guard let announcement = repeats.announcement(for: event) else { return }
    pendingAnnouncement = pendingAnnouncement?.followed(by: announcement) ?? announcement
  }

  /// Asks the host to speak what the call's events lost, once its writes are done.
  private func announcePending() {
    guard !isApplyingCorrection, let announcement = pendingAnnouncement else { return }
    pendingAnnouncement = nil
    if announcesForAccessibility { host?.announceForAccessibility(announcement) }
  }

  static func state(of host: any TextInputHost) -> TextFieldState {
    TextFieldState(
      text: host.currentText, utf16Selection: host.utf16Selection,
      utf16MarkedRange: host.utf16MarkedRange)
  }

  /// The ranges of a ranges question, clamped to the text, sorted, merged where they overlap or
  /// touch; empty ranges after the first dropped.
  static func pieces(of ranges: [Range<Int>], utf16Count: Int) -> [Range<Int>] {
    let clamped = ranges.map { $0.clamped(to: 0..<utf16Count) }.sorted { ($0.lowerBound, $0.upperBound) < ($1.lowerBound, $1.upperBound) }
    var merged: [Range<Int>] = []
    for range in clamped {
      if let last = merged.last,
        range.lowerBound < last.upperBound
          || (range.lowerBound == last.upperBound && !range.isEmpty && !last.isEmpty)
      {
        merged[merged.count - 1] = last.lowerBound..<Swift.max(last.upperBound, range.upperBound)
      } else if merged.isEmpty || !range.isEmpty {
        merged.append(range)
      }
    }
    return merged
  }
}

extension TextCorrection {
  /// Where a range of the text before the correction lies after it: offsets before the replaced
  /// range stay, offsets after it shift, offsets inside it go to the end of the replacement.
  func mapping(_ range: Range<Int>) -> Range<Int> {
    let delta = replacement.utf16.count - utf16Range.count
    func map(_ offset: Int) -> Int {
      if offset <= utf16Range.lowerBound { return offset }
      if offset >= utf16Range.upperBound { return offset + delta }
      return utf16Range.lowerBound + replacement.utf16.count
    }
    let lower = map(range.lowerBound)
    return lower..<Swift.max(lower, map(range.upperBound))
  }
}
