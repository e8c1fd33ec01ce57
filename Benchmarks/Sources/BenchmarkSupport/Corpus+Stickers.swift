import TextInputKit

extension Corpus {
  /// A catalog of `count` stickers in one pack, with codes like those of a chat app: `[笑0]`,
  /// `[笑1]`, …
  public static func stickerCatalog(count: Int = 100) -> StickerCatalog {
    let stickers = (0..<count).map { Sticker(code: "[笑\($0)]", image: "sticker\($0)") }
    return try! StickerCatalog(
      packs: [StickerPack(id: "bench", name: "Bench", cover: "sticker0", stickers: stickers)])
  }

  /// Plain text of `characters` characters on screen, `stickers` of which are sticker codes of
  /// `catalog`, spread at seeded positions through the mixed corpus text; every twentieth code
  /// inserted is one the catalog does not know (`[不存在]`), which stays text.
  public static func stickerText(
    characters: Int, stickers: Int, catalog: StickerCatalog, seed: UInt64 = Corpus.seed
  ) -> String {
    let codes = catalog.stickers.map(\.code)
    let plain = Array(text(characters: characters - stickers, seed: seed))
    var generator = SplitMix64(seed: seed ^ 0x5717)
    // Sorted insertion points, one per sticker, between characters of the plain text.
    var points = (0..<stickers).map { _ in Int(generator.next() % UInt64(plain.count + 1)) }
    points.sort()
    var result = ""
    result.reserveCapacity(plain.count * 3 + stickers * 8)
    var next = 0
    var inserted = 0
    for (i, character) in plain.enumerated() {
      while next < points.count, points[next] == i {
        inserted += 1
        result += inserted % 20 == 0 ? "[不存在]" : codes[Int(generator.next() % UInt64(codes.count))]
        next += 1
      }
      result.append(character)
    }
    while next < points.count {
      result += codes[Int(generator.next() % UInt64(codes.count))]
      next += 1
    }
    return result
  }
}
