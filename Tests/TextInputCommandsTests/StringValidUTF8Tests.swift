import Testing
import TextInputKitTesting

@testable import TextInputCommands

@Suite struct StringValidUTF8Tests {
  struct Case: CustomTestStringConvertible, Sendable {
    var bytes: [UInt8]
    var text: String?
    var testDescription: String {
      "\(bytes.map { String($0, radix: 16) }) → \(text.map { "\"\($0)\"" } ?? "nil")"
    }
  }

  @Test(arguments: [
    Case(bytes: [], text: ""),
    Case(bytes: Array("138".utf8), text: "138"),
    Case(bytes: [0xE4, 0xBD, 0xA0], text: "你"),
    Case(bytes: [0xF0, 0x9F, 0x98, 0x80], text: "😀"),
    Case(bytes: [0xEF, 0xBF, 0xBD], text: "\u{FFFD}"),  // a replacement character typed as such
    Case(bytes: [0xE4, 0xBD], text: nil),  // cut short
    Case(bytes: [0xC0, 0xAF], text: nil),  // overlong "/"
    Case(bytes: [0xED, 0xA0, 0x80], text: nil),  // a UTF-16 surrogate
    Case(bytes: [0xF4, 0x90, 0x80, 0x80], text: nil),  // above U+10FFFF
    Case(bytes: [0x61, 0xFF, 0x62], text: nil),  // a byte UTF-8 never uses
  ])
  func decodesOnlyValidUTF8(_ example: Case) {
    #expect(String(validUTF8: example.bytes) == example.text)
  }

  /// Random byte strings, mostly pieces of valid UTF-8: the answer is the standard library's
  /// `String(validating:as:)` where it exists.
  @Test(arguments: [1, 2, 3, 42, 2025] as [UInt64])
  func agreesWithTheStandardLibrary(seed: UInt64) {
    let pieces: [[UInt8]] = [
      [0x61], [0x0A], [0xE4, 0xBD, 0xA0], [0xF0, 0x9F, 0x98, 0x80], [0xC3, 0xA9], [0xE4],
      [0xBD], [0x80], [0xFF], [0xC0], [0xED, 0xA0, 0x80], [0xF4, 0x90],
    ]
    var generator = SplitMix64(seed: seed)
    for _ in 0..<1_000 {
      let length = Int.random(in: 0...8, using: &generator)
      let bytes = (0..<length).flatMap { _ in pieces.randomElement(using: &generator)! }
      if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
        #expect(
          String(validUTF8: bytes) == String(validating: bytes, as: UTF8.self),
          "seed \(seed): \(bytes)")
      } else {
        let repaired = String(decoding: bytes, as: UTF8.self).contains("\u{FFFD}")
        #expect((String(validUTF8: bytes) == nil) == repaired, "seed \(seed): \(bytes)")
      }
    }
  }
}
