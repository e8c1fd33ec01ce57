// libFuzzer harness: sticker catalogs and sticker plain text.
//
// The bytes are read as a catalog (JSON or property list), which must load or throw a
// `TextInputError`, and as plain text under a fixed catalog, which must split and map
// offsets without losing a character. A loaded catalog's codes must round-trip too.

import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func stickerCatalogTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Data(UnsafeBufferPointer(start: data, count: size))
  if let problem = StickerRoundTrip.problem(in: String(decoding: bytes, as: UTF8.self)) {
    fatalError(problem)
  }
  guard let catalog = try? StickerCatalog(data: bytes) else { return 0 }
  for sticker in catalog.packs.flatMap(\.stickers).prefix(50) {
    if let problem = StickerRoundTrip.problem(
      in: "a" + sticker.code + sticker.code, catalog: catalog)
    {
      fatalError("\(sticker.code): \(problem)")
    }
  }
  return 0
}
