import Testing
import TextInputKitTesting

import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction

/// A class's members are looked up by hash and binary search: the answers are those of asking
/// each item in turn, and a class of tens of thousands of characters costs a lookup a character.
@Suite("Pattern class members")
struct PatternClassMembersTests {
  /// Asking the items one by one, as a class did before: the oracle.
  static func linear(_ items: [PatternClassItem], _ character: Character) -> Bool {
    items.contains { $0.matches(character) }
  }

  static let alphabet: [Character] = [
    "a", "b", "z", "A", "0", "9", "_", " ", "\n", "é", "e\u{301}", "中", "一", "𠀀", "👍🏽", "😀",
    "\u{10FFFF}", "\u{0}", "ا", "١",
  ]

  @Test(arguments: 0..<40)
  func membersAnswerAsTheItemsDo(seed: Int) {
    var random = SplitMix64(seed: UInt64(seed))
    var items: [PatternClassItem] = []
    for _ in 0..<Int(random.next() % 12) {
      switch random.next() % 6 {
      case 0, 1: items.append(.character(Self.alphabet.randomElement(using: &random)!))
      case 2, 3:
        let bounds = [0x0, 0x30, 0x39, 0x41, 0x5A, 0x61, 0x7A, 0xE9, 0x4E00, 0x4E2D, 0x9FFF, 0x1F600, 0x10FFFF]
        let a = UInt32(bounds.randomElement(using: &random)!)
        let b = UInt32(bounds.randomElement(using: &random)!)
        items.append(.range(Swift.min(a, b), Swift.max(a, b)))
      case 4: items.append(.digit(negated: random.next() % 2 == 0))
      default: items.append(.space(negated: random.next() % 2 == 0))
      }
    }
    let members = PatternClassMembers(items)
    for character in Self.alphabet {
      #expect(members.contains(character) == Self.linear(items, character), "\(items) \(character)")
    }
  }

  @Test func overlappingAndAdjacentRangesMerge() {
    let members = PatternClassMembers([.range(0x61, 0x66), .range(0x67, 0x6A), .range(0x62, 0x63), .range(0x30, 0x39)])
    #expect(members.ranges == [0x30...0x39, 0x61...0x6A])
    #expect(members.contains("j"))
    #expect(!members.contains("k"))
    #expect(!members.contains("e\u{301}"))  // a range takes single-scalar characters only
  }

  @Test func aListedCharacterMatchesItsCanonicalEquivalent() {
    let members = PatternClassMembers([.character("é")])
    #expect(members.contains("e\u{301}"))
    #expect(!members.contains("e"))
  }

  /// 20,000 Han characters listed in a class, against 100,000 Han characters.
  @Test(.timeLimit(.minutes(2))) func aLargeClassOnALongTextIsDecidedFast() throws {
    let listed = String((0..<20_000).map { Character(Unicode.Scalar(0x4E00 + $0)!) })
    let rule = try InputRules.Pattern("^[" + listed + "]*$")
    var random = SplitMix64(seed: 3)
    let text = String((0..<100_000).map { _ in Character(Unicode.Scalar(0x4E00 + UInt32(random.next() % 20_000))!) })
    #expect(rule.matches(text))
    #expect(!rule.matches(text + "a"))
  }
}
