/// Finds the grapheme clusters that can be emoji without breaking the rest of the text into
/// clusters.
///
/// A cluster is an emoji only when one of its code points is a *trigger*: a non-ASCII code point
/// with an emoji property (or reserved for future emoji), U+FE0F, the keycap U+20E3 or a tag
/// character (see ``EmojiClassifier``). Plain ASCII, Latin letters, Chinese, Japanese and Korean
/// text hold none, so the scanner skips it on the UTF-8, eight bytes at a time, looking each byte
/// up in a table of the lead bytes that may start a trigger
/// (``nextStop(in:from:count:stops:)``), and only around a trigger asks the standard library for
/// the clusters, starting from a boundary it knows to be certain.
///
/// ```swift
/// // "Hi 好 " is skipped; the standard library only breaks "😀" and what follows it.
/// EmojiScanner.forEachCandidate(in: "Hi 好 😀!") { scalars in ... }
/// ```
enum EmojiScanner {
  /// For each UTF-8 byte: the width of the code point it starts when that code point can never
  /// take part in an emoji, or 0 when it may.
  static let skipWidths: [UInt8] = {
    var widths = [UInt8](repeating: 0, count: 256)
    for byte in 0..<256 {
      widths[byte] =
        switch byte {
        case 0..<0x80: 1
        case 0x80..<0xC0: 1
        case 0xC0..<0xE0: 2
        case 0xE0..<0xF0: 3
        default: 4
        }
    }
    func lead(_ value: UInt32) -> Int {
      Int(UTF8.encode(Unicode.Scalar(value) ?? "\u{FFFD}")!.first!)
    }
    func mark(_ first: UInt32, _ last: UInt32) {
      // Surrogates have no scalar; the range around them keeps its lead bytes.
      let from = first >= 0xD800 && first <= 0xDFFF ? 0xE000 : first
      let to = last >= 0xD800 && last <= 0xDFFF ? 0xD7FF : last
      guard from <= to else { return }
      for byte in lead(from)...lead(to) { widths[byte] = 0 }
    }
    for range in EmojiTables.ranges where range.first >= 0x80 {
      mark(range.first, range.last)
    }
    mark(0xFE0F, 0xFE0F)
    mark(0x20E3, 0x20E3)
    mark(0xE0020, 0xE007E)
    return widths
  }()

  /// 1 for each lead byte of a code point that may take part in an emoji (a ``skipWidths`` of
  /// 0), 0 for every other byte; continuation bytes are never stops.
  static let stops: [UInt8] = skipWidths.map { $0 == 0 ? 1 : 0 }

  /// The first offset at or after `offset` whose byte is a stop, or `count`.
  ///
  /// Since only lead bytes stop, the bytes need not be read a code point at a time: eight are
  /// looked up at once, no load waiting for another, and the first stop among them found from
  /// the bits of their entries. `stops` is ``stops``.
  @inline(__always)
  static func nextStop(
    in base: UnsafePointer<UInt8>, from offset: Int, count: Int, stops: UnsafePointer<UInt8>
  ) -> Int {
    var offset = offset
    while offset &+ 8 <= count {
      let bytes = base + offset
      var found = UInt32(stops[Int(bytes[0])])
      found |= UInt32(stops[Int(bytes[1])]) &<< 1
      found |= UInt32(stops[Int(bytes[2])]) &<< 2
      found |= UInt32(stops[Int(bytes[3])]) &<< 3
      found |= UInt32(stops[Int(bytes[4])]) &<< 4
      found |= UInt32(stops[Int(bytes[5])]) &<< 5
      found |= UInt32(stops[Int(bytes[6])]) &<< 6
      found |= UInt32(stops[Int(bytes[7])]) &<< 7
      if found != 0 { return offset &+ found.trailingZeroBitCount }
      offset &+= 8
    }
    while offset < count && stops[Int(base[offset])] == 0 { offset &+= 1 }
    return offset
  }

  /// The BMP triggers, one bit each: bit `value & 63` of word `value >> 6`.
  static let bmpTriggers: [UInt64] = {
    var words = [UInt64](repeating: 0, count: 1024)
    for value in UInt32(0x80)...0xFFFF where isTriggerByTable(value) {
      words[Int(value >> 6)] |= 1 << UInt64(value & 63)
    }
    return words
  }()

  /// Whether the code point can make the cluster it is in an emoji.
  @inline(__always)
  static func isTrigger(_ value: UInt32) -> Bool {
    if value <= 0xFFFF {
      return bmpTriggers.withUnsafeBufferPointer {
        $0[Int(value >> 6)] & (1 << UInt64(value & 63)) != 0
      }
    }
    return isTriggerByTable(value)
  }

  /// ``isTrigger(_:)`` from ``EmojiTables``.
  static func isTriggerByTable(_ value: UInt32) -> Bool {
    if value < 0x80 { return false }
    if value == 0xFE0F || value == 0x20E3 || (0xE0020...0xE007E).contains(value) { return true }
    return EmojiProperties(value: value).rawValue != 0
  }

