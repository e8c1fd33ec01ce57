// Times TextInputKit against its peers on one shared corpus.
//
//   PeerComparison generate DIR   writes the corpus files
//   PeerComparison compare DIR    times our side and the in-process baselines, reads the Python
//                                 peers' results from DIR/python-results.json, prints the ratios
//   PeerComparison room TIMES     times a 10 MB paste into the 16-byte nickname field against
//                                 reading its UTF-8 (also printed by compare)
//   PeerComparison emoji TIMES    times the 10 MB emoji count against reading its UTF-8
//   PeerComparison quick          one short pass on 100 kB without the Python peers (CI)
//
// Scripts/compare-peers.sh runs both around the Python side.

import BenchmarkSupport
import Foundation
import TextInputKit

#if canImport(Glibc)
import Glibc
#endif

/// Nanoseconds on the monotonic clock: `clock_gettime(CLOCK_MONOTONIC)`, the clock Python's
/// `time.monotonic_ns()` reads.
func monotonicNanoseconds() -> UInt64 {
  var now = timespec()
  clock_gettime(CLOCK_MONOTONIC, &now)
  return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
}

/// The best of `runs` timings of `body`, in seconds, and its last result.
func best<T>(of runs: Int, _ body: () -> T) -> (seconds: Double, result: T) {
  var fastest = UInt64.max
  var result: T?
  for _ in 0..<runs {
    let start = monotonicNanoseconds()
    let value = body()
    let elapsed = monotonicNanoseconds() - start
    fastest = min(fastest, elapsed)
    result = value
  }
  return (Double(fastest) / 1e9, result!)
}

/// The best of `runs` timings of each of two bodies, run alternately, so that a change of the
/// machine's load during the comparison slows both sides alike instead of one.
func best<A, B>(of runs: Int, _ ours: () -> A, against theirs: () -> B)
  -> (ours: (seconds: Double, result: A), theirs: (seconds: Double, result: B))
{
  var first: (seconds: Double, result: A)?
  var second: (seconds: Double, result: B)?
  for _ in 0..<runs {
    let a = best(of: 1, ours)
    let b = best(of: 1, theirs)
    first = first.map { $0.seconds <= a.seconds ? $0 : a } ?? a
    second = second.map { $0.seconds <= b.seconds ? $0 : b } ?? b
  }
  return (first!, second!)
}

enum Files {
  static let emoji = "emoji-10MB.txt"
  static let gb18030 = "gb18030-1MB.txt"
  static let tweets = "tweets.txt"
  static let pythonResults = "python-results.json"
  static let pythonTwitter = "twitter-python.txt"
}

func read(_ directory: String, _ name: String) throws -> String {
  try String(contentsOfFile: directory + "/" + name, encoding: .utf8)
}

func generate(into directory: String) throws {
  try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
  try Corpus.text(utf8Bytes: 10_000_000).write(
    toFile: directory + "/" + Files.emoji, atomically: true, encoding: .utf8)
  try Corpus.text(utf8Bytes: 1_000_000, seed: Corpus.seed + 1).write(
    toFile: directory + "/" + Files.gb18030, atomically: true, encoding: .utf8)
  try Corpus.tweets(count: 12_000).joined(separator: "\n").write(
    toFile: directory + "/" + Files.tweets, atomically: true, encoding: .utf8)
  print("Corpus written to \(directory) (seed \(Corpus.seed)).")
}

struct Row {
  var scenario: String
  var ours: Double
  var peer: String
  var theirs: Double
  var target: Double
  var note: String = ""
}

func format(_ seconds: Double) -> String {
  seconds >= 1 ? String(format: "%.2f s", seconds) : String(format: "%.2f ms", seconds * 1e3)
}

