import TextInputKit

/// A text field that makes UIKit's calls in UIKit's order, for tests and tools that cannot run
/// UIKit — never kinder than UIKit.
///
/// What it reproduces (as Apple documents it, and as issue trackers report it):
///
/// - A keyboard change asks the delegate first (`textField(_:shouldChangeCharactersIn:...)`),
///   and only when it answers `true` changes the text, sends `editingChanged`, then posts the
///   text-did-change notification.
/// - Composing keyboards (``keyboard``: ``Keyboard/pinyin``, ``Keyboard/japanese``) mark what is
///   typed letter by letter: the first letter is asked as an insertion while nothing is marked,
///   then marked; each later letter replaces the marked range (`setMarkedText`, asked too).
///   ``setMarkedText(_:)`` shows several letters in one update (nine-key pinyin, Shuangpin, a
///   hardware keyboard), ``convert(_:)`` replaces the marked text by a candidate that stays
///   marked (kana, then kanji), and ``commit(_:)`` chooses a candidate: it replaces the marked
///   text *without asking the delegate*, and the marked range ends.
/// - System insertions: ``dictate(_:)`` (a placeholder marked, then replaced by the phrase),
///   ``quickType(_:)`` and ``autocorrect(_:)`` (the word before the caret replaced),
///   ``swipe(_:)`` (a word and a trailing space in one insertion, a leading space when needed),
///   ``autofill(_:replacing:)`` and ``oneTimeCode(_:)`` (the whole text replaced at once),
///   ``smartPunctuation`` ("..." → "…", straight to curly quotes), ``smartDashes`` ("--" → "—")
///   and ``smartInsertDelete`` (spaces added around a pasted word, a double space removed).
/// - Assigning ``setText(_:)`` in code asks no delegate, posts no notification, and leaves the
///   undo stack alone — which is why undo crashes after a library truncates text that way.
/// - ``replace(_:withText:)`` (UITextInput) registers undo; whether it asks the delegate or
///   announces the change is a ``Roughness`` choice.
/// - Every change replaces the exact UTF-16 range it names, whole clusters or not, as UIKit does.
/// - Undo and redo replay range replacements grouped by event; a range past the end of the text
///   is recorded in ``undoErrors`` (UIKit raises an exception there). A committed candidate is
///   one undoable change; a composition ends, as the letters it shows, before another keyboard
///   change or an undo — except a key that replaces the marked text (a space or a digit typed
///   while composing, `insertText`): the delegate is asked about it while the text is still
///   marked, as UIKit asks, and the key ends the composition in its place.
/// - iOS 26's ranges question (`shouldChangeCharactersInRanges`) goes to the delegate's ranges
///   method; a yes lets the field replace *one* of the ranges of its choosing — this field takes
///   the last — and delete the others (``replaceRanges(_:with:)``).
///
/// What UIKit does not document is a ``Roughness`` choice (``roughness``): whether
/// `replace(_:withText:)` asks the delegate or announces itself, which notifications follow a
/// correction or a commit, whether the caret moves after a correction, whether edits report a
/// selection change. Run a test under each of ``Roughness/allCases``:
///
/// ```swift
/// @Test(arguments: SimulatedTextField.Roughness.allCases, InterceptionMode.allCases)
/// func pinyinUnderPhonePolicy(_ roughness: SimulatedTextField.Roughness, _ mode: InterceptionMode) {
///   let field = SimulatedTextField(text: "138")
///   field.roughness = roughness
///   field.intercept(policy: .phoneCN, mode: mode)
///   field.keyboard = .pinyin
///   field.type("a")          // marked "138⟨a⟩|": an input method's letters are not judged yet
///   field.commit("啊")        // rejected once the interceptor hears of the commit
///   field.keyboard = .latin
///   field.type("0")
///   #expect(field.drawing == "1380|")
/// }
/// ```
///
/// With ``intercept(policy:tokens:mode:)`` the field gets a ``TextInputInterceptor``, installed as
/// the UIKit adapter installs it: in delegate mode as a proxy in front of the app's own delegate
/// methods (``shouldChange``, ``shouldChangeRanges``), which also hears selection changes and
/// the start of editing; in both modes as an observer of the text-did-change notification. In
/// notification mode the interceptor hears nothing else (the adapter installs no proxy).
///
/// All ranges are UTF-16 offsets, as `NSRange`.
public final class SimulatedTextField {
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
  /// The UTF-16 length and offsets of ``text``, told of every change to it.
  var utf16Offsets: UTF16Offsets
  /// The selection, in UTF-16 offsets.
  public private(set) var selection: Range<Int>
  /// The marked range, in UTF-16 offsets, or `nil`.
  public private(set) var markedRange: Range<Int>?
  /// The keyboard in use; a composing one marks the letters ``type(_:)`` types.
  public var keyboard: Keyboard = .latin
  /// The undocumented UIKit behaviours the field shows; none by default.
  public var roughness: Roughness = []
  /// How a chosen candidate is committed: without a question (before iOS 26), or through the
  /// ranges question with one of the shapes iOS 26 uses.
  public var commitShape: CommitShape = .unasked
  /// Whether the field hides its text (`isSecureTextEntry`): typing into it again after
  /// ``beginEditing()`` replaces the whole text, as UIKit does for a password field.
  public var isSecureTextEntry = false
  /// Whether the next key replaces the whole text (a secure field typed into again).
  private var clearsOnNextKey = false
  /// Whether the keyboard turns "..." into "…" and straight quotes into curly ones
  /// (`smartQuotesType`).
  public var smartPunctuation = false
  /// Whether the keyboard turns "--" into "—" (`smartDashesType`).
  public var smartDashes = false
  /// Whether a paste gets a space before or after a word it would otherwise join, and loses a
  /// space that would double one beside it (`smartInsertDeleteType`).
  public var smartInsertDelete = false
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
  /// Whether ``notifiedTexts`` is kept; `true` by default. Each text it keeps is the whole text
  /// at that moment, which the next edit copies: a long session that never reads them (such as
  /// `textinput replay`) turns this off, so that a keystroke costs no copy of the field.
  public var recordsNotifiedTexts = true
  /// Observers of `editingChanged`, in order.
  public var editingChangedHandlers: [(SimulatedTextField) -> Void] = []
  /// Observers of the text-did-change notification, in order.
  public var textDidChangeHandlers: [(SimulatedTextField) -> Void] = []
  /// The app's `textFieldDidChangeSelection(_:)`: a person changed the selection (with
  /// ``Roughness/selectionFollowsEdits``, every edit too).
  public var selectionDidChangeHandlers: [(SimulatedTextField) -> Void] = []
  /// Every call the field made.
  public private(set) var calls: [Call] = []
  /// Every announcement the field posted to VoiceOver, in order (also in ``calls``, where it
  /// stands after the writes of the edit it is about).
  public private(set) var announcements: [AccessibilityAnnouncement] = []
  /// Undo or redo steps that met a range outside the text (UIKit would crash).
  public private(set) var undoErrors: [String] = []
  /// Whether the text changed in a way the interceptor has not heard of yet: since the last
  /// text-did-change notification — in delegate mode, since the last change its delegate
  /// question let through. After a silent commit (``Roughness/commitsAreSilent``) or an
  /// unannounced correction (``Roughness/correctionsPostNoNotification``) the interceptor's
  /// controller cannot hold the text the field shows until the next change reaches it.
  public private(set) var hasUnreportedChange = false

