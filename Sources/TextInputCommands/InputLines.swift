import Foundation

/// Lines of input, decoded as UTF-8 one by one so that a bad line does not stop the others.
struct InputLines: Sequence {
  /// A line's 1-based number and its text, or `nil` when it is not valid UTF-8.
  typealias Element = (number: Int, text: String?)

  let data: Data

  /// Reads all of standard input.
  static func standardInput() -> InputLines {
    InputLines(data: FileHandle.standardInput.readDataToEndOfFile())
  }

  func makeIterator() -> AnyIterator<Element> {
    var lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)[...]
    // A final line break ends the last line; it does not start an empty one.
    if lines.last?.isEmpty == true { lines = lines.dropLast() }
    var number = 0
    return AnyIterator {
      guard let line = lines.popFirst() else { return nil }
      number += 1
      var bytes = line[...]
      if bytes.last == UInt8(ascii: "\r") { bytes = bytes.dropLast() }
      return (number, String(validating: bytes, as: UTF8.self))
    }
  }
}

/// Where a command writes, so that tests can read what it wrote.
struct ToolOutput {
  var standardOutput = ""
  var standardError = ""

  mutating func print(_ line: String) { standardOutput += line + "\n" }
  mutating func printError(_ line: String) { standardError += line + "\n" }

  /// Writes what was collected to the real standard output and standard error.
  func flush() {
    FileHandle.standardOutput.write(Data(standardOutput.utf8))
    FileHandle.standardError.write(Data(standardError.utf8))
  }

  static func invalidUTF8(line: Int) -> String {
    "line \(line): not valid UTF-8; the line was skipped."
  }
}
