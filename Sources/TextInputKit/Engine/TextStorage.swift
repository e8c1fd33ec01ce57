/// A long text kept in small chunks, so that an edit in the middle of a document costs time in
/// the size of the edit, not of the document.
///
/// Offsets are UTF-16 offsets, UIKit's unit. Chunks split between Unicode scalars, not between
/// grapheme clusters: cluster questions are answered on a window of text around an edit (see
/// ``window(around:)``).
package struct TextStorage: Sendable, Hashable {
  private var chunks: [String]
  private var sizes: FenwickTree
  /// How many times the text was replaced: what a reader that keeps something it learned of the
  /// text between edits (``FieldBuffer/DecimalShape``) checks it against. Not part of the
  /// storage's equality.
  private(set) var revision = Revision()
  /// The whole text as it was given, until the first replacement: what ``string`` returns
  /// without joining the chunks, as a check of a pasted text reads it back at once. Not part of
  /// the storage's equality.
  private var given = Given()

  /// The size a chunk is cut to, and the size past which it is cut again, in UTF-16 units.
  static let chunkSize = 256
  static let largestChunk = 1024

  /// A storage of `text`. A long ASCII text stays one chunk until its first edit, which cuts
  /// it: its offsets are read without a scan, and a text that is only read (the field a check
  /// makes) is never cut.
  init(_ text: String = "") {
    let (chunks, counts) =
      text.utf8.count > Self.largestChunk && text.isASCII
      ? ([text], [text.utf8.count]) : Self.cut(text)
    self.chunks = chunks
    sizes = FenwickTree(counts)
    given.text = text
  }

  /// The length in UTF-16 units.
  package var utf16Count: Int { sizes.total }

  /// The whole text.
  ///
  /// - Complexity: O(*n*).
  package var string: String {
    if let text = given.text { return text }
    // Sized once: `joined()` grows its result a chunk at a time, a new buffer at each doubling
    // (seven for a 10,000-unit text).
    var text = ""
    text.reserveCapacity(chunks.reduce(0) { $0 + $1.utf8.count })
    for chunk in chunks { text += chunk }
    return text
  }

  /// The text in a range of UTF-16 offsets; offsets inside a surrogate pair are moved to its start.
  ///
  /// - Complexity: O(log *c* + *k*) for a range of *k* units spanning few chunks.
  package func substring(_ range: Range<Int>) -> String {
    let range = clamp(range)
    guard !range.isEmpty else { return "" }
    // The pieces' bounds first, so that the result is sized once (appending piece by piece
    // grows it a new buffer at each doubling).
    var size = 0
    var pieces = 0
    var first: Substring = ""
    forEachPiece(of: range) { text, lower, upper, length in
      let piece = text[
        text.index(scanningUTF16: lower, of: length)..<text.index(scanningUTF16: upper, of: length)]
      if pieces == 0 { first = piece }
      pieces += 1
      size += piece.utf8.count
      return true
    }
    if pieces == 1 { return String(first) }
    var result = ""
    result.reserveCapacity(size)
    forEachPiece(of: range) { text, lower, upper, length in
      result += text[
        text.index(scanningUTF16: lower, of: length)..<text.index(scanningUTF16: upper, of: length)]
      return true
    }
    return result
  }

  /// The UTF-8 length of ``substring(_:)`` of `range`, read in place.
  ///
  /// - Complexity: O(log *c* + *k*) for a range of *k* units spanning few chunks.
  private func utf8Count(_ range: Range<Int>) -> Int {
    var size = 0
    forEachPiece(of: clamp(range)) { text, lower, upper, length in
      size += text.utf8.distance(
        from: text.index(scanningUTF16: lower, of: length),
        to: text.index(scanningUTF16: upper, of: length))
      return true
    }
    return size
  }

  /// ``substring(_:)`` of `bounds` with `range` (inside it) replaced by `text`, made in one
  /// buffer: not of two substrings and two concatenations.
  ///
  /// ```swift
  /// // storage "abcdef" · substring(0..<6, replacing: 2..<4, with: "X") → "abXef"
  /// ```
  ///
  /// - Complexity: O(log *c* + *k*) for `bounds` of *k* units spanning few chunks.
  package func substring(
    _ bounds: Range<Int>, replacing range: Range<Int>, with text: String
  ) -> String {
    let head = bounds.lowerBound..<range.lowerBound
    let tail = range.upperBound..<bounds.upperBound
    var result = ""
    result.reserveCapacity(utf8Count(head) + text.utf8.count + utf8Count(tail))
    append(head, to: &result)
    result += text
    append(tail, to: &result)
    return result
  }

  /// Appends ``substring(_:)`` of `range` to `text`, a piece of a chunk at a time, without
  /// making a string of its own.
  ///
  /// - Complexity: O(log *c* + *k*) for a range of *k* units spanning few chunks.
  private func append(_ range: Range<Int>, to text: inout String) {
    forEachPiece(of: clamp(range)) { piece, lower, upper, length in
      text += piece[
        piece.index(scanningUTF16: lower, of: length)..<piece.index(scanningUTF16: upper, of: length)]
      return true
    }
  }

  /// Writes the UTF-16 units of ``substring(_:)`` of `range` to the start of `units`, read in
  /// place; returns how many, or `nil` when `units` is too short.
  ///
  /// - Complexity: O(log *c* + *k*) for a range of *k* units spanning few chunks.
  package func copyUnits(_ range: Range<Int>, into units: UnsafeMutableBufferPointer<UInt16>)
    -> Int?
  {
    var count = 0
    let fits = forEachPiece(of: clamp(range)) { piece, lower, upper, length in
      let start = piece.index(scanningUTF16: lower, of: length)
      let end = piece.index(scanningUTF16: upper, of: length)
      for unit in piece.utf16[start..<end] {
        guard count < units.count else { return false }
        units[count] = unit
        count += 1
      }
      return true
    }
    return fits ? count : nil
  }

  /// Calls `body` with each chunk that `range` reaches, in order: its text, the part of it in
  /// `range` as UTF-16 offsets into it, and its length; stops when `body` returns `false`, and
  /// returns whether it went through.
  ///
  /// - Complexity: O(log *c*) to find the first chunk, then one call a chunk.
  @discardableResult
  private func forEachPiece(
    of range: Range<Int>, _ body: (_ text: String, _ lower: Int, _ upper: Int, _ length: Int) -> Bool
  ) -> Bool {
    guard !range.isEmpty else { return true }
    var (chunk, chunkStart) = sizes.position(holding: range.lowerBound)
    while chunk < chunks.count && chunkStart < range.upperBound {
      let length = sizes.count(at: chunk)
      let lower = Swift.max(range.lowerBound - chunkStart, 0)
      let upper = Swift.min(range.upperBound - chunkStart, length)
      if lower < upper, !body(chunks[chunk], lower, upper, length) { return false }
      chunkStart += length
      chunk += 1
    }
    return true
  }

  /// Whether `text` is what ``substring(_:)`` gives for `range` (equal as strings are: a
  /// canonically equivalent text is equal). The usual answer, the same code units, is found
  /// without building the substring.
  ///
  /// - Complexity: O(log *c* + *k*) for a range of *k* units spanning few chunks.
  package func holds(_ text: String, at range: Range<Int>) -> Bool {
    let range = clamp(range)
    var units = text.utf16.makeIterator()
    let same = forEachPiece(of: range) { piece, lower, upper, length in
      let start = piece.index(scanningUTF16: lower, of: length)
      let end = piece.index(scanningUTF16: upper, of: length)
      for unit in piece.utf16[start..<end] where units.next() != unit { return false }
      return true
    }
    if same, units.next() == nil { return true }
    return text == substring(range)
  }

  /// Replaces a range of UTF-16 offsets with `replacement`; returns the length of
  /// `replacement` in UTF-16 units.
  ///
  /// - Complexity: O(log *c* + *k*) where *k* is the size of the chunks touched, amortised.
  @discardableResult
  mutating func replace(_ range: Range<Int>, with replacement: String) -> Int {
    let range = clamp(range)
    revision.value &+= 1
    given.text = nil
    if chunks.isEmpty {
      let revision = self.revision
      self = TextStorage(replacement)
      self.revision = revision
      return utf16Count
    }
    let (first, firstStart) = sizes.position(holding: range.lowerBound)
    let firstLength = sizes.count(at: first)
    if range.upperBound - firstStart <= firstLength {
      // The common case: the edit falls inside one chunk.
      let lower = range.lowerBound - firstStart
      let upper = range.upperBound - firstStart
      // A long insertion is cut on its own, between what it leaves of the chunk; the new
      // chunks' counts give its length.
      if replacement.utf8.count > Self.largestChunk {
        let text = chunks[first]
        let bounds =
          text.index(scanningUTF16: lower, of: firstLength)
          ..< text.index(scanningUTF16: upper, of: firstLength)
        var (pieces, counts) = Self.cut(replacement)
        let inserted = counts.reduce(0, +)
        // What is left of a chunk longer than any other (a long text given whole, before its
        // first edit) is cut too.
        if bounds.upperBound < text.endIndex {
          let (tail, tailCounts) =
            firstLength - upper > Self.largestChunk
            ? Self.cut(String(text[bounds.upperBound...]))
            : ([String(text[bounds.upperBound...])], [firstLength - upper])
          pieces += tail
          counts += tailCounts
        }
        if bounds.lowerBound > text.startIndex {
          let (head, headCounts) =
            lower > Self.largestChunk
            ? Self.cut(String(text[..<bounds.lowerBound]))
            : ([String(text[..<bounds.lowerBound])], [lower])
          pieces.insert(contentsOf: head, at: 0)
          counts.insert(contentsOf: headCounts, at: 0)
        }
        splice(first...first, pieces, counts)
        return inserted
      }
      chunks[first].withUTF16Range(lower..<upper, of: firstLength) { text, bounds in
        text.replaceSubrange(bounds, with: replacement)
      }
      let inserted = replacement.utf16CountFromUTF8
      let delta = inserted - (upper - lower)
      let length = firstLength + delta
      if length == 0 || length > Self.largestChunk {
        recut(first...first, as: chunks[first])
      } else {
        sizes.add(delta, at: first)
      }
      return inserted
    }
    if let inserted = rewriteASCII(range, from: first, at: firstStart, with: replacement) {
      return inserted
    }
    // An edit across chunks: join the chunks it touches and cut them again.
    let (last, _) = sizes.position(holding: range.upperBound)
    let joined = chunks[first...last].joined()
    let lower = range.lowerBound - firstStart
    let upper = range.upperBound - firstStart
    let joinedLength = sizes.prefixSum(last + 1) - firstStart
    var text = joined
    text.withUTF16Range(lower..<upper, of: joinedLength) { text, bounds in
      text.replaceSubrange(bounds, with: replacement)
    }
    return recut(first...last, as: text) - (joinedLength - (upper - lower))
  }

  /// An ASCII replacement of a range across ASCII chunks, written over the chunks it spans:
  /// each keeps its length but the last, which takes the difference, so that no chunk is joined
  /// or cut and only the last one's count changes; returns the length of `replacement`, or
  /// `nil` (nothing written) when a chunk or the replacement is not ASCII, or the last chunk
  /// would be left empty or longer than ``largestChunk``.
  ///
  /// A digit typed into a grouped amount replaces the display from its start to the caret with
  /// a text one or two bytes longer: every chunk before the caret is rewritten, none is cut.
  ///
  /// ```swift
  /// // chunks "1,234,", "567,89" · 1..<8 → ",2345,6" → "1,2345", ",6789": counts 6, 5
  /// ```
  ///
  /// - Complexity: O(*k*) in the bytes of the chunks spanned, plus O(log *c*).
  private mutating func rewriteASCII(
    _ range: Range<Int>, from first: Int, at firstStart: Int, with replacement: String
  ) -> Int? {
    let (last, lastStart) = sizes.position(holding: range.upperBound)
    guard last > first else { return nil }
    let lastLength = sizes.count(at: last)
    // The range's end in the last chunk, and how much of the replacement the chunks before it
    // take.
    let upper = range.upperBound - lastStart
    let before = range.count - upper
    let newLast = lastLength + replacement.utf8.count - range.count
    guard replacement.utf8.count >= before, newLast > 0, newLast <= Self.largestChunk,
      (first...last).allSatisfy({ chunk in
        // ASCII (as many bytes as UTF-16 units), and contiguous: nothing is written otherwise.
        chunks[chunk].utf8.withContiguousStorageIfAvailable { $0.count == sizes.count(at: chunk) }
          == true
      })
    else { return nil }
    var replacement = replacement
    replacement.makeContiguousUTF8()
    guard replacement.utf8.withContiguousStorageIfAvailable({ $0.allSatisfy { $0 < 0x80 } }) == true
    else { return nil }
    let newUTF8 = replacement.utf8
    var read = 0  // in `replacement`
    for chunk in first...last {
      // Written over the chunk in place when it is not shared (every chunk but the last keeps
      // its length, so no new buffer is needed): a digit typed into a grouped amount of 10,000
      // digits rewrites some twenty chunks. The chunk is not bound to a name, which would share
      // it.
      let oldLength = chunks[chunk].utf8.count
      let kept = chunk == first ? range.lowerBound - firstStart : 0
      let length = chunk == last ? newLast : oldLength
      let tail = chunk == last ? oldLength - upper : 0
      let taken = length - kept - tail
      let start = chunks[chunk].utf8.index(chunks[chunk].startIndex, offsetBy: kept)
      let end = chunks[chunk].utf8.index(chunks[chunk].endIndex, offsetBy: -tail)
      let from = newUTF8.index(newUTF8.startIndex, offsetBy: read)
      let to = newUTF8.index(from, offsetBy: taken)
      chunks[chunk].replaceSubrange(start..<end, with: replacement[from..<to])
      read += taken
    }
    sizes.add(newLast - lastLength, at: last)
    return replacement.utf8.count
  }

  /// Replaces the chunks in `range` with `text` cut anew, keeping the other chunks' counts;
  /// returns the length of `text` in UTF-16 units.
  @discardableResult
  private mutating func recut(_ range: ClosedRange<Int>, as text: String) -> Int {
    let (pieces, counts) = Self.cut(text)
    splice(range, pieces, counts)
    return counts.reduce(0, +)
  }

  /// Replaces the chunks in `range` with `pieces`, whose lengths are `counts`.
  private mutating func splice(_ range: ClosedRange<Int>, _ pieces: [String], _ counts: [Int]) {
    var allCounts = sizes.counts
    allCounts.replaceSubrange(range, with: counts)
    chunks.replaceSubrange(range, with: pieces)
    sizes = FenwickTree(allCounts)
  }

  /// The UTF-8 offset of a UTF-16 offset, or `nil` when it falls inside a surrogate pair or
  /// outside the text.
  ///
  /// - Complexity: O(*c* + *k*): the chunks before it, and the *k* bytes of its chunk before it.
  func utf8Offset(ofUTF16 offset: Int) -> Int? {
    guard offset >= 0 && offset <= utf16Count else { return nil }
    guard offset < utf16Count else { return chunks.reduce(0) { $0 + $1.utf8.count } }
    let (chunk, start) = sizes.position(holding: offset + 1)
    guard
      let (position, reached) = chunks[chunk].scan(
        toUTF16: offset - start, of: sizes.count(at: chunk)),
      reached == offset - start
    else { return nil }
    return chunks[..<chunk].reduce(position) { $0 + $1.utf8.count }
  }

  /// Whether every chunk holds at most ``largestChunk`` units: always, once the text was edited
  /// (only a long ASCII text given whole is one larger chunk until then).
  var chunksAreCut: Bool {
    (0..<sizes.count).allSatisfy { sizes.count(at: $0) <= Self.largestChunk }
  }

  /// Whether every chunk's count is its length in UTF-16 units, and no chunk is empty.
  var chunksAgreeWithCounts: Bool {
    sizes.count == chunks.count
      && chunks.indices.allSatisfy { !chunks[$0].isEmpty && sizes.count(at: $0) == chunks[$0].utf16.count }
  }

  /// The UTF-16 code unit at `offset`, or `nil` past the end.
  package func codeUnit(at offset: Int) -> UInt16? {
    guard offset >= 0 && offset < utf16Count else { return nil }
    let (chunk, start) = sizes.position(holding: offset + 1)
    return chunks[chunk].codeUnit(scanningUTF16: offset - start, of: sizes.count(at: chunk))
  }

  /// Whether every UTF-16 unit in `range` is an ASCII letter: `false` when the range reaches
  /// outside the text, `true` when it is empty.
  ///
  /// - Complexity: O(log *c* + *k*) for a range of *k* units, read in place.
  func isASCIILetters(_ range: Range<Int>) -> Bool {
    guard range.lowerBound >= 0, range.upperBound <= utf16Count else { return false }
    return forEachPiece(of: range) { text, lower, upper, length in
      guard let (start, reached) = text.scan(toUTF16: lower, of: length), reached == lower else {
        return false
      }
      return text.utf8.withContiguousStorageIfAvailable({ bytes in
        start + (upper - lower) <= bytes.count
          && bytes[start..<(start + upper - lower)].allSatisfy(TwitterURLs.isASCIILetter)
      }) == true
    }
  }

  /// The bytes of the text in `range` when every chunk it touches is ASCII (a byte a UTF-16
  /// unit), copied chunk by chunk; `nil` when one is not, or the range reaches outside the text.
  ///
  /// ```swift
  /// // "1,234,567" 0..<5 → "1,234" · "€1" 0..<1 → nil
  /// ```
  ///
  /// - Complexity: O(log *c* + *k*) for a range of *k* units.
  func asciiBytes(_ range: Range<Int>) -> [UInt8]? {
    guard range.lowerBound >= 0, range.upperBound <= utf16Count else { return nil }
    guard !range.isEmpty else { return [] }
    var (chunk, chunkStart) = sizes.position(holding: range.lowerBound)
    var ascii = true
    let bytes = [UInt8](unsafeUninitializedCapacity: range.count) { buffer, written in
      while chunk < chunks.count && chunkStart < range.upperBound {
        // Without a count from the tree a chunk: an ASCII string knows its length in UTF-16.
        let piece = chunks[chunk]
        let length = piece.utf16.count
        let lower = Swift.max(range.lowerBound - chunkStart, 0)
        let upper = Swift.min(range.upperBound - chunkStart, length)
        let copied = piece.utf8.withContiguousStorageIfAvailable { text -> Bool in
          guard text.count == length else { return false }
          if lower < upper {
            (buffer.baseAddress! + written).initialize(
              from: text.baseAddress! + lower, count: upper - lower)
            written += upper - lower
          }
          return true
        }
        guard copied == true else {
          ascii = false
          return
        }
        chunkStart += length
        chunk += 1
      }
    }
    return ascii ? bytes : nil
  }

  /// The range clamped to the text and moved off the middle of surrogate pairs.
  private func clamp(_ range: Range<Int>) -> Range<Int> {
    let clamped = range.clamped(to: 0..<utf16Count)
    var (lower, upper) = (clamped.lowerBound, clamped.upperBound)
    if let unit = codeUnit(at: lower), UTF16.isTrailSurrogate(unit) { lower -= 1 }
    if let unit = codeUnit(at: upper), UTF16.isTrailSurrogate(unit) { upper -= 1 }
    return lower..<Swift.max(lower, upper)
  }

  /// Cuts a text into chunks of about ``chunkSize`` UTF-16 units, between scalars, and gives
  /// the length of each: one pass over the UTF-8.
  private static func cut(_ text: String) -> (chunks: [String], counts: [Int]) {
    var text = text
    text.makeContiguousUTF8()
    let utf8 = text.utf8
    let ends: [(end: Int, units: Int)] = utf8.withContiguousStorageIfAvailable { bytes in
      var ends: [(end: Int, units: Int)] = []
      ends.reserveCapacity(bytes.count / chunkSize + 1)
      let raw = UnsafeRawPointer(bytes.baseAddress!)
      var units = 0
      var position = 0
      while position < bytes.count {
        // Whole words while the chunk cannot fill up within one.
        if position + 8 <= bytes.count {
          let wordUnits = UTF8Counting.unitsIn(
            raw.loadUnaligned(fromByteOffset: position, as: UInt64.self))
          if units + wordUnits < chunkSize {
            units += wordUnits
            position += 8
            continue
          }
        }
        // A chunk ends before the first code point that starts once it holds `chunkSize`
        // units (one more when a surrogate pair straddles the size).
        let byte = bytes[position]
        if units >= chunkSize && byte & 0xC0 != 0x80 {
          ends.append((position, units))
          units = 0
        }
        units += UTF8Counting.unitsOf(lead: byte)
        position += 1
      }
      if units > 0 { ends.append((position, units)) }
      return ends
    } ?? []
    var chunks: [String] = []
    chunks.reserveCapacity(ends.count)
    var start = utf8.startIndex
    var offset = 0
    for (end, _) in ends {
      let next = utf8.index(start, offsetBy: end - offset)
      chunks.append(String(text[start..<next]))
      start = next
      offset = end
    }
    return (chunks, ends.map(\.units))
  }
}

