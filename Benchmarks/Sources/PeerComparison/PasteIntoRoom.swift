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
  // The 64-character `secure` field, whose scripts rule reads the whole paste: on the corpus and
  // on a line of mixed Latin, Han and emoji (issue 43).
  let secure = best(of: runs) { InputPolicy.secure.sanitize(text).count }
  let mixed = String(repeating: mixedScriptUnit, count: 10_000_000 / mixedScriptUnit.utf8.count)
  let mixedBytes = Array(mixed.utf8)
  let readingMixed = best(of: runs) { String(decoding: mixedBytes, as: UTF8.self).utf8.count }
  let secureMixed = best(of: runs) { InputPolicy.secure.sanitize(mixed).count }
  precondition(secureMixed.result == 64)
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
    ("Paste 10 MB into secure (64 characters), sanitize", secure.seconds, secure.seconds / reading.seconds),
    ("Read the 10 MB mixed-script line (String(decoding:))", readingMixed.seconds, 1),
    (
      "Paste the mixed-script line into secure, sanitize", secureMixed.seconds,
      secureMixed.seconds / readingMixed.seconds
    ),
  ]
}

/// The unit of the mixed-script line: Latin, Han, emoji with a skin tone, a space and
/// punctuation, repeated to 10 MB.
let mixedScriptUnit = "abcxyz中文字😀👍🏽 .,"

/// The target of each row of ``pasteIntoRoom(runs:)``: at most 1.5 times the reading for
/// `nickname` (issue 17), at most 0.1 times for `secure` (issue 43).
func roomTarget(_ scenario: String) -> Double? {
  if scenario.hasPrefix("Read") { return nil }
  return scenario.contains("secure") ? 0.1 : 1.5
}

/// Prints ``pasteIntoRoom(runs:)`` as a table.
func printPasteIntoRoom(runs: Int) {
  print("| Scenario | Time | Ratio to reading | Target | Met |")
  print("|---|---:|---:|---:|---|")
  for (scenario, seconds, ratio) in pasteIntoRoom(runs: runs) {
    let limit = roomTarget(scenario)
    let target = limit.map { "≤ \($0)×" } ?? ""
    let met = limit.map { ratio <= $0 ? "yes" : "no" } ?? ""
    print(
      "| \(scenario) | \(String(format: "%.2f ms", seconds * 1e3)) | "
        + String(format: "%.2f×", ratio) + " | \(target) | \(met) |")
  }
}
