import TextInputKit

/// A text field that makes UIKit's calls in UIKit's order, for tests and tools that cannot run
/// UIKit.
///
/// What it reproduces (as Apple documents it, and as issue trackers report it):
///
/// - A keyboard change asks the delegate first (`textField(_:shouldChangeCharactersIn:...)`),
///   and only when it answers `true` changes the text, sends `editingChanged`, then posts the
///   text-did-change notification.
/// - Input-method updates (`setMarkedText`) ask the delegate too; choosing a candidate does not:
///   it arrives as a text change whose marked range becomes `nil`.
/// - Autocorrect, smart punctuation ("..." → "…", straight to curly quotes), QuickType,
///   autofill and dictation are keyboard changes with unusual ranges.
/// - Assigning ``setText(_:)`` in code asks no delegate, posts no notification, and leaves the
///   undo stack alone — which is why undo crashes after a library truncates text that way.
/// - ``replace(_:withText:)`` (UITextInput) registers undo and asks no delegate.
/// - Every change replaces the exact UTF-16 range it names, whole clusters or not, as UIKit does.
/// - Undo and redo replay range replacements grouped by event; a range past the end of the text
///   is recorded in ``undoErrors`` (UIKit raises an exception there). A committed candidate is
///   one undoable change; a composition ends, as the letters it shows, before another keyboard
///   change or an undo.
///
/// - iOS 26's ranges question (`shouldChangeCharactersInRanges`) goes to the delegate's ranges
///   method; a yes lets the field replace *one* of the ranges of its choosing — this field takes
///   the last — and delete the others (``replaceRanges(_:with:)``).
///
/// With ``intercept(policy:tokens:mode:)`` the field gets a ``TextInputInterceptor``, installed as
/// the UIKit adapter installs it: in delegate mode as a proxy in front of the app's own delegate
/// methods (``shouldChange``, ``shouldChangeRanges``), in both modes as an observer of the
/// text-did-change notification and of selection changes.
///
/// All ranges are UTF-16 offsets, as `NSRange`.
public final class SimulatedTextField {
  /// The keyboard in use.
  public enum Keyboard: Sendable, Hashable {
    /// A keyboard that inserts what is typed.
    case latin
    /// A keyboard that composes (pinyin, kana): letters become marked text first.
    case pinyin

    /// Whether the keyboard composes marked text.
    public var composes: Bool { self == .pinyin }

    /// The keyboard's `primaryLanguage`, as `UITextInputMode` reports it.
    public var primaryLanguage: String { self == .pinyin ? "zh-Hans" : "en-US" }
  }

  /// A call the field made, in order.
  public enum Call: Sendable, Hashable, CustomStringConvertible {
    /// The delegate was asked about replacing a range.
    case shouldChange(Range<Int>, String)
    /// The delegate was asked about replacing one of several ranges and deleting the others.
    case shouldChangeRanges([Range<Int>], String)
    /// The `editingChanged` control event was sent.
    case editingChanged
    /// The text-did-change notification was posted.
    case textDidChange
    /// An announcement was posted to VoiceOver
    /// (`UIAccessibility.post(notification: .announcement, argument:)`).
    case announcement(AccessibilityAnnouncement)

    public var description: String {
      switch self {
      case .shouldChange(let range, let text):
        "shouldChange(\(range.lowerBound)..<\(range.upperBound), \"\(text)\")"
      case .shouldChangeRanges(let ranges, let text):
        "shouldChangeRanges(\(ranges.map { "\($0.lowerBound)..<\($0.upperBound)" }), \"\(text)\")"
      case .editingChanged: "editingChanged"
      case .textDidChange: "textDidChange"
      case .announcement(let announcement): "announcement(\"\(announcement)\")"
      }
    }
  }

  /// One undoable change: put `original` back in place of `range` of the text after the change.
  struct UndoEntry {
    var range: Range<Int>
    var original: String
  }

