import Benchmark
import BenchmarkSupport
import TextInputKit

// Issue 43: a key typed in the middle of one long word, through a host and the interceptor in
// delegate mode, at 2,000 and 32,000 characters in the same run.
//
// - Under the Twitter metric, the word is "example", letters, ".com" (what 32,000 keys typed
//   inside "example.com" make): a key of letters deep inside the run of letters is measured on
//   the clusters around it (`TwitterURLs.isolatingLetters`), so the 32,000-character key costs
//   what the 2,000-character one does (target: at most 2×).
// - A grouped decimal (`{"decimal": {"fractionDigits": 2, "grouping": ","}}`) holding 32,000
//   digits, the key typed in the middle of them (target: at most 1 ms a key).

/// A host holding `text`, the caret at `caret`, and its interceptor in delegate mode.
final class LongWordField: @unchecked Sendable {
  let host: GapBufferHost
  let interceptor: TextInputInterceptor
  let count: Int

  init(policy: String, text: String, caret: Int) {
    host = GapBufferHost(text: text, caret: caret)
    interceptor = TextInputInterceptor(
      host: host, policy: try! InputPolicy(json: policy), mode: .delegate)
    count = text.utf16.count
  }
}

/// The word: "example", letters, ".com", `characters` in all.
func twitterWord(characters: Int) -> String {
  "example" + String(repeating: "x", count: characters - 11) + ".com"
}

/// A field of `policy` showing `digits` digits laid out, the caret in the middle.
func groupedField(policy: String, digits: Int) -> LongWordField {
  let display = try! InputPolicy(json: policy).display(
    of: String(repeating: "1234567890", count: digits / 10))
  return LongWordField(policy: policy, text: display, caret: display.utf16.count / 2)
}

func longWordKeystrokeBenchmarks() {
  let configuration = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal], scalingFactor: .one, maxDuration: .seconds(2))
  let twitter = #"{"maxLength": 10000000, "metric": "twitter"}"#
  let grouped = #"{"decimal": {"fractionDigits": 2, "grouping": ","}}"#
  // A family: its name and unit, the key typed, and the field of a size.
  let families: [(name: String, key: String, field: @Sendable (Int) -> LongWordField)] = [
    ("twitter metric", "x", { size in
      LongWordField(policy: twitter, text: twitterWord(characters: size), caret: size / 2)
    }),
    ("grouped decimal", "5", { size in groupedField(policy: grouped, digits: size) }),
  ]
  for family in families {
    for size in [2_000, 32_000] {
      let unit = family.name == "grouped decimal" ? "digits" : "chars"
      Benchmark(
        "Long word keystroke pair, \(family.name), \(size) \(unit)", configuration: configuration
      ) { benchmark, field in
        for _ in benchmark.scaledIterations {
          field.host.key(family.key, through: field.interceptor)
          // A grouped amount may gain a separator with its digit: longer, by one or two.
          precondition(field.host.utf16Count > field.count, "the key was refused")
          field.host.key("", through: field.interceptor)
        }
        precondition(field.host.utf16Count == field.count)
      } setup: {
        family.field(size)
      }
    }
  }
}
