import ArgumentParser
import Foundation
import TextInputKit

/// `textinput emoji`: list, count or strip the emoji in text, by the Unicode 17.0 emoji data.
///
/// ```
/// $ textinput emoji "I ❤️ 🇫🇷, © 2025"
/// ❤️ 🇫🇷
/// $ printf 'a😀b👍🏽\nno emoji\n' | textinput emoji --count
/// 2
/// 0
/// ```
public struct Emoji: ParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "emoji",
    abstract: "List, count or strip the emoji in text.",
    discussion: """
      Without TEXT, reads standard input and answers for each line. A line that is not valid \
      UTF-8 is reported on standard error and skipped; the exit status is then 2.
      """
  )

  /// What to print for each text.
  public enum Mode: String, EnumerableFlag, Sendable {
    case list, count, strip

    public static func help(for value: Mode) -> ArgumentHelp? {
      switch value {
      case .list: "Print the emoji, separated by single spaces (the default)."
      case .count: "Print the number of emoji."
      case .strip: "Print the text without its emoji."
      }
    }
  }

  @Flag public var mode: Mode = .list

  @Flag(help: "Also count text-default emoji characters such as © and ™ without U+FE0F.")
  public var strict = false

  @Argument(help: "The text to read. Reads standard input, line by line, when omitted.")
  public var text: String?

  public init() {}

  public func run() throws {
    if let text {
      print(Self.answer(for: text, mode: mode, matching: matching))
      return
    }
    var input = StandardInputLines()
    let succeeded = Self.answerLines(
      AnySequence { AnyIterator { input.next() } }, mode: mode, matching: matching,
      output: { print($0) },
      error: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) })
    if !succeeded { throw ExitCode(2) }
  }

  var matching: EmojiMatching { strict ? .strict : .standard }

  /// The answer for one text: its emoji, their number, or the text without them.
  ///
  /// ```swift
  /// Emoji.answer(for: "a😀b👍🏽", mode: .list)   // "😀 👍🏽"
  /// Emoji.answer(for: "a😀b👍🏽", mode: .count)  // "2"
  /// Emoji.answer(for: "a😀b👍🏽", mode: .strip)  // "ab"
  /// ```
  static func answer(for text: String, mode: Mode, matching: EmojiMatching = .standard) -> String {
    switch mode {
    case .list:
      text.emojiClusters(matching: matching).map { String($0.emoji) }.joined(separator: " ")
    case .count: String(text.emojiCount(matching: matching))
    case .strip: text.removingEmoji(matching: matching)
    }
  }

  /// Answers each line of bytes; a line that is not UTF-8 gets a message on `error` instead.
  ///
  /// A carriage return before the line feed is not part of the line.
  ///
  /// - Returns: Whether every line was valid UTF-8.
  static func answerLines(
    _ lines: some Sequence<[UInt8]>, mode: Mode, matching: EmojiMatching = .standard,
    output: (String) -> Void, error: (String) -> Void
  ) -> Bool {
    var succeeded = true
    for (offset, var bytes) in lines.enumerated() {
      if bytes.last == 0x0D { bytes.removeLast() }
      guard let line = String(validUTF8: bytes) else {
        error("textinput emoji: line \(offset + 1): not valid UTF-8; skipped.")
        succeeded = false
        continue
      }
      output(answer(for: line, mode: mode, matching: matching))
    }
    return succeeded
  }
}

/// The lines of standard input as bytes, read as they arrive, without their line feeds.
struct StandardInputLines: IteratorProtocol {
  private var buffer: [UInt8] = []
  private var start = 0
  private var finished = false

  mutating func next() -> [UInt8]? {
    while true {
      if let newline = buffer[start...].firstIndex(of: 0x0A) {
        let line = Array(buffer[start..<newline])
        start = newline + 1
        return line
      }
      if finished {
        guard start < buffer.count else { return nil }
        let line = Array(buffer[start...])
        start = buffer.count
        return line
      }
      buffer.removeFirst(start)
      start = 0
      let chunk = FileHandle.standardInput.availableData
      if chunk.isEmpty { finished = true } else { buffer.append(contentsOf: chunk) }
    }
  }
}
