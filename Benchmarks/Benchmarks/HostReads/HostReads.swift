import Benchmark
import BenchmarkSupport
import TextInputKit

// Scenario 7: how many UTF-16 units the interceptor reads from its host for one keystroke in
// the middle of a document of 100, 10,000 and 1,000,000 characters, in both interception modes.
// A UIKit view answers `text(in:)` by copying the range, so this is the keystroke's cost on a
// real view, apart from the controller's.

/// A host that counts the units the interceptor reads from it.
final class CountingHost: TextInputHost, @unchecked Sendable {
  var units: [UInt16]
  var utf16Selection: Range<Int>
  var utf16MarkedRange: Range<Int>? { nil }
  var keyboardLanguage: String? { "en-US" }
  var unitsRead = 0

  init(text: String, caret: Int) {
    units = Array(text.utf16)
    utf16Selection = caret..<caret
  }

  var currentText: String {
    unitsRead += units.count
    return String(decoding: units, as: UTF16.self)
  }
  var utf16Count: Int { units.count }
  func text(inUTF16Range range: Range<Int>) -> String {
    let clamped = range.clamped(to: 0..<units.count)
    unitsRead += clamped.count
    return String(decoding: units[clamped], as: UTF16.self)
  }
  func replace(utf16Range: Range<Int>, withText text: String) {
    units.replaceSubrange(utf16Range, with: Array(text.utf16))
  }
  func setUTF16Selection(_ range: Range<Int>) { utf16Selection = range }
  func announceTextChange() {}

  /// One key as UIKit sends it: the delegate question (delegate mode), the change, the
  /// text-did-change notification and the selection change.
  func key(_ text: String, through interceptor: TextInputInterceptor) {
    let range = utf16Selection
    if interceptor.mode == .notification
      || interceptor.shouldChange(utf16Range: range, replacement: text)
    {
      units.replaceSubrange(range, with: Array(text.utf16))
      let caret = range.lowerBound + text.utf16.count
      utf16Selection = caret..<caret
    }
    interceptor.textDidChange()
    interceptor.selectionDidChange()
  }
}

/// A host and its interceptor, kept between iterations.
final class Session: @unchecked Sendable {
  let host: CountingHost
  let interceptor: TextInputInterceptor
  init(document: String, mode: InterceptionMode) {
    let middle = document.utf16.count / 2
    host = CountingHost(text: document, caret: middle)
    interceptor = TextInputInterceptor(host: host, policy: .unrestricted, mode: mode)
  }
}

let unitsRead = BenchmarkMetric.custom("UTF-16 units read", polarity: .prefersSmaller, useScalingFactor: false)

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [unitsRead, .wallClock],
    timeUnits: .microseconds,
    warmupIterations: 1,
    maxDuration: .seconds(2),
    maxIterations: 200)

  for size in [100, 10_000, 1_000_000] {
    let document = Corpus.text(characters: size)
    for mode in InterceptionMode.allCases {
      // A pair of keys per iteration, "好" then backspace, so the document keeps its size; the
      // units are those of one key.
      Benchmark("Units read per keystroke, \(mode) mode, \(size) chars") { benchmark, session in
        session.host.unitsRead = 0
        session.host.key("好", through: session.interceptor)
        let typed = session.host.unitsRead
        let caret = session.host.utf16Selection.lowerBound
        session.host.utf16Selection = (caret - 1)..<caret
        session.host.key("", through: session.interceptor)
        benchmark.measurement(unitsRead, typed)
      } setup: {
        Session(document: document, mode: mode)
      }
    }
  }
}
