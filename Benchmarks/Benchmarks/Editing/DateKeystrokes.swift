import Benchmark
import BenchmarkSupport
import TextInputKit

// Scenario 10: dates and times typed through a host and the interceptor, digit by digit, then
// deleted key by key; the same keys in a plain mask of the same layout are the baseline (a date
// field's keystroke costs what a mask's does, whatever the date rules add). A date range pasted
// whole is judged in one pass: its cost beside typing the same digits one by one.

/// A date or time policy, the mask of the same layout, and the digits a whole value takes.
struct DateFamily: Sendable {
  var name: String
  var policy: String
  var mask: String
  var digits: String
}

let dateFamilies: [DateFamily] = [
  DateFamily(
    name: "date dd/mm/yyyy", policy: #"{"date": {"mode": "dd/mm/yyyy"}}"#,
    mask: ###"{"mask": "##.##.####"}"###, digits: "31122024"),
  DateFamily(
    name: "time HH:MM:SS", policy: #"{"time": {"mode": "HH:MM:SS"}}"#,
    mask: ###"{"mask": "##:##:##"}"###, digits: "130559"),
  DateFamily(
    name: "date range", policy: #"{"dateRange": {"mode": "dd/mm/yyyy"}}"#,
    mask: ###"{"mask": "##.##.#### – ##.##.####"}"###, digits: "0101200010102000"),
  DateFamily(
    name: "date-time", policy: #"{"dateTime": {"dateMode": "dd/mm/yyyy", "timeMode": "HH:MM"}}"#,
    mask: ###"{"mask": "##.##.####, ##:##"}"###, digits: "311220241305"),
]

/// An empty field under `policy` with its interceptor.
func emptyField(_ policy: String, mode: InterceptionMode) -> (GapBufferHost, TextInputInterceptor) {
  let host = GapBufferHost(text: "", caret: 0)
  let interceptor = TextInputInterceptor(
    host: host, policy: try! InputPolicy(json: policy), mode: mode)
  return (host, interceptor)
}

/// Types `digits` key by key, then deletes the field key by key; the field ends empty.
func typeAndDeleteEach(_ digits: String, _ host: GapBufferHost, _ interceptor: TextInputInterceptor) {
  for digit in digits { host.key(String(digit), through: interceptor) }
  precondition(host.utf16Count > digits.utf16.count / 2, "a key was refused")
  while host.utf16Count > 0 { host.key("", through: interceptor) }
}

func dateKeystrokeBenchmarks() {
  let configuration = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal], scalingFactor: .one, maxDuration: .seconds(2))
  for family in dateFamilies {
    for mode in InterceptionMode.allCases {
      for (kind, policy) in [("rule", family.policy), ("mask baseline", family.mask)] {
        Benchmark(
          "Date keystrokes, \(family.name), \(kind), \(mode) mode, type \(family.digits.count) digits and delete them",
          configuration: configuration
        ) { benchmark, field in
          for _ in benchmark.scaledIterations { typeAndDeleteEach(family.digits, field.0, field.1) }
        } setup: {
          emptyField(policy, mode: mode)
        }
      }
    }
  }
  // A range pasted whole, as typed: one judgement of the whole value.
  for mode in InterceptionMode.allCases {
    Benchmark(
      "Date range, paste \"01.01.2000–10.10.2000\" whole and clear it, \(mode) mode",
      configuration: configuration
    ) { benchmark, field in
      let (host, interceptor) = field
      for _ in benchmark.scaledIterations {
        host.key("01.01.2000–10.10.2000", through: interceptor)
        precondition(host.utf16Count == 23, "the paste was not laid out whole")
        host.utf16Selection = 0..<host.utf16Count
        host.key("", through: interceptor)
        precondition(host.utf16Count == 0)
      }
    } setup: {
      emptyField(dateFamilies[2].policy, mode: mode)
    }
  }
}
