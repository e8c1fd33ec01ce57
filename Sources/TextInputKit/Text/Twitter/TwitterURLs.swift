/// The URLs of a text as twitter-text finds them, in UTF-8 offsets.
package enum TwitterURLs {
  /// Whether `text` may hold a URL: every URL has a dot in its host.
  ///
  /// - Complexity: O(*n*), a byte search.
  @inline(__always)
  @_specialize(exported: true, where Text == String)
  @_specialize(exported: true, where Text == Substring)
  package static func mayContainURL<Text: StringProtocol>(_ text: Text) -> Bool {
    text.utf8.withContiguousStorageIfAvailable { $0.contains(0x2E) } ?? text.utf8.contains(0x2E)
  }

  /// The ranges of the URLs in `text`, as UTF-8 offsets from its start, in order.
  ///
  /// - Complexity: O(*n*).
  static func utf8Ranges(in text: some StringProtocol) -> [Range<Int>] {
    utf8URLs(in: text).map(\.range)
  }

  /// The ranges of the URLs in `text` that twitter-text's `parseTweet` counts as one URL each,
  /// as UTF-8 offsets from its start, in order (see ``TwitterURLScanner/Found``).
  static func utf8CountedRanges(in text: some StringProtocol) -> [Range<Int>] {
    utf8URLs(in: text) { _, counted in counted }
  }

  /// Each URL of `text` as UTF-8 offsets: its range, and the range counted as the URL.
  static func utf8URLs(in text: some StringProtocol) -> [(range: Range<Int>, counted: Range<Int>)] {
    utf8URLs(in: text) { range, counted in (range, counted) }
  }

  /// Each URL of `text` as UTF-8 offsets, its range and the range counted as the URL, made into
  /// an element by `element` (one array for the answer, not one more for each view of it).
  private static func utf8URLs<Element>(
    in text: some StringProtocol, _ element: (Range<Int>, Range<Int>) -> Element
  ) -> [Element] {
    guard mayContainURL(text) else { return [] }
    var scalars: [UInt32] = []
    var offsets: [Int] = []
    scalars.reserveCapacity(text.utf8.count)
    offsets.reserveCapacity(text.utf8.count + 1)
    var offset = 0
    for scalar in text.unicodeScalars {
      scalars.append(scalar.value)
      offsets.append(offset)
      offset += UTF8.width(scalar)
    }
    offsets.append(offset)
    var scanner = TwitterURLScanner(scalars)
    return scanner.urls().map {
      let start = offsets[$0.range.lowerBound]
      return element(start..<offsets[$0.range.upperBound], start..<offsets[$0.countedEnd])
    }
  }

  /// The ranges of the URLs in `text`, as indices of `text`.
  static func ranges<Text: StringProtocol>(in text: Text) -> [Range<Text.Index>] {
    utf8Ranges(in: text).map { range in
      let lower = text.utf8.index(text.startIndex, offsetBy: range.lowerBound)
      return lower..<text.utf8.index(lower, offsetBy: range.count)
    }
  }
}
