import Benchmark
import BenchmarkSupport
import Foundation
import TextInputKit

// Scenario 3: counting emoji in 10 MB of mixed text, against reading its UTF-8.
// Scenario 4: GB 18030 length of 1 MB of mixed text.
// Scenario 5: Twitter-weighted length of 1 MB of tweets (the Python peer is timed by
// Scripts/compare-peers.sh).

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .throughput],
    timeUnits: .milliseconds,
    warmupIterations: 1,
    maxDuration: .seconds(3),
    maxIterations: 100)

  // The count must cost at most 1.5 times reading the same bytes (decoding them into a String,
  // which validates them), as the paste into the nickname field is measured in Editing.
  let tenMegabytes = Corpus.text(utf8Bytes: 10_000_000)
  let tenMegabyteBytes = Array(tenMegabytes.utf8)
  Benchmark("Emoji count 10 MB, read its UTF-8 (String(decoding:))") { benchmark in
    blackHole(String(decoding: tenMegabyteBytes, as: UTF8.self))
  }
  Benchmark("Emoji count 10 MB, TextInputKit emojiCount") { benchmark in
    blackHole(tenMegabytes.emojiCount)
  }
  Benchmark("Emoji count 10 MB, seed Unicode.Scalar.Properties check") { benchmark in
    blackHole(tenMegabytes.reduce(0) { $0 + ($1.isEmojiBySeedProperties ? 1 : 0) })
  }
  Benchmark("Emoji count 10 MB, seed UTF-16 range check") { benchmark in
    blackHole(tenMegabytes.reduce(0) { $0 + ($1.isEmojiBySeedUTF16Ranges ? 1 : 0) })
  }

  let oneMegabyte = Corpus.text(utf8Bytes: 1_000_000)
  Benchmark("GB18030 length 1 MB, TextInputKit LengthMetric.gb18030") { benchmark in
    blackHole(LengthMetric.gb18030.length(of: oneMegabyte))
  }
  Benchmark("GB18030 length 1 MB, Foundation lengthOfBytes(using: GB 18030)") { benchmark in
    blackHole(oneMegabyte.lengthOfBytes(using: foundationGB18030))
  }

  let tweets = Corpus.tweets(count: 12_000)
  Benchmark("Twitter length of 12,000 tweets, TextInputKit LengthMetric.twitter") { benchmark in
    var total = 0
    for tweet in tweets { total += tweet.length(counting: .twitter) }
    blackHole(total)
  }
}
