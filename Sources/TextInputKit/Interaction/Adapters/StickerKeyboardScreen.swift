/// What the sticker keyboard's view shows and does, decided here so that the UIKit view only
/// builds buttons and carries out calls: the keys of a page, the page after a tap, the events.
///
/// ```swift
/// keyboard.keyRows(ofPage: 0)      // [[.sticker(笑哭), …], …, [… , .blank, .delete]]
/// keyboard.keyRows(ofPage: 99)     // []: no such page
/// keyboard.tap(.sticker(laughing), showing: 1).page
/// // 2: a recents page appears in front, and the page the finger was on moves to 2
/// ```
extension StickerKeyboard {
  /// The keys of page `index`, row by row, a blank where the page has no key; none for a page
  /// that does not exist.
  package func keyRows(ofPage index: Int) -> [[StickerKeyboardKey]] {
    let pages = self.pages
    guard pages.indices.contains(index) else { return [] }
    let page = pages[index]
    return (0..<page.rows).map { row in
      (0..<page.columns).map { column in page.key(row: row, column: column) ?? .blank }
    }
  }

  /// A tap on `key` (``tap(_:)``) while page `shown` is on screen, and the page to show after
  /// it, so that it stays the one the finger was on.
  ///
  /// - Returns: The tap's events, and the index of the page to show when the tap changed the
  ///   pages (the same index, when it now holds other keys: show it again); `nil` when the
  ///   pages did not change.
  package mutating func tap(_ key: StickerKeyboardKey, showing shown: Int)
    -> (events: [Event], page: Int?)
  {
    let before = pages
    let events = tap(key)
    guard pages != before else { return (events, nil) }
    return (events, pageIndex(keeping: shown, from: before))
  }

  /// A long press that began (``beginLongPress(on:)``) or ended (``endLongPress()``).
  package mutating func longPress(on key: StickerKeyboardKey, began: Bool) -> [Event] {
    began ? beginLongPress(on: key) : endLongPress()
  }
}

extension Array where Element == StickerKeyboard.Event {
  /// Carries out the events in order, each through its call.
  package func perform(
    insert: (Sticker) -> Void, deleteBackward: () -> Void, inputClick: () -> Void,
    showPreview: (Sticker) -> Void, hidePreview: () -> Void
  ) {
    for event in self {
      switch event {
      case .insert(let sticker): insert(sticker)
      case .deleteBackward: deleteBackward()
      case .inputClick: inputClick()
      case .showPreview(let sticker): showPreview(sticker)
      case .hidePreview: hidePreview()
      }
    }
  }
}
