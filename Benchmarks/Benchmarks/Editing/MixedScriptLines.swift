import Benchmark
import TextInputKit

/// The mixed-script line of issue 43: Latin, Han, an emoji, an emoji with a skin tone, a space
/// and punctuation, repeated to 10 MB. The scripts rule, the marks rule and the emoji sequences
/// find it hard; every preset and filter must check and sanitize it within 3 times the reading
/// of its UTF-8, and `secure` (64 characters) must sanitize it in a tenth of the reading.
let mixedScriptLine = String(
  repeating: "abcxyz中文字😀👍🏽 .,", count: 10_000_000 / "abcxyz中文字😀👍🏽 .,".utf8.count)

/// The filters on their own, as policy files name them.
let mixedScriptFilters: [(String, InputPolicy)] = [
  ("emoji", InputPolicy(.rejectEmoji)),
  ("invisibles", InputPolicy(.rejectInvisibles)),
  ("zeroWidth", InputPolicy(.rejectZeroWidth)),
  ("bidi", InputPolicy(.rejectBidi)),
  ("maxCombiningMarks 3", InputPolicy(.maxCombiningMarks(3))),
  ("mixedScripts", InputPolicy(.rejectMixedScripts)),
  ("emoji, invisibles", InputPolicy(.rejectEmoji, .rejectInvisibles)),
]

/// Reading the 10 MB mixed-script line, and checking (``InputPolicy/validate(_:)``) and
/// sanitizing it under every preset and filter.
func mixedScriptLineBenchmarks() {
  let bytes = Array(mixedScriptLine.utf8)
  let configuration = Benchmark.Configuration(
    metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident], timeUnits: .milliseconds,
    warmupIterations: 1, maxDuration: .seconds(2), maxIterations: 20)
  Benchmark("Mixed-script line 10 MB, read its UTF-8 (String(decoding:))", configuration: configuration) {
    benchmark in
    for _ in benchmark.scaledIterations { blackHole(String(decoding: bytes, as: UTF8.self)) }
  }
  let policies =
    InputPolicy.presets.sorted { $0.key < $1.key }.map { ($0.key, $0.value) } + mixedScriptFilters
  for (name, policy) in policies {
    Benchmark("Mixed-script line 10 MB, check, \(name)", configuration: configuration) { benchmark in
      for _ in benchmark.scaledIterations { blackHole(policy.validate(mixedScriptLine)) }
    }
    Benchmark("Mixed-script line 10 MB, sanitize, \(name)", configuration: configuration) { benchmark in
      for _ in benchmark.scaledIterations { blackHole(policy.sanitize(mixedScriptLine)) }
    }
  }
}
