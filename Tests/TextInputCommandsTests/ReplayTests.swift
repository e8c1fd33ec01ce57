import Testing
@testable import TextInputCommands

@Suite("textinput replay")
struct ReplayTests {
  static let script = """
    {"type":"type","text":"138a"}
    {"type":"paste","text":"0013-8000-99"}
    {"type":"mark","text":"ni"}
    {"type":"commit","text":"你"}
    {"type":"move","by":-1}
    {"type":"backspace"}
    """

  @Test(arguments: ["delegate", "notification"])
  func finalLineIsTheSameInBothModes(mode: String) throws {
    let replay = try Replay.parse(["--policy", "phone-cn", "--mode", mode, "-"])
    let (output, status) = replay.process(script: Self.script)
    #expect(status == 0)
    #expect(output.standardOutput == #"{"marked":null,"selection":[9,9],"text":"1380013800"}"# + "\n")
  }

  @Test func traceSaysWhatWasRefused() throws {
    let replay = try Replay.parse(["--policy", "phone-cn", "--trace", "-"])
    let (output, _) = replay.process(script: #"{"type":"type","text":"1a"}"#)
    #expect(output.standardOutput.split(separator: "\n").first
      == #"{"marked":null,"refused":"Only digits are allowed here.","selection":[1,1],"text":"1"}"#)
  }

  @Test(arguments: [
    (#"{"type":"jump"}"#, "line 2: unknown type \"jump\" (type, paste, backspace, select, move, mark, commit, replace, set).\n"),
    (#"{"type":"select","start":3}"#, "line 2: \"select\" needs an integer \"end\".\n"),
    ("not json", "line 2: not a JSON object.\n"),
  ])
  func malformedScript(line: String, message: String) throws {
    let replay = try Replay.parse(["--policy", "phone-cn", "-"])
    let (output, status) = replay.process(script: #"{"type":"backspace"}"# + "\n" + line)
    #expect(status == 2)
    #expect(output.standardError == message)
  }
}
