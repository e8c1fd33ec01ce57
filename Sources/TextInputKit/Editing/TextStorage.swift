/// A long text kept in small chunks, so that an edit in the middle of a document costs time in
/// the size of the edit, not of the document.
///
/// Offsets are UTF-16 offsets, UIKit's unit. Chunks split between Unicode scalars, not between
/// grapheme clusters: cluster questions are answered on a window of text around an edit (see
/// ``window(around:)``).
struct TextStorage: Sendable, Hashable {
  private var chunks: [String]
  private var sizes: FenwickTree

  /// The size a chunk is cut to, and the size past which it is cut again, in UTF-16 units.
  static let chunkSize = 256
  static let largestChunk = 1024

  init(_ text: String = "") {
    chunks = Self.cut(text)
    sizes = FenwickTree(chunks.map { $0.utf16.count })
  }

  /// The length in UTF-16 units.
  var utf16Count: Int { sizes.total }

  /// The whole text.
  ///
  /// - Complexity: O(*n*).
  var string: String { chunks.joined() }

  /// The text in a range of UTF-16 offsets; offsets inside a surrogate pair are moved to its start.
  ///
  /// - Complexity: O(log *c* + *k*) for a range of *k* units spanning few chunks.
  func substring(_ range: Range<Int>) -> String {
    let range = clamp(range)
    guard !range.isEmpty else { return "" }
    let (first, firstStart) = sizes.position(holding: range.lowerBound)
    var result = ""
    var chunk = first
    var chunkStart = firstStart
    while chunk < chunks.count && chunkStart < range.upperBound {
      let text = chunks[chunk]
      let length = sizes.count(at: chunk)
      let lower = Swift.max(range.lowerBound - chunkStart, 0)
      let upper = Swift.min(range.upperBound - chunkStart, length)
      if lower < upper {
        result += text[text.index(scanningUTF16: lower)..<text.index(scanningUTF16: upper)]
      }
      chunkStart += length
      chunk += 1
    }
    return result
  }

  /// Replaces a range of UTF-16 offsets with `replacement`.
  ///
  /// - Complexity: O(log *c* + *k*) where *k* is the size of the chunks touched, amortised.
  mutating func replace(_ range: Range<Int>, with replacement: String) {
    let range = clamp(range)
    if chunks.isEmpty {
      chunks = Self.cut(replacement)
      sizes = FenwickTree(chunks.map { $0.utf16.count })
      return
    }
    let (first, firstStart) = sizes.position(holding: range.lowerBound)
    let firstLength = sizes.count(at: first)
    if range.upperBound - firstStart <= firstLength {
      // The common case: the edit falls inside one chunk.
      let lower = range.lowerBound - firstStart
      let upper = range.upperBound - firstStart
      let delta = replacement.utf16.count - (upper - lower)
      chunks[first].withUTF16Range(lower..<upper) { text, bounds in
        text.replaceSubrange(bounds, with: replacement)
      }
      let length = firstLength + delta
      if length == 0 || length > Self.largestChunk {
        let pieces = Self.cut(chunks[first])
        chunks.replaceSubrange(first...first, with: pieces)
        sizes = FenwickTree(chunks.map { $0.utf16.count })
      } else {
        sizes.add(delta, at: first)
      }
      return
    }
    // An edit across chunks: join the chunks it touches and cut them again.
    let (last, _) = sizes.position(holding: range.upperBound)
    let joined = chunks[first...last].joined()
    let lower = range.lowerBound - firstStart
    let upper = range.upperBound - firstStart
    var text = joined
    text.withUTF16Range(lower..<upper) { text, bounds in
      text.replaceSubrange(bounds, with: replacement)
    }
    chunks.replaceSubrange(first...last, with: Self.cut(text))
    sizes = FenwickTree(chunks.map { $0.utf16.count })
  }

