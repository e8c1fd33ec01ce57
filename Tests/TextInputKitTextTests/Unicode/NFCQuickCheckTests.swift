import Testing

import TextInputKitTesting
import Foundation
@testable import TextInputKitText

@Suite struct NFCQuickCheckTests {
  /// The search finds exactly the code points inside the table's ranges, every one of them,
  /// including the first and last of each range and those just outside.
  @Test func everyCodePointIsFoundIffItIsInARange() {
    var inside = [Bool](repeating: false, count: 0x11_0000)
    for range in NFCQuickCheckTables.ranges where range.first >= 0x300 {
      for value in range.first...range.last { inside[Int(value)] = true }
    }
    var differ: [String] = []
    for value in 0..<UInt32(0x11_0000) {
      guard let scalar = Unicode.Scalar(value) else { continue }
      if NFCQuickCheck.mayChange(scalar) != inside[Int(value)] {
        differ.append("U+\(String(value, radix: 16, uppercase: true))")
      }
    }
    #expect(differ.isEmpty, "\(differ.count) differ: \(differ.prefix(20))")
    #expect(NFCQuickCheck.mayChange("\u{0301}"))
    #expect(!NFCQuickCheck.mayChange("é"))
    #expect(!NFCQuickCheck.mayChange("a"))
  }
}