func compare(in directory: String) throws {
  let emojiText = try read(directory, Files.emoji)
  let gbText = try read(directory, Files.gb18030)
  let tweets = try read(directory, Files.tweets).split(separator: "\n", omittingEmptySubsequences: false)
    .map(String.init)
  let python = try JSONSerialization.jsonObject(
    with: Data(contentsOf: URL(fileURLWithPath: directory + "/" + Files.pythonResults)))
    as! [String: Any]
  let pythonTwitter = try read(directory, Files.pythonTwitter).split(separator: "\n").map {
    Int($0)!
  }
  let runs = 9
  var rows: [Row] = []

  // Emoji count, 10 MB.
  let (ours, properties) = best(of: runs) { emojiText.emojiCount } against: {
    emojiText.reduce(0) { $0 + ($1.isEmojiBySeedProperties ? 1 : 0) }
  }
  let ranges = best(of: runs) {
    emojiText.reduce(0) { $0 + ($1.isEmojiBySeedUTF16Ranges ? 1 : 0) }
  }
  let pythonEmoji = python["emoji_seconds"] as! Double
  let pythonEmojiCount = python["emoji_count"] as! Int
  rows.append(
    Row(
      scenario: "Emoji count, 10 MB", ours: ours.seconds,
      peer: "seed Unicode.Scalar.Properties check", theirs: properties.seconds, target: 15,
      note: "counts: ours \(ours.result), seed \(properties.result)"))
  rows.append(
    Row(
      scenario: "Emoji count, 10 MB", ours: ours.seconds, peer: "seed UTF-16 range check",
      theirs: ranges.seconds, target: 0, note: "count: seed \(ranges.result)"))
  rows.append(
    Row(
      scenario: "Emoji count, 10 MB", ours: ours.seconds,
      peer: "Python emoji \(python["emoji_version"] as! String) emoji_count", theirs: pythonEmoji,
      target: 80, note: "count: Python \(pythonEmojiCount)"))

  // GB 18030 length, 1 MB.
  let (gbOurs, gbFoundation) = best(of: runs) { LengthMetric.gb18030.length(of: gbText) } against: {
    gbText.lengthOfBytes(using: foundationGB18030)
  }
  rows.append(
    Row(
      scenario: "GB 18030 length, 1 MB", ours: gbOurs.seconds,
      peer: "Foundation lengthOfBytes(using: GB 18030)", theirs: gbFoundation.seconds, target: 10,
      note: "bytes: ours \(gbOurs.result), Foundation \(gbFoundation.result)"))
  rows.append(
    Row(
      scenario: "GB 18030 length, 1 MB", ours: gbOurs.seconds,
      peer: "Python str.encode(\"gb18030\")", theirs: python["gb18030_seconds"] as! Double,
      target: 3, note: "bytes: Python \(python["gb18030_bytes"] as! Int)"))

  // Twitter weighted length, every tweet.
  let twitterOurs = best(of: runs) { tweets.map { $0.length(counting: .twitter) } }
  let pythonTwitterSeconds = python["twitter_seconds"] as! Double
  let mismatches = zip(twitterOurs.result, pythonTwitter).enumerated().filter { $0.element.0 != $0.element.1 }
  let sameCount = twitterOurs.result.count == pythonTwitter.count
  rows.append(
    Row(
      scenario: "Twitter length, \(tweets.count) tweets (\(tweets.reduce(0) { $0 + $1.utf8.count } / 1000) kB)",
      ours: twitterOurs.seconds,
      peer: "Python twitter-text-parser \(python["twitter_version"] as! String) parse_tweet",
      theirs: pythonTwitterSeconds, target: 20,
      note: mismatches.isEmpty && sameCount
        ? "identical results on all \(tweets.count) tweets"
        : "\(mismatches.count) of \(tweets.count) results differ"))

  print("| Scenario | TextInputKit | Compared with | Theirs | Ratio | Target | Met |")
  print("|---|---:|---|---:|---:|---:|---|")
  for row in rows {
    let ratio = row.theirs / row.ours
    let target = row.target > 0 ? String(format: "≥ %.0f×", row.target) : "—"
    let met = row.target > 0 ? (ratio >= row.target ? "yes" : "no") : ""
    print(
      "| \(row.scenario) | \(format(row.ours)) | \(row.peer) | \(format(row.theirs)) | "
        + String(format: "%.1f×", ratio) + " | \(target) | \(met) |")
  }
  print("")
  for row in rows where !row.note.isEmpty { print("- \(row.scenario), \(row.peer): \(row.note)") }
  print("")
  printPasteIntoRoom(runs: runs)
  print("")
  paste(count: runs)
  for (index, pair) in mismatches.prefix(10) {
    print("  tweet \(index + 1): ours \(pair.0), Python \(pair.1): \(tweets[index].debugDescription)")
  }
  if !(mismatches.isEmpty && sameCount) { exit(1) }
}

