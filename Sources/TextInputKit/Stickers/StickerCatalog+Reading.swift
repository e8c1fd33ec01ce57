import Foundation

extension StickerCatalog {
  /// Reads a catalog from JSON or from a property list (XML or binary), whichever `data` is.
  ///
  /// JSON is either our own layout, `{"packs": [...]}`, or the property-list layout written as
  /// JSON: an array of `{"cover_pic", "emoticons"}` packs.
  ///
  /// - Throws: ``StickerCatalogError`` saying what is wrong and where.
  public init(data: Data) throws {
    if Self.looksLikePropertyList(data) {
      try self.init(propertyList: data)
    } else {
      try self.init(json: data)
    }
  }

  /// Reads a catalog from JSON.
  public init(json data: Data) throws {
    let tree: Any
    do {
      tree = try JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)
    } catch {
      throw StickerCatalogError("The catalog is not valid JSON.")
    }
    try self.init(tree: tree)
  }

  /// Reads a catalog from the property list of a classic sticker keyboard: an array of packs,
  /// each `{"cover_pic": name, "emoticons": [{"image": name, "desc": text}]}`.
  public init(propertyList data: Data) throws {
    let tree: Any
    do {
      tree = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
    } catch {
      throw StickerCatalogError("The catalog is not a valid property list.")
    }
    try self.init(tree: tree)
  }

  /// Whether `data` starts like an XML or binary property list.
  static func looksLikePropertyList(_ data: Data) -> Bool {
    if data.starts(with: Array("bplist".utf8)) { return true }
    var bytes = data[...]
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
    let first = bytes.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
    return first == UInt8(ascii: "<")
  }

  /// Builds a catalog from a decoded JSON or property-list tree.
  init(tree: Any) throws {
    let packList: [Any]
    if let array = tree as? [Any] {
      packList = array
    } else if let object = tree as? [String: Any] {
      guard let packs = object["packs"] as? [Any] else {
        throw StickerCatalogError("A catalog needs \"packs\", an array of sticker packs.")
      }
      packList = packs
    } else {
      throw StickerCatalogError("A catalog must be an array of packs or an object with \"packs\".")
    }
    var packs: [StickerPack] = []
    for (p, item) in packList.enumerated() {
      guard let pack = item as? [String: Any] else {
        throw StickerCatalogError("Pack \(p + 1) must be an object.")
      }
      packs.append(try Self.pack(pack, number: p + 1))
    }
    try self.init(packs: packs)
  }

  private static func pack(_ pack: [String: Any], number: Int) throws -> StickerPack {
    let place = "Pack \(number)"
    func string(_ key: String, in object: [String: Any], at place: String) throws -> String {
      guard let value = object[key] as? String, !value.isEmpty else {
        throw StickerCatalogError("\(place): \"\(key)\" must be a non-empty string.")
      }
      return value
    }
    if pack["emoticons"] != nil {
      let cover = try string("cover_pic", in: pack, at: place)
      guard let emoticons = pack["emoticons"] as? [Any] else {
        throw StickerCatalogError("\(place): \"emoticons\" must be an array of stickers.")
      }
      var stickers: [Sticker] = []
      for (s, item) in emoticons.enumerated() {
        let where_ = "\(place), sticker \(s + 1)"
        guard let emoticon = item as? [String: Any] else {
          throw StickerCatalogError("\(where_) must be an object.")
        }
        let desc = try string("desc", in: emoticon, at: where_)
        let image = try string("image", in: emoticon, at: where_)
        stickers.append(Sticker(code: "[\(desc)]", image: image, accessibilityLabel: desc))
      }
      let id = pack["id"] as? String ?? cover
      return StickerPack(
        id: id, name: pack["name"] as? String ?? id, cover: cover, stickers: stickers)
    }
    let id = try string("id", in: pack, at: place)
    guard let list = pack["stickers"] as? [Any] else {
      throw StickerCatalogError("\(place): \"stickers\" must be an array of stickers.")
    }
    var stickers: [Sticker] = []
    for (s, item) in list.enumerated() {
      let where_ = "\(place), sticker \(s + 1)"
      guard let sticker = item as? [String: Any] else {
        throw StickerCatalogError("\(where_) must be an object.")
      }
      stickers.append(
        Sticker(
          code: try string("code", in: sticker, at: where_),
          image: try string("image", in: sticker, at: where_),
          accessibilityLabel: sticker["label"] as? String))
    }
    return StickerPack(
      id: id, name: pack["name"] as? String ?? id, cover: pack["cover"] as? String ?? "",
      stickers: stickers)
  }
}
