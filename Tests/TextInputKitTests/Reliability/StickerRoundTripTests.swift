import Foundation
import Testing
import TextInputKitTesting

import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction

/// Sticker plain text survives splitting, display and copy unchanged, whatever surrounds the
/// codes: emoji, combining marks, broken brackets, codes inside codes.
@Suite("Sticker round trip")
struct StickerRoundTripTests {
  @Test(arguments: [UInt64(7), 8, 9, 10])
  func randomPlainText(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    for _ in 0..<300 {
      var plain = ""
      for _ in 0..<Int(random.next() % 8) {
        plain += StickerRoundTrip.pieces[Int(random.next() % UInt64(StickerRoundTrip.pieces.count))]
      }
      if let problem = StickerRoundTrip.problem(in: plain) {
        Issue.record("seed \(seed), \(SessionEvent.literal(plain)): \(problem)")
        return
      }
    }
  }

  @Test func fuzzCorpus() throws {
    for url in FuzzCorpusTests.inputs("Stickers") {
      let bytes = try [UInt8](Data(contentsOf: url))
      #expect(
        StickerRoundTrip.problem(in: String(decoding: bytes, as: UTF8.self)) == nil,
        "\(url.lastPathComponent)")
      if let catalog = try? StickerCatalog(data: Data(bytes)) {
        for sticker in catalog.packs.flatMap(\.stickers) {
          #expect(
            StickerRoundTrip.problem(in: "a" + sticker.code + sticker.code, catalog: catalog) == nil
          )
        }
      }
    }
  }
}
