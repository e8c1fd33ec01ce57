#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import TextInputKit
import UIKit

/// A text view whose stickers show as images and travel as plain text.
///
/// Its content is the plain text (`笑死了[笑哭]`); the screen shows each sticker as a
/// ``StickerAttachment``. Every change — a sticker key, the delete key, a paste, the hardware
/// keyboard, dictation, a committed input-method candidate — goes through the core's
/// ``TextInputInterceptor`` (the catalog's stickers are tokens), reaches ``onInputEvent`` and
/// ``inputCounter``, and only the changed range is replaced, with an undo step. Offsets always come from what is shown
/// (``StickerDisplayEdit``): a typed literal `[笑哭]` stays four characters until an edit turns
/// it into a sticker. Copy and cut put plain text on the pasteboard.
@MainActor
open class StickerTextView: UITextView {
  /// The stickers this view shows.
  public var catalog: StickerCatalog = .empty {
    didSet {
      tokens = TokenSet(catalog: catalog)
      interceptor.tokens = tokens
    }
  }
  /// The rules every change goes through.
  public var policy: InputPolicy {
    get { interceptor.policy }
    set { interceptor.policy = newValue }
  }
  /// The image of a sticker.
  public var stickerImage: (Sticker) -> UIImage? = { UIImage(named: $0.image) }
  /// What the field's text means: the catalog's stickers are tokens.
  public private(set) var tokens = TokenSet()
  /// Called with every edit the policy reviewed.
  public var onInputEvent: ((InputEvent) -> Void)?
  /// The counter: "12/20".
  public var inputCounter: LengthCounter { interceptor.controller.counter }
  /// The controller, in plain-text offsets.
  public var controller: TextInputController { interceptor.controller }
  /// The view in display offsets, for the core.
  private lazy var surface = StickerTextHost(view: self)
  /// The view as the core's host, in plain-text offsets.
  private lazy var host = StickerSurfaceHost(surface: surface)
  /// The interception object every change goes through, as for any field with a policy.
  public private(set) lazy var interceptor: TextInputInterceptor = {
    let interceptor = TextInputInterceptor(
      host: host, policy: .unrestricted, tokens: tokens, mode: .delegate)
    interceptor.onInputEvent = { [weak self] event in self?.onInputEvent?(event) }
    return interceptor
  }()
  /// Whether the view is writing an edit itself (UIKit's calls are let through then).
  private var isWriting = false
  /// The view's own text-did-change notification: a change UIKit made without the view's entry
  /// points (a drop, Writing Tools) is judged there.
  private var observation: NotificationObservation?

  public override init(frame: CGRect, textContainer: NSTextContainer?) {
    super.init(frame: frame, textContainer: textContainer)
    setUp()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUp()
  }

  private func setUp() {
    // Dragging an attachment would start too easily while moving the caret.
    textDragInteraction?.isEnabled = false
    observation = NotificationObservation(name: UITextView.textDidChangeNotification, object: self) {
      [weak self] in
      guard let self, !self.isWriting else { return }
      self.interceptor.textDidChange()
    }
  }

  /// The plain text, with stickers as their codes. Setting it shows it as it is, unjudged, and
  /// clears the undo steps of the text it replaces (their ranges no longer exist); the delegate
  /// and the text-did-change notification hear of it.
  public var plainText: String {
    get { plainState.text }
    set {
      undoManager?.removeAllActions(withTarget: self)
      isWriting = true
      attributedText = .stickers(
        catalog.segments(of: newValue), font: stickerFont, image: stickerImage)
      isWriting = false
      interceptor.adoptHostText()
      host.announceTextChange()
    }
  }

  /// The field as a core value, in plain-text offsets.
  public var plainState: TextFieldState {
    StickerDisplayEdit.plainState(
      showing: attributedText.stickerDisplayRuns(), displaySelection: Range(selectedRange) ?? 0..<0)
  }

  /// Inserts a sticker at the selection, through the policy.
  public func insertSticker(_ sticker: Sticker) { interceptor.insertKey(sticker.code) }

  /// Deletes the sticker or character before the caret, through the policy.
  public func deleteBackwardKey() { apply { Edit.backspace(in: $0) } }

  // MARK: UIKit's entry points: the keyboard, the hardware keyboard, dictation, input methods