  /// Calls `body` with the code points of every cluster that holds a trigger (and possibly a
  /// few clusters around one), in order; every cluster it skips cannot be an emoji. The indices
  /// are UTF-8 offsets from the start of `text`. `body` returns `false` to stop.
  ///
  /// - Complexity: O(*n*); no allocation for contiguous text.
  static func forEachCandidate<Text: StringProtocol>(
    in text: Text, _ body: (UTF8Scalars) -> Bool
  ) {
    text.withContiguousUTF8 { bytes, text in scan(bytes, text, body) }
  }

  private static func scan(
    _ bytes: UnsafeBufferPointer<UInt8>, _ text: Substring, _ body: (UTF8Scalars) -> Bool
  ) {
    guard let base = bytes.baseAddress else { return }
    stops.withUnsafeBufferPointer { stops in
      let stops = stops.baseAddress!
      let count = bytes.count
      // A cluster boundary; every cluster before it has been handled.
      var safe = 0
      // A code point start at or after `safe`; no trigger lies between the two.
      var offset = 0
      while true {
        offset = nextStop(in: base, from: offset, count: count, stops: stops)
        if offset >= count { return }
        let (value, width) = GraphemeScanner.decode(bytes, at: offset)
        guard isTrigger(value) else {
          offset += width
          continue
        }
        // The cluster holding the trigger starts at the last certain boundary before it.
        var start = offset
        var after = value
        while start > safe {
          var previous = start - 1
          while base[previous] & 0xC0 == 0x80 { previous -= 1 }
          let before = GraphemeScanner.decode(bytes, at: previous).0
          if GraphemeScanner.isCertainBoundary(before, after)
            || (isPlainBase(before) && isBase(after))
          {
            break
          }
          start = previous
          after = before
        }
        // Most emoji stand between plain characters: a base, its variation selector or skin
        // tone, then a character that starts a new cluster whatever precedes it.
        if start == offset || isPlainBase(after), let end = simpleClusterEnd(bytes, from: start) {
          if !body(UTF8Scalars(bytes, start..<end)) { return }
          safe = end
          offset = end
          continue
        }
        // The standard library's clusters from there, up to the one holding the trigger.
        var index = text.utf8.index(text.startIndex, offsetBy: start)
        var position = start
        repeat {
          let end = text.index(after: index)
          let endPosition = position + text.utf8.distance(from: index, to: end)
          if !body(UTF8Scalars(bytes, position..<endPosition)) { return }
          index = end
          position = endPosition
        } while position <= offset
        safe = position
        offset = position
      }
    }
  }
  /// Whether `value` is an isolated character (see ``GraphemeScanner/isIsolated(_:)``) that is
  /// no control: no code point before it joins it, and it joins only what extends it.
  @inline(__always)
  static func isPlainBase(_ value: UInt32) -> Bool {
    GraphemeScanner.isIsolated(value) && value >= 0x20 && !(0x7F...0x9F).contains(value)
  }

  /// Whether a cluster boundary falls before `value` when what precedes it is a plain base or a
  /// trigger that is no regional indicator, ending in no joiner: a plain base, or a trigger that
  /// extends nothing (no variation selector, keycap, skin tone, tag or regional indicator).
  @inline(__always)
  static func isBase(_ value: UInt32) -> Bool {
    if isPlainBase(value) { return true }
    return isTrigger(value) && value != 0x200D && !isExtending(value)
      && !(0x1F1E6...0x1F1FF).contains(value)
  }

  /// The triggers that extend the cluster before them (`Grapheme_Cluster_Break=Extend`).
  @inline(__always)
  static func isExtending(_ value: UInt32) -> Bool {
    value == 0xFE0F || value == 0x20E3 || (0x1F3FB...0x1F3FF).contains(value)
      || (0xE0020...0xE007F).contains(value)
  }

  /// The end of the cluster starting at `start` (a certain boundary) when it is one base (a
  /// plain character or a trigger other than an extending one) or a flag, followed by variation
  /// selectors, keycaps, skin tones and joiners to further pictographs, and then by the end of
  /// the text or a base that surely starts a new cluster; `nil` when the standard library must
  /// decide.
  @inline(__always)
  static func simpleClusterEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    let (first, width) = GraphemeScanner.decode(bytes, at: start)
    var end = start + width
    if (0x1F1E6...0x1F1FF).contains(first) {
      // A flag: two regional indicators from a certain boundary.
      guard end < bytes.count else { return end }
      let (second, secondWidth) = GraphemeScanner.decode(bytes, at: end)
      guard (0x1F1E6...0x1F1FF).contains(second) else { return nil }
      end += secondWidth
    } else if !isBase(first) {
      return nil
    }
    // Whether the cluster so far is a pictograph and what extends it, which a joiner and
    // another pictograph continue.
    var pictographic = EmojiProperties(value: first).contains(.extendedPictographic)
    while end < bytes.count {
      let (value, width) = GraphemeScanner.decode(bytes, at: end)
      if value == 0xFE0F || value == 0xFE0E || value == 0x20E3
        || (0x1F3FB...0x1F3FF).contains(value)
      {
        end += width
        continue
      }
      if value == 0x200D {
        guard pictographic, end + width < bytes.count else { return nil }
        let (next, nextWidth) = GraphemeScanner.decode(bytes, at: end + width)
        guard EmojiProperties(value: next).contains(.extendedPictographic) else { return nil }
        end += width + nextWidth
        continue
      }
      pictographic = false
      return isBase(value) ? end : nil
    }
    return end
  }
}