  /// The text, marked text included.
  public private(set) var text: String
  /// The selection, in UTF-16 offsets.
  public private(set) var selection: Range<Int>
  /// The marked range, in UTF-16 offsets, or `nil`.
  public private(set) var markedRange: Range<Int>?
  /// The keyboard in use.
  public var keyboard: Keyboard = .latin
  /// Whether the keyboard turns "..." into "…" and straight quotes into curly ones.
  public var smartPunctuation = false
  /// The app's delegate method `shouldChangeCharactersIn`; `nil` when the app does not implement
  /// it. With an interceptor in delegate mode, the interceptor asks it first; its `false` wins.
  public var shouldChange: ((SimulatedTextField, Range<Int>, String) -> Bool)?
  /// The app's iOS 26 delegate method `shouldChangeCharactersInRanges`; `nil` when the app does
  /// not implement it.
  public var shouldChangeRanges: ((SimulatedTextField, [Range<Int>], String) -> Bool)?
  /// The interceptor installed by ``intercept(policy:tokens:mode:)``; the field keeps it, as a
  /// UIKit field keeps its adapter.
  public private(set) var interceptor: TextInputInterceptor?
  /// Every event the interceptor reported, in order.
  public private(set) var inputEvents: [InputEvent] = []
  /// The text the field showed each time the text-did-change notification was posted: what an
  /// app observing it saw.
  public private(set) var notifiedTexts: [String] = []
  /// Observers of `editingChanged`, in order.
  public var editingChangedHandlers: [(SimulatedTextField) -> Void] = []
  /// Observers of the text-did-change notification, in order.
  public var textDidChangeHandlers: [(SimulatedTextField) -> Void] = []
  /// Observers of a selection the person changed (`textFieldDidChangeSelection(_:)`).
  public var selectionDidChangeHandlers: [(SimulatedTextField) -> Void] = []
  /// Every call the field made.
  public private(set) var calls: [Call] = []
  /// Every announcement the field posted to VoiceOver, in order (also in ``calls``, where it
  /// stands after the writes of the edit it is about).
  public private(set) var announcements: [AccessibilityAnnouncement] = []
  /// Undo or redo steps that met a range outside the text (UIKit would crash).
  public private(set) var undoErrors: [String] = []

  private var undoGroups: [[UndoEntry]] = []
  private var redoGroups: [[UndoEntry]] = []
  private var openGroup: [UndoEntry]?
  /// Where the current composition started and what it replaced.
  private var composition: (lower: Int, original: String)?

  /// Creates a field holding `text`, with the caret at its end.
  public init(text: String = "") {
    self.text = text
    self.selection = text.utf16.count..<text.utf16.count
  }

  /// The text of a UTF-16 range, exactly, as `UITextInput.text(in:)` gives it.
  public func text(in range: Range<Int>) -> String {
    String(text[exactRange(range)])
  }

  /// Whether undo has something to undo.
  public var canUndo: Bool { !undoGroups.isEmpty }

  // MARK: Interception

  /// Gives the field a policy, as the UIKit adapter's `inputPolicy` does: a
  /// ``TextInputInterceptor`` that the field keeps, its events collected in ``inputEvents``.
  ///
  /// ```swift
  /// let field = SimulatedTextField(text: "138")
  /// field.intercept(policy: .phoneCN, mode: .notification)
  /// field.type("a")
  /// field.text                       // "138"
  /// field.inputEvents.last?.message  // "Only digits are allowed here."
  /// ```
  @discardableResult
  public func intercept(
    policy: InputPolicy, tokens: TokenSet? = nil, mode: InterceptionMode
  ) -> TextInputInterceptor {
    let interceptor = TextInputInterceptor(host: self, policy: policy, tokens: tokens, mode: mode)
    interceptor.onEvent = { [unowned self] event in inputEvents.append(event) }
    self.interceptor = interceptor
    return interceptor
  }

  // MARK: Keyboard

