import BenchmarkSupport
import Foundation
import TextInputKit

/// Pasting 10 MB into the 16-byte `nickname` field against reading the paste's UTF-8, in one
/// run: the paste must cost at most 1.5 times the reading (issue 17).
///
/// "Reading" is what any host does with a paste: decoding and validating its UTF-8 bytes into a
/// `String`. The paste goes through `InputPolicy.sanitize` and through a controller's paste path
/// (`TextInputController.shouldChange`), on the decoded text.
///
/// - Returns: The rows to print: scenario, milliseconds, and the ratio to reading.
func pasteIntoRoom(runs: Int) -> [(String, Double, Double)] {
  let text = Corpus.text(utf8Bytes: 10_000_000)
  let bytes = Array(text.utf8)
  let reading = best(of: runs) { String(decoding: bytes, as: UTF8.self).utf8.count }
  let sanitized = best(of: runs) { InputPolicy.nickname.sanitize(text).length(counting: .gb18030) }
  let controller = best(of: runs) { () -> Int in
    var field = TextInputController(policy: .nickname, text: "")
    _ = field.shouldChange(utf16Range: 0..<0, replacement: text, source: .paste)
    return field.state.text.length(counting: .gb18030)
  }
  precondition(sanitized.result <= 16 && controller.result == sanitized.result)
  return [
    ("Read 10 MB of UTF-8 (String(decoding:))", reading.seconds, 1),
    (
      "Paste 10 MB into nickname (16 bytes), sanitize", sanitized.seconds,
      sanitized.seconds / reading.seconds
    ),
    (
      "Paste 10 MB into nickname (16 bytes), controller", controller.seconds,
      controller.seconds / reading.seconds
    ),
  ]
}

/// Prints ``pasteIntoRoom(runs:)`` as a table.
func printPasteIntoRoom(runs: Int) {
  print("| Scenario | Time | Ratio to reading | Target | Met |")
  print("|---|---:|---:|---:|---|")
  for (index, (scenario, seconds, ratio)) in pasteIntoRoom(runs: runs).enumerated() {
    let target = index == 0 ? "" : "≤ 1.5×"
    let met = index == 0 ? "" : ratio <= 1.5 ? "yes" : "no"
    print(
      "| \(scenario) | \(String(format: "%.2f ms", seconds * 1e3)) | "
        + String(format: "%.2f×", ratio) + " | \(target) | \(met) |")
  }
}
