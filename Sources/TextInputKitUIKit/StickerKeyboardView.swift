#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import TextInputKit
import UIKit

/// The sticker keyboard: set it as a ``StickerTextView``'s `inputView`.
///
/// It shows one page of ``StickerKeyboard/pages`` at a time, forwards taps and long presses to
/// the model and carries out its events: stickers and deletes go to the text view, which runs
/// them through its policy; clicks play the system input click.
@MainActor
public final class StickerKeyboardView: UIView, UIInputViewAudioFeedback {
  /// The keyboard's model.
  public private(set) var model: StickerKeyboard
  /// The text view the keys edit.
  public weak var textView: StickerTextView?
  /// The page on screen.
  public var pageIndex = 0 { didSet { reloadPage() } }

  private let grid = UIStackView()
  private let preview = UIImageView()
  private var repeatTimer: Timer?

  /// Creates the keyboard for `model`, editing `textView`.
  public init(model: StickerKeyboard, textView: StickerTextView?) {
    self.model = model
    self.textView = textView
    super.init(frame: CGRect(x: 0, y: 0, width: 0, height: 216))
    autoresizingMask = [.flexibleWidth]
    grid.axis = .vertical
    grid.distribution = .fillEqually
    grid.frame = bounds
    grid.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(grid)
    preview.isHidden = true
    addSubview(preview)
    reloadPage()
  }

  @available(*, unavailable)
  public required init?(coder: NSCoder) { fatalError("StickerKeyboardView is built in code.") }

  public var enableInputClicksWhenVisible: Bool { true }

  private func reloadPage() {
    grid.arrangedSubviews.forEach { $0.removeFromSuperview() }
    model.keyRows(ofPage: pageIndex).map(line).forEach(grid.addArrangedSubview)
  }

  private func line(_ keys: [StickerKeyboardKey]) -> UIStackView {
    let line = UIStackView()
    line.distribution = .fillEqually
    keys.map(button).forEach(line.addArrangedSubview)
    return line
  }

  private func button(for key: StickerKeyboardKey) -> UIButton {
    let button = UIButton(type: .system)
    button.setImage(
      key.image(
        named: { UIImage(named: $0)?.withRenderingMode(.alwaysOriginal) },
        system: { UIImage(systemName: $0) }), for: .normal)
    button.accessibilityLabel = key.spokenLabel
    key.wire(
      tap: { button.addAction(UIAction { [weak self] _ in self?.tap(key) }, for: .touchUpInside) },
      longPress: { StickerKeyLongPress.attach(to: button, key: key, keyboard: self) },
      hold: {
        button.addAction(UIAction { [weak self] _ in self?.beginDelete() }, for: .touchDown)
        button.addAction(
          UIAction { [weak self] _ in self?.endDelete() },
          for: [.touchUpInside, .touchUpOutside, .touchCancel])
      }, disable: { button.isEnabled = false })
    return button
  }

  private func beginDelete() {
    handle(model.beginLongPress(on: .delete))
    repeatTimer?.invalidate()
    // The model decides when a delete repeats (StickerKeyboard.tick()); the timer only polls it.
    repeatTimer = Timer.scheduledTimer(withTimeInterval: 0.02, repeats: true) { [weak self] timer in
      guard self != nil else { return timer.invalidate() }
      MainActor.assumeIsolated { self?.repeatDelete() }
    }
  }

  /// The deletes the held delete key is due (StickerKeyboard.tick()).
  private func repeatDelete() { handle(model.tick()) }

  /// Off screen, a key held down is let go: the repeating delete stops and its timer ends.
  public override func didMoveToWindow() {
    super.didMoveToWindow()
    if window == nil, repeatTimer != nil { endDelete() }
  }

  private func endDelete() {
    repeatTimer?.invalidate()
    repeatTimer = nil
    handle(model.endLongPress())
  }

  /// A tap on a key; the first tap on a sticker adds the recents tab, and the page on screen
  /// stays the one the finger was on.
  private func tap(_ key: StickerKeyboardKey) {
    let (events, page) = model.tap(key, showing: pageIndex)
    if let page { pageIndex = page }
    handle(events)
  }

  /// A long press on a key began or ended.
  func longPress(on key: StickerKeyboardKey, began: Bool) {
    handle(model.longPress(on: key, began: began))
  }

  /// Carries out the model's events; every text change goes through the text view's policy.
  private func handle(_ events: [StickerKeyboard.Event]) {
    events.perform(
      insert: { textView?.insertSticker($0) }, deleteBackward: { textView?.deleteBackwardKey() },
      inputClick: { UIDevice.current.playInputClick() }, showPreview: showPreview,
      hidePreview: { preview.isHidden = true })
  }

  private func showPreview(_ sticker: Sticker) {
    preview.image = UIImage(named: sticker.image)
    preview.frame = CGRect(x: bounds.midX - 40, y: 8, width: 80, height: 80)
    preview.isHidden = false
  }
}
#endif