  /// Types `string` at the selection (`insertText`), with smart punctuation if it is on.
  public func type(_ string: String) {
    userEvent {
      let range = markedRange ?? selection
      if smartPunctuation, string == ".", range.isEmpty, range.lowerBound >= 2,
        text(in: (range.lowerBound - 2)..<range.lowerBound) == ".."
      {
        keyboardChange((range.lowerBound - 2)..<range.lowerBound, "…")
        return
      }
      if smartPunctuation, string == "\"" || string == "'" {
        let before =
          range.lowerBound > 0 ? text(in: (range.lowerBound - 1)..<range.lowerBound) : " "
        let opening = before == " " || before.isEmpty
        let curly =
          string == "\"" ? (opening ? "\u{201C}" : "\u{201D}") : (opening ? "\u{2018}" : "\u{2019}")
        keyboardChange(range, curly)
        return
      }
      keyboardChange(range, string)
    }
  }

  /// Types each character of `string` in turn.
  public func typeEach(_ string: String) {
    for character in string { type(String(character)) }
  }

  /// The delete key (`deleteBackward`): the selection, or the character before the caret; while
  /// composing, the last marked letter.
  public func backspace() {
    userEvent {
      if let marked = markedRange {
        let letters = text(in: marked)
        keyboardChange(marked, String(letters.dropLast()), marking: true)
        return
      }
      if !selection.isEmpty {
        keyboardChange(selection, "")
        return
      }
      guard selection.lowerBound > 0 else { return }
      let caret = text.clusterRange(utf16: selection).lowerBound
      let start = text.index(before: caret)
      keyboardChange(text.utf16Range(start..<caret), "")
    }
  }

  /// The forward delete key (`deleteForward`, fn-delete on a hardware keyboard): the selection,
  /// or the character after the caret.
  public func forwardDelete() {
    userEvent {
      if !selection.isEmpty {
        keyboardChange(selection, "")
        return
      }
      let caret = text.clusterRange(utf16: selection).lowerBound
      guard caret < text.endIndex else { return }
      keyboardChange(text.utf16Range(caret..<text.index(after: caret)), "")
    }
  }

  /// Pastes `string` over the selection.
  public func paste(_ string: String) {
    userEvent { keyboardChange(selection, string) }
  }

  /// Cuts the selection; returns what was cut.
  @discardableResult
  public func cut() -> String {
    let cut = text(in: selection)
    userEvent { if !selection.isEmpty { keyboardChange(selection, "") } }
    return cut
  }

  /// A person selects a range (no delegate call, no text notification).
  public func select(_ range: Range<Int>) {
    setSelection(range)
    interceptor?.selectionDidChange()
    for handler in selectionDidChangeHandlers { handler(self) }
  }

  /// A person moves the caret by `clusters` characters.
  public func move(by clusters: Int) {
    let caret = text.clusterRange(utf16: selection.lowerBound..<selection.lowerBound).lowerBound
    let moved =
      text.index(
        caret, offsetBy: clusters, limitedBy: clusters < 0 ? text.startIndex : text.endIndex)
      ?? (clusters < 0 ? text.startIndex : text.endIndex)
    let offset = text.utf16Offset(of: moved)
    select(offset..<offset)
  }

  // MARK: Input methods

  /// An input method shows `letters` as marked text (`setMarkedText`), replacing the marked
  /// range, or the selection when nothing is marked. The delegate is asked.
  public func setMarkedText(_ letters: String) {
    userEvent {
      let range = markedRange ?? selection
      if markedRange == nil { composition = (range.lowerBound, text(in: range)) }
      keyboardChange(range, letters, marking: true)
    }
  }

  /// The person chooses a candidate: it replaces the marked text *without asking the delegate*,
  /// and the marked range becomes `nil`.
  public func commit(_ candidate: String) {
    userEvent {
      let range = markedRange ?? selection
      // Without a composition the candidate is inserted like `insertText`, undoable as well.
      let replaced = clamp(range)
      let start =
        composition
        ?? (text.utf16Offset(of: exactRange(replaced).lowerBound), text(in: replaced))
      apply(range, candidate, marking: false)
      register(
        UndoEntry(
          range: start.lower..<(start.lower + candidate.utf16.count), original: start.original))
      composition = nil
      notify()
    }
  }

