import Foundation
import Testing

@testable import TextInputCommands

@Suite("textinput stickers")
struct StickersCommandTests {
  static let plist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><array><dict>
      <key>cover_pic</key><string>cover</string>
      <key>emoticons</key><array>
        <dict><key>image</key><string>xiaoku</string><key>desc</key><string>笑哭</string></dict>
      </array>
    </dict></array></plist>
    """

  static func file(_ contents: String, ext: String) throws -> String {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("catalog-\(UUID().uuidString).\(ext)")
    try Data(contents.utf8).write(to: url)
    return url.path
  }

  static func lines(_ text: String) -> InputLines { InputLines(data: Data(text.utf8)) }

  @Test func printsSegmentsAsJSON() throws {
    let path = try Self.file(Self.plist, ext: "plist")
    let (output, status) = try Stickers.parse(["--catalog", path])
      .process(input: Self.lines("笑死了[笑哭]\n[不存在]\"\\\n\n"))
    #expect(
      output.standardOutput == """
        [{"text":"笑死了"},{"sticker":"[笑哭]","image":"xiaoku"}]
        [{"text":"[不存在]\\"\\\\"}]
        []

        """)
    #expect(status == 0)
  }

  @Test func printsPlainTextJoinedBack() throws {
    let json = #"{"packs": [{"id": "p", "stickers": [{"code": "[ok]", "image": "ok"}]}]}"#
    let path = try Self.file(json, ext: "json")
    let (output, _) = try Stickers.parse(["--catalog", path, "--plain"])
      .process(input: Self.lines("a[ok]b[no]\n"))
    #expect(output.standardOutput == "a[ok]b[no]\n")
  }

  @Test func aBadCatalogExitsWithTwo() throws {
    let path = try Self.file("[{\"cover_pic\": \"c\"", ext: "json")
    let (output, status) = try Stickers.parse(["--catalog", path]).process(input: Self.lines("x\n"))
    #expect(
      output.standardError == "\(path): Malformed JSON at line 1, column 19: the text ends too early.\n")
    #expect(output.standardOutput == "")
    #expect(status == 2)
    let (missing, missingStatus) = try Stickers.parse(["--catalog", "/nonexistent/c.plist"])
      .process(input: Self.lines(""))
    #expect(missing.standardError == "Cannot read the catalog file \"/nonexistent/c.plist\".\n")
    #expect(missingStatus == 2)
  }
}
