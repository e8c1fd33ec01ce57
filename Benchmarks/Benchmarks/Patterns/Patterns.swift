import Benchmark
import TextInputKit

// Scenario 7: patterns. A keystroke in a long field with a pattern costs about what it costs in a
// short one (the pattern resumes from its nearest checkpoint), and the shapes that make a
// backtracking engine take exponential time are decided in one pass.

/// A controller that keeps its state between iterations.
final class Box: @unchecked Sendable {
  var controller: TextInputController
  init(_ controller: TextInputController) { self.controller = controller }
}

/// A text of `count` characters that the keystroke pattern accepts.
func patternText(characters count: Int) -> String {
  let words = ["中文", "abc", "123", "输入", "Swift", "42"]
  var text = ""
  var index = 0
  while text.count < count {
    text += words[index % words.count] + " "
    index += 1
  }
  return String(text.prefix(count))
}

/// A controller after a first keystroke pair at `offset`, which reads the text once and leaves
/// the pattern's checkpoints.
func primed(_ controller: TextInputController, at offset: Int) -> Box {
  let box = Box(controller)
  _ = box.controller.shouldChange(utf16Range: offset..<offset, replacement: "好", source: .typing)
  _ = box.controller.shouldChange(
    utf16Range: offset..<(offset + 1), replacement: "", source: .deletion)
  return box
}

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .cpuTotal, .mallocCountTotal],
    timeUnits: .microseconds,
    warmupIterations: 3,
    maxDuration: .seconds(3),
    maxIterations: 10_000)

  let pattern = try! InputRules.Pattern(#"^([\p{Han}A-Za-z]+|[0-9]{1,6}| )*$"#)
  let policy = InputPolicy(pattern)
  for size in [100, 100_000] {
    let text = patternText(characters: size)
    let end = text.utf16.count
    let middle = text.utf16Offset(of: text.index(text.startIndex, offsetBy: size / 2))
    for (place, offset) in [("at the end", end), ("in the middle", middle)] {
      // Type "好" and delete it again, so the field keeps its size.
      Benchmark(
        "Pattern keystroke pair (type + delete) \(place), TextInputController, \(size) chars",
        configuration: .init(scalingFactor: .kilo)
      ) { benchmark, box in
        for _ in benchmark.scaledIterations {
          blackHole(
            box.controller.shouldChange(
              utf16Range: offset..<offset, replacement: "好", source: .typing))
          blackHole(
            box.controller.shouldChange(
              utf16Range: offset..<(offset + 1), replacement: "", source: .deletion))
        }
      } setup: {
        primed(TextInputController(policy: policy, text: text), at: offset)
      }
    }
  }

  // Regular-expression denial of service: exponential for a backtracking engine.
  let nested = try! InputRules.Pattern("^(a+)+$")
  let line = String(repeating: "a", count: 100_000) + "!"
  Benchmark("Pattern ^(a+)+$ on 100,000 a and !, full match (under 10 ms)") { benchmark in
    for _ in benchmark.scaledIterations {
      precondition(!nested.matches(line))
    }
  }
  Benchmark("Pattern ^(a+)+$, paste of 100,000 a and ! into an empty field (under 10 ms)") { benchmark in
    for _ in benchmark.scaledIterations {
      let outcome = InputPolicy(nested).apply(.paste(line, in: TextFieldState()), to: TextFieldState())
      precondition(outcome.state.text.utf16.count == 100_000)
    }
  }
  let optionals = try! InputRules.Pattern("(a?){40}a{40}")
  let forty = String(repeating: "a", count: 40)
  Benchmark("Pattern (a?){40}a{40} on 40 a, full match") { benchmark in
    for _ in benchmark.scaledIterations {
      precondition(optionals.matches(forty))
    }
  }
}
