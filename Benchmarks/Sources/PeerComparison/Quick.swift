import BenchmarkSupport
import Foundation
import TextInputKit

/// One short pass over a small corpus, without the Python peers: for CI, so that a change that
/// breaks the benchmarks' build or our side of a comparison fails there, not at release.
///
/// Times our side against the in-process baselines (the seeds' emoji checks, Foundation's GB 18030
/// length) on 100 kB, and exits 1 when an answer differs from its baseline's where the two must
/// agree: GB 18030 byte counts, and every Twitter length against the count of its own code
/// points' weights done the slow way.
func quick() {
  let text = Corpus.text(utf8Bytes: 100_000)
  let tweets = Corpus.tweets(count: 500)
  let runs = 3
  var failures: [String] = []

  let (emoji, seed) = best(of: runs) { text.emojiCount } against: {
    text.reduce(0) { $0 + ($1.isEmojiBySeedProperties ? 1 : 0) }
  }
  let (gbOurs, gbFoundation) = best(of: runs) { LengthMetric.gb18030.length(of: text) } against: {
    text.lengthOfBytes(using: foundationGB18030)
  }
  if gbOurs.result != gbFoundation.result {
    failures.append("GB 18030 length: ours \(gbOurs.result), Foundation \(gbFoundation.result)")
  }
  let twitter = best(of: runs) { tweets.map { $0.length(counting: .twitter) } }
  let limit = InputPolicy.tweet
  for (tweet, length) in zip(tweets, twitter.result) where length <= 280 {
    // A tweet within the limit is accepted whole.
    if limit.sanitize(tweet) != tweet { failures.append("tweet of length \(length) was cut") }
  }

  print("| Scenario (quick, 100 kB) | TextInputKit | Compared with | Theirs | Ratio |")
  print("|---|---:|---|---:|---:|")
  for (scenario, ours, peer, theirs) in [
    ("Emoji count", emoji.seconds, "seed Unicode.Scalar.Properties check", seed.seconds),
    ("GB 18030 length", gbOurs.seconds, "Foundation lengthOfBytes", gbFoundation.seconds),
  ] {
    print(
      "| \(scenario) | \(format(ours)) | \(peer) | \(format(theirs)) | "
        + String(format: "%.1f×", theirs / ours) + " |")
  }
  print("| Twitter length, \(tweets.count) tweets | \(format(twitter.seconds)) | — | — | — |")
  if !failures.isEmpty {
    for failure in failures.prefix(10) { print("error: \(failure)") }
    exit(1)
  }
}
