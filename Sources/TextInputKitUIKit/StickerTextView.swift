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
  public var onInputEvent: ((InputEvent) -> Void)? {
    get { interceptor.onInputEvent }
    set { interceptor.onInputEvent = newValue }
  }
  /// The counter: "12/20".
  public var inputCounter: LengthCounter { interceptor.controller.counter }
  /// The controller, in plain-text offsets.
  public var controller: TextInputController { interceptor.controller }
  /// The view in display offsets, for the core.
  private lazy var surface = StickerTextHost(view: self)
  /// The view as the core's host, in plain-text offsets.
  private lazy var host = StickerSurfaceHost(surface: surface)
  /// The interception object every change goes through, as for any field with a policy.
  public private(set) lazy var interceptor: TextInputInterceptor = TextInputInterceptor(
    host: host, policy: .unrestricted, tokens: tokens, mode: .delegate)
  /// Whether the view is writing an edit itself, or announcing one: its own text-did-change
  /// notification is not news then.
  private let hearing = ChangeHearing()
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
      [unowned self] in self.heardTextDidChange()
    }
  }

  /// A text-did-change notification the view did not post itself is judged.
  private func heardTextDidChange() {
    hearing.hear(.notification) { interceptor.textDidChange() }
  }

  /// Runs `write` as the view's own change: what it makes UIKit announce is not news.
  private func writing(_ write: () -> Void) {
    hearing.willWrite()
    write()
    _ = hearing.finish(for: .textView)
  }

  /// The plain text, with stickers as their codes. Setting it shows it as it is, unjudged, and
  /// clears the undo steps of the text it replaces (their ranges no longer exist); the delegate
  /// and the text-did-change notification hear of it.
  public var plainText: String {
    get { host.currentText }
    set {
      undoManager?.removeAllActions(withTarget: self)
      writing {
        attributedText = .stickers(
          catalog.segments(of: newValue), font: stickerFont, image: stickerImage)
      }
      interceptor.adoptHostText()
      host.announceTextChange()
    }
  }

  /// The field as a core value, in plain-text offsets.
  public var plainState: TextFieldState { host.plainState }

  /// Inserts a sticker at the selection, through the policy, after asking the delegate's
  /// `textView(_:shouldChangeTextIn:replacementText:)`, as UIKit does for a typed insertion.
  public func insertSticker(_ sticker: Sticker) { apply { .key(sticker.code, in: $0) } }

  /// Deletes the sticker or character before the caret, through the policy.
  public func deleteBackwardKey() { apply { Edit.backspace(in: $0) } }

  // MARK: UIKit's entry points: the keyboard, the hardware keyboard, dictation, input methods

  open override func insertText(_ text: String) {
    host.enter(through: interceptor, askingApp: askApp, letThrough: { super.insertText(text) }) {
      .inserting(text, in: $0)
    }
  }

  open override func deleteBackward() {
    host.enter(through: interceptor, askingApp: askApp, letThrough: { super.deleteBackward() }) {
      Edit.backspace(in: $0)
    }
  }

  open override func replace(_ range: UITextRange, withText text: String) {
    let start = offset(from: beginningOfDocument, to: range.start)
    let plain = host.plainRange(
      display: Range(location: start, length: offset(from: range.start, to: range.end)))
    host.enter(
      through: interceptor, askingApp: askApp, letThrough: { super.replace(range, withText: text) }
    ) { _ in .replacing(plain, with: text) }
  }

  open override func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
    super.setMarkedText(markedText, selectedRange: selectedRange)
    heardTextDidChange()
  }

  open override func unmarkText() {
    super.unmarkText()
    heardTextDidChange()
  }

  open override func copy(_ sender: Any?) {
    let state = plainState
    UIPasteboard.general.string = state.text.substring(clampedUTF16: state.utf16Selection)
  }

  open override func cut(_ sender: Any?) {
    copy(sender)
    apply { Edit(replacing: $0.selection, with: "", source: .deletion) }
  }

  open override func paste(_ sender: Any?) {
    apply { .pasting(UIPasteboard.general.string, in: $0) }
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
    host.apply(through: interceptor, askingApp: askApp, makeEdit)
  }

  /// The delegate's `textView(_:shouldChangeTextIn:replacementText:)`, in display offsets.
  private func askApp(_ range: Range<Int>, _ text: String) -> Bool? {
    AppDelegateCalls.textView(delegate, self, shouldChangeIn: NSRange(range), text)
  }

  /// Shows a display edit the core computed, as one undo step: undo replays the step through
  /// the core (``StickerUndoStep``), which clamps its ranges to what is shown then and lets the
  /// interceptor judge text its history does not know.
  func show(_ edit: StickerDisplayEdit) {
    let step = StickerUndoStep(undoing: edit, on: surface)
    let fragment = NSAttributedString.stickers(
      edit.runs, catalog: catalog, font: stickerFont, image: stickerImage)
    writing {
      inputDelegate?.textWillChange(self)
      textStorage.replaceCharacters(in: NSRange(edit.displayRange), with: fragment)
      selectedRange = NSRange(edit.selection)
      inputDelegate?.textDidChange(self)
    }
    undoManager?.registerUndo(withTarget: self) { view in
      step.replay(on: view.surface, interceptor: view.interceptor)
    }
  }

  /// Tells the delegate and the text-did-change observers of a change the view made; the view
  /// does not judge its own notification.
  func announceChange() {
    writing {
      AppDelegateCalls.textViewDidChange(delegate, self)
      NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
    }
  }

  private var stickerFont: UIFont { font ?? .preferredFont(forTextStyle: .body) }
}
#endif
