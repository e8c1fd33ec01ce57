extension StickerKeyboardKey {
  /// The image a key shows: a sticker's picture, loaded by `named`; the delete key's symbol,
  /// loaded by `system`; nothing for a blank.
  ///
  /// ```swift
  /// StickerKeyboardKey.delete.image(named: { "asset \($0)" }, system: { "symbol \($0)" })
  /// // "symbol delete.left"
  /// ```
  package func image<Image>(named: (String) -> Image?, system: (String) -> Image?) -> Image? {
    switch self {
    case .sticker(let sticker): named(sticker.image)
    case .delete: system("delete.left")
    case .blank: nil
    }
  }

  /// What VoiceOver says for the key: the sticker's spoken name, "Delete", nothing for a blank.
  package var spokenLabel: String? {
    switch self {
    case .sticker(let sticker): sticker.spokenName
    case .delete: "Delete"
    case .blank: nil
    }
  }

  /// Wires a key's button through the calls that fit it: a sticker acts on a tap and shows its
  /// preview on a long press; the delete key acts while held (down, then up, repeating in
  /// between); a blank is disabled.
  package func wire(
    tap: () -> Void, longPress: () -> Void, hold: () -> Void, disable: () -> Void
  ) {
    switch self {
    case .sticker:
      tap()
      longPress()
    case .delete: hold()
    case .blank: disable()
    }
  }
}

extension TextFieldState {
  /// The selection a view reports, or a caret at the end of its `utf16Count` units when it
  /// reports none (a view that is not first responder may have no selected range).
  package static func selection(_ reported: Range<Int>?, utf16Count: Int) -> Range<Int> {
    reported ?? (utf16Count..<utf16Count)
  }
}

extension TextInputInterceptor {
  /// Assigns `policy` only when it differs: an equal one keeps the field's state, its
  /// composition and its undo history.
  package func assign(policy: InputPolicy) {
    if self.policy != policy { self.policy = policy }
  }
}

extension KeyWrite {
  /// A custom key on any view: through the view's own interceptor when it has a policy
  /// (``TextInputInterceptor/applyKey(tokens:_:)``), otherwise judged with `policy` and written
  /// (``apply(policy:tokens:to:_:replace:select:)``).
  package static func apply(
    interceptor: TextInputInterceptor?, policy: InputPolicy, tokens: TokenSet,
    field: () -> TextFieldState, _ makeEdit: (TextFieldState) -> Edit?,
    replace: (Range<Int>, String) -> Void, select: (Range<Int>) -> Void
  ) -> EditOutcome? {
    guard let interceptor else {
      return apply(
        policy: policy, tokens: tokens, to: field(), makeEdit, replace: replace, select: select)
    }
    return interceptor.applyKey(tokens: tokens, makeEdit)
  }
}

extension InputEventBroadcast {
  /// The events of a view's coordinator, or, for a view without a policy, a stream that has
  /// already finished.
  package static func events(_ stream: AsyncStream<InputEvent>?) -> AsyncStream<InputEvent> {
    stream ?? AsyncStream { $0.finish() }
  }
}