  /// The text a dictation placeholder shows while the phrase is recognised: an object
  /// replacement character, as UIKit's placeholder attachment reads in `text(in:)`.
  public static let dictationPlaceholder = "\u{FFFC}"

  private var undoGroups: [[UndoEntry]] = []
  private var redoGroups: [[UndoEntry]] = []
  private var openGroup: [UndoEntry]?
  /// Where the current composition started and what it replaced.
  private var composition: (lower: Int, original: String)?
  /// Whether the interceptor is writing a correction through the host, and what the field
  /// announced meanwhile (as the UIKit coordinator listens while it writes).
  var isWriting = false
  var heardWhileWriting: ChangeAnnouncement = []

  /// Creates a field holding `text`, with the caret at its end.
  public init(text: String = "") {
    self.text = text
    utf16Offsets = UTF16Offsets(text)
    self.selection = utf16Offsets.count..<utf16Offsets.count
  }

  /// The text of a UTF-16 range, exactly, as `UITextInput.text(in:)` gives it.
  public func text(in range: Range<Int>) -> String {
    String(text[exactRange(range)])
  }

  /// Whether undo has something to undo.
  public var canUndo: Bool { !undoGroups.isEmpty }
  /// Whether ``undo()`` is replaying a group and announcing it (`undoManager.isUndoing`).
  public private(set) var isUndoing = false
  /// Whether ``redo()`` is replaying a group and announcing it (`undoManager.isRedoing`).
  public private(set) var isRedoing = false

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
    interceptor.onInputEvent = { [unowned self] event in inputEvents.append(event) }
    self.interceptor = interceptor
    hasUnreportedChange = false
    return interceptor
  }

  /// The field becomes first responder: in delegate mode the adapter's proxy hears
  /// `textFieldDidBeginEditing(_:)` and the interceptor takes the text as it is.
  ///
  /// A ``isSecureTextEntry`` field that holds text is cleared by the next key, as UIKit clears a
  /// password field typed into again: the delegate is asked to replace the whole text.
  public func beginEditing() {
    clearsOnNextKey = isSecureTextEntry && !text.isEmpty
    if interceptor?.mode == .delegate {
      interceptor?.editingDidBegin()
      hasUnreportedChange = false
    }
  }

  /// The field resigns first responder: marked text is committed as it stands, like
  /// ``unmarkText()`` (silently with ``Roughness/commitsAreSilent``), then the end of editing
  /// reaches the interceptor as the UIKit adapter forwards it — through the delegate proxy's
  /// `textFieldDidEndEditing(_:reason:)` in delegate mode, through
  /// `UITextField.textDidEndEditingNotification` in notification mode.
  public func endEditing() {
    unmarkText()
    clearsOnNextKey = false
    interceptor?.editingDidEnd()
  }

  // MARK: Keyboard

  /// Types `string` at the selection (`insertText`).
  ///
  /// On a composing ``keyboard`` a Latin letter is marked: asked as an insertion when nothing is
  /// marked, then marked; a later letter replaces the marked range with the marked letters and
  /// itself (Japanese: turned into kana). Anything else replaces the marked range: the delegate
  /// is asked while the letters are still marked, and the key ends the composition in their
  /// place (rejected, the letters stay as they stand). With ``smartPunctuation`` a third "." turns ".." into
  /// "…" and quotes curl; with ``smartDashes`` a second "-" turns "-" into "—".
  public func type(_ string: String) {
    userEvent {
      if keyboard.composes(string, whileMarked: markedRange != nil) {
        let marked = markedRange.map { text(in: $0) } ?? ""
        mark(keyboard.composing(marked, adding: string))
        return
      }
      let range = markedRange ?? selection
      if smartPunctuation, string == ".", range.isEmpty, range.lowerBound >= 2,
        text(in: (range.lowerBound - 2)..<range.lowerBound) == ".."
      {
        keyboardChange((range.lowerBound - 2)..<range.lowerBound, "…", correction: true)
        return
      }
      if smartDashes, string == "-", range.isEmpty, range.lowerBound >= 1,
        text(in: (range.lowerBound - 1)..<range.lowerBound) == "-"
      {
        keyboardChange((range.lowerBound - 1)..<range.lowerBound, "—", correction: true)
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

  /// `insertText(_:)` called directly (by code, or by a hardware keyboard without an input
  /// method): the delegate is asked to replace the marked range or the selection with `string`;
  /// nothing is composed and no smart punctuation applies.
  public func insertText(_ string: String) {
    userEvent { keyboardChange(markedRange ?? selection, string) }
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
      let caret = clusterRange(utf16: selection).lowerBound
      let start = text.index(before: caret)
      keyboardChange(utf16Range(start..<caret), "")
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
      let caret = clusterRange(utf16: selection).lowerBound
      guard caret < text.endIndex else { return }
      keyboardChange(utf16Range(caret..<text.index(after: caret)), "")
    }
  }

  /// Pastes `string` over the selection; with ``smartInsertDelete``, a space is added between
  /// the pasted text and a letter or digit it touches, and a space it would double is dropped:
  ///
  /// ```swift
  /// // "see|"    + paste "you"  → "see you|"    — asked as (3..<3, " you")
  /// // "see|me"  + paste "you"  → "see you |me" — asked as (3..<3, " you ")
  /// // "see |"   + paste " you" → "see you|"    — asked as (4..<4, "you")
  /// ```
  public func paste(_ string: String) {
    userEvent { keyboardChange(selection, smartInsertDelete ? smartPaste(string) : string) }
  }

  /// Cuts the selection; returns what was cut.
  @discardableResult
  public func cut() -> String {
    let cut = text(in: selection)
    userEvent { if !selection.isEmpty { keyboardChange(selection, "") } }
    return cut
  }

  /// A person selects a range (no delegate question, no text notification): the app's
  /// ``selectionDidChangeHandlers`` hear it, and in delegate mode the interceptor too, through
  /// the adapter's proxy.
  public func select(_ range: Range<Int>) {
    setUTF16Selection(range)
    selectionDidChange()
  }

  /// A person moves the caret by `clusters` characters.
  public func move(by clusters: Int) {
    let caret = clusterRange(utf16: selection.lowerBound..<selection.lowerBound).lowerBound
    let moved =
      text.index(
        caret, offsetBy: clusters, limitedBy: clusters < 0 ? text.startIndex : text.endIndex)
      ?? (clusters < 0 ? text.startIndex : text.endIndex)
    let offset = utf16Offset(of: moved)
    select(offset..<offset)
  }

  // MARK: Input methods

  /// An input method shows `letters` as marked text in one update (`setMarkedText`), replacing
  /// the marked range, or the selection when nothing is marked — a whole syllable at once, as
  /// nine-key pinyin, Shuangpin and hardware keyboards do. The delegate is asked.
  public func setMarkedText(_ letters: String) {
    userEvent { mark(letters) }
  }

  /// Japanese conversion: the marked text is replaced by `candidate`, which stays marked (kana,
  /// then each kanji candidate in turn, before one is committed). Asked like any
  /// `setMarkedText`; nothing happens when nothing is marked.
  public func convert(_ candidate: String) {
    guard markedRange != nil else { return }
    setMarkedText(candidate)
  }

  /// The person chooses a candidate: it replaces the marked text *without asking the delegate*,
  /// and the marked range becomes `nil`. With ``Roughness/commitsAreSilent`` nothing is
  /// announced either.
  public func commit(_ candidate: String) {
    userEvent {
      if let marked = markedRange, let question = commitShape.question(for: marked) {
        calls.append(.shouldChangeRanges(question, candidate))
        guard askDelegate(question, candidate) else {
          // Refused: the letters stay as they stand, committed.
          return unmarkAsTheyStand()
        }
      }
      let range = markedRange ?? selection
      // Without a composition the candidate is inserted like `insertText`, undoable as well.
      let replaced = clamp(range)
      let start =
        composition
        ?? (utf16Offset(of: exactRange(replaced).lowerBound), text(in: replaced))
      apply(range, candidate, marking: false)
      register(
        UndoEntry(
          range: start.lower..<(start.lower + candidate.utf16.count), original: start.original))
      composition = nil
      if roughness.contains(.commitsAreSilent) {
        hasUnreportedChange = true
      } else {
        notify()
      }
    }
  }

  /// The input method commits its letters as they are (`unmarkText`).
  public func unmarkText() {
    userEvent { unmarkAsTheyStand() }
  }

  /// Commits the marked letters as they stand, without a question: `unmarkText` asks none.
  private func unmarkAsTheyStand() {
    guard let marked = markedRange else { return }
    let shape = commitShape
    commitShape = .unasked
    defer { commitShape = shape }
    commit(text(in: marked))
  }

  // MARK: System insertions

  /// The system replaces a range: autocorrect, smart punctuation, text replacement. A
  /// correction: see ``Roughness`` for what follows it.
  public func systemReplace(_ range: Range<Int>, with string: String) {
    userEvent { keyboardChange(range, string, correction: true) }
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
        let lower = utf16Offset(of: exactRange(range).lowerBound)
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
      if let caret { setUTF16Selection(caret..<caret) }
      if interceptor?.mode == .delegate { hasUnreportedChange = false }
      notify()
    }
  }

  /// A QuickType suggestion: replaces the word before the caret with `word` and a space. A
  /// correction. Marked text is committed first, as it stands.
  public func quickType(_ word: String) {
    userEvent {
      finishComposition()
      let caret = selection.lowerBound
      keyboardChange(wordRange(before: caret), word + " ", correction: true)
    }
  }

  /// Autocorrect, once the person typed a space or a punctuation mark after a word: that word
  /// (before the caret, past one space or mark) is replaced by `correction`. A correction;
  /// nothing happens when there is no word.
  ///
  /// ```swift
  /// // "teh |" → autocorrect("the") → asked (0..<3, "the") → "the| " (caret to the end of the
  /// // correction), or "the |" with Roughness.caretStaysAfterCorrection
  /// ```
  public func autocorrect(_ correction: String) {
    userEvent {
      finishComposition()
      var end = selection.lowerBound
      let caret = clusterRange(utf16: end..<end).lowerBound
      if caret > text.startIndex {
        let previous = text[text.index(before: caret)]
        if previous.isWhitespace || previous.isPunctuation {
          end = utf16Offset(of: text.index(before: caret))
        }
      }
      let word = wordRange(before: end)
      guard !word.isEmpty else { return }
      keyboardChange(word, correction, correction: true)
    }
  }

  /// Swipe typing (QuickPath): `word` and a trailing space in one insertion, with a leading
  /// space when the caret follows a character that is not a space.
  public func swipe(_ word: String) {
    userEvent {
      finishComposition()
      let lower = selection.lowerBound
      let caret = clusterRange(utf16: lower..<lower).lowerBound
      let leading = caret > text.startIndex && !text[text.index(before: caret)].isWhitespace
      keyboardChange(selection, (leading ? " " : "") + word + " ")
    }
  }

  /// Autofill (one-time codes, phone numbers, addresses): replaces `range`, the whole text by
  /// default, with `string`, in one keyboard change.
  public func autofill(_ string: String, replacing range: Range<Int>? = nil) {
    userEvent { keyboardChange(range ?? 0..<utf16Offsets.count, string) }
  }

  /// One-time-code AutoFill from Messages or Mail: the whole code at once, replacing the
  /// field's text.
  public func oneTimeCode(_ code: String) { autofill(code) }

  /// Dictation: a placeholder (``dictationPlaceholder``) is marked at the selection while the
  /// phrase is recognised (asked, like `setMarkedText`), then replaced by `phrase` (asked with
  /// the placeholder's range; the marked range ends). When the phrase is refused, the
  /// placeholder is removed without a question; when the placeholder is refused, the phrase is
  /// inserted at the selection like a paste.
  public func dictate(_ phrase: String) {
    userEvent {
      finishComposition()
      mark(Self.dictationPlaceholder)
      guard let placeholder = markedRange, text(in: placeholder) == Self.dictationPlaceholder
      else {
        if let marked = markedRange {
          // A correction left other text marked: it is committed as it stands.
          commitMarked(marked)
        }
        keyboardChange(selection, phrase)
        return
      }
      calls.append(.shouldChange(placeholder, phrase))
      let allowed = askDelegate(placeholder, phrase)
      guard markedRange == placeholder, text(in: placeholder) == Self.dictationPlaceholder else {
        // The interceptor wrote the phrase, or a correction of it, itself.
        composition = nil
        return
      }
      let phraseOrNothing = allowed ? phrase : ""
      let start = composition ?? (placeholder.lowerBound, "")
      apply(placeholder, phraseOrNothing, marking: false)
      register(
        UndoEntry(
          range: start.lower..<(start.lower + phraseOrNothing.utf16.count),
          original: start.original))
      composition = nil
      if allowed, interceptor?.mode == .delegate { hasUnreportedChange = false }
      notify()
    }
  }

  // MARK: Code

  /// The UIKit adapter's `setInputText(_:)`: ``setText(_:)``, then the interceptor takes the
  /// text as it is.
  public func setInputText(_ newText: String) {
    setText(newText)
    interceptor?.adoptHostText()
    hasUnreportedChange = false
  }

  /// A custom keyboard's key (a calculator's `sin(`, a sticker): through the interceptor, which
  /// judges it and writes it with ``replace(_:withText:)``.
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
    utf16Offsets.reset(to: newText)
    markedRange = nil
    composition = nil
    selection = utf16Offsets.count..<utf16Offsets.count
    hasUnreportedChange = true
  }

  /// `replace(_:withText:)` from UITextInput: registers undo. With
  /// ``Roughness/replaceAsksDelegate`` it asks the delegate first and writes nothing on a no;
  /// with ``Roughness/replaceAnnounces`` it sends `editingChanged` and posts the text-did-change
  /// notification.
  public func replace(_ range: Range<Int>, withText replacement: String) {
    let clamped = clamp(range)
    if roughness.contains(.replaceAsksDelegate) {
      calls.append(.shouldChange(clamped, replacement))
      guard askDelegate(clamped, replacement) else { return }
    }
    // What an input method had marked is committed as it stands first.
    endComposition()
    let original = text(in: clamped)
    let changed = exactRange(clamped)
    let lower = utf16Offset(of: changed.lowerBound)
    apply(clamped, replacement, marking: false)
    register(UndoEntry(range: lower..<(lower + replacement.utf16.count), original: original))
    if roughness.contains(.replaceAnnounces) { notify() }
  }

  /// `selectedTextRange = …`: the program sets the selection (no delegate question; see
  /// ``select(_:)`` for a person's).
  public func setUTF16Selection(_ range: Range<Int>) {
    selection = clamp(range)
  }

  /// Sends `editingChanged` and posts the text-did-change notification, as a host does after
  /// correcting the text itself.
  public func sendChangeEvents() { notify() }

  /// Sends those of `editingChanged` and the notification that `announcement` holds.
  func sendChangeEvents(_ announcement: ChangeAnnouncement) { notify(announcement) }

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
  /// undo takes back the composition as one change. ``isUndoing`` is `true` while the group is
  /// replayed and announced.
  public func undo() {
    if markedRange != nil { unmarkText() }
    isUndoing = true
    defer { isUndoing = false }
    if replay(undoing: true) { notify() }
  }

  /// Redoes the last undone group; ``isRedoing`` is `true` while it is replayed and announced.
  public func redo() {
    isRedoing = true
    defer { isRedoing = false }
    if replay(undoing: false) { notify() }
  }

  /// Replays the last group of the undo stack (or the redo stack), and moves its inverse to the
  /// other; whether it did. The caller notifies afterwards.
  ///
  /// With ``Roughness/undoAsksDelegate`` each range is asked about first and skipped on a no;
  /// with ``Roughness/undoSelectsRestoredText`` the text put back ends selected.
  private func replay(undoing: Bool) -> Bool {
    guard let group = undoing ? undoGroups.popLast() : redoGroups.popLast() else { return false }
    var inverse: [UndoEntry] = []
    for entry in group.reversed() {
      guard entry.range.lowerBound >= 0, entry.range.upperBound <= utf16Offsets.count else {
        undoErrors.append(
          "range \(entry.range.lowerBound)..<\(entry.range.upperBound) out of bounds; "
            + "the text has \(utf16Offsets.count) UTF-16 units")
        return false
      }
      if roughness.contains(.undoAsksDelegate) {
        calls.append(.shouldChange(entry.range, entry.original))
        guard askDelegate(entry.range, entry.original) else { continue }
      }
      // UIKit's undo manager replays the exact ranges it recorded, whole clusters or not.
      let lower = utf16Offsets.index(at: entry.range.lowerBound, in: text)
      let upper = utf16Offsets.index(at: entry.range.upperBound, in: text)
      let current = String(text[lower..<upper])
      replaceText(lower..<upper, with: entry.original)
      let caret = entry.range.lowerBound + entry.original.utf16.count
      selection =
        roughness.contains(.undoSelectsRestoredText) ? entry.range.lowerBound..<caret : caret..<caret
      markedRange = nil
      inverse.append(
        UndoEntry(
          range: entry.range.lowerBound..<(entry.range.lowerBound + entry.original.utf16.count),
          original: current))
    }
    if undoing { redoGroups.append(inverse) } else { undoGroups.append(inverse) }
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

  /// Marks `letters` over the marked range, or the selection when nothing is marked.
  private func mark(_ letters: String) {
    // A secure field takes no input method (UIKit shows it a plain keyboard): letters marked
    // there end the clearing a key would make.
    clearsOnNextKey = false
    let range = markedRange ?? selection
    if markedRange == nil {
      // Where the letters will start: a bound inside a surrogate pair moves to its start.
      composition = (utf16Offset(of: exactRange(range).lowerBound), text(in: range))
    }
    keyboardChange(range, letters, marking: true)
  }

  /// The range a key replaces: `range`, or the whole text when a secure field is typed into
  /// again (the key replaces everything it held).
  private func keyRange(_ range: Range<Int>) -> Range<Int> {
    guard clearsOnNextKey else { return range }
    clearsOnNextKey = false
    return 0..<utf16Offsets.count
  }

  /// Ends a composition as its letters stand, as one undoable change, silently: what a
  /// keyboard change does before it asks about itself.
  private func endComposition() {
    if let marked = markedRange { commitMarked(marked) }
  }

  /// The input method commits its letters as they stand before the system inserts something
  /// (dictation, swipe typing): announced like a candidate, unless
  /// ``Roughness/commitsAreSilent``.
  private func finishComposition() {
    guard let marked = markedRange else { return }
    commitMarked(marked)
    if !roughness.contains(.commitsAreSilent) { notify() }
  }

  private func commitMarked(_ marked: Range<Int>) {
    if let start = composition {
      register(
        UndoEntry(range: start.lower..<(start.lower + marked.count), original: start.original))
    }
    composition = nil
    markedRange = nil
    // The interceptor still believes the letters marked.
    if !isWriting { hasUnreportedChange = true }
  }

  /// A keyboard change: ask the delegate, apply, send the events. A correction follows the
  /// ``roughness`` for corrections.
  private func keyboardChange(
    _ range: Range<Int>, _ replacement: String, marking: Bool = false, correction: Bool = false
  ) {
    var range = clamp(correction ? range : keyRange(range))
    // A key that replaces the marked text (`insertText` while composing) is asked about while
    // the text is still marked, as UIKit asks: the delegate sees `markedTextRange` set, and the
    // key ends the composition in its place, as one undoable change with it.
    let replacesComposition = !marking && markedRange != nil && range == markedRange
    // Any other keyboard change that does not compose ends the composition first: its letters
    // stay as they are, as one undoable change.
    if !marking, !replacesComposition, let marked = markedRange {
      commitMarked(marked)
      range = clamp(range)
    }
    calls.append(.shouldChange(range, replacement))
    let before = selection
    guard askDelegate(range, replacement) else {
      // A rejected first update starts no composition.
      if marking && markedRange == nil { composition = nil }
      // A rejected key leaves the letters as they stand, committed.
      if replacesComposition, let marked = markedRange { commitMarked(marked) }
      return
    }
    if replacesComposition, markedRange != range {
      // The interceptor wrote a correction while it was asked: the composition is over.
      if let marked = markedRange { commitMarked(marked) }
      range = clamp(range)
    }
    let start = replacesComposition ? composition : nil
    let original = text(in: range)
    let lower = utf16Offset(of: exactRange(range).lowerBound)
    apply(range, replacement, marking: marking)
    if interceptor?.mode == .delegate { hasUnreportedChange = false }
    if let start {
      // Undo takes back the composition and the key at once: what the composition replaced
      // comes back.
      composition = nil
      register(
        UndoEntry(
          range: start.lower..<(start.lower + replacement.utf16.count), original: start.original))
    } else if !marking {
      register(UndoEntry(range: lower..<(lower + replacement.utf16.count), original: original))
    } else if markedRange == nil {
      // The composition was deleted letter by letter: what it had replaced is gone, and that is
      // one undoable change, as UIKit records it.
      if let start = composition, !start.original.isEmpty {
        register(UndoEntry(range: start.lower..<start.lower, original: start.original))
      }
      composition = nil
    }
    guard correction else { return notify() }
    if roughness.contains(.caretStaysAfterCorrection), before.lowerBound >= range.upperBound {
      let delta = replacement.utf16.count - original.utf16.count
      setUTF16Selection((before.lowerBound + delta)..<(before.upperBound + delta))
    }
    var sent = ChangeAnnouncement.all(for: .textField)
    if roughness.contains(.correctionsPostNoNotification) { sent.remove(.notification) }
    if roughness.contains(.correctionsSendNoEditingChanged) { sent.remove(.editingChanged) }
    notify(sent)
  }

  private func apply(_ range: Range<Int>, _ replacement: String, marking: Bool) {
    // UIKit replaces the exact UTF-16 range it is given, whole clusters or not.
    let indices = exactRange(range)
    let lower = utf16Offset(of: indices.lowerBound)
    if text[indices] != replacement && !isWriting { hasUnreportedChange = true }
    replaceText(indices, with: replacement)
    let upper = lower + replacement.utf16.count
    selection = upper..<upper
    markedRange = marking && !replacement.isEmpty ? lower..<upper : nil
  }

  /// Sends `editingChanged` and posts the text-did-change notification (those of `sent`), as
  /// UIKit does after a change; while the interceptor writes, what is sent is noted instead of
  /// reaching it, as the UIKit coordinator does.
  private func notify(_ sent: ChangeAnnouncement = .all(for: .textField)) {
    if sent.contains(.editingChanged) {
      calls.append(.editingChanged)
      if isWriting { heardWhileWriting.insert(.editingChanged) }
      for handler in editingChangedHandlers { handler(self) }
    }
    if sent.contains(.notification) {
      calls.append(.textDidChange)
      if recordsNotifiedTexts { notifiedTexts.append(text) }
      if isWriting {
        heardWhileWriting.insert(.notification)
      } else {
        if interceptor?.isApplyingCorrection != true { hasUnreportedChange = false }
        interceptor?.textDidChange()
      }
      for handler in textDidChangeHandlers { handler(self) }
    }
    if roughness.contains(.selectionFollowsEdits), !isWriting,
      interceptor?.isApplyingCorrection != true
    {
      selectionDidChange()
    }
  }

  /// `textFieldDidChangeSelection(_:)`: the app's handlers, then, in delegate mode, the
  /// interceptor (the adapter's proxy forwards to the app's delegate first).
  private func selectionDidChange() {
    for handler in selectionDidChangeHandlers { handler(self) }
    if interceptor?.mode == .delegate { interceptor?.selectionDidChange() }
  }

  /// The word that ends at `offset`: the characters before it up to a space.
  private func wordRange(before offset: Int) -> Range<Int> {
    let end = clusterRange(utf16: offset..<offset).lowerBound
    var start = end
    while start > text.startIndex, !text[text.index(before: start)].isWhitespace {
      start = text.index(before: start)
    }
    return utf16Range(start..<end)
  }

  /// What a paste inserts with smart insert: spaces added between words, doubled ones dropped.
  private func smartPaste(_ string: String) -> String {
    guard let first = string.first, let last = string.last else { return string }
    let range = clamp(selection)
    let lower = clusterRange(utf16: range.lowerBound..<range.lowerBound).lowerBound
    let upper = clusterRange(utf16: range.upperBound..<range.upperBound).lowerBound
    let before = lower > text.startIndex ? text[text.index(before: lower)] : nil
    let after = upper < text.endIndex ? text[upper] : nil
    func isWord(_ character: Character?) -> Bool {
      character.map { $0.isLetter || $0.isNumber } ?? false
    }
    var result = string
    if isWord(first) && isWord(before) { result = " " + result }
    if first == " " && before == " " { result.removeFirst() }
    if isWord(last) && isWord(after) { result += " " }
    if last == " " && after == " ", !result.isEmpty { result.removeLast() }
    return result
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
    let lower = utf16Offsets.index(at: range.lowerBound, in: text)
    let upper = utf16Offsets.index(at: range.upperBound, in: text)
    return lower..<Swift.max(lower, upper)
  }

  private func clamp(_ range: Range<Int>) -> Range<Int> {
    range.clamped(to: 0..<utf16Offsets.count)
  }

  /// Replaces the text at `indices` (at code points' starts), and tells ``utf16Offsets``.
  private func replaceText(_ indices: Range<String.Index>, with replacement: String) {
    let lower = utf16Offset(of: indices.lowerBound)
    let upper = utf16Offset(of: indices.upperBound)
    let utf8Lower = text.utf8.distance(from: text.startIndex, to: indices.lowerBound)
    text.replaceSubrange(indices, with: replacement)
    utf16Offsets.replaced(lower..<upper, utf8Lower: utf8Lower, with: replacement)
  }

  /// `String.clusterRange(utf16:)`, with the offsets found by ``utf16Offsets``: a bound inside a
  /// surrogate pair is inside its cluster.
  private func clusterRange(utf16 range: Range<Int>) -> Range<String.Index> {
    let clamped = clamp(range)
    // After the pair, an offset inside one stays inside the pair's cluster or at its end, as
    // the standard library's index inside the pair does; a nonempty range's start rounds down.
    let lower = utf16Offsets.index(at: clamped.lowerBound, in: text, roundingUp: clamped.isEmpty)
    let upper = utf16Offsets.index(at: clamped.upperBound, in: text, roundingUp: true)
    return text.clusterRange(lower..<Swift.max(lower, upper))
  }

  /// The UTF-16 offset of an index at a code point's start.
  private func utf16Offset(of index: String.Index) -> Int {
    utf16Offsets.offset(of: index, in: text)
  }

  /// The UTF-16 offsets of a range of indices at code points' starts.
  private func utf16Range(_ range: Range<String.Index>) -> Range<Int> {
    utf16Offset(of: range.lowerBound)..<utf16Offset(of: range.upperBound)
  }
}
