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
    var message: String
    var testDescription: String { message }
  }

  @Test(arguments: [
    Bad(data: "{", message: "The catalog is not valid JSON."),
    Bad(data: "<plist><array>", message: "The catalog is not a valid property list."),
    Bad(data: "{}", message: "A catalog needs \"packs\", an array of sticker packs."),
    Bad(data: "3", message: "A catalog must be an array of packs or an object with \"packs\"."),
    Bad(data: "[1]", message: "Pack 1 must be an object."),
    Bad(
      data: #"[{"cover_pic": "c", "emoticons": 1}]"#,
      message: "Pack 1: \"emoticons\" must be an array of stickers."),
    Bad(
      data: #"[{"cover_pic": "c", "emoticons": [{"image": "i"}]}]"#,
      message: "Pack 1, sticker 1: \"desc\" must be a non-empty string."),
    Bad(
      data: #"[{"cover_pic": "c", "emoticons": [{"image": "i", "desc": "a]b"}]}]"#,
      message:
        "Pack 1 (c), sticker 1: the code \"[a]b]\" must start with \"[\", end with \"]\" and have neither in between."
    ),
    Bad(
      data:
        #"[{"cover_pic": "c", "emoticons": [{"image": "i", "desc": "d"}]}, {"cover_pic": "e", "emoticons": [{"image": "j", "desc": "d"}]}]"#,
      message: "Pack 2 (e), sticker 1: the code \"[d]\" is already used in pack 1."),
    Bad(
      data: #"{"packs": [{"id": "x", "stickers": [{"code": "ok", "image": "i"}]}]}"#,
      message:
        "Pack 1 (x), sticker 1: the code \"ok\" must start with \"[\", end with \"]\" and have neither in between."
    ),
  ])
  func refusesWithAMessage(_ bad: Bad) {
    #expect(throws: StickerCatalogError(bad.message)) {
      try StickerCatalog(data: Data(bad.data.utf8))
    }
  }
}
