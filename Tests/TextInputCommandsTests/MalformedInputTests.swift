import Foundation
import Testing
import TextInputKitTesting

@testable import TextInputCommands

/// Bad input to the tool: every malformed policy and replay script gets an exact message on
/// standard error, nothing on standard output, and exit status 2.
@Suite("Malformed input")
struct MalformedInputTests {
  static func lines(_ text: String) -> InputLines { InputLines(data: Data(text.utf8)) }

  static let policies: [(policy: String, message: String)] = [
    (
      "",
      "Unknown policy \"\": not a preset (amount, bank-card, bio, id-cn, nickname, phone-cn, phone-cn-spaced, pin, price, secure, tweet), a JSON file or inline JSON."
    ),
    (
      "Phone-CN",
      "Unknown policy \"Phone-CN\": not a preset (amount, bank-card, bio, id-cn, nickname, phone-cn, phone-cn-spaced, pin, price, secure, tweet), a JSON file or inline JSON."
    ),
    ("{", "Invalid policy in the inline policy: Malformed JSON: the text is not valid JSON."),
    ("{}x", "Invalid policy in the inline policy: Malformed JSON: line 1, column 3."),
    (
      #"{"maxLength": 1e400}"#,
      "Invalid policy in the inline policy: Malformed JSON: the text is not valid JSON."
    ),
    (
      #"{"maxLength": 99999999999999999999}"#,
      "Invalid policy in the inline policy: The value of \"maxLength\" must be at most 1000000000; it is 99999999999999999999."
    ),
    (
      #"{"maxLength": 2.5}"#,
      "Invalid policy in the inline policy: The value of \"maxLength\" must be a whole number."
    ),
    (
      #"{"maxLength": true}"#,
      "Invalid policy in the inline policy: The value of \"maxLength\" must be a whole number."
    ),
    (
      #"{"maxLength": -3}"#,
      "Invalid policy in the inline policy: The value of \"maxLength\" must be at least 1; it is -3."
    ),
    (
      #"{"metric": "gb18030"}"#,
      "Invalid policy in the inline policy: \"metric\" and \"overflow\" need a \"maxLength\"."
    ),
    (
      #"{"maxLength": 5, "metric": "bytes"}"#,
      "Invalid policy in the inline policy: \"bytes\" is not a valid value for \"metric\". Expected one of: characters, utf16, scalars, utf8, gb18030, twitter."
    ),
    (
      #"{"allow": 7}"#,
      "Invalid policy in the inline policy: The value of \"allow\" must be a name such as \"digits\", {\"characters\": \"...\"}, or an array of these."
    ),
    (
      ##"{"deny": "#"}"##,
      "Invalid policy in the inline policy: The value of \"deny\" must be {\"characters\": \"...\"}."
    ),
    (
      #"{"emoji": "no"}"#,
      "Invalid policy in the inline policy: \"no\" is not a valid value for \"emoji\". Expected one of: allow, reject."
    ),
    (
      #"{"bidi": "yes"}"#,
      "Invalid policy in the inline policy: \"yes\" is not a valid value for \"bidi\". Expected one of: allow, reject, rejectOverrides."
    ),
    (
      #"{"zeroWidth": null}"#,
      "Invalid policy in the inline policy: The value of \"zeroWidth\" must be a string."
    ),
    (
      #"{"maxCombiningMarks": -1}"#,
      "Invalid policy in the inline policy: The value of \"maxCombiningMarks\" must be at least 0; it is -1."
    ),
    (
      #"{"mixedScripts": ["reject"]}"#,
      "Invalid policy in the inline policy: The value of \"mixedScripts\" must be a string."
    ),
    (
      #"{"decimal": 2}"#,
      "Invalid policy in the inline policy: The value of \"decimal\" must be an object such as {\"fractionDigits\": 2}."
    ),
    (
      #"{"decimal": {"digits": 2}}"#,
      "Invalid policy in the inline policy: The key \"decimal.digits\" is not known. Known keys: fractionDigits, integerDigits, grouping."
    ),
    (
      #"{"transform": "title"}"#,
      "Invalid policy in the inline policy: \"title\" is not a valid value for \"transform\". Expected one of: uppercase, lowercase."
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
    #expect(output.standardError == "The policy file \"\(url.path)\" is not UTF-8 text.\n")
    #expect(status == 2)
  }

  static let kinds =
    "(type, paste, backspace, forwardDelete, select, move, mark, commit, replace, set, token, sticker)"

  static let scripts: [(script: String, message: String)] = [
    ("hello", "line 1: not a JSON object."),
    ("[1, 2]", "line 1: not a JSON object."),
    ("{\"type\": \"type\", \"text\": \"a\"}\n\n{}", "line 3: missing \"type\" \(kinds)."),
    (#"{"type": "jump"}"#, "line 1: unknown type \"jump\" \(kinds)."),
    (#"{"type": 3}"#, "line 1: missing \"type\" \(kinds)."),
    (#"{"type": "paste"}"#, "line 1: \"paste\" needs a string \"text\"."),
    (#"{"type": "type", "text": 5}"#, "line 1: \"type\" needs a string \"text\"."),
    (#"{"type": "select", "start": 2, "end": 1}"#, "line 1: \"select\" needs 0 <= start <= end."),
    (#"{"type": "select", "start": -1, "end": 1}"#, "line 1: \"select\" needs 0 <= start <= end."),
    (
      #"{"type": "select", "start": "0", "end": 1}"#,
      "line 1: \"select\" needs an integer \"start\"."
    ),
    (#"{"type": "move", "by": true}"#, "line 1: \"move\" needs an integer \"by\"."),
    (#"{"type": "move", "by": 1.5}"#, "line 1: \"move\" needs an integer \"by\"."),
    (#"{"type": "replace", "start": 0, "end": 1}"#, "line 1: \"replace\" needs a string \"text\"."),
    (
      "{\"type\": \"backspace\"}\n{\"type\": \"type\", \"text\": \"a\"",
      "line 2: not a JSON object."
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
        "Invalid policy in the inline policy: \"yes\" is not a valid value for \"bidi\". Expected one of: allow, reject, rejectOverrides.\n"
      ),
      (
        ["replay", "--policy", "pin", "-"], "{\"type\": \"jump\"}\n",
        "line 1: unknown type \"jump\" \(Self.kinds).\n"
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