  open override func insertText(_ text: String) {
    guard !isWriting, markedTextRange == nil else {
      super.insertText(text)
      return interceptor.textDidChange()
    }
    apply { Edit(replacing: $0.selection, with: text, source: text.count > 1 ? .paste : .typing) }
  }

  open override func deleteBackward() {
    guard !isWriting, markedTextRange == nil else {
      super.deleteBackward()
      return interceptor.textDidChange()
    }
    deleteBackwardKey()
  }

  open override func replace(_ range: UITextRange, withText text: String) {
    guard !isWriting, markedTextRange == nil else {
      super.replace(range, withText: text)
      return interceptor.textDidChange()
    }
    let start = offset(from: beginningOfDocument, to: range.start)
    let display = start..<(start + Swift.max(offset(from: range.start, to: range.end), 0))
    let plain = StickerDisplayEdit.plainState(
      showing: attributedText.stickerDisplayRuns(), displaySelection: display
    ).utf16Selection
    apply { _ in Edit(replacing: plain, with: text, source: plain.isEmpty ? .typing : .systemReplacement) }
  }

  open override func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
    super.setMarkedText(markedText, selectedRange: selectedRange)
    if !isWriting { interceptor.textDidChange() }
  }

  open override func unmarkText() {
    super.unmarkText()
    if !isWriting { interceptor.textDidChange() }
  }

  open override func copy(_ sender: Any?) {
    let state = plainState
    UIPasteboard.general.string = state.text.substring(utf16: state.utf16Selection)
  }

  open override func cut(_ sender: Any?) {
    copy(sender)
    apply { Edit(replacing: $0.selection, with: "", source: .deletion) }
  }

  open override func paste(_ sender: Any?) {
    guard let pasted = UIPasteboard.general.string else { return }
    apply { .paste(pasted, in: $0) }
  }

  // MARK: Through the interceptor

  /// Runs an edit through the interceptor, which routes it as UIKit would
  /// (``TextInputInterceptor/apply(app:_:)``); the delegate's
  /// `textView(_:shouldChangeTextIn:replacementText:)` is asked first, in the offsets shown,
  /// and its `false` wins.
  ///
  /// - Returns: The outcome of an insertion; `nil` otherwise (the event arrives through
  ///   ``onInputEvent``) or when `makeEdit` had nothing to do.
  @discardableResult
  public func apply(_ makeEdit: (TextFieldState) -> Edit?) -> EditOutcome? {
    interceptor.apply(
      app: { [weak self] range, text in
        guard let self else { return nil }
        let shown = StickerDisplayEdit.displayRange(
          showing: self.attributedText.stickerDisplayRuns(), forPlainUTF16: range)
        return AppDelegateCalls.textView(self.delegate, self, shouldChangeIn: NSRange(shown), text)
      }, makeEdit)
  }

  /// Shows a display edit the core computed, as one undo step.
  func show(_ edit: StickerDisplayEdit) {
    let fragment = NSAttributedString.stickers(
      edit.runs, catalog: catalog, font: stickerFont, image: stickerImage)
    replaceShown(NSRange(edit.displayRange), with: fragment, selection: NSRange(edit.selection))
  }

  /// Replaces shown text through the text storage, registering the inverse with the undo
  /// manager and telling the input delegate.
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
      // Undo and redo are taken as they are, and heard like any change.
      view.replaceShown(written, with: previous, selection: previousSelection)
      view.interceptor.adoptHostText()
      view.host.announceTextChange()
    }
  }

  private var stickerFont: UIFont { font ?? .preferredFont(forTextStyle: .body) }
}

extension String {
  /// The text of a UTF-16 range, clamped.
  fileprivate func substring(utf16 range: Range<Int>) -> String {
    let units = Array(utf16)
    let clamped = units.wholeCharacters(range)
    return String(decoding: units[clamped], as: UTF16.self)
  }
}

extension Array where Element == UInt16 {
  /// A range of these UTF-16 units clamped to them, its edges moved off the middle of
  /// surrogate pairs so that no character is cut in half.
  func wholeCharacters(_ range: Range<Int>) -> Range<Int> {
    var lower = Swift.min(Swift.max(range.lowerBound, 0), count)
    var upper = Swift.min(Swift.max(range.upperBound, lower), count)
    if lower > 0, lower < count, UTF16.isTrailSurrogate(self[lower]) { lower -= 1 }
    if upper > 0, upper < count, UTF16.isTrailSurrogate(self[upper]) { upper += 1 }
    return lower..<upper
  }
}
#endif
