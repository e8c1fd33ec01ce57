import TextInputKit

/// The UTF-16 length of a field's text, and its UTF-16 offsets, found by reading the UTF-8 from
/// the last place one was found: as cheap as UIKit's `NSString` for the edits a person makes,
/// which stay near one another.
///
/// `String.utf16` rebuilds an index of the whole string (its "breadcrumbs") after every change
/// to a non-ASCII string, so a simulated field that used it would spend time in the length of
/// its text at every keystroke, which a real field does not. The field tells this record of
/// every change it makes (``replaced(_:utf8Lower:with:)``, ``reset(to:)``).
struct UTF16Offsets {
  /// The text's length in UTF-16 units.
  private(set) var count: Int
  /// The last place found, at the start of a code point.
  private var anchor: UTF8Counting.Position = (0, 0)

  init(_ text: String) {
    count = text.utf16CountFromUTF8
  }

  /// Starts again for a new text.
  mutating func reset(to text: String) {
    self = UTF16Offsets(text)
  }

  /// The index at UTF-16 offset `offset` (clamped to the text): inside a surrogate pair, the
  /// pair's start, or its end when `roundingUp`.
  ///
  /// - Complexity: O(*k*) in the distance from the last offset found.
  mutating func index(at offset: Int, in text: String, roundingUp: Bool = false) -> String.Index {
    let target = Swift.min(Swift.max(offset, 0), count)
    let found: UTF8Counting.Position? = text.utf8.withContiguousStorageIfAvailable { bytes in
      if target >= anchor.utf16 {
        return UTF8Counting.advance(bytes, from: anchor, toUTF16: target)
      }
      if target < anchor.utf16 - target {
        return UTF8Counting.advance(bytes, from: (0, 0), toUTF16: target)
      }
      return UTF8Counting.retreat(bytes, from: anchor, toUTF16: target)
    }
    guard var found else {
      // Not contiguous UTF-8 (a bridged string): the standard library's index.
      let index = text.utf16.index(text.startIndex, offsetBy: target)
      let scalar = text.unicodeScalars.index(index, offsetBy: 0)
      if roundingUp && scalar < index { return text.unicodeScalars.index(after: scalar) }
      return scalar
    }
    anchor = found
    if roundingUp && found.utf16 < target {
      // The second unit of a pair: after the pair.
      found = (found.utf16 + 2, found.utf8 + 4)
    }
    return text.utf8.index(text.startIndex, offsetBy: found.utf8)
  }

  /// The UTF-16 offset of `index`, an index at the start of a code point.
  ///
  /// - Complexity: O(*k*) in the distance from the last offset found.
  mutating func offset(of index: String.Index, in text: String) -> Int {
    let utf8 = text.utf8.distance(from: text.startIndex, to: index)
    let found: Int? = text.utf8.withContiguousStorageIfAvailable { bytes in
      let units: Int
      if utf8 >= anchor.utf8 {
        units = anchor.utf16
          + UTF8Counting.utf16Count(UnsafeBufferPointer(rebasing: bytes[anchor.utf8..<utf8]))
      } else if utf8 < anchor.utf8 - utf8 {
        units = UTF8Counting.utf16Count(UnsafeBufferPointer(rebasing: bytes[..<utf8]))
      } else {
        units = anchor.utf16
          - UTF8Counting.utf16Count(UnsafeBufferPointer(rebasing: bytes[utf8..<anchor.utf8]))
      }
      return units
    }
    guard let found else { return text.utf16.distance(from: text.startIndex, to: index) }
    if text.unicodeScalars.index(index, offsetBy: 0) == index { anchor = (found, utf8) }
    return found
  }

  /// Records that `text`'s UTF-16 range `range`, whose start is at UTF-8 offset `utf8Lower`,
  /// now holds `replacement`.
  mutating func replaced(_ range: Range<Int>, utf8Lower: Int, with replacement: String) {
    let inserted = replacement.utf16CountFromUTF8
    count += inserted - range.count
    anchor = (range.lowerBound + inserted, utf8Lower + replacement.utf8.count)
  }
}