  /// The input method commits its letters as they are (`unmarkText`).
  public func unmarkText() {
    guard markedRange != nil else { return }
    commit(text(in: markedRange!))
  }

  // MARK: System insertions

  /// The system replaces a range: autocorrect, smart punctuation, text replacement.
  public func systemReplace(_ range: Range<Int>, with string: String) {
    userEvent { keyboardChange(range, string) }
  }

  /// iOS 26's ranges change (several selections, Writing Tools): the delegate is asked once with
  /// every range; on a yes the field replaces the *last* range in text order with `string` and
  /// deletes the others, as one undoable change.
  public func replaceRanges(_ ranges: [Range<Int>], with string: String) {
    userEvent {
      if let marked = markedRange, let start = composition {
        register(
          UndoEntry(range: start.lower..<(start.lower + marked.count), original: start.original))
        composition = nil
        markedRange = nil
      }
      let clamped = ranges.map(clamp)
      calls.append(.shouldChangeRanges(clamped, string))
      guard askDelegate(clamped, string) else { return }
      // Last first, so that earlier offsets stay valid; overlapping ranges are skipped.
      var floor = Int.max
      var caret: Int?
      for range in clamped.sorted(by: { $0.lowerBound > $1.lowerBound })
      where range.upperBound <= floor {
        let insert = caret == nil ? string : ""
        let original = text(in: range)
        let lower = text.utf16Offset(of: exactRange(range).lowerBound)
        apply(range, insert, marking: false)
        // The caret ends after the inserted text, which moves back by what is deleted before it.
        if let end = caret {
          caret = end - original.utf16.count
        } else {
          caret = lower + insert.utf16.count
        }
        if !original.isEmpty || !insert.isEmpty {
          register(UndoEntry(range: lower..<(lower + insert.utf16.count), original: original))
        }
        floor = range.lowerBound
      }
      if let caret { setSelection(caret..<caret) }
      notify()
    }
  }

  /// A QuickType suggestion: replaces the word before the caret with `word` and a space.
  public func quickType(_ word: String) {
    userEvent {
      let caret = text.clusterRange(utf16: selection).lowerBound
      var start = caret
      while start > text.startIndex, !text[text.index(before: start)].isWhitespace {
        start = text.index(before: start)
      }
      keyboardChange(text.utf16Range(start..<caret), word + " ")
    }
  }

  /// Autofill (one-time codes, phone numbers, addresses): replaces `range`, the whole text by
  /// default, with `string`.
  public func autofill(_ string: String, replacing range: Range<Int>? = nil) {
    userEvent { keyboardChange(range ?? 0..<text.utf16.count, string) }
  }

  /// Dictation inserts a phrase at the selection.
  public func dictate(_ phrase: String) {
    userEvent { keyboardChange(selection, phrase) }
  }

  // MARK: Code

  /// The UIKit adapter's `setInputText(_:)`: ``setText(_:)``, then the interceptor takes the
  /// text as it is.
  public func setInputText(_ newText: String) {
    setText(newText)
    interceptor?.adoptHostText()
  }

  /// A custom keyboard's key (a calculator's `sin(`, a sticker): through the interceptor, which
  /// judges it and writes it with ``replace(_:withText:)``; the field asks no delegate.
  ///
  /// - Returns: What the controller made of the key, or `nil` without an interceptor.
  @discardableResult
  public func insertKey(_ key: String) -> EditOutcome? {
    var outcome: EditOutcome?
    userEvent { outcome = interceptor?.insertKey(key) }
    return outcome
  }

  /// `textField.text = …`: no delegate, no notification, undo stack untouched, caret at the end.
  public func setText(_ newText: String) {
    text = newText
    markedRange = nil
    composition = nil
    selection = newText.utf16.count..<newText.utf16.count
  }

