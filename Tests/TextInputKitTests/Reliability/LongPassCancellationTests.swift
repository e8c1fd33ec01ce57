import Foundation
import Testing

import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction

/// Every pass of the core that reads a whole text asks the bound ``ReviewCancellation`` every
/// ``ReviewCheckpoint/stride`` units and stops at the first `true`, in the middle of its rule:
/// the question is asked a few times, then no more, and what the pass leaves is not what it
/// leaves when it runs to its end. With none bound, or one that never says stop, the pass gives
/// what it always gave.
@Suite("Stopping a long pass")
struct LongPassCancellationTests {
  /// A cancellation that answers "stop" from its `k`-th question on, and counts the questions.
  final class StopAt: @unchecked Sendable {
    private let k: Int
    private var count = 0
    private let lock = NSLock()
    init(_ k: Int) { self.k = k }
    var asked: Int { lock.withLock { count } }
    var cancellation: ReviewCancellation {
      ReviewCancellation {
        self.lock.withLock {
          self.count += 1
          return self.count >= self.k
        }
      }
    }
  }

  /// One long pass, and what it gives written as a string.
  struct Pass: CustomTestStringConvertible, Sendable {
    let name: String
    /// Whether what the pass gives shows that it stopped; a mask's value is read from its first
    /// slots, so one stopped later gives the same.
    var showsTheStop = true
    let run: @Sendable () -> String
    var testDescription: String { name }
  }

  /// Hostile text of every kind the filters look at: emoji, a skin tone, a zero-width space, a
  /// combining accent, ideographs, ASCII, full-width and Arabic-Indic digits.
  static let hostile = String(repeating: "a😀\u{200B}中 e\u{301}👍🏽 x,1-２٤", count: 4_000)
  /// Code points that join nothing, for the walk's quick path.
  static let inert = String(repeating: "a😀\u{200B}", count: 20_000)
  static let digits = String(repeating: "1２3٤5.6-7,8", count: 8_000)
  static let ascii = String(repeating: "12-34 ab,", count: 8_000)

  /// `paste` reviewed by `run` as a paste into an empty field: the replacement and the changes.
  static func reviewing(_ paste: String, _ run: @escaping @Sendable (inout ProposedEdit) -> Void)
    -> @Sendable () -> String
  {
    {
      let empty = ""
      var proposal = ProposedEdit(
        text: empty, range: empty.startIndex..<empty.startIndex, replacement: paste, source: .paste)
      run(&proposal)
      return proposal.replacement + "\u{0}" + proposal.changes.map(\.kind.rawValue).joined(separator: ",")
    }
  }

  /// The mask of `id-cn`, "###### ######## ###C".
  static let idCN = InputPolicy.idCN.rules.lazy.compactMap { $0 as? InputRules.Mask }.first!

  static let passes: [Pass] = [
    Pass(name: "the cluster filter walk", run: reviewing(hostile) {
      _ = ClusterFilterWalk([InputRules.RejectEmoji(), InputRules.RejectInvisibles()]).review(&$0)
    }),
    Pass(name: "the walk over code points that join nothing", run: reviewing(inert) {
      _ = ClusterFilterWalk([InputRules.RejectEmoji(), InputRules.RejectZeroWidth()]).review(&$0)
    }),
    Pass(name: "a filter of clusters", run: reviewing(hostile) { InputRules.RejectEmoji().review(&$0) }),
    Pass(name: "a filter of clusters whose ends may join the text", run: {
      // An accent after the field's "e" may join it: the clusters are read with their neighbours.
      let text = "e"
      var proposal = ProposedEdit(
        text: text, range: text.endIndex..<text.endIndex, replacement: "\u{301}" + hostile,
        source: .paste)
      InputRules.MaxCombiningMarks(0).review(&proposal)
      return proposal.replacement
    }),
    Pass(name: "a filter of code points", run: reviewing(hostile) {
      InputRules.RejectInvisibles().review(&$0)
    }),
    Pass(name: "a filter of code points in a paste with tokens", run: reviewing(hostile) {
      $0.working.indivisibleUTF8Ranges = [0..<1]
      InputRules.RejectInvisibles().review(&$0)
    }),
    Pass(name: "a decimal number", run: reviewing(digits) {
      InputRules.DecimalNumber(fractionDigits: 2, integerDigits: 12, grouping: ",").review(&$0)
    }),
    Pass(name: "a mask, a character at a time", run: reviewing(hostile) { idCN.review(&$0) }),
    Pass(name: "a mask reading a value", showsTheStop: false, run: { idCN.values(of: [hostile[...]])[0] }),
    Pass(name: "a mask reading a value of bytes", showsTheStop: false, run: {
      idCN.values(of: [ascii[...]])[0]
    }),
    Pass(name: "a date reading a value", run: {
      let date = InputPolicy.birthDate.rules.lazy.compactMap { $0 as? InputRules.DateField }.first!
      return date.values(of: [hostile[...]])[0]
    }),
    Pass(name: "an amount reading a value", run: { InputPolicy.amount.typedValue(of: hostile) }),
    Pass(name: "a phone number", run: reviewing(digits) { try! InputRules.Phone(region: "US").review(&$0) }),
    Pass(name: "uppercasing", run: reviewing(hostile) { InputRules.CaseTransform.uppercase.review(&$0) }),
    Pass(name: "folding full-width forms", run: { FullWidth.folding(hostile) }),
    Pass(name: "folding digits", run: { DecimalDigits.folding(hostile) }),
    Pass(name: "counting characters", run: { String(LengthMetric.characters.length(of: hostile)) }),
    Pass(name: "counting as Twitter does", run: { String(LengthMetric.twitter.length(of: hostile)) }),
  ]

  @Test(arguments: passes)
  func aStopStopsThePassInTheMiddle(_ pass: Pass) {
    let finished = pass.run()
    let stop = StopAt(3)
    let stopped = ReviewCancellation.$current.withValue(stop.cancellation) { pass.run() }
    // Run to its end, the pass asks more than 6 times (below); stopped, it asks no more.
    #expect((3...6).contains(stop.asked))
    if pass.showsTheStop { #expect(stopped != finished) }
  }

  @Test(arguments: passes)
  func aCancellationThatNeverStopsChangesNothing(_ pass: Pass) {
    let stop = StopAt(.max)
    let asked = ReviewCancellation.$current.withValue(stop.cancellation) { pass.run() }
    #expect(asked == pass.run())
    #expect(stop.asked > 6)
  }

  @Test func aFilterStoppedInTheWalkLeavesThePasteAsItWas() {
    var proposal = ProposedEdit(
      text: "", range: "".startIndex..<"".startIndex, replacement: Self.hostile, source: .paste)
    let walked = ReviewCancellation.$current.withValue(StopAt(2).cancellation) {
      ClusterFilterWalk([InputRules.RejectEmoji(), InputRules.RejectInvisibles()]).review(&proposal)
    }
    // Taken, so the rules one by one do not start again: unfinished, to be thrown away.
    #expect(walked)
    #expect(proposal.replacement == Self.hostile)
    #expect(proposal.changes.isEmpty)
  }
}
