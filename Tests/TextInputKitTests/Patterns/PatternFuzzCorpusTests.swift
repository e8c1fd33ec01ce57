import Foundation
import Testing

import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction

/// Replays the pattern fuzzer's corpus (Fuzz/Corpus/Patterns/) with the harness's checks.
@Suite("Pattern fuzz corpus replay")
struct PatternFuzzCorpusTests {
  @Test func patternCorpus() throws {
    let inputs = FuzzCorpusTests.inputs("Patterns")
    #expect(!inputs.isEmpty)
    for url in inputs {
      if let failure = PatternFuzzCheck.check(Array(try Data(contentsOf: url))) {
        Issue.record("\(url.lastPathComponent): \(failure)")
      }
    }
  }
}
