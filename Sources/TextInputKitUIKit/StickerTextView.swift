#if canImport(UIKit)
import TextInputKit
import UIKit

/// A text view whose stickers show as images and travel as plain text.
///
/// Its content is the plain text (`笑死了[笑哭]`) kept in the core; the screen shows each
/// sticker as a ``StickerAttachment``. Every change — a sticker key, the delete key, a paste —
/// goes through ``policy`` with the catalog's stickers as tokens, and only the changed range is
/// replaced. Copy and cut put plain text on the pasteboard; paste turns codes back into stickers
/// and leaves the caret right after what was pasted.
@MainActor
open class StickerTextView: UITextView {
  /// The stickers this view shows.
  public var catalog: StickerCatalog = .empty { didSet { tokens = TokenSet(catalog: catalog) } }
  /// The rules every change goes through.
  public var policy: InputPolicy = .unrestricted
  /// The image of a sticker.
  public var stickerImage: (Sticker) -> UIImage? = { UIImage(named: $0.image) }
  /// What the field's text means: the catalog's stickers are tokens.
  public private(set) var tokens = TokenSet()

  public override init(frame: CGRect, textContainer: NSTextContainer?) {
    super.init(frame: frame, textContainer: textContainer)
    // Dragging an attachment would start too easily while moving the caret.
    textDragInteraction?.isEnabled = false
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    textDragInteraction?.isEnabled = false
  }

  /// The plain text, with stickers as their codes.
  public var plainText: String {
    get { attributedText.stickerPlainText() }
    set {
      attributedText = .stickers(
        catalog.segments(of: newValue), font: stickerFont, image: stickerImage)
    }
  }

  /// The field as a core value, in plain-text offsets.
  public var plainState: TextFieldState {
    let split = catalog.segments(of: plainText)
    let display = selectedRange.location..<(selectedRange.location + selectedRange.length)
    return TextFieldState(
      text: split.plainText, utf16Selection: split.plainRange(forDisplayUTF16: display))
  }

  /// Inserts a sticker at the selection, through the policy.
  public func insertSticker(_ sticker: Sticker) { apply { .key(sticker.code, in: $0) } }

  /// Deletes the sticker or character before the caret, through the policy.
  public func deleteBackwardKey() { apply { Edit.backspace(in: $0) } }

  open override func copy(_ sender: Any?) {
    UIPasteboard.general.string = attributedText.stickerPlainText(in: selectedRange)
  }

  open override func cut(_ sender: Any?) {
    copy(sender)
    apply { Edit(replacing: $0.selection, with: "", source: .deletion) }
  }

  open override func paste(_ sender: Any?) {
    guard let pasted = UIPasteboard.general.string else { return }
    apply { .paste(pasted, in: $0) }
  }

  /// Runs an edit through the policy and writes back only what changed.
  @discardableResult
  public func apply(_ makeEdit: (TextFieldState) -> Edit?) -> EditOutcome? {
    let before = catalog.segments(of: plainText)
    let display = selectedRange.location..<(selectedRange.location + selectedRange.length)
    let state = TextFieldState(
      text: before.plainText, utf16Selection: before.plainRange(forDisplayUTF16: display))
    guard let edit = makeEdit(state) else { return nil }
    let outcome = policy.apply(edit, to: state, tokens: tokens)
    guard !outcome.isRefused else { return outcome }
    // The replaced plain range cuts no sticker (the tokens widened it), so it maps exactly.
    let replaced = before.displayRange(forPlainUTF16: outcome.replacedUTF16Range)
    let fragment = NSAttributedString.stickers(
      catalog.segments(of: outcome.replacement), font: stickerFont, image: stickerImage)
    textStorage.replaceCharacters(
      in: NSRange(location: replaced.lowerBound, length: replaced.count), with: fragment)
    let after = catalog.segments(of: outcome.state.text)
    let caret = after.displayRange(forPlainUTF16: outcome.state.selectedUTF16Range)
    selectedRange = NSRange(location: caret.lowerBound, length: caret.count)
    delegate?.textViewDidChange?(self)
    return outcome
  }

  private var stickerFont: UIFont { font ?? .preferredFont(forTextStyle: .body) }
}
#endif
