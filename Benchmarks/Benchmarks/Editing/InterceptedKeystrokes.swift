import Benchmark
import BenchmarkSupport
import TextInputKit

// Scenario 8: a keystroke pair (type a key in the middle, backspace) through a host and the
// interceptor, as a real field runs them, per rule family, at 100, 10,000 and 1,000,000
// characters, in both interception modes. The host is a gap buffer (`GapBufferHost`), so the
// cost is the interceptor's, the controller's and the engine's. The ratio of 1,000,000 to 100
// is the README's "every rule costs the same per keystroke" row.

/// A rule family: its policy, the text a document repeats, and the key typed.
struct RuleFamily: Sendable {
  var name: String
  var policy: String
  var unit: String
  var key: String
  /// Whether the document is a value laid out by the policy (a grouped number).
  var laidOut = false
}

let ruleFamilies: [RuleFamily] = [
  RuleFamily(name: "digits", policy: #"{"allow": "digits"}"#, unit: "1234567890", key: "5"),
  RuleFamily(
    name: "emoji, invisibles", policy: #"{"emoji": "reject", "invisibles": "reject"}"#,
    unit: "ab好c ", key: "x"),
  RuleFamily(name: "transform", policy: #"{"transform": "uppercase"}"#, unit: "ABC DEF ", key: "x"),
  RuleFamily(
    name: "gb18030 limit", policy: #"{"maxLength": 10000000, "metric": "gb18030"}"#,
    unit: "你好ab ", key: "x"),
  RuleFamily(
    name: "mixed scripts, marks", policy: #"{"mixedScripts": "reject", "maxCombiningMarks": 2}"#,
    unit: "abc de ", key: "x"),
  RuleFamily(
    name: "decimal", policy: #"{"decimal": {"fractionDigits": 2}}"#, unit: "1234567890", key: "5"),
  RuleFamily(
    name: "grouped decimal", policy: #"{"decimal": {"fractionDigits": 2, "grouping": ","}}"#,
    unit: "1234567890", key: "5", laidOut: true),
  RuleFamily(name: "pattern", policy: #"{"pattern": "[a-z0-9 ]*"}"#, unit: "abc1 ", key: "x"),
  RuleFamily(
    name: "twitter metric", policy: #"{"maxLength": 10000000, "metric": "twitter"}"#,
    unit: "hello example.com ", key: "x"),
]

/// A host holding `characters` characters of the family's document, the caret in the middle,
/// and its interceptor.
final class InterceptedField: @unchecked Sendable {
  let host: GapBufferHost
  let interceptor: TextInputInterceptor
  let text: String
  /// The document's length in UTF-16 units, which a key pair leaves as it was.
  let count: Int

  init(_ family: RuleFamily, characters: Int, mode: InterceptionMode) {
    let policy = try! InputPolicy(json: family.policy)
    var value = String(repeating: family.unit, count: characters / family.unit.count + 1)
    value = String(value.prefix(characters))
    text = family.laidOut ? policy.display(of: value) : value
    count = text.utf16.count
    let middle = count / 2
    host = GapBufferHost(text: text, caret: middle)
    interceptor = TextInputInterceptor(host: host, policy: policy, mode: mode)
  }
}

func interceptedKeystrokeBenchmarks() {
  for family in ruleFamilies {
    for size in documentSizes {
      for mode in InterceptionMode.allCases {
        Benchmark(
          "Intercepted keystroke pair, \(family.name), \(mode) mode, \(size) chars",
          configuration: .init(
            metrics: [.wallClock, .mallocCountTotal], scalingFactor: .one,
            maxDuration: .seconds(2))
        ) { benchmark, field in
          for _ in benchmark.scaledIterations {
            field.host.key(family.key, through: field.interceptor)
            precondition(field.host.utf16Count == field.count + 1, "the key was refused")
            field.host.key("", through: field.interceptor)
          }
          precondition(field.host.utf16Count == field.count)
        } setup: {
          InterceptedField(family, characters: size, mode: mode)
        }
      }
    }
  }
}
