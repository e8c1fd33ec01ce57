import Foundation

/// The sticker packs an app offers, and the codes that stand for them in plain text.
///
/// Read a catalog from JSON (`{"packs": [{"id", "name", "cover", "stickers": [{"code", "image",
/// "label"}]}]}`) or from the property list of a classic sticker keyboard: an array of packs
/// `{"cover_pic": name, "emoticons": [{"image": name, "desc": text}]}`, where a sticker's code is
/// `"[" + desc + "]"`. ``init(data:)`` tells them apart.
///
/// ```swift
/// let catalog = try StickerCatalog(data: plistData)
/// catalog.sticker(forCode: "[笑哭]")?.image   // "xiaoku"
/// catalog.sticker(forCode: "[不存在]")         // nil: stays text
/// try StickerCatalog(data: Data("{}".utf8))    // throws: "The key `packs` is missing."
/// ```
public struct StickerCatalog: Sendable, Hashable {
  /// The packs, in keyboard order.
  public let packs: [StickerPack]
  /// Every sticker by its code.
  private let byCode: [String: Sticker]
  /// Finds codes in plain text.
  let scanner: StickerScanner

  /// Creates a catalog from packs.
  ///
  /// - Throws: ``TextInputError`` when a code is malformed or used twice.
  public init(packs: [StickerPack]) throws {
    var byCode: [String: Sticker] = [:]
    var owner: [String: Int] = [:]
    for (p, pack) in packs.enumerated() {
      for (s, sticker) in pack.stickers.enumerated() {
        let place = ["pack": "\(p + 1)", "id": pack.id, "sticker": "\(s + 1)", "code": sticker.code]
        guard Self.isValidCode(sticker.code) else {
          throw TextInputError(.invalidStickerCode, "stickerCode.invalid", place, at: nil)
        }
        if let first = owner[sticker.code] {
          throw TextInputError(
            .duplicateStickerCode, "stickerCode.duplicate",
            place.merging(["first": "\(first + 1)"]) { $1 }, at: nil)
        }
        owner[sticker.code] = p
        byCode[sticker.code] = sticker
      }
    }
    self.packs = packs
    self.byCode = byCode
    self.scanner = StickerScanner(stickers: packs.flatMap(\.stickers))
  }

  /// An empty catalog.
  public static let empty = try! StickerCatalog(packs: [])

  /// Whether the catalog has no stickers.
  public var isEmpty: Bool { byCode.isEmpty }

  /// Every sticker, pack after pack.
  public var stickers: [Sticker] { packs.flatMap(\.stickers) }

  /// The sticker a code stands for, or `nil` when the catalog has no such sticker.
  public func sticker(forCode code: some StringProtocol) -> Sticker? { byCode[String(code)] }

  /// The pack with `id`.
  public func pack(withID id: String) -> StickerPack? { packs.first { $0.id == id } }

  /// Whether `code` is `[`, at least one character without brackets, and `]`.
  static func isValidCode(_ code: String) -> Bool {
    guard code.count >= 3, code.first == "[", code.last == "]" else { return false }
    return !code.dropFirst().dropLast().contains { $0 == "[" || $0 == "]" }
  }

  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.packs == rhs.packs }
  public func hash(into hasher: inout Hasher) { hasher.combine(packs) }
}

extension StickerCatalog: Codable {
  private enum CodingKeys: String, CodingKey { case packs }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    try self.init(packs: container.decode([StickerPack].self, forKey: .packs))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(packs, forKey: .packs)
  }
}
