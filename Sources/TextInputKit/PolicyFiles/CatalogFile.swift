/// A sticker catalog file, JSON or property list: an array of packs or `{"packs": [...]}`, each
/// pack in our layout or the classic one (see ``StickerCatalog/init(data:)``).
struct CatalogFile: Decodable {
  let catalog: StickerCatalog

  init(from decoder: any Decoder) throws {
    let items: [any Decoder]
    if decoder.holdsArray {
      items = try decoder.items(wrongType: "catalog.layout")
    } else if decoder.holdsObject {
      let object = try decoder.object(known: [], allowingAnyKey: true)
      guard object.has("packs") else {
        throw TextInputError.missingKey("packs", at: decoder.codingPath)
      }
      items = try decoder.decoder(for: "packs", in: object).items(
        wrongType: "decode.wrongType.array")
    } else {
      throw decoder.failure(.wrongType, "catalog.layout")
    }
    var packs: [StickerPack] = []
    var codePlaces: [[String]] = []
    for item in items {
      let (pack, places) = try Self.pack(from: item)
      packs.append(pack)
      codePlaces.append(places)
    }
    do {
      catalog = try StickerCatalog(packs: packs)
    } catch {
      // Locate a malformed or repeated code by where the file gave it.
      var located = TextInputError.from(error)
      if let pack = located.message.arguments["pack"].flatMap(Int.init),
        let sticker = located.message.arguments["sticker"].flatMap(Int.init),
        codePlaces.indices.contains(pack - 1), codePlaces[pack - 1].indices.contains(sticker - 1)
      {
        located.location = codePlaces[pack - 1][sticker - 1]
      }
      throw located
    }
  }

  /// A pack and where each sticker's code comes from.
  static func pack(from decoder: any Decoder) throws(TextInputError) -> (StickerPack, [String]) {
    let object = try decoder.object(known: [], allowingAnyKey: true)
    func lenient(_ key: String) -> String? {
      guard object.has(key), let place = try? decoder.decoder(for: key, in: object) else {
        return nil
      }
      return try? place.string()
    }
    if object.has("emoticons") {
      let cover = try nonEmptyString("cover_pic", in: object, of: decoder)
      let (stickers, places) = try stickers(
        under: "emoticons", in: object, of: decoder, codeKey: "desc"
      ) { emoticon, item throws(TextInputError) in
        let desc = try nonEmptyString("desc", in: emoticon, of: item)
        let image = try nonEmptyString("image", in: emoticon, of: item)
        return Sticker(code: "[\(desc)]", image: image, accessibilityLabel: desc)
      }
      let id = lenient("id") ?? cover
      return (
        StickerPack(id: id, name: lenient("name") ?? id, cover: cover, stickers: stickers), places
      )
    }
    let id = try nonEmptyString("id", in: object, of: decoder)
    guard object.has("stickers") else {
      throw TextInputError.missingKey("stickers", at: decoder.codingPath)
    }
    let (stickers, places) = try stickers(
      under: "stickers", in: object, of: decoder, codeKey: "code"
    ) { sticker, item throws(TextInputError) in
      let code = try nonEmptyString("code", in: sticker, of: item)
      let image = try nonEmptyString("image", in: sticker, of: item)
      var label: String?
      if sticker.has("label"), let place = try? item.decoder(for: "label", in: sticker) {
        label = try? place.string()
      }
      return Sticker(code: code, image: image, accessibilityLabel: label)
    }
    let pack = StickerPack(
      id: id, name: lenient("name") ?? id, cover: lenient("cover") ?? "", stickers: stickers)
    return (pack, places)
  }

  /// The stickers of the array under `key`, each made by `sticker` from its object and its
  /// decoder, and where each one's code comes from (its member `codeKey`).
  static func stickers(
    under key: String, in object: KeyedDecodingContainer<AnyCodingKey>, of decoder: any Decoder,
    codeKey: String,
    _ sticker: (KeyedDecodingContainer<AnyCodingKey>, any Decoder) throws(TextInputError) -> Sticker
  ) throws(TextInputError) -> ([Sticker], [String]) {
    var stickers: [Sticker] = []
    var places: [String] = []
    let list = try decoder.decoder(for: key, in: object).items(
      wrongType: "decode.wrongType.array")
    for item in list {
      stickers.append(try sticker(try item.object(known: [], allowingAnyKey: true), item))
      places.append(CodingPath.location(item.codingPath, codeKey))
    }
    return (stickers, places)
  }

  /// The value of `key`, a string that is not empty.
  static func nonEmptyString(
    _ key: String, in object: KeyedDecodingContainer<AnyCodingKey>, of decoder: any Decoder
  ) throws(TextInputError) -> String {
    guard object.has(key) else {
      let location = CodingPath.location(decoder.codingPath, key)
      throw TextInputError(.missingKey, "catalog.emptyString", ["location": location], at: location)
    }
    let place = try decoder.decoder(for: key, in: object)
    guard let value = try? place.string(), !value.isEmpty else {
      throw place.failure(.wrongType, "catalog.emptyString")
    }
    return value
  }
}
