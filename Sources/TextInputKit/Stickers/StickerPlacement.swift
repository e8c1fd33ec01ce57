/// A sticker shown by a sticker text view: its display offset (one UTF-16 unit on screen) and
/// its code (several in the plain text).
///
/// ```swift
/// // shown: "笑", the sticker [笑哭], "!"
/// StickerPlacement(displayOffset: 1, code: "[笑哭]")
/// ```
public struct StickerPlacement: Sendable, Hashable {
  /// Where the sticker is shown, in UTF-16 units of what is shown.
  public var displayOffset: Int
  /// The sticker's code: `[笑哭]`.
  public var code: String

  public init(displayOffset: Int, code: String) {
    self.displayOffset = displayOffset
    self.code = code
  }
}

/// Plain offsets and display offsets of a sticker text, from the stickers' places alone: no
/// text is read.
///
/// ```swift
/// // shown "笑[笑哭]!" (3 units), plain "笑[笑哭]!" (7 units)
/// map.plain(display: 2)                 // 6
/// map.display(plain: 3..<3)             // 1..<1: inside the code, at the sticker's start
/// map.display(plain: 1..<3)             // 1..<2: the upper end of a range takes the sticker
/// ```
///
/// The same offsets as ``StickerDisplayEdit/plainState(showing:displaySelection:)`` and
/// ``StickerDisplayEdit/displayRange(showing:forPlainUTF16:)``, which walk the runs.
///
/// - Complexity: O(*s*) per offset, for *s* stickers.
package struct StickerDisplayMap {
  let stickers: [StickerPlacement]
  /// The length of what is shown.
  package let displayCount: Int

  package init(stickers: [StickerPlacement], displayCount: Int) {
    self.stickers = stickers
    self.displayCount = displayCount
  }

  /// The length of the plain text.
  package var plainCount: Int { plain(display: displayCount) }

  /// The plain offset of a display offset.
  package func plain(display: Int) -> Int {
    var plain = display
    for sticker in stickers where sticker.displayOffset < display {
      plain += sticker.code.utf16.count - 1
    }
    return plain
  }

  /// The plain range of a display range, clamped to what is shown.
  package func plain(_ display: Range<Int>) -> Range<Int> {
    let clamped = display.clamped(to: 0..<displayCount)
    return plain(display: clamped.lowerBound)..<plain(display: clamped.upperBound)
  }

  /// The display range of a plain range: an offset inside a code goes to the sticker's start,
  /// or its end for the upper bound of a non-empty range; clamped to what is shown.
  package func display(plain range: Range<Int>) -> Range<Int> {
    let lower = display(range.lowerBound, upper: false)
    guard !range.isEmpty else { return lower..<lower }
    return lower..<Swift.max(lower, display(range.upperBound, upper: true))
  }

  private func display(_ offset: Int, upper: Bool) -> Int {
    var shift = 0
    for sticker in stickers {
      let start = sticker.displayOffset + shift
      let width = sticker.code.utf16.count
      if offset <= start { break }
      if offset < start + width { return sticker.displayOffset + (upper ? 1 : 0) }
      shift += width - 1
    }
    return Swift.min(Swift.max(offset - shift, 0), displayCount)
  }
}