  /// The UTF-16 code unit at `offset`, or `nil` past the end.
  func codeUnit(at offset: Int) -> UInt16? {
    guard offset >= 0 && offset < utf16Count else { return nil }
    let (chunk, start) = sizes.position(holding: offset + 1)
    return chunks[chunk].codeUnit(scanningUTF16: offset - start)
  }

  /// The range clamped to the text and moved off the middle of surrogate pairs.
  private func clamp(_ range: Range<Int>) -> Range<Int> {
    let clamped = range.clamped(to: 0..<utf16Count)
    var (lower, upper) = (clamped.lowerBound, clamped.upperBound)
    if let unit = codeUnit(at: lower), UTF16.isTrailSurrogate(unit) { lower -= 1 }
    if let unit = codeUnit(at: upper), UTF16.isTrailSurrogate(unit) { upper -= 1 }
    return lower..<Swift.max(lower, upper)
  }

  /// Cuts a text into chunks of about ``chunkSize`` UTF-16 units, between scalars.
  private static func cut(_ text: String) -> [String] {
    let utf16 = text.utf16
    guard utf16.count > chunkSize else { return text.isEmpty ? [] : [text] }
    var pieces: [String] = []
    pieces.reserveCapacity(utf16.count / chunkSize + 1)
    var start = utf16.startIndex
    while start < utf16.endIndex {
      var end = utf16.index(start, offsetBy: chunkSize, limitedBy: utf16.endIndex) ?? utf16.endIndex
      if end < utf16.endIndex && UTF16.isTrailSurrogate(utf16[end]) {
        end = utf16.index(after: end)
      }
      pieces.append(String(text[start..<end]))
      start = end
    }
    return pieces
  }
}

extension String {
  /// Calls `body` with the string and the indices of a range of UTF-16 offsets within it.
  fileprivate mutating func withUTF16Range(
    _ range: Range<Int>, _ body: (inout String, Range<String.Index>) -> Void
  ) {
    let start = index(scanningUTF16: range.lowerBound)
    let end = index(scanningUTF16: range.upperBound)
    body(&self, start..<end)
  }

  /// The index at a UTF-16 offset, found by reading the UTF-8 in place.
  ///
  /// `utf16.index(_:offsetBy:)` builds an index of the whole string (its "breadcrumbs") after
  /// every change to it; a chunk changes at every keystroke, so reading it in place is cheaper
  /// and allocates nothing. An offset inside a surrogate pair gives the pair's start.
  ///
  /// - Complexity: O(*k*) in the offset.
  fileprivate func index(scanningUTF16 offset: Int) -> Index {
    guard let (position, _) = scan(toUTF16: offset) else {
      return utf16.index(startIndex, offsetBy: offset)
    }
    return utf8.index(startIndex, offsetBy: position)
  }

  /// The UTF-16 code unit at an offset, read from the UTF-8 in place.
  fileprivate func codeUnit(scanningUTF16 offset: Int) -> UInt16 {
    guard let (position, reached) = scan(toUTF16: offset) else {
      return utf16[utf16.index(startIndex, offsetBy: offset)]
    }
    let units = UTF16.encode(unicodeScalars[utf8.index(startIndex, offsetBy: position)])!
    // The scan stops before a surrogate pair whose second unit is at the offset.
    return reached == offset ? units.first! : units.last!
  }

  /// The UTF-8 offset of the code point at a UTF-16 offset (or of the pair that holds it), and
  /// the UTF-16 offset of that code point; `nil` when the string is not contiguous UTF-8.
  private func scan(toUTF16 offset: Int) -> (utf8: Int, utf16: Int)? {
    utf8.withContiguousStorageIfAvailable { bytes in
      var units = 0
      var position = 0
      while units < offset && position < bytes.count {
        let lead = bytes[position]
        if lead >= 0xF0 {
          if units + 2 > offset { break }
          units += 2
          position += 4
        } else {
          units += 1
          position += lead < 0x80 ? 1 : lead < 0xE0 ? 2 : 3
        }
      }
      return (position, units)
    }
  }
}
