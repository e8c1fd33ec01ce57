import Foundation

extension StickerCatalog {
  /// Reads a catalog from JSON or from a property list (XML or binary), whichever `data` is.
  ///
  /// JSON is either our own layout, `{"packs": [{"id", "name", "cover", "stickers": [{"code",
  /// "image", "label"}]}]}`, or the property-list layout written as JSON: an array of
  /// `{"cover_pic", "emoticons": [{"image", "desc"}]}` packs. Keys other than these are ignored.
  ///
  /// ```swift
  /// try StickerCatalog(data: Data(#"[{"cover_pic": "c", "emoticons": [{"image": "i", "desc": "笑"}]}]"#.utf8))
  /// // one pack, the sticker "[笑]"
  /// try StickerCatalog(data: Data(#"[{"cover_pic": "c", "emoticons": 1}]"#.utf8))
  /// // throws at "[0].emoticons": `[0].emoticons` must be an array.
  /// ```
  ///
  /// - Throws: ``TextInputError`` saying what is wrong and where.
  public init(data: Data) throws(TextInputError) {
    if Self.looksLikePropertyList(data) {
      try self.init(propertyList: data)
    } else {
      try self.init(json: data)
    }
  }

  /// Reads a catalog from JSON, strict on every platform (see ``StrictJSONDecoder``).
  public init(json data: Data) throws(TextInputError) {
    self = try StrictJSONDecoder().decode(CatalogFile.self, from: data).catalog
  }

  /// Reads a catalog from the property list of a classic sticker keyboard: an array of packs,
  /// each `{"cover_pic": name, "emoticons": [{"image": name, "desc": text}]}`.
  public init(propertyList data: Data) throws(TextInputError) {
    do {
      self = try PropertyListDecoder().decode(CatalogFile.self, from: data).catalog
    } catch DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty {
      throw TextInputError(.malformedPropertyList, "catalog.notPropertyList", at: nil)
    } catch {
      throw TextInputError.from(error)
    }
  }

  /// Whether `data` starts like an XML or binary property list.
  static func looksLikePropertyList(_ data: Data) -> Bool {
    if data.starts(with: Array("bplist".utf8)) { return true }
    var bytes = data[...]
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
    let first = bytes.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
    return first == UInt8(ascii: "<")
  }
}