  /// `replace(_:withText:)` from UITextInput: registers undo, asks no delegate, posts nothing.
  public func replace(_ range: Range<Int>, withText replacement: String) {
    let clamped = clamp(range)
    let original = text(in: clamped)
    let changed = exactRange(clamped)
    let lower = text.utf16Offset(of: changed.lowerBound)
    apply(clamped, replacement, marking: false)
    register(UndoEntry(range: lower..<(lower + replacement.utf16.count), original: original))
  }

  /// `selectedTextRange = …`.
  public func setSelection(_ range: Range<Int>) {
    selection = clamp(range)
  }

  /// Sends `editingChanged` and posts the text-did-change notification, as a host does after
  /// correcting the text itself.
  public func sendChangeEvents() { notify() }

  /// Posts `announcement` to VoiceOver, as a UIKit view does while VoiceOver runs: recorded in
  /// ``announcements`` and ``calls``.
  public func postAnnouncement(_ announcement: AccessibilityAnnouncement) {
    announcements.append(announcement)
    calls.append(.announcement(announcement))
  }

  // MARK: Undo

  /// Undoes the last group of changes; records an error instead when a range is out of bounds.
  ///
  /// An input method's composition ends first, as the letters it shows (`unmarkText`), so that
  /// undo takes back the composition as one change.
  public func undo() {
    if markedRange != nil { unmarkText() }
    if replay(from: &undoGroups, to: &redoGroups) { notify() }
  }

  /// Redoes the last undone group.
  public func redo() { if replay(from: &redoGroups, to: &undoGroups) { notify() } }

  /// Replays a group; whether it did. The caller notifies afterwards: a handler that corrects
  /// the text registers undo, which must not happen while the stacks are held `inout` here.
  private func replay(from source: inout [[UndoEntry]], to target: inout [[UndoEntry]]) -> Bool {
    guard let group = source.popLast() else { return false }
    var inverse: [UndoEntry] = []
    for entry in group.reversed() {
      guard entry.range.lowerBound >= 0, entry.range.upperBound <= text.utf16.count else {
        undoErrors.append(
          "range \(entry.range.lowerBound)..<\(entry.range.upperBound) out of bounds; "
            + "the text has \(text.utf16.count) UTF-16 units")
        return false
      }
      // UIKit's undo manager replays the exact ranges it recorded, whole clusters or not.
      let utf16 = text.utf16
      let lower = utf16.index(utf16.startIndex, offsetBy: entry.range.lowerBound)
      let upper = utf16.index(lower, offsetBy: entry.range.count)
      let current = String(text[lower..<upper])
      text.replaceSubrange(lower..<upper, with: entry.original)
      let caret = entry.range.lowerBound + entry.original.utf16.count
      selection = caret..<caret
      markedRange = nil
      inverse.append(
        UndoEntry(
          range: entry.range.lowerBound..<(entry.range.lowerBound + entry.original.utf16.count),
          original: current))
    }
    target.append(inverse)
    return true
  }

  // MARK: Mechanics

  /// Runs one user event; undo registrations made during it, by the field or by handlers, form
  /// one undo group (UIKit's undo manager groups by event).
  private func userEvent(_ body: () -> Void) {
    let outermost = openGroup == nil
    if outermost { openGroup = [] }
    body()
    if outermost {
      if let group = openGroup, !group.isEmpty {
        undoGroups.append(group)
        redoGroups.removeAll()
      }
      openGroup = nil
    }
  }

  private func register(_ entry: UndoEntry) {
    if openGroup != nil {
      openGroup!.append(entry)
    } else {
      undoGroups.append([entry])
      redoGroups.removeAll()
    }
  }

