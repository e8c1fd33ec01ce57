import Testing
import TextInputKitTesting

import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction

/// The automaton's cached reading (``PatternDFA``: runs of ASCII from its table, bytes that loop
/// back to the same set tested without a lookup) against stepping the state sets one character
/// at a time, on random patterns and long texts, where runs and loops are long.
@Suite("Pattern DFA")
struct PatternDFATests {
  /// Texts mostly of ASCII, in runs long enough for the eight-byte scan, with the characters
  /// that end a run: a carriage return, a mark after a letter, emoji, CJK.
  static let pieces = [
    "a", "b", "1", "aaaaaaaaaaaa", "1111111111", "ab ab ab ab ", "A", "_", " ", "\r", "\r\n", "\n",
    "e\u{301}", "中", "😀", "-",
  ]

  @Test(arguments: UInt64(1)...6)
  func readingAgreesWithSteppingEachCharacter(seed: UInt64) throws {
    var generator = PatternDifferentialTests.Generator(random: SplitMix64(seed: seed))
    var longest = 0
    for _ in 0..<120 {
      let rule = try InputRules.Pattern(generator.pattern())
      let automaton = rule.automaton
      for _ in 0..<8 {
        let text = (0..<Int(generator.random.next() % 24)).map { _ in
          generator.pick(Self.pieces)
        }.joined()
        // One character at a time, and the UTF-8 end of each character read before the set died.
        var runner = PatternRunner(automaton)
        var set = automaton.initial
        var ends: [Int] = []
        var offset = 0
        for character in text {
          set = runner.step(set, character, classes: automaton.classes)
          offset += character.utf8.count
          if set.isEmpty { break }
          ends.append(offset)
        }
        var dfa = PatternDFA(automaton)
        var visited: [Int] = []
        let number = dfa.read(text, from: dfa.number(of: automaton.initial)) { visited.append($1) }
        #expect(dfa.sets[Int(number)] == set, "\(rule.source) on \(text.debugDescription)")
        #expect(visited == ends, "\(rule.source) on \(text.debugDescription)")
        longest = Swift.max(longest, ends.count)
      }
    }
    #expect(longest > 24)
  }

  /// The automaton kept from one reading to the next (``PatternDFAMemo``) answers as stepping
  /// does: readings of many texts in a row, without a target and toward two target sets taken
  /// in turn (the kept automaton's "meets" answers belong to its own target).
  @Test(arguments: UInt64(1)...4)
  func keptReadingsAgreeWithSteppingEachCharacter(seed: UInt64) throws {
    var generator = PatternDifferentialTests.Generator(random: SplitMix64(seed: seed))
    for _ in 0..<60 {
      let rule = try InputRules.Pattern(generator.pattern())
      let automaton = rule.automaton
      let targets = [automaton.liveStates, Array(automaton.liveStates.prefix(1))]
      for round in 0..<12 {
        let text = (0..<Int(generator.random.next() % 24)).map { _ in
          generator.pick(Self.pieces)
        }.joined()
        var runner = PatternRunner(automaton)
        var set = automaton.initial
        var meets: [Bool] = []
        let target = targets[round % 2]
        for character in text {
          set = runner.step(set, character, classes: automaton.classes)
          if set.isEmpty { break }
          meets.append(PatternAutomaton.intersect(set, target))
        }
        let context = "\(rule.source) on \(text.debugDescription), round \(round)"
        var scratch = PatternRunner(automaton)
        #expect(automaton.states(after: text, from: automaton.initial, runner: &scratch) == set, "\(context)")
        #expect(automaton.judge(text).isPrefix == !set.isEmpty, "\(context)")
        var read: [Bool] = []
        PatternDFA.reading(automaton, meeting: target) { dfa in
          dfa.read(text, from: dfa.number(of: automaton.initial)) { meetsTarget, _ in
            read.append(meetsTarget)
          }
        }
        #expect(read == meets, "\(context)")
      }
    }
  }
}
