import Testing
import TextInputKitTesting

import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction

/// The formatter's memo types only what changed, and shows what typing the whole value shows.
@Suite("Phone formatting memo")
struct PhoneFormattingMemoTests {
  /// The documented sequence: appended, then changed in the middle, then emptied.
  @Test func followsAFieldsValues() {
    let memo = PhoneFormattingMemo(region: "US")
    for value in ["650253000", "6502530000", "6505253000", "65", "", "+44208", "+442087654321"] {
      #expect(memo.format(value) == PhoneAsYouTypeFormatter.format(value, region: "US"), "\(value)")
    }
  }

  /// Seeded runs of edits a field makes (a character typed, deleted or replaced anywhere, a
  /// paste, the field emptied) in regions with national prefixes, international prefixes and
  /// leading-digit formats: each value shows exactly what a new formatter shows.
  @Test(arguments: ["US", "GB", "RU", "CN", "DE", "BR", "JP", "AU"])
  func agreesWithANewFormatter(region: String) {
    var rng = SplitMix64(seed: UInt64(region.unicodeScalars.reduce(0) { $0 * 31 + $1.value }))
    let memo = PhoneFormattingMemo(region: region)
    let alphabet = Array("0123456789+") + ["1", "0", "8"]
    var value: [Character] = []
    for step in 0..<600 {
      let position = Int.random(in: 0...value.count, using: &rng)
      switch Int.random(in: 0..<10, using: &rng) {
      case 0..<5:
        value.insert(alphabet.randomElement(using: &rng)!, at: position)
      case 5..<8 where !value.isEmpty:
        value.remove(at: Swift.min(position, value.count - 1))
      case 8:
        value = (0..<Int.random(in: 0...16, using: &rng)).map { _ in alphabet.randomElement(using: &rng)! }
      default:
        if !value.isEmpty { value[Swift.min(position, value.count - 1)] = alphabet.randomElement(using: &rng)! }
      }
      if value.count > 20 { value.removeLast(value.count - 20) }
      let text = String(value)
      let expected = PhoneAsYouTypeFormatter.format(text, region: region)
      #expect(memo.format(text) == expected, "\(region) step \(step): \(text)")
    }
  }
}
