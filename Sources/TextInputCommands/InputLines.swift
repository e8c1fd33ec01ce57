import ArgumentParser
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
    // The line breaks, found with `memchr` rather than by walking `Data` byte by byte.
    var breaks: [Int] = []
    data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
      guard let base = raw.baseAddress else { return }
      var offset = 0
      while offset < raw.count,
        let found = memchr(base + offset, Int32(UInt8(ascii: "\n")), raw.count - offset)
      {
        let position = base.distance(to: UnsafeRawPointer(found))
        breaks.append(position)
        offset = position + 1
      }
    }
    // A final line break ends the last line; it does not start an empty one.
    let count = data.count
    let lineCount = count == 0 || breaks.last == count - 1 ? breaks.count : breaks.count + 1
    let start = data.startIndex
    var number = 0
    return AnyIterator {
      guard number < lineCount else { return nil }
      let lower = number == 0 ? 0 : breaks[number - 1] + 1
      let upper = number < breaks.count ? breaks[number] : count
      number += 1
      var bytes = data[(start + lower)..<(start + upper)]
      if bytes.last == UInt8(ascii: "\r") { bytes = bytes.dropLast() }
      return (number, String(validUTF8: bytes))
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
    Self.write(standardOutput, to: .standardOutput)
    Self.write(standardError, to: .standardError)
  }

  /// Writes the bytes of `text` where they are, without a copy into a `Data` (a sanitized
  /// 10 MB line is written as it was made).
  private static func write(_ text: String, to handle: FileHandle) {
    var text = text
    text.withUTF8 { bytes in
      guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
      handle.write(
        Data(
          bytesNoCopy: UnsafeMutableRawPointer(mutating: base), count: bytes.count,
          deallocator: .none))
    }
  }

  static func invalidUTF8(line: Int) -> String {
    "line \(line): not valid UTF-8; the line was skipped."
  }

  /// Writes what was collected, and ends the command with `status` when it is not 0.
  func finish(with status: Int32) throws {
    flush()
    if status != 0 { throw ExitCode(status) }
  }
}

extension InputLines {
  /// Calls `body` with each line that is valid UTF-8 and the output to write to, in order, and
  /// reports every other line on the output's standard error, so that one bad line does not stop
  /// the rest.
  ///
  /// - Returns: 2 when a line was skipped, otherwise 0.
  func forEachValidLine(
    reporting output: inout ToolOutput, _ body: (Int, String, inout ToolOutput) -> Void
  )
    -> Int32
  {
    var status: Int32 = 0
    for (number, line) in self {
      guard let line else {
        output.printError(ToolOutput.invalidUTF8(line: number))
        status = 2
        continue
      }
      body(number, line, &output)
    }
    return status
  }
}

extension InputLines {
  /// Calls `body` once with `text` and no line number when there is a text, otherwise with each
  /// valid line of `input` (no lines when it is `nil`) and its number: the commands that take
  /// TEXT or read standard input, `count` and `urls`.
  ///
  /// - Returns: The output, and 2 when a line was skipped, otherwise 0.
  static func process(
    text: String?, orLinesOf input: InputLines?, _ body: (Int?, String, inout ToolOutput) -> Void
  ) -> (ToolOutput, Int32) {
    var output = ToolOutput()
    if let text {
      body(nil, text, &output)
      return (output, 0)
    }
    let status = (input ?? InputLines(data: Data())).forEachValidLine(reporting: &output) {
      body($0, $1, &$2)
    }
    return (output, status)
  }
}
