import Foundation
import Testing
import TextInputKit

@Suite struct StickerCatalogTests {
  @Test func readsTheKeyboardPropertyList() throws {
    let catalog = StickerFixtures.catalog
    #expect(catalog.packs.map(\.id) == ["emoji_cover", "cat_cover"])
    #expect(catalog.packs[0].cover == "emoji_cover")
    #expect(catalog.packs[0].stickers.map(\.code) == ["[笑哭]", "[害羞]", "[doge]"])
    #expect(catalog.sticker(forCode: "[笑哭]") == StickerFixtures.laughing)
    #expect(catalog.sticker(forCode: "[不存在]") == nil)
    #expect(catalog.sticker(forCode: "[喵]")?.spokenName == "喵")
  }

  @Test func readsJSONAndRoundTrips() throws {
    let json = #"""
      {"packs": [{"id": "faces", "name": "Faces", "cover": "faces_cover",
        "stickers": [{"code": "[笑哭]", "image": "xiaoku", "label": "Laughing"},
                     {"code": "[ok]", "image": "ok"}]}]}
      """#
    let catalog = try StickerCatalog(data: Data(json.utf8))
    #expect(catalog.packs[0].name == "Faces")
    #expect(catalog.sticker(forCode: "[笑哭]")?.accessibilityLabel == "Laughing")
    #expect(catalog.sticker(forCode: "[ok]")?.spokenName == "ok")
    let encoded = try JSONEncoder().encode(catalog)
    #expect(try JSONDecoder().decode(StickerCatalog.self, from: encoded) == catalog)
  }

  @Test func readsThePropertyListLayoutWrittenAsJSON() throws {
    let json = #"[{"cover_pic": "c", "emoticons": [{"image": "i", "desc": "d"}]}]"#
    #expect(try StickerCatalog(data: Data(json.utf8)).sticker(forCode: "[d]")?.image == "i")
  }

  struct Bad: CustomTestStringConvertible, Sendable {
    var data: String
    var kind: TextInputError.Kind
    var location: String?
    var message: String
    var testDescription: String { message }
  }

  @Test(arguments: [
    Bad(
      data: "{", kind: .malformedJSON, location: nil,
      message: "Malformed JSON at line 1, column 2: the text ends too early."),
    Bad(
      data: "<plist><array>", kind: .malformedPropertyList, location: nil,
      message: "The catalog is not a valid property list."),
    Bad(data: "{}", kind: .missingKey, location: "packs", message: "The key `packs` is missing."),
    Bad(
      data: "3", kind: .wrongType, location: nil,
      message: "A catalog must be an array of packs or an object with `packs`."),
    Bad(data: "[1]", kind: .wrongType, location: "[0]", message: "`[0]` must be an object."),
    Bad(
      data: #"{"packs": 1}"#, kind: .wrongType, location: "packs",
      message: "`packs` must be an array."),
    Bad(
      data: #"[{"cover_pic": "c", "emoticons": 1}]"#, kind: .wrongType,
      location: "[0].emoticons", message: "`[0].emoticons` must be an array."),
    Bad(
      data: #"[{"cover_pic": "c", "emoticons": [{"image": "i"}]}]"#, kind: .missingKey,
      location: "[0].emoticons[0].desc",
      message: "`[0].emoticons[0].desc` must be a non-empty string."),
    Bad(
      data: #"[{"cover_pic": "", "emoticons": []}]"#, kind: .wrongType,
      location: "[0].cover_pic", message: "`[0].cover_pic` must be a non-empty string."),
    Bad(
      data: #"[{"cover_pic": "c", "emoticons": [{"image": "i", "desc": "a]b"}]}]"#,
      kind: .invalidStickerCode, location: "[0].emoticons[0].desc",
      message:
        "Pack 1 (c), sticker 1: the code \"[a]b]\" must start with \"[\", end with \"]\" and have neither in between."
    ),
    Bad(
      data:
        #"[{"cover_pic": "c", "emoticons": [{"image": "i", "desc": "d"}]}, {"cover_pic": "e", "emoticons": [{"image": "j", "desc": "d"}]}]"#,
      kind: .duplicateStickerCode, location: "[1].emoticons[0].desc",
      message: "Pack 2 (e), sticker 1: the code \"[d]\" is already used in pack 1."),
    Bad(
      data: #"{"packs": [{"id": "x", "stickers": [{"code": "ok", "image": "i"}]}]}"#,
      kind: .invalidStickerCode, location: "packs[0].stickers[0].code",
      message:
        "Pack 1 (x), sticker 1: the code \"ok\" must start with \"[\", end with \"]\" and have neither in between."
    ),
    Bad(
      data: #"{"packs": [{"id": "x", "stickers": [],}]}"#, kind: .malformedJSON, location: nil,
      message: #"Malformed JSON at line 1, column 38: a comma before "}"; remove it."#),
  ])
  func rejectsWithAMessage(_ bad: Bad) {
    let error = #expect(throws: TextInputError.self) {
      try StickerCatalog(data: Data(bad.data.utf8))
    }
    #expect(error?.kind == bad.kind)
    #expect(error?.location == bad.location)
    #expect(error?.description == bad.message)
  }

  /// Keys a catalog does not use, and a name or label of another type, are ignored as before.
  @Test func toleratesWhatItDoesNotRead() throws {
    let json = #"""
      {"version": 2, "packs": [{"id": "x", "name": 5, "extra": [1],
        "stickers": [{"code": "[a]", "image": "i", "label": false}]}]}
      """#
    let catalog = try StickerCatalog(data: Data(json.utf8))
    #expect(catalog.packs[0].name == "x")
    #expect(catalog.sticker(forCode: "[a]")?.accessibilityLabel == nil)
  }

  @Test func aPropertyListIsLocatedToo() {
    let plist = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><array><dict>
      <key>cover_pic</key><string>c</string>
      <key>emoticons</key><array><dict><key>image</key><integer>3</integer><key>desc</key><string>d</string></dict></array>
      </dict></array></plist>
      """
    let error = #expect(throws: TextInputError.self) { try StickerCatalog(data: Data(plist.utf8)) }
    #expect(error?.location == "[0].emoticons[0].image")
    #expect(error?.description == "`[0].emoticons[0].image` must be a non-empty string.")
  }
}
