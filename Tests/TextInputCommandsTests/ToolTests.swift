import Foundation
import Testing

@testable import TextInputCommands

@Suite("textinput")
struct ToolTests {
  static func lines(_ text: String) -> InputLines { InputLines(data: Data(text.utf8)) }

  @Test(arguments: [
    (["--metric", "gb18030", "Hi你好"], "6\n"),
    (["👨‍👩‍👧"], "1\n"),
    (["--metric", "utf16", "👨‍👩‍👧"], "8\n"),
    (["--metric", "twitter", "中a😀"], "5\n"),
    (["--metric", "twitter", "see example.com and t.co/x"], "55\n"),
  ])
  func countsText(arguments: [String], expected: String) throws {
    let command = try Count.parse(arguments)
    let (output, status) = command.process(input: nil)
    #expect(output.standardOutput == expected)
    #expect(status == 0)
  }

  @Test func countsEveryLineOfStandardInput() throws {
    let (output, status) = try Count.parse(["--metric", "utf8"]).process(
      input: Self.lines("a\n中\r\n\n😀\n"))
    #expect(output.standardOutput == "1\n3\n0\n4\n")
    #expect(status == 0)
  }

  @Test func reportsInvalidUTF8AndGoesOn() throws {
    var data = Data("ok\n".utf8)
    data.append(contentsOf: [0xFF, 0xFE, 0x0A])
    data.append(Data("中\n".utf8))
    let (output, status) = try Count.parse([]).process(input: InputLines(data: data))
    #expect(output.standardOutput == "2\n1\n")
    #expect(output.standardError == "line 2: not valid UTF-8; the line was skipped.\n")
    #expect(status == 2)
  }

  @Test func printsTheURLsTwitterCounts() throws {
    let (output, status) = try URLs.parse(["see example.com and t.co/x, mail me@example.com"])
      .process(input: nil)
    #expect(output.standardOutput == "4\t15\texample.com\n20\t26\tt.co/x\n")
    #expect(status == 0)
    let (lines, _) = try URLs.parse([]).process(input: Self.lines("none\n中文example.com中文\n"))
    #expect(lines.standardOutput == "2\t2\t13\texample.com\n")
  }


  @Test(arguments: [
    ("phone-cn", "138-0013-8000\n+86 138\n", "13800138000\n86138\n"),
    ("price", "3.14159\n.5\n00012\n", "3.14\n0.5\n12\n"),
    ("nickname", "小明 😀\n25°C\n", "小明\n25°C\n"),
    (#"{"allow": "uppercase", "transform": "uppercase", "maxLength": 3}"#, "abcdef\n", "ABC\n"),
  ])
  func sanitizes(policy: String, input: String, expected: String) throws {
    let (output, status) = try Sanitize.parse(["--policy", policy]).process(
      input: Self.lines(input))
    #expect(output.standardOutput == expected)
    #expect(output.standardError == "")
    #expect(status == 0)
  }

  @Test(arguments: [
    (
      "phone-cn-spaced", "138-0013-8000\n+86 138\n+86 138-0013-8000\n0086 138 0013 8000\n",
      "138 0013 8000\n861 38\n138 0013 8000\n138 0013 8000\n",
      "13800138000\n86138\n13800138000\n13800138000\n"
    ),
    ("bank-card", "6222021234567890128 7\n", "6222 0212 3456 7890 128\n", "6222021234567890128\n"),
    ("id-cn", "11010519491231002x\n", "110105 19491231 002X\n", "11010519491231002X\n"),
    ("amount", "1234567.891\n1,234\n.5\n", "1,234,567.89\n1,234\n0.5\n", "1234567.89\n1234\n0.5\n"),
    (####"{"mask": {"pattern": "+86 ### ####", "slots": {}}}"####, "+86 138 0013\n", "+86 138 0013\n", "1380013\n"),
  ])
  func sanitizesToTheDisplayFormOrTheValue(
    policy: String, input: String, display: String, value: String
  ) throws {
    let (shown, status) = try Sanitize.parse(["--policy", policy]).process(
      input: Self.lines(input))
    #expect(shown.standardOutput == display)
    #expect(status == 0)
    let (values, _) = try Sanitize.parse(["--policy", policy, "--value"]).process(
      input: Self.lines(input))
    #expect(values.standardOutput == value)
  }

  @Test func checksTheDisplayFormAndTheValueAlike() throws {
    let input = "138 0013 8000\n13800138000\n138-0013-8000\n1380 0138 000\n"
    let (output, status) = try Check.parse(["--policy", "phone-cn-spaced"]).process(
      input: Self.lines(input))
    #expect(
      output.standardOutput == "3: Only digits fit here.\n4: Only digits fit here.\n")
    #expect(status == 1)
    let (amounts, amountStatus) = try Check.parse(["--policy", "amount"]).process(
      input: Self.lines("1,234,567.89\n1234567.89\n"))
    #expect(amounts.standardOutput == "")
    #expect(amountStatus == 0)
  }

  @Test func checksLinesAndNamesTheRejectedOnes() throws {
    let input = "13800138000\n1380013800a\n138001380001\n"
    let (output, status) = try Check.parse(["--policy", "phone-cn"]).process(
      input: Self.lines(input))
    #expect(
      output.standardOutput == "2: Only digits are allowed here.\n3: At most 11 characters.\n")
    #expect(status == 1)
    let (clean, cleanStatus) = try Check.parse(["--policy", "phone-cn"]).process(
      input: Self.lines("13800138000\n"))
    #expect(clean.standardOutput == "")
    #expect(cleanStatus == 0)
  }

