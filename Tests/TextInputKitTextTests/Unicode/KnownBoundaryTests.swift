import Testing
import TextInputKitTesting
import Foundation
@testable import TextInputKitText


/// The cluster boundaries the paste walk knows without the standard library
/// (`GraphemeScanner.isKnownBoundary`, `emojiClusterEnd`) are the standard library's.
@Suite struct KnownBoundaryTests {
  /// Whether the standard library makes two clusters of `before` followed by `after`.
  static func breaks(_ before: UInt32, _ after: UInt32) -> Bool {
    var scalars = String.UnicodeScalarView()
    scalars.append(Unicode.Scalar(before)!)
    scalars.append(Unicode.Scalar(after)!)
    return String(scalars).count == 2
  }

  /// Code points of every kind that joins its neighbours, and plain ones.
  static let hard: [UInt32] = [
    0x0A, 0x0D, 0x20, 0x61, 0xA9, 0x300, 0x600, 0x915, 0x94D, 0x1100, 0x1161, 0x11A8, 0x200C,
    0x200D, 0x20E3, 0x2014, 0x3002, 0x3099, 0x4E00, 0xAC00, 0xFE0F, 0xFF9E, 0x1F1E6, 0x1F3FB,
    0x1F600, 0x20000, 0xE0067, 0xE007F,
  ]

  /// Every code point for which `holds` is true: all of them in the BMP and the emoji blocks,
  /// one in seven in the ideograph planes (U+20000–U+3FFFF).
  static func values(where holds: (UInt32) -> Bool) -> [UInt32] {
    var values: [UInt32] = []
    var value: UInt32 = 0
    while value <= 0x10FFFF {
      if Unicode.Scalar(value) != nil, holds(value) { values.append(value) }
      value += (0x20000...0x3FFFF).contains(value) ? 7 : 1
    }
    return values
  }

  /// Each set against the hard cases on the other side: every code point that joins nothing
  /// following, before each hard one that joins nothing preceding, and the other way round.
  @Test(arguments: [true, false])
  func knownSetsBreakAgainstEveryHardCase(checkingFollowing: Bool) {
    let set = checkingFollowing ? GraphemeScanner.neverJoinsFollowing : GraphemeScanner.neverJoinsPreceding
    let other = checkingFollowing ? GraphemeScanner.neverJoinsPreceding : GraphemeScanner.neverJoinsFollowing
    let partners = Self.hard.filter(other)
    #expect(partners.count >= (checkingFollowing ? 8 : 15))
    var checked = 0
    for value in Self.values(where: set) {
      for partner in partners {
        let (before, after) = checkingFollowing ? (value, partner) : (partner, value)
        #expect(Self.breaks(before, after), "U+\(String(before, radix: 16)) U+\(String(after, radix: 16))")
        checked += 1
      }
    }
    #expect(checked > 500_000)
  }

  /// The sets leave out each kind that joins: a change that let one in fails here.
  @Test(arguments: [
    (0x0D, 0x0A), (0x0600, 0x61), (0x200D, 0xA9), (0x61, 0x300), (0x61, 0x200D), (0x61, 0x1F3FB),
    (0x1F1E6, 0x1F1E6), (0x1100, 0xAC00), (0x915, 0x94D), (0x61, 0xFE0F), (0x3042, 0x3099),
    (0xFF76, 0xFF9E),
  ] as [(UInt32, UInt32)])
  func joiningPairsAreNotKnownBoundaries(before: UInt32, after: UInt32) {
    // A virama joins a consonant only after one, a joiner joins "©" only after a pictograph.
    #expect(!Self.breaks(before, after) || [0x915, 0x200D].contains(before))
    #expect(!GraphemeScanner.isKnownBoundary(before, after))
  }

  /// The end of the cluster at the start of `text`, by `emojiClusterEnd`, or `nil`.
  static func emojiEnd(_ text: String) -> Int? {
    var text = text
    text.makeContiguousUTF8()
    return text.utf8.withContiguousStorageIfAvailable {
      GraphemeScanner.emojiClusterEnd(in: $0, startingAt: 0)
    } ?? nil
  }

  static let followers = [
    "", "a", "中", "\u{301}", "😀", "\u{1F1E6}", "\u{200D}", "\u{FE0F}", "—", "\r", "\n", "\u{0600}",
    "\u{1F3FD}", "\u{20E3}", "\u{E0067}", "\u{1F1E6}\u{1F1E8}", "\u{0915}", "\u{1161}",
  ]

  @Test func emojiSequencesEndWhereTheStandardLibraryEndsThem() throws {
    var known = 0
    let sequences = try UnicodeTestData.lines(of: "emoji-test.txt").map {
      String(String.UnicodeScalarView(UnicodeTestData.scalars($0.data.split(separator: ";")[0])))
    }
    #expect(sequences.count > 5_000)
    for sequence in sequences {
      for follower in Self.followers {
        let text = sequence + follower
        guard let end = Self.emojiEnd(text) else { continue }
        #expect(end == text.first!.utf8.count, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        known += 1
      }
    }
    // Most sequences end without the standard library.
    #expect(known > sequences.count * Self.followers.count / 2)
  }

  @Test func randomSequencesEndWhereTheStandardLibraryEndsThem() {
    let pieces: [String] = [
      "😀", "👍", "👨", "©", "#", "1", "a", "中", "\u{1F1E6}", "\u{1F1E8}", "\u{FE0F}", "\u{FE0E}",
      "\u{200D}", "\u{1F3FD}", "\u{20E3}", "\u{E0067}", "\u{E007F}", "\u{301}", "\r", "\n", "\u{0600}",
      "\u{1100}", "\u{AC00}", "\u{0915}", "\u{094D}", "—", " ", "\u{0903}", "\u{2764}", "\u{1F3F4}",
    ]
    var generator = SplitMix64(seed: 0xE0_71_C1)
    var known = 0
    for _ in 0..<60_000 {
      let text = (0..<Int.random(in: 1...6, using: &generator)).map { _ in
        pieces.randomElement(using: &generator)!
      }.joined()
      guard let end = Self.emojiEnd(text) else { continue }
      #expect(end == text.first!.utf8.count, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
      known += 1
    }
    #expect(known > 15_000)
  }
}
