import Foundation
import Testing
import TextInputKitTesting

@testable import TextInputCommands

/// Bad input to the tool: every malformed policy and replay script gets an exact message on
/// standard error, nothing on standard output, and exit status 2.
@Suite("Malformed input")
struct MalformedInputTests {
  static func lines(_ text: String) -> InputLines { InputLines(data: Data(text.utf8)) }

  static let presets =
    "amount, bank-card, bio, birth-date, card-expiry, id-cn, nickname, phone, phone-cn, phone-cn-spaced, pin, price, secure, time, tweet"

  static let policies: [(policy: String, message: String)] = [
    ("", "--policy: \"\" is neither a preset (\(presets)) nor JSON."),
    ("Phone-CN", "--policy: \"Phone-CN\" is neither a preset (\(presets)) nor JSON."),
    ("{", "--policy: Malformed JSON at line 1, column 2: the text ends too early."),
    ("{}x", "--policy: Malformed JSON at line 1, column 3: text follows the end of the value."),
    (
      #"{"maxLength": 11,}"#,
      #"--policy: Malformed JSON at line 1, column 17: a comma before "}"; remove it."#
    ),
    (
      #"{"maxLength": 11, "maxLength": 12}"#,
      "--policy: Malformed JSON at line 1, column 19: the key `maxLength` appears twice in one object."
    ),
    (
      #"{"maxLength": 1e400}"#,
      "--policy: Malformed JSON at line 1, column 15: the number 1e400 is too large."
    ),
    (
      #"{"maxLength": 99999999999999999999}"#,
      "--policy: `maxLength` must be at most 1000000000; it is 99999999999999999999."
    ),
    (#"{"maxLength": 2.5}"#, "--policy: `maxLength` must be a whole number."),
    (#"{"maxLength": true}"#, "--policy: `maxLength` must be a whole number."),
    (#"{"maxLength": -3}"#, "--policy: `maxLength` must be at least 1; it is -3."),
    (#"{"metric": "gb18030"}"#, "--policy: `metric` and `overflow` need a `maxLength`."),
    (
      #"{"maxLength": 5, "metric": "bytes"}"#,
      #"--policy: Unknown value "bytes" for `metric`; expected one of: characters, utf16, scalars, utf8, gb18030, twitter."#
    ),
    (
      #"{"allow": 7}"#,
      #"--policy: `allow` must be a name such as "digits", {"characters": "..."}, or an array of these."#
    ),
    (
      ##"{"deny": "#"}"##,
      #"--policy: `deny` must be an object such as {"characters": "<>"}."#
    ),
    (
      #"{"emoji": "no"}"#,
      #"--policy: Unknown value "no" for `emoji`; expected one of: allow, reject."#
    ),
    (
      #"{"bidi": "yes"}"#,
      #"--policy: Unknown value "yes" for `bidi`; expected one of: allow, reject, rejectOverrides."#
    ),
    (#"{"zeroWidth": null}"#, "--policy: `zeroWidth` must be one of: allow, reject."),
    (#"{"maxCombiningMarks": -1}"#, "--policy: `maxCombiningMarks` must be at least 0; it is -1."),
    (#"{"mixedScripts": ["reject"]}"#, "--policy: `mixedScripts` must be one of: allow, reject."),
    (#"{"decimal": 2}"#, #"--policy: `decimal` must be an object such as {"fractionDigits": 2}."#),
    (
      #"{"decimal": {"digits": 2}}"#,
      "--policy: Unknown key `digits` in `decimal`; known keys: fractionDigits, integerDigits, grouping, groupingStyle, acceptsDecimalComma, allowsNegative."
    ),
    (
      #"{"transform": "title"}"#,
      #"--policy: Unknown value "title" for `transform`; expected one of: uppercase, lowercase."#
    ),
    (
      #"{"preset": "phone-us", "maxLength": 13}"#,
      #"--policy: Unknown value "phone-us" for `preset`; expected one of: \#(presets)."#
    ),
    ("/no/such/dir/policy.json", "Cannot read the policy file \"/no/such/dir/policy.json\"."),
  ]

  @Test(arguments: policies)
  func malformedPolicies(policy: String, message: String) throws {
    for command in ["check", "sanitize"] {
      let (output, status) =
        command == "check"
        ? try Check.parse(["--policy", policy]).process(input: Self.lines("x\n"))
        : try Sanitize.parse(["--policy", policy]).process(input: Self.lines("x\n"))
      #expect(output.standardError == message + "\n", "\(command)")
      #expect(output.standardOutput == "")
      #expect(status == 2)
    }
  }

  @Test func aPolicyFileThatIsNotUTF8() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("policy-\(UUID()).json")
    try Data([0x7B, 0xFF, 0xFE, 0x7D]).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let (output, status) = try Check.parse(["--policy", url.path]).process(input: Self.lines("x\n"))
    #expect(output.standardError == "The file \"\(url.path)\" is not UTF-8 text.\n")
    #expect(status == 2)
  }

  static let kinds =
    "type, paste, backspace, forwardDelete, select, move, mark, commit, replace, set, token, sticker"

  static let scripts: [(script: String, message: String)] = [
    ("hello", #"Malformed JSON at line 1, column 1: unexpected "h"."#),
    ("[1, 2]", #"line 1: An event must be a JSON object, such as {"type": "type", "text": "a"}."#),
    ("{\"type\": \"type\", \"text\": \"a\"}\n\n{}", "line 3: The key `type` is missing; types: \(kinds)."),
    (#"{"type": "jump"}"#, "line 1: Unknown event type \"jump\"; types: \(kinds)."),
    (#"{"type": 3}"#, "line 1: `type` must be one of: \(kinds)."),
    (#"{"type": "paste"}"#, "line 1: A \"paste\" event needs a string `text`."),
    (#"{"type": "type", "text": 5}"#, "line 1: A \"type\" event needs a string `text`."),
    (
      #"{"type": "select", "start": 2, "end": 1}"#,
      "line 1: A \"select\" event needs 0 <= start <= end; it has start 2 and end 1."
    ),
    (
      #"{"type": "select", "start": -1, "end": 1}"#,
      "line 1: A \"select\" event needs 0 <= start <= end; it has start -1 and end 1."
    ),
    (
      #"{"type": "select", "start": "0", "end": 1}"#,
      "line 1: A \"select\" event needs a whole number `start`."
    ),
    (#"{"type": "move", "by": true}"#, "line 1: A \"move\" event needs a whole number `by`."),
    (#"{"type": "move", "by": 1.5}"#, "line 1: A \"move\" event needs a whole number `by`."),
    (#"{"type": "replace", "start": 0, "end": 1}"#, "line 1: A \"replace\" event needs a string `text`."),
    (
      "{\"type\": \"backspace\"}\n{\"type\": \"type\", \"text\": \"a\"",
      "Malformed JSON at line 2, column 29: the text ends too early."
    ),
    (
      #"{"type": "move", "by": 1, "by": 2}"#,
      "Malformed JSON at line 1, column 27: the key `by` appears twice in one object."
    ),
  ]

  @Test(arguments: scripts)
  func malformedScripts(script: String, message: String) throws {
    for mode in ["delegate", "notification"] {
      let (output, status) = try Replay.parse(["--policy", "phone-cn", "--mode", mode, "-"])
        .process(script: script)
      #expect(output.standardError == message + "\n")
      #expect(output.standardOutput == "")
      #expect(status == 2)
    }
  }

  @Test func zeroAndOneAreIntegersInScripts() throws {
    let script = """
      {"type": "type", "text": "138"}
      {"type": "select", "start": 0, "end": 1}
      {"type": "move", "by": 1}
      """
    let (output, status) = try Replay.parse(["--policy", "phone-cn", "-"]).process(script: script)
    #expect(output.standardError == "")
    #expect(status == 0)
  }

  /// Random well-formed and malformed lines: the tool answers with status 0 or 2, never a crash.
  @Test func randomScriptsNeverCrash() throws {
    var random = SplitMix64(seed: 42)
    let texts = ["a", "138", "😀", "👨‍👩‍👧", "\u{202E}", "e\u{301}", "🇨🇳", "", "\u{FFFD}", "你好"]
    let numbers = [-1, 0, 1, 2, 3, 7, 1000, Int.max, Int.min]
    for round in 0..<60 {
      var lines: [String] = []
      for _ in 0..<Int(random.next() % 20) {
        let text = texts[Int(random.next() % UInt64(texts.count))]
        let a = numbers[Int(random.next() % UInt64(numbers.count))]
        let b = numbers[Int(random.next() % UInt64(numbers.count))]
        let escaped = String(
          data: try JSONSerialization.data(withJSONObject: [text]), encoding: .utf8)!
          .dropFirst().dropLast()
        let choices = [
          #"{"type": "type", "text": \#(escaped)}"#, #"{"type": "paste", "text": \#(escaped)}"#,
          #"{"type": "backspace"}"#, #"{"type": "select", "start": \#(a), "end": \#(b)}"#,
          #"{"type": "move", "by": \#(a)}"#, #"{"type": "mark", "text": \#(escaped)}"#,
          #"{"type": "commit", "text": \#(escaped)}"#,
          #"{"type": "replace", "start": \#(Swift.min(a, b)), "end": \#(Swift.max(a, b)), "text": \#(escaped)}"#,
          #"{"type": "set", "text": \#(escaped)}"#, "{\"type\": ", "",
        ]
        lines.append(choices[Int(random.next() % UInt64(choices.count))])
      }
      let preset = ["phone-cn", "price", "nickname", "secure", "tweet"][round % 5]
      let mode = round % 2 == 0 ? "delegate" : "notification"
      let (_, status) = try Replay.parse(["--policy", preset, "--mode", mode, "-"])
        .process(script: lines.joined(separator: "\n"))
      #expect(status == 0 || status == 2, "seed 42, round \(round)")
    }
  }

  /// The built tool, once: a malformed policy and a malformed script exit with status 2.
  @Test func endToEnd() throws {
    let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("textinput")
    guard FileManager.default.fileExists(atPath: binary.path) else {
      Issue.record("textinput was not built at \(binary.path)")
      return
    }
    for (arguments, input, message) in [
      (
        ["check", "--policy", #"{"bidi": "yes"}"#], "x\n",
        "--policy: Unknown value \"yes\" for `bidi`; expected one of: allow, reject, rejectOverrides.\n"
      ),
      (
        ["replay", "--policy", "pin", "-"], "{\"type\": \"jump\"}\n",
        "line 1: Unknown event type \"jump\"; types: \(Self.kinds).\n"
      ),
    ] {
      let process = Process()
      process.executableURL = binary
      process.arguments = arguments
      let stdin = Pipe()
      let stdout = Pipe()
      let stderr = Pipe()
      process.standardInput = stdin
      process.standardOutput = stdout
      process.standardError = stderr
      try process.run()
      stdin.fileHandleForWriting.write(Data(input.utf8))
      try stdin.fileHandleForWriting.close()
      process.waitUntilExit()
      let error = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      let output = stdout.fileHandleForReading.readDataToEndOfFile()
      #expect(error == message)
      #expect(output.isEmpty)
      #expect(process.terminationStatus == 2)
    }
  }
}
