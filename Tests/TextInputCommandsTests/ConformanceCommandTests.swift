import Foundation
import Testing

@testable import TextInputCommands

@Suite("textinput conformance")
struct ConformanceCommandTests {
  static let source = #"{"project": "demo", "file": "Tests/Demo.swift", "test": "testPaste"}"#

  /// A folder holding `files` (path → contents), removed when the test ends.
  static func folder(_ files: [String: String], _ body: (String) throws -> Void) throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "conformance-\(UUID())")
    defer { try? FileManager.default.removeItem(at: url) }
    for (path, contents) in files {
      let file = url.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try contents.write(to: file, atomically: true, encoding: .utf8)
    }
    try body(url.path)
  }

  static func file(_ cases: String...) -> String {
    #"{"cases": ["# + cases.joined(separator: ", ") + "]}"
  }

  static func item(
    _ id: String, policy: String = #""phone-cn-spaced""#, events: String, extra: String = ""
  ) -> String {
    #"{"id": "\#(id)", "source": \#(source), "policy": \#(policy), \#(extra)"events": [\#(events)]}"#
  }

  @Test func isASubcommandWithHelp() throws {
    #expect(TextInputCommand.configuration.subcommands.contains { $0 == Conformance.self })
    #expect(Conformance.helpMessage().contains("USAGE: conformance [<dir>] [--only <text>]"))
  }

  @Test func passingCasesPrintTheTable() throws {
    let passing = Self.item(
      "demo/paste",
      events: #"""
        {"type": "paste", "text": "13800138000", "expect": {"text": "138 0013 8000", "selection": [13, 13], "marked": null, "value": "13800138000"}}
        """#)
    try Self.folder(["demo/a.json": Self.file(passing)]) { path in
      let (output, status) = try Conformance.parse([path]).process(currentDirectory: "/")
      #expect(status == 0)
      #expect(
        output.standardOutput == """
          source  cases  passed  failed  pending  differs
          demo        1       1       0        0        0
          total       1       1       0        0        0

          """)
    }
  }

  /// A wrong expectation fails the run with exit status 1 and says, per mode, what was expected
  /// and what the field held.
  @Test func aFailingCaseSaysExpectedAndActual() throws {
    let failing = Self.item(
      "demo/wrong", policy: #####"{"mask": "####"}"#####,
      events: #"""
        {"type": "paste", "text": "1200"}, {"type": "select", "start": 0, "end": 4}, {"type": "backspace", "expect": {"text": "12"}}
        """#)
    try Self.folder(["a.json": Self.file(failing)]) { path in
      let (output, status) = try Conformance.parse([path]).process(currentDirectory: "/")
      #expect(status == 1)
      #expect(
        output.standardOutput.hasSuffix(
          """
          Failed (1):
            demo/wrong
              Tests/Demo.swift testPaste, policy {"mask":"####"}
              delegate, event 3 (backspace): expected {"text": "12"}, got {"text": ""}
              notification, event 3 (backspace): expected {"text": "12"}, got {"text": ""}

          """))
    }
  }

  /// A pending case that fails is listed apart and does not fail the run; one that passes fails
  /// it, listed so that its stale mark goes.
  @Test func pendingCasesAreListedApart() throws {
    let failing = Self.item(
      "demo/pending", policy: #####"{"mask": "####"}"#####,
      events: #"{"type": "paste", "text": "12", "expect": {"text": "99"}}"#,
      extra: #""pending": "a known bug", "#)
    let fixed = Self.item(
      "demo/fixed", policy: #####"{"mask": "####"}"#####,
      events: #"{"type": "paste", "text": "12", "expect": {"text": "12"}}"#,
      extra: #""pending": "fixed since", "#)
    try Self.folder(["a.json": Self.file(failing, fixed)]) { path in
      let (output, status) = try Conformance.parse([path]).process(currentDirectory: "/")
      #expect(status == 1)
      #expect(output.standardOutput.contains("demo        2       0       0        2        0"))
      #expect(
        output.standardOutput.contains(
          "Pending (1; known engine bugs, not failures):\n  demo/pending — a known bug\n"))
      #expect(
        output.standardOutput.contains(
          "Pending but passing (1; remove their `pending`, the run fails):\n  demo/fixed — fixed since\n"))
    }
  }

  @Test func differencesAreCountedAndListedOnRequest() throws {
    let differing = Self.item(
      "demo/differs",
      events: #"{"type": "paste", "text": "138", "expect": {"text": "138"}}"#,
      extra: #""differs": {"theirs": {"text": "138 "}, "reason": "No trailing literal."}, "#)
    try Self.folder(["a.json": Self.file(differing)]) { path in
      let (plain, _) = try Conformance.parse([path]).process(currentDirectory: "/")
      #expect(
        plain.standardOutput.hasSuffix(
          "\n1 deliberate differences from the sources pass with this project's answer; "
            + "--differences lists them.\n"))
      let (listed, status) = try Conformance.parse([path, "--differences"]).process(
        currentDirectory: "/")
      #expect(status == 0)
      #expect(
        listed.standardOutput.hasSuffix(
          """
          Deliberate differences (1; passing with this project's answer):
            demo/differs: theirs {"text": "138 "}
              No trailing literal.

          """))
    }
  }

  @Test(arguments: [
    (
      #"{"cases": [{"id": "x"}]}"#,
      "a.json: `cases[0].source` is missing.\n"
    ),
    (
      file(item("x", events: #"{"type": "paste", "txt": "1"}"#)),
      "a.json: `cases[0].events[0]`: A \"paste\" event needs a string `text`.\n"
    ),
    (
      file(item("x", events: #"{"type": "paste", "text": "1", "expect": {"selction": [1, 1]}}"#)),
      "a.json: Unknown key `selction` at `cases[0].events[0].expect`; known keys: text, selection, marked, value.\n"
    ),
    (
      file(item("x", events: #"{"type": "paste", "text": "1", "expect": {"selection": [2, 1]}}"#)),
      "a.json: `cases[0].events[0].expect.selection` must be [start, end] with 0 ≤ start ≤ end; it is [2, 1].\n"
    ),
    (
      file(item("x", policy: #""phone-us""#, events: #"{"type": "backspace"}"#)),
      "a.json: Unknown preset \"phone-us\"; presets: amount, bank-card, bio, birth-date, card-expiry, id-cn, nickname, phone, phone-cn, phone-cn-spaced, pin, price, secure, time, tweet.\n"
    ),
    (
      file(
        item("x", events: #"{"type": "backspace"}"#), item("x", events: #"{"type": "backspace"}"#)),
      "a.json: the id \"x\" is also used in a.json.\n"
    ),
    (
      #"{"cases": [],}"#,
      "a.json: Malformed JSON at line 1, column 13: a comma before \"}\"; remove it.\n"
    ),
  ])
  func aMalformedCaseFileExitsWith2(contents: String, message: String) throws {
    try Self.folder(["a.json": contents]) { path in
      let (output, status) = try Conformance.parse([path]).process(currentDirectory: "/")
      #expect(status == 2)
      #expect(output.standardError == path + "/" + message)
      #expect(output.standardOutput.isEmpty)
    }
  }

  @Test func aMissingFolderExitsWith2() throws {
    let (output, status) = try Conformance.parse(["/nonexistent/cases"]).process(
      currentDirectory: "/")
    #expect(status == 2)
    #expect(output.standardError == "/nonexistent/cases: no such folder.\n")
    let (none, noneStatus) = try Conformance.parse([]).process(currentDirectory: "/")
    #expect(noneStatus == 2)
    #expect(
      none.standardError
        == "No Conformance folder in / or above it; give the folder of case files.\n")
  }

  /// Without a folder the command finds the repository's `Conformance` from a folder inside it,
  /// and every case there passes or is pending.
  @Test func findsTheRepositorysSuiteFromInsideIt() throws {
    let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path
    #expect(ConformanceSuite.locate(from: here) == ConformanceSuiteTests.folder)
    let (output, status) = try Conformance.parse(["--only", "maskito/card"]).process(
      currentDirectory: here)
    #expect(status == 0)
    #expect(
      output.standardOutput.hasPrefix(
        "source   cases  passed  failed  pending  differs\nmaskito      5       5"))
  }
}