  /// A keyboard change: ask the delegate, apply, send the events.
  private func keyboardChange(_ range: Range<Int>, _ replacement: String, marking: Bool = false) {
    var range = clamp(range)
    // A keyboard change that does not compose ends the composition: its letters stay as they
    // are, as one undoable change.
    if !marking, let marked = markedRange, let start = composition {
      register(
        UndoEntry(range: start.lower..<(start.lower + marked.count), original: start.original))
      composition = nil
      markedRange = nil
      range = clamp(range)
    }
    calls.append(.shouldChange(range, replacement))
    guard askDelegate(range, replacement) else {
      // A rejected first update starts no composition.
      if marking && markedRange == nil { composition = nil }
      return
    }
    let original = text(in: range)
    let lower = text.utf16Offset(of: exactRange(range).lowerBound)
    apply(range, replacement, marking: marking)
    if !marking {
      register(UndoEntry(range: lower..<(lower + replacement.utf16.count), original: original))
    } else if markedRange == nil {
      // The composition was deleted letter by letter: what it had replaced is gone, and that is
      // one undoable change, as UIKit records it.
      if let start = composition, !start.original.isEmpty {
        register(UndoEntry(range: start.lower..<start.lower, original: start.original))
      }
      composition = nil
    }
    notify()
  }

  private func apply(_ range: Range<Int>, _ replacement: String, marking: Bool) {
    // UIKit replaces the exact UTF-16 range it is given, whole clusters or not.
    let indices = exactRange(range)
    let lower = text.utf16Offset(of: indices.lowerBound)
    text.replaceSubrange(indices, with: replacement)
    let upper = lower + replacement.utf16.count
    selection = upper..<upper
    markedRange = marking && !replacement.isEmpty ? lower..<upper : nil
  }

  private func notify() {
    calls.append(.editingChanged)
    for handler in editingChangedHandlers { handler(self) }
    calls.append(.textDidChange)
    notifiedTexts.append(text)
    interceptor?.textDidChange()
    for handler in textDidChangeHandlers { handler(self) }
  }

  // MARK: Delegate

  /// The app's single-range method, as an interceptor asks it.
  private var appMethod: ((Range<Int>, String) -> Bool?)? {
    guard let shouldChange else { return nil }
    return { [unowned self] range, text in shouldChange(self, range, text) }
  }

  /// The delegate's answer: the interceptor's in delegate mode (it asks the app first), the
  /// app's own otherwise.
  private func askDelegate(_ range: Range<Int>, _ replacement: String) -> Bool {
    if let interceptor {
      return interceptor.shouldChange(utf16Range: range, replacement: replacement, app: appMethod)
    }
    return shouldChange?(self, range, replacement) ?? true
  }

  /// The delegate's answer to a ranges question.
  private func askDelegate(_ ranges: [Range<Int>], _ replacement: String) -> Bool {
    let appRanges: (([Range<Int>], String) -> Bool?)? = shouldChangeRanges.map { method in
      { [unowned self] ranges, text in method(self, ranges, text) }
    }
    if let interceptor {
      return interceptor.shouldChange(
        utf16Ranges: ranges, replacement: replacement, appRanges: appRanges, app: appMethod)
    }
    if let answer = appRanges?(ranges, replacement) { return answer }
    guard let first = ranges.min(by: { $0.lowerBound < $1.lowerBound }) else { return true }
    return shouldChange?(self, first, replacement) ?? true
  }

  /// The indices of a UTF-16 range, clamped, with bounds inside a surrogate pair moved to its
  /// start.
  private func exactRange(_ range: Range<Int>) -> Range<String.Index> {
    let range = clamp(range)
    let scalars = text.unicodeScalars
    let lower = scalars.index(
      text.utf16.index(text.startIndex, offsetBy: range.lowerBound), offsetBy: 0)
    let upper = scalars.index(
      text.utf16.index(text.startIndex, offsetBy: range.upperBound), offsetBy: 0)
    return lower..<Swift.max(lower, upper)
  }

  private func clamp(_ range: Range<Int>) -> Range<Int> {
    range.clamped(to: 0..<text.utf16.count)
  }
}
