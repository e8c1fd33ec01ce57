#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import TextInputKit
import UIKit

/// A text view whose stickers show as images and travel as plain text.
///
/// Its content is the plain text (`笑死了[笑哭]`); the screen shows each sticker as a
/// ``StickerAttachment``. Every change — a sticker key, the delete key, a paste, the hardware
/// keyboard, dictation, a committed input-method candidate — goes through ``controller`` (with
/// the catalog's stickers as tokens), reaches ``inputFeedback`` and ``inputCounter``, and only
/// the changed range is replaced, with an undo step. Offsets always come from what is shown
/// (``StickerDisplayEdit``): a typed literal `[笑哭]` stays four characters until an edit turns
/// it into a sticker. Copy and cut put plain text on the pasteboard.
@MainActor
open class StickerTextView: UITextView {
  /// The stickers this view shows.
  public var catalog: StickerCatalog = .empty {
    didSet {
      tokens = TokenSet(catalog: catalog)
      controller.tokens = tokens
    }
  }
  /// The rules every change goes through.
  public var policy: InputPolicy {
    get { controller.policy }
    set { controller.policy = newValue }
  }
  /// The image of a sticker.
  public var stickerImage: (Sticker) -> UIImage? = { UIImage(named: $0.image) }
  /// What the field's text means: the catalog's stickers are tokens.
  public private(set) var tokens = TokenSet()
  /// The controller every change goes through, in plain-text offsets.
  public private(set) var controller = TextInputController(policy: .unrestricted)
  /// Called with every edit the policy reviewed.
  public var inputFeedback: ((InputEvent) -> Void)?
  /// The counter: "12/20".
  public var inputCounter: LengthCounter { controller.counter }
  /// Whether the view is writing an edit itself (UIKit's calls are let through then).
  private var isWriting = false

  public override init(frame: CGRect, textContainer: NSTextContainer?) {
    super.init(frame: frame, textContainer: textContainer)
    // Dragging an attachment would start too easily while moving the caret.
    textDragInteraction?.isEnabled = false
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    textDragInteraction?.isEnabled = false
  }

  /// The plain text, with stickers as their codes. Setting it shows it as it is, unjudged.
  public var plainText: String {
    get { plainState.text }
    set {
      attributedText = .stickers(
        catalog.segments(of: newValue), font: stickerFont, image: stickerImage)
      controller.adopt(plainState)
    }
  }

  /// The field as a core value, in plain-text offsets.
  public var plainState: TextFieldState {
    StickerDisplayEdit.plainState(
      showing: attributedText.stickerDisplayRuns(), displaySelection: displaySelection)
  }

  /// Inserts a sticker at the selection, through the policy.
  public func insertSticker(_ sticker: Sticker) { apply { .key(sticker.code, in: $0) } }

  /// Deletes the sticker or character before the caret, through the policy.
  public func deleteBackwardKey() { apply { Edit.backspace(in: $0) } }

  // MARK: UIKit's entry points

  open override func insertText(_ text: String) {
    guard !isWriting, markedTextRange == nil else {
      super.insertText(text)
      return reconcile()
    }
    apply { Edit(replacing: $0.selection, with: text, source: text.count == 1 ? .typing : .paste) }
  }

  open override func deleteBackward() {
    guard !isWriting, markedTextRange == nil else {
      super.deleteBackward()
      return reconcile()
    }
    deleteBackwardKey()
  }

  open override func replace(_ range: UITextRange, withText text: String) {
    guard !isWriting, markedTextRange == nil else {
      super.replace(range, withText: text)
      return reconcile()
    }
    let start = offset(from: beginningOfDocument, to: range.start)
    let display = start..<(start + Swift.max(offset(from: range.start, to: range.end), 0))
    let runs = attributedText.stickerDisplayRuns()
    let plain = StickerDisplayEdit.plainState(showing: runs, displaySelection: display)
    apply {
      _ in
      Edit(
        replacing: plain.selectedUTF16Range, with: text,
        source: plain.selectedUTF16Range.isEmpty ? .paste : .systemReplacement)
    }
  }

