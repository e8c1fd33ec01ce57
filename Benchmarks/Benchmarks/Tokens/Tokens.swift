import Benchmark
import BenchmarkSupport
import TextInputKit

// Token patterns: finding the tokens of `TokenSet.mentionsAndTopics` (`@[A-Za-z0-9_]+` and
// `#[^#\s]+#`) in a post with one mention every 50 characters, by Swift `Regex` (what
// `TokenSet.ranges(in:)` runs since 1.0) and by `NSRegularExpression` (how it ran before), in the
// same run. A typical post of 100 characters and a long one of 100,000; both find the same
// tokens.

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .cpuTotal, .mallocCountTotal],
    timeUnits: .microseconds,
    warmupIterations: 3,
    maxDuration: .seconds(3),
    maxIterations: 10_000)

  let icu = try! ICUTokenFinder(patterns: TokenSet.mentionsAndTopics.patterns.map(\.source))
  for (size, mentions) in [(100, 2), (100_000, 2_000)] {
    let post = Corpus.mentionPost(characters: size, mentions: mentions)
    precondition(TokenSet.mentionsAndTopics.ranges(in: post) == icu.ranges(in: post))
    let scaling: BenchmarkScalingFactor = size <= 100 ? .kilo : .one
    Benchmark(
      "Find tokens, mentions and topics, Regex, \(size) chars",
      configuration: .init(scalingFactor: scaling)
    ) { benchmark in
      for _ in benchmark.scaledIterations {
        blackHole(TokenSet.mentionsAndTopics.ranges(in: post))
      }
    }
    Benchmark(
      "Find tokens, mentions and topics, NSRegularExpression, \(size) chars",
      configuration: .init(scalingFactor: scaling)
    ) { benchmark in
      for _ in benchmark.scaledIterations {
        blackHole(icu.ranges(in: post))
      }
    }
  }
}