extension String {
  /// Calls `body` with the string and the indices of a range of UTF-16 offsets within it.
  fileprivate mutating func withUTF16Range(
    _ range: Range<Int>, of length: Int, _ body: (inout String, Range<String.Index>) -> Void
  ) {
    let start = index(scanningUTF16: range.lowerBound, of: length)
    let end = index(scanningUTF16: range.upperBound, of: length)
    body(&self, start..<end)
  }

  /// The index at a UTF-16 offset, found by reading the UTF-8 in place.
  ///
  /// `utf16.index(_:offsetBy:)` builds an index of the whole string (its "breadcrumbs") after
  /// every change to it; a chunk changes at every keystroke, so reading it in place is cheaper
  /// and allocates nothing. An offset inside a surrogate pair gives the pair's start.
  ///
  /// - Complexity: O(*k*) in the offset.
  fileprivate func index(scanningUTF16 offset: Int, of length: Int) -> Index {
    guard let (position, _) = scan(toUTF16: offset, of: length) else {
      return utf16.index(startIndex, offsetBy: offset)
    }
    return utf8.index(startIndex, offsetBy: position)
  }

  /// The UTF-16 code unit at an offset, read from the UTF-8 in place.
  fileprivate func codeUnit(scanningUTF16 offset: Int, of length: Int) -> UInt16 {
    guard let (position, reached) = scan(toUTF16: offset, of: length) else {
      return utf16[utf16.index(startIndex, offsetBy: offset)]
    }
    let units = UTF16.encode(unicodeScalars[utf8.index(startIndex, offsetBy: position)])!
    // The scan stops before a surrogate pair whose second unit is at the offset.
    return reached == offset ? units.first! : units.last!
  }