  open override func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
    super.setMarkedText(markedText, selectedRange: selectedRange)
    reconcile()
  }

  open override func unmarkText() {
    super.unmarkText()
    reconcile()
  }

  open override func copy(_ sender: Any?) {
    UIPasteboard.general.string = plainState.text(in: plainState.selectedUTF16Range)
  }

  open override func cut(_ sender: Any?) {
    copy(sender)
    apply { Edit(replacing: $0.selection, with: "", source: .deletion) }
  }

  open override func paste(_ sender: Any?) {
    guard let pasted = UIPasteboard.general.string else { return }
    apply { .paste(pasted, in: $0) }
  }

  // MARK: Through the controller

  /// Runs an edit through the controller and writes back only what changed.
  @discardableResult
  public func apply(_ makeEdit: (TextFieldState) -> Edit?) -> EditOutcome? {
    let runs = attributedText.stickerDisplayRuns()
    let state = StickerDisplayEdit.plainState(showing: runs, displaySelection: displaySelection)
    controller.adopt(state)
    guard let edit = makeEdit(state) else { return nil }
    let outcome = controller.apply(edit)
    deliverEvents()
    if !outcome.isRefused || outcome.state.text != state.text {
      show(outcome.state, from: runs)
    }
    return outcome
  }

  /// After UIKit changed the text itself (marked text, its commit): the controller judges it.
  private func reconcile() {
    guard !isWriting else { return }
    let runs = attributedText.stickerDisplayRuns()
    let shown = StickerDisplayEdit.plainState(showing: runs, displaySelection: displaySelection)
    let marked = markedTextRange.map { range -> Range<Int> in
      let start = offset(from: beginningOfDocument, to: range.start)
      let end = offset(from: beginningOfDocument, to: range.end)
      return StickerDisplayEdit.plainState(showing: runs, displaySelection: start..<Swift.max(start, end))
        .selectedUTF16Range
    }
    let correction = controller.didChange(
      text: shown.text, selection: shown.selectedUTF16Range, markedRange: marked)
    deliverEvents()
    guard let correction else { return }
    show(
      TextFieldState(
        text: correction.applied(to: shown.text), utf16Selection: correction.selection),
      from: runs)
  }

  /// Shows `state`, replacing only what changed on screen, as one undo step.
  private func show(_ state: TextFieldState, from runs: [StickerDisplayRun]) {
    let edit = StickerDisplayEdit(
      showing: runs, newPlainText: state.text, plainSelection: state.selectedUTF16Range,
      catalog: catalog)
    let fragment = NSAttributedString.stickers(
      edit.runs, catalog: catalog, font: stickerFont, image: stickerImage)
    replaceShown(NSRange(edit.displayRange), with: fragment, selection: NSRange(edit.selection))
  }

  /// Replaces shown text through the text storage, registering the inverse with the undo
  /// manager, telling the input delegate, and announcing the change once.
  private func replaceShown(_ range: NSRange, with fragment: NSAttributedString, selection: NSRange) {
    let previous = attributedText.attributedSubstring(from: range)
    let previousSelection = selectedRange
    isWriting = true
    inputDelegate?.textWillChange(self)
    textStorage.replaceCharacters(in: range, with: fragment)
    selectedRange = selection
    inputDelegate?.textDidChange(self)
    isWriting = false
    let written = NSRange(location: range.location, length: fragment.length)
    undoManager?.registerUndo(withTarget: self) { view in
      view.replaceShown(written, with: previous, selection: previousSelection)
      view.controller.adopt(view.plainState)
    }
    AppDelegateCalls.textViewDidChange(delegate, self)
    NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
  }

  private func deliverEvents() {
    for event in controller.takeEvents() { inputFeedback?(event) }
  }

  private var displaySelection: Range<Int> {
    Range(selectedRange) ?? 0..<0
  }

  private var stickerFont: UIFont { font ?? .preferredFont(forTextStyle: .body) }
}

extension TextFieldState {
  /// The text of a UTF-16 range.
  fileprivate func text(in range: Range<Int>) -> String {
    let units = Array(text.utf16)
    let clamped = Swift.min(range.lowerBound, units.count)..<Swift.min(range.upperBound, units.count)
    return String(decoding: units[clamped], as: UTF16.self)
  }
}
#endif
