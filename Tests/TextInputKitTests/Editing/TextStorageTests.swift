import Testing
import TextInputKitTesting

import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction

@Suite("Text storage")
struct TextStorageTests {
  static let pieces = ["a", "bc", "中文", "😀", "👨‍👩‍👧", "🇨🇳", "e\u{301}", "\r\n", "𠀀", "שלום", " "]

  /// Random replacements on a chunked text agree with the same replacements on a String; odd
  /// seeds start from a long ASCII text, which stays one chunk until the first edit.
  @Test(arguments: UInt64(1)...8)
  func agreesWithString(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    let unit = seed.isMultiple(of: 2) ? "Hello, 世界 😀! " : "Hello, world! "
    var reference = Array(String(repeating: unit, count: 120).utf16)
    var storage = TextStorage(String(decoding: reference, as: UTF16.self))
    // Reads before any edit.
    for offset in [0, 1, reference.count / 2, reference.count - 1] {
      #expect(storage.codeUnit(at: offset) == reference[offset], "seed \(seed)")
    }
    for _ in 0..<400 {
      let count = reference.count
      var lower = Int.random(in: 0...count, using: &rng)
      var upper = Swift.min(
        count, lower + Int.random(in: 0...(Bool.random(using: &rng) ? 3 : 700), using: &rng))
      // Keep surrogate pairs whole, as every caller does.
      if lower < count && UTF16.isTrailSurrogate(reference[lower]) { lower -= 1 }
      if upper < count && UTF16.isTrailSurrogate(reference[upper]) { upper -= 1 }
      upper = Swift.max(lower, upper)
      var insert = (0..<Int.random(in: 0...(Bool.random(using: &rng) ? 2 : 300), using: &rng))
        .map { _ in Self.pieces.randomElement(using: &rng)! }.joined()
      // Now and then a long ASCII paste, which is cut on its own.
      if Int.random(in: 0..<20, using: &rng) == 0 { insert = String(repeating: "abc ", count: 400) }
      reference.replaceSubrange(lower..<upper, with: insert.utf16)
      storage.replace(lower..<upper, with: insert)
      #expect(storage.utf16Count == reference.count, "seed \(seed)")
      #expect(storage.chunksAgreeWithCounts, "seed \(seed)")
      #expect(storage.chunksAreCut, "seed \(seed)")
      // The UTF-8 offset of a UTF-16 offset: nil inside a surrogate pair.
      let offset = Int.random(in: 0...reference.count, using: &rng)
      let prefix = String(decoding: reference[..<offset], as: UTF16.self)
      let splitsPair = offset < reference.count && UTF16.isTrailSurrogate(reference[offset])
      #expect(storage.utf8Offset(ofUTF16: offset) == (splitsPair ? nil : prefix.utf8.count), "seed \(seed)")
      let unitOffset = Int.random(in: 0...reference.count, using: &rng)
      #expect(
        storage.codeUnit(at: unitOffset)
          == (unitOffset < reference.count ? reference[unitOffset] : nil), "seed \(seed)")
      let a = Int.random(in: 0...reference.count, using: &rng)
      let b = Swift.min(reference.count, a + Int.random(in: 0...900, using: &rng))
      var sa = a, sb = b
      if sa < reference.count && UTF16.isTrailSurrogate(reference[sa]) { sa -= 1 }
      if sb < reference.count && UTF16.isTrailSurrogate(reference[sb]) { sb -= 1 }
      #expect(
        storage.substring(a..<b)
          == String(decoding: reference[sa..<Swift.max(sa, sb)], as: UTF16.self), "seed \(seed)")
      // `holds` answers as comparing with the substring does, for the substring, a text one
      // unit longer or shorter, and one with a unit changed.
      let window = storage.substring(a..<b)
      #expect(storage.holds(window, at: a..<b), "seed \(seed)")
      #expect(!storage.holds(window + "x", at: a..<b), "seed \(seed)")
      if !window.isEmpty {
        #expect(!storage.holds(String(window.dropLast()), at: a..<b), "seed \(seed)")
        #expect(!storage.holds("\u{1}" + window.dropFirst(), at: a..<b), "seed \(seed)")
      }
    }
    #expect(storage.string == String(decoding: reference, as: UTF16.self))
  }

  /// A text the host shows in another, canonically equivalent form is held, as comparing
  /// strings says.
  @Test func holdsCanonicallyEquivalentText() {
    let storage = TextStorage("caf\u{E9} ok")
    #expect(storage.holds("cafe\u{301}", at: 0..<4))
    #expect(storage.holds("caf\u{E9}", at: 0..<4))
    #expect(!storage.holds("cafe", at: 0..<4))
    #expect(storage.holds("", at: 3..<3))
  }

  @Test func emptyAndClampedRanges() {
    var storage = TextStorage()
    #expect(storage.substring(0..<10) == "")
    storage.replace(5..<9, with: "abc")
    #expect(storage.string == "abc")
    storage.replace(-3..<1, with: "")
    #expect(storage.string == "bc")
    storage.replace(0..<2, with: "")
    #expect(storage.string == "" && storage.utf16Count == 0)
  }

  @Test func fenwickTreeFindsPositions() {
    let tree = FenwickTree([3, 0, 5, 2])
    #expect(tree.total == 10)
    #expect(tree.position(holding: 0) == (0, 0))
    #expect(tree.position(holding: 3) == (0, 0))
    #expect(tree.position(holding: 4) == (2, 3))
    #expect(tree.position(holding: 8) == (2, 3))
    #expect(tree.position(holding: 9) == (3, 8))
  }

  /// The counts read back from the tree are the counts it was built from, for every length
  /// (trees whose last position has a parent outside them, and trees where it has none).
  @Test(arguments: 0...17)
  func fenwickTreeGivesBackItsCounts(length: Int) {
    let counts = (0..<length).map { ($0 * 7 + 3) % 11 }
    var tree = FenwickTree(counts)
    #expect(tree.counts == counts)
    guard length > 2 else { return }
    tree.add(4, at: 2)
    var added = counts
    added[2] += 4
    #expect(tree.counts == added)
  }

  /// The bytes of a range, copied from every chunk it spans; `nil` when a chunk is not ASCII
  /// or the range reaches outside the text.
  @Test func asciiBytesSpanChunks() {
    let digits = String(repeating: "1234567890", count: 300)
    var storage = TextStorage(digits)
    // An edit cuts the text into chunks.
    storage.replace(5..<6, with: "x")
    var expected = Array(digits.utf8)
    expected[5] = UInt8(ascii: "x")
    #expect(storage.chunksAreCut)
    #expect(storage.asciiBytes(0..<3_000) == expected)
    #expect(storage.asciiBytes(250..<1_300) == Array(expected[250..<1_300]))
    #expect(storage.asciiBytes(7..<7) == [])
    #expect(storage.asciiBytes(2_990..<3_001) == nil)
    #expect(storage.asciiBytes(-1..<2) == nil)
    storage.replace(2_000..<2_001, with: "€")
    #expect(storage.asciiBytes(0..<1_500) == Array(expected[0..<1_500]))
    #expect(storage.asciiBytes(1_000..<2_500) == nil)
  }

  /// ASCII replacements across ASCII chunks (written over the chunks they span, see
  /// `rewriteASCII`), now and then one with a non-ASCII character or a long one (joined and cut
  /// again): the same text as a String, every chunk counted and at most ``largestChunk`` long.
  @Test(arguments: UInt64(1)...4)
  func asciiReplacementsAcrossChunksAgreeWithString(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    var reference = Array(String(repeating: "1,234,567,890,", count: 300).utf16)
    var storage = TextStorage(String(decoding: reference, as: UTF16.self))
    for step in 0..<300 {
      let count = reference.count
      let lower = Int(random.next() % UInt64(count + 1))
      let upper = min(count, lower + Int(random.next() % 1_500))
      var length = upper - lower + Int(random.next() % 5) - 2
      if random.next() % 10 == 0 { length += Int(random.next() % 1_200) }
      var insert = (0..<max(0, length)).map { _ in UInt8(ascii: "0") + UInt8(random.next() % 10) }
      if random.next() % 15 == 0, !insert.isEmpty { insert[0] = UInt8(ascii: "?") }
      var text = String(decoding: insert, as: UTF8.self)
      if insert.first == UInt8(ascii: "?") { text = "é" + text.dropFirst() }
      // A copy taken before shares the chunks the replacement writes over: it keeps its text.
      let copy = storage
      let copied = String(decoding: reference, as: UTF16.self)
      reference.replaceSubrange(lower..<upper, with: Array(text.utf16))
      #expect(storage.replace(lower..<upper, with: text) == text.utf16.count, "step \(step)")
      #expect(copy.string == copied, "step \(step)")
      #expect(storage.utf16Count == reference.count, "step \(step)")
      #expect(storage.chunksAgreeWithCounts, "step \(step)")
      #expect(storage.chunksAreCut, "step \(step)")
    }
    #expect(storage.string == String(decoding: reference, as: UTF16.self))
  }
}