  /// The UTF-8 offset of the code point at a UTF-16 offset (or of the pair that holds it), and
  /// the UTF-16 offset of that code point; `nil` when the string is not contiguous UTF-8.
  /// `length` is the string's length in UTF-16 units: when it is its length in bytes, the
  /// string is ASCII and the offset is read without a scan.
  fileprivate func scan(toUTF16 offset: Int, of length: Int) -> (utf8: Int, utf16: Int)? {
    utf8.withContiguousStorageIfAvailable { bytes in
      // As many UTF-16 units as bytes: ASCII, where the offsets are the same.
      if bytes.count == length {
        let offset = Swift.min(Swift.max(offset, 0), length)
        return (offset, offset)
      }
      let (units, position) = UTF8Counting.advance(bytes, from: (0, 0), toUTF16: offset)
      return (position, units)
    }
  }
}

extension TextStorage {
  /// A count of replacements that every revision equals, so that two storages of the same text
  /// are equal whatever their histories.
  struct Revision: Sendable, Hashable {
    var value = 0

    static func == (_: Revision, _: Revision) -> Bool { true }
    func hash(into hasher: inout Hasher) {}
  }

  /// The text a storage was made from, kept beside its chunks; equal whatever it holds, so that
  /// two storages of the same text are equal.
  struct Given: Sendable, Hashable {
    var text: String?

    static func == (_: Given, _: Given) -> Bool { true }
    func hash(into hasher: inout Hasher) {}
  }
}