  @Test(arguments: [
    (
      "phone-us",
      "--policy: \"phone-us\" is neither a preset (amount, bank-card, bio, birth-date, card-expiry, id-cn, nickname, phone, phone-cn, phone-cn-spaced, pin, price, secure, time, tweet) nor JSON.\n"
    ),
    ("/no/such/policy.json", "Cannot read the policy file \"/no/such/policy.json\".\n"),
    (
      #"{"maxLength": 0}"#,
      "--policy: `maxLength` must be at least 1; it is 0.\n"
    ),
    (
      #"{"pattern": "(ab"}"#,
      "--policy: The pattern \"(ab\" does not compile:"
    ),
    (
      #"{"decimal": {"fractionDigits": 2}, "allow": "letters"}"#,
      "--policy: `decimal` and `allow`: \"letters\" contradict each other: a decimal number has no letters.\n"
    ),
    (#"{"maxLength": 5"#, "--policy: Malformed JSON at line 1, column 16: the text ends too early.\n"),
    (
      #"{"colour": "red"}"#, "--policy: Unknown key `colour` at the top level; known keys: preset,"
    ),
    (####"{"mask": ""}"####, "--policy: A mask cannot be empty.\n"),
    (
      ####"{"mask": "+86 --"}"####,
      "--policy: The mask \"+86 --\" has no slot: use # for a digit, A for a letter, * for either.\n"
    ),
    (
      ####"{"mask": {"pattern": "###C", "slots": {"D": "0123456789X"}}}"####,
      "--policy: The mask slot \"D\" is not used in the pattern \"###C\".\n"
    ),
    (
      ####"{"mask": {"pattern": "###C", "slots": {"C": ""}}}"####,
      "--policy: The mask slot \"C\" takes no character: give it at least one.\n"
    ),
    (
      ####"{"mask": "###\\"}"####,
      "--policy: The mask \"###\\\" ends with a lone \"\\\": escape a character.\n"
    ),
    (
      #"{"decimal": {"grouping": "12"}}"#,
      "--policy: `decimal.grouping` must be one character"
    ),
  ])
  func badPoliciesExitWithStatus2(policy: String, message: String) throws {
    let (output, status) = try Check.parse(["--policy", policy]).process(input: Self.lines("x\n"))
    #expect(output.standardError.hasPrefix(message), "\(output.standardError)")
    #expect(output.standardOutput == "")
    #expect(status == 2)
  }

  @Test func readsAPolicyFile() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("policy-\(UUID()).json")
    try Data(#"{"allow": "digits", "maxLength": 4}"#.utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let (output, _) = try Sanitize.parse(["--policy", url.path]).process(
      input: Self.lines("12345\n"))
    #expect(output.standardOutput == "1234\n")
  }

  @Test func demoWalksThroughEveryField() {
    let transcript = Demo.transcript()
    for title in ["Phone number", "Phone number, formatted", "Price", "Amount", "Nickname", "Bio"] {
      #expect(transcript.contains(title))
    }
    #expect(transcript.contains("rejected: Emoji are not allowed here."))
    #expect(transcript.contains("result \"13800138001\"  length 11/11"))
    #expect(transcript.contains("result \"138 0013 8000\"  value \"13800138000\""))
    #expect(transcript.contains("1,234,567.|"))
  }

  /// The built tool, run as a newcomer runs it.
  @Test func endToEnd() throws {
    let (printed, status) = try Self.runTool(
      ["check", "--policy", "nickname"], input: "小明\n小明 😀\n")
    #expect(
      printed
        == "2: Emoji are not allowed here. Spaces and invisible characters are not allowed here.\n")
    #expect(status == 1)
  }

  /// Runs the built tool with `arguments` and `input`, in the test's environment without its
  /// locale (so that messages are in English) and with `environment` added; returns what it
  /// printed on standard output and its exit status.
  static func runTool(
    _ arguments: [String], input text: String, environment: [String: String] = [:]
  ) throws -> (String, Int32) {
    let (printed, _, status) = try runToolReadingErrors(
      arguments, input: text, environment: environment)
    return (printed, status)
  }

  /// Runs the built tool; what it printed on standard output and standard error, and its status.
  static func runToolReadingErrors(
    _ arguments: [String], input text: String, environment: [String: String] = [:]
  ) throws -> (String, String, Int32) {
    let binary = productsDirectory.appendingPathComponent("textinput")
    guard FileManager.default.fileExists(atPath: binary.path) else {
      Issue.record("textinput was not built at \(binary.path)")
      return ("", "", -1)
    }
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    var inherited = ProcessInfo.processInfo.environment
    for name in ["LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"] { inherited[name] = nil }
    process.environment = inherited.merging(environment) { $1 }
    let input = Pipe()
    let output = Pipe()
    // Standard error goes to a file, so that neither of two pipes can fill while the other is read.
    let errorsURL = FileManager.default.temporaryDirectory.appendingPathComponent(
      "textinput-errors-\(UUID()).txt")
    try Data().write(to: errorsURL)
    defer { try? FileManager.default.removeItem(at: errorsURL) }
    let errors = try FileHandle(forWritingTo: errorsURL)
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    input.fileHandleForWriting.write(Data(text.utf8))
    try input.fileHandleForWriting.close()
    let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    try errors.close()
    let reported = String(decoding: try Data(contentsOf: errorsURL), as: UTF8.self)
    return (printed, reported, process.terminationStatus)
  }

  static var productsDirectory: URL {
    // The test bundle sits next to the built products.
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
  }
}
