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
      let length = text.utf16.count
      let lower = Swift.max(range.lowerBound - chunkStart, 0)
      let upper = Swift.min(range.upperBound - chunkStart, length)
      if lower < upper {
        let utf16 = text.utf16
        let start = utf16.index(utf16.startIndex, offsetBy: lower)
        let end = utf16.index(start, offsetBy: upper - lower)
        result += text[start..<end]
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
    let firstLength = chunks[first].utf16.count
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
    let (last, lastStart) = sizes.position(holding: range.upperBound)
    let joined = chunks[first...last].joined()
    let lower = range.lowerBound - firstStart
    let upper = range.upperBound - firstStart
    var text = joined
    text.withUTF16Range(lower..<upper) { text, bounds in
      text.replaceSubrange(bounds, with: replacement)
    }
    _ = lastStart
    chunks.replaceSubrange(first...last, with: Self.cut(text))
    sizes = FenwickTree(chunks.map { $0.utf16.count })
  }

  /// The UTF-16 code unit at `offset`, or `nil` past the end.
  func codeUnit(at offset: Int) -> UInt16? {
    guard offset >= 0 && offset < utf16Count else { return nil }
    let (chunk, start) = sizes.position(holding: offset + 1)
    let utf16 = chunks[chunk].utf16
    return utf16[utf16.index(utf16.startIndex, offsetBy: offset - start)]
  }

  /// The range clamped to the text and moved off the middle of surrogate pairs.
  private func clamp(_ range: Range<Int>) -> Range<Int> {
    let count = utf16Count
    var lower = Swift.min(Swift.max(range.lowerBound, 0), count)
    var upper = Swift.min(Swift.max(range.upperBound, 0), count)
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
      if end < utf16.endIndex && UTF16.isTrailSurrogate(utf16[end]) { end = utf16.index(after: end) }
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
    let start = utf16.index(utf16.startIndex, offsetBy: range.lowerBound)
    let end = utf16.index(start, offsetBy: range.count)
    body(&self, start..<end)
  }
}
