import ArgumentParser
import Foundation
import TextInputKit

/// `textinput stickers`: split each line of standard input into text and stickers.
struct Stickers: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Split each line of standard input into text and the stickers of a catalog.",
    discussion: """
      Prints, for each line, its segments as one JSON array
      ([{"text":"笑死了"},{"sticker":"[笑哭]","image":"xiaoku"}]) or, with --plain, the plain
      text joined back from them. Only codes in the catalog become stickers.
      """)

  @Option(help: "A sticker catalog: JSON, or a property list of {cover_pic, emoticons} packs.")
  var catalog: String

  @Flag(help: "What to print for each line.")
  var output: Output = .segments

  enum Output: String, EnumerableFlag {
    case segments
    case plain
  }

  func run() throws {
    let (result, status) = process(input: InputLines.standardInput())
    try result.finish(with: status)
  }

  func process(input: InputLines) -> (ToolOutput, Int32) {
    var output = ToolOutput()
    let loaded: StickerCatalog
    do {
      loaded = try Self.loadCatalog(catalog)
    } catch {
      output.printError(error)
      return (output, 2)
    }
    let status = input.forEachValidLine(reporting: &output) { _, line, output in
      let split = loaded.segments(of: line)
      switch self.output {
      case .segments: output.print(Self.json(split))
      case .plain: output.print(split.segments.map { String(split[$0]) }.joined())
      }
    }
    return (output, status)
  }

  /// Reads a catalog file, JSON or property list.
  static func loadCatalog(_ path: String) throws(ToolError) -> StickerCatalog {
    let data = try ToolError.readData(path, unreadable: "file.unreadable.catalog")
    do {
      return try StickerCatalog(data: data)
    } catch {
      throw ToolError(error, file: path)
    }
  }

  /// The segments as a JSON array, keys in a fixed order.
  static func json(_ text: StickerText) -> String {
    let items = text.segments.map { segment in
      if let sticker = segment.sticker {
        return #"{"sticker":\#(sticker.code.jsonLiteral),"image":\#(sticker.image.jsonLiteral)}"#
      }
      return #"{"text":\#(String(text[segment]).jsonLiteral)}"#
    }
    return "[" + items.joined(separator: ",") + "]"
  }
}
