import Testing

import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction

@Suite("Clamping a value")
struct ClampedTests {
  /// Every value from -3 to 8 against every range within 0...5.
  @Test func aValueMovesToTheNearestLimitExhaustively() {
    for lower in 0...5 {
      for upper in lower...5 {
        for value in -3...8 {
          let clamped = value.clamped(to: lower...upper)
          #expect((lower...upper).contains(clamped))
          if value < lower {
            #expect(clamped == lower)
          } else if value > upper {
            #expect(clamped == upper)
          } else {
            #expect(clamped == value)
          }
        }
      }
    }
  }

  @Test func itWorksForAnyComparable() {
    #expect("m".clamped(to: "a"..."f") == "f")
    #expect(Double.infinity.clamped(to: 0...1) == 1)
  }
}
