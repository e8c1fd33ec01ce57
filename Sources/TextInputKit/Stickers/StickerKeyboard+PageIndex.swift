extension StickerKeyboard {
  /// The page to show after ``pages`` changed — the first tap adds the recents tab in front,
  /// and each tap can add a recents page — so that the page on screen stays the same.
  ///
  /// The page is found again by its pack and its number in the pack; a recents page that is
  /// gone gives the last recents page; an index outside `previous` is clamped.
  ///
  /// ```swift
  /// let before = keyboard.pages        // [emoji 0, emoji 1, cats 0]; showing 1 (emoji 1)
  /// keyboard.tap(.sticker(laughing))   // a recents page appears in front
  /// keyboard.pageIndex(keeping: 1, from: before)   // 2: still emoji 1
  /// ```
  ///
  /// - Complexity: O(*p*) in the number of pages.
  public func pageIndex(keeping index: Int, from previous: [StickerKeyboardPage]) -> Int {
    let current = pages
    guard !current.isEmpty else { return 0 }
    guard previous.indices.contains(index) else {
      return index.clamped(to: 0...(current.count - 1))
    }
    let shown = previous[index]
    if let same = current.firstIndex(where: {
      $0.packID == shown.packID && $0.number == shown.number
    }) {
      return same
    }
    if let lastOfPack = current.lastIndex(where: { $0.packID == shown.packID }) {
      return lastOfPack
    }
    return Swift.min(index, current.count - 1)
  }
}
