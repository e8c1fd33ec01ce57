import Foundation
import TextInputKit

enum StickerFixtures {
  /// The property list of a classic sticker keyboard, two packs.
  static let plist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <array>
      <dict>
        <key>cover_pic</key><string>emoji_cover</string>
        <key>emoticons</key>
        <array>
          <dict><key>image</key><string>xiaoku</string><key>desc</key><string>笑哭</string></dict>
          <dict><key>image</key><string>haixiu</string><key>desc</key><string>害羞</string></dict>
          <dict><key>image</key><string>doge</string><key>desc</key><string>doge</string></dict>
        </array>
      </dict>
      <dict>
        <key>cover_pic</key><string>cat_cover</string>
        <key>emoticons</key>
        <array>
          <dict><key>image</key><string>cat_smile</string><key>desc</key><string>喵</string></dict>
        </array>
      </dict>
    </array>
    </plist>
    """

  static let catalog = try! StickerCatalog(data: Data(plist.utf8))

  static let laughing = Sticker(code: "[笑哭]", image: "xiaoku", accessibilityLabel: "笑哭")
  static let shy = Sticker(code: "[害羞]", image: "haixiu", accessibilityLabel: "害羞")

  /// A catalog of `count` stickers in one pack, `[s0]`, `[s1]`, …
  static func numbered(_ count: Int, pack: String = "numbers") -> StickerPack {
    StickerPack(
      id: pack, name: pack, cover: "cover",
      stickers: (0..<count).map { Sticker(code: "[s\($0)]", image: "s\($0)") })
  }
}
