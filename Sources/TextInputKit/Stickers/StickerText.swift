internal import Algorithms

/// Plain text with sticker codes, split into text and stickers, with offsets mapped between the
/// plain text and what is on screen.
///
/// The plain text is what travels to and from a server: `笑死了[笑哭]`. On screen each sticker
/// is one attachment character, so the caret offsets differ; ``displayOffset(forPlainUTF16:)``
/// and ``plainOffset(forDisplayUTF16:)`` convert. Only codes in the catalog become stickers:
///
/// ```swift
/// let text = StickerText("笑死了[笑哭][不存在]", catalog: catalog)
/// text.segments.count                 // 3: "笑死了", [笑哭], "[不存在]"
/// text.displayText                    // "笑死了\u{FFFC}[不存在]"
/// text.displayOffset(forPlainUTF16: 7) // 4: right after the sticker
/// text.plainText(forDisplayUTF16: 3..<4)  // "[笑哭]": what copy puts on the pasteboard
/// ```
///
/// - Complexity: Splitting is O(*n*) in the UTF-8 length, with no allocation per character;
///   offset conversions are O(log *s*) in the number of segments.
public struct StickerText: Sendable, Hashable {
  /// The text with stickers as their codes.
  public let plainText: String
  /// The text and sticker runs, in order; adjacent text is one segment.
  public let segments: [StickerSegment]
  /// The length on screen, in UTF-16 code units.
  public let displayUTF16Count: Int

  /// Splits `plainText` into text and the stickers of `catalog`.
  public init(_ plainText: String, catalog: StickerCatalog) {
    self.plainText = plainText
    let scanner = catalog.scanner
    var segments: [StickerSegment] = []
    var utf16 = 0
    var display = 0
    var copy = plainText
    copy.withUTF8 { bytes in
      var textStart = (utf8: 0, utf16: 0, display: 0)
      func closeText(at i: Int) {
        guard i > textStart.utf8 else { return }
        segments.append(
          StickerSegment(
            content: .text, plainUTF16Range: textStart.utf16..<utf16,
            displayUTF16Range: textStart.display..<display, utf8Range: textStart.utf8..<i))
      }
      var i = 0
      let count = bytes.count
      while i < count {
        let byte = bytes[i]
        if byte == UInt8(ascii: "["), let (length, index) = scanner.match(bytes, at: i),
          scanner.isWhole(i..<(i + length), in: bytes, of: plainText)
        {
          closeText(at: i)
          let codeUTF16 = scanner.codeUTF16Counts[index]
          segments.append(
            StickerSegment(
              content: .sticker(scanner.stickers[index]),
              plainUTF16Range: utf16..<(utf16 + codeUTF16),
              displayUTF16Range: display..<(display + 1),
              utf8Range: i..<(i + length)))
          utf16 += codeUTF16
          display += 1
          i += length
          textStart = (i, utf16, display)
          continue
        }
        // A lead byte starts a scalar; four-byte scalars take two UTF-16 code units.
        if byte & 0xC0 != 0x80 {
          let units = byte >= 0xF0 ? 2 : 1
          utf16 += units
          display += units
        }
        i += 1
      }
      closeText(at: count)
    }
    self.segments = segments
    self.displayUTF16Count = display
  }

  /// The plain text of a segment: its text, or the sticker's code.
  public subscript(segment: StickerSegment) -> Substring {
    let lower = plainText.utf8.index(plainText.startIndex, offsetBy: segment.utf8Range.lowerBound)
    let upper = plainText.utf8.index(lower, offsetBy: segment.utf8Range.count)
    return plainText[lower..<upper]
  }

  /// The number of stickers.
  public var stickerCount: Int { segments.lazy.filter { $0.sticker != nil }.count }

  /// The text as it stands on screen: each sticker is U+FFFC, the attachment character.
  public var displayText: String {
    var result = ""
    result.reserveCapacity(plainText.utf8.count)
    for segment in segments {
      if segment.sticker != nil { result.append("\u{FFFC}") } else { result += self[segment] }
    }
    return result
  }

  /// The index of the segment that holds `offset`, searching by `upper`; the last segment for
  /// the end.
  private func segmentIndex(holding offset: Int, _ upper: (StickerSegment) -> Int) -> Int? {
    guard !segments.isEmpty else { return nil }
    return segments.dropLast().partitioningIndex { upper($0) > offset }
  }

  /// Where a plain-text offset is on screen. An offset inside a sticker's code goes to the
  /// nearer side of the sticker, the end on a tie.
  public func displayOffset(forPlainUTF16 offset: Int) -> Int {
    let offset = offset.clamped(to: 0...plainText.utf16.count)
    guard let i = segmentIndex(holding: offset, { $0.plainUTF16Range.upperBound }) else { return 0 }
    let segment = segments[i]
    let plain = segment.plainUTF16Range
    guard segment.sticker != nil else {
      return segment.displayUTF16Range.lowerBound
        + Swift.min(offset - plain.lowerBound, plain.count)
    }
    if offset <= plain.lowerBound { return segment.displayUTF16Range.lowerBound }
    let before = offset - plain.lowerBound
    let after = plain.upperBound - offset
    return before < after
      ? segment.displayUTF16Range.lowerBound : segment.displayUTF16Range.upperBound
  }

  /// Where an on-screen offset is in the plain text.
  public func plainOffset(forDisplayUTF16 offset: Int) -> Int {
    let offset = offset.clamped(to: 0...displayUTF16Count)
    guard let i = segmentIndex(holding: offset, { $0.displayUTF16Range.upperBound }) else {
      return 0
    }
    let segment = segments[i]
    let display = segment.displayUTF16Range
    guard segment.sticker != nil else {
      return segment.plainUTF16Range.lowerBound + (offset - display.lowerBound)
    }
    return offset <= display.lowerBound
      ? segment.plainUTF16Range.lowerBound : segment.plainUTF16Range.upperBound
  }

  /// A plain-text range on screen; a bound inside a code widens to the whole sticker.
  public func displayRange(forPlainUTF16 range: Range<Int>) -> Range<Int> {
    if range.isEmpty {
      let caret = displayOffset(forPlainUTF16: range.lowerBound)
      return caret..<caret
    }
    var lower = displayOffset(forPlainUTF16: range.lowerBound)
    var upper = displayOffset(forPlainUTF16: range.upperBound)
    if plainOffset(forDisplayUTF16: lower) > range.lowerBound { lower -= 1 }
    if plainOffset(forDisplayUTF16: upper) < range.upperBound { upper += 1 }
    return lower..<Swift.max(lower, upper)
  }

  /// An on-screen range in the plain text.
  public func plainRange(forDisplayUTF16 range: Range<Int>) -> Range<Int> {
    plainOffset(forDisplayUTF16: range.lowerBound)..<plainOffset(forDisplayUTF16: range.upperBound)
  }

  /// The plain text of an on-screen range: what copy and cut put on the pasteboard.
  public func plainText(forDisplayUTF16 range: Range<Int>) -> Substring {
    let plain = plainRange(forDisplayUTF16: range)
    let lower = plainText.utf16.index(plainText.startIndex, offsetBy: plain.lowerBound)
    let upper = plainText.utf16.index(lower, offsetBy: plain.count)
    return plainText[lower..<upper]
  }
}

extension StickerCatalog {
  /// Splits plain text into text and sticker segments.
  ///
  /// ```swift
  /// catalog.segments(of: "笑死了[笑哭]")   // text "笑死了", sticker [笑哭]
  /// ```
  public func segments(of plainText: String) -> StickerText {
    StickerText(plainText, catalog: self)
  }
}