/// Pastes 1 MB into a field that rejects emoji and invisibles under a GB 18030 limit, `count`
/// times; for profiling the paste path on its own.
func paste(count: Int) {
  let pasted = Corpus.text(utf8Bytes: 1_000_000)
  let field = TextFieldState(text: "签名：", utf16Selection: 3..<3)
  let policy = InputPolicy(
    .rejectEmoji, .rejectInvisibles,
    .maxLength(2 * pasted.length(counting: .gb18030), counting: .gb18030))
  let edit = Edit.paste(pasted, in: field)
  let timing = best(of: count) { policy.apply(edit, to: field).state.text.utf8.count }
  print(String(format: "paste 1 MB: %.2f ms, %.1f MB/s", timing.seconds * 1e3, 1 / timing.seconds))
}

/// Counts the emoji of the 10 MB corpus text and reads its UTF-8, `count` times each, best of
/// each; for profiling the emoji scanner on its own.
func emoji(count: Int) {
  let text = Corpus.text(utf8Bytes: 10_000_000)
  let bytes = Array(text.utf8)
  let (ours, reading) = best(of: count) { text.emojiCount } against: {
    String(decoding: bytes, as: UTF8.self).utf8.count
  }
  print(
    String(
      format: "emoji count 10 MB: %.2f ms (%d emoji), read its UTF-8: %.2f ms, ratio %.2f×",
      ours.seconds * 1e3, ours.result, reading.seconds * 1e3, ours.seconds / reading.seconds))
}

/// Types one character in the middle of a 1,000,000-character document and deletes it again,
/// `count` times; for profiling the keystroke path on its own.
func keystrokes(count: Int) {
  let document = Corpus.text(characters: 1_000_000)
  let policy = InputPolicy(
    .rejectEmoji, .maxLength(document.length(counting: .gb18030) + 1_000, counting: .gb18030))
  let middle = document.utf16Offset(of: document.index(document.startIndex, offsetBy: 500_000))
  var state = TextFieldState(text: document, utf16Selection: middle..<middle)
  let typing = Edit(replacing: middle..<middle, with: "好", source: .typing)
  let deletion = Edit(replacing: middle..<(middle + 1), with: "", source: .deletion)
  let timing = best(of: count) {
    state = policy.apply(typing, to: state).state
    state = policy.apply(deletion, to: state).state
    return state.text.utf8.count
  }
  print(String(format: "keystroke pair at 1,000,000 characters: %.2f ms", timing.seconds * 1e3))
}

let arguments = CommandLine.arguments
if arguments.count == 2, arguments[1] == "quick" {
  quick()
  exit(0)
}
if arguments.count == 3, arguments[1] == "keystrokes" {
  keystrokes(count: Int(arguments[2]) ?? 100)
  exit(0)
}
if arguments.count == 3, arguments[1] == "emoji" {
  emoji(count: Int(arguments[2]) ?? 5)
  exit(0)
}
if arguments.count == 3, arguments[1] == "room" {
  printPasteIntoRoom(runs: Int(arguments[2]) ?? 5)
  exit(0)
}
if arguments.count == 3, arguments[1] == "paste" {
  paste(count: Int(arguments[2]) ?? 5)
  exit(0)
}
guard arguments.count == 3, ["generate", "compare"].contains(arguments[1]) else {
  print(
    "usage: PeerComparison generate|compare DIR, PeerComparison paste|keystrokes|room|emoji TIMES, "
      + "or PeerComparison quick")
  exit(2)
}
do {
  if arguments[1] == "generate" { try generate(into: arguments[2]) } else {
    try compare(in: arguments[2])
  }
} catch {
  print("error: \(error)")
  exit(1)
}
