import Foundation
import Testing
import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction

/// What libphonenumber's AsYouTypeFormatter shows after each digit of 1,225 random numbers, five
/// in each region, as `Scripts/phone-differential.py 3 5 --sample` wrote it from the Python
/// package `phonenumbers`: the phone rule shows the same, without Python.
@Suite("The phone rule against AsYouTypeFormatter")
struct PhoneDifferentialTests {
  struct Case: Decodable, CustomTestStringConvertible, Sendable {
    var region: String
    var digits: String
    var shown: [String]
    var testDescription: String { "\(region) \(digits)" }
  }

  struct Sample: Decodable {
    var notes: String
    var cases: [Case]
  }

  static let sample: Sample = {
    let file = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent()  // Phone
      .deletingLastPathComponent()  // TextInputKitTests
      .appendingPathComponent("Fixtures/phone/phone-differential.json")
    do {
      return try JSONDecoder().decode(Sample.self, from: Data(contentsOf: file))
    } catch {
      fatalError("phone-differential.json: \(error)")
    }
  }()

  @Test func theSampleCoversEveryRegion() {
    let regions = Set(Self.sample.cases.map(\.region))
    #expect(regions.count == 245)
    #expect(Self.sample.cases.count >= 1_000)
  }

  @Test func everyDigitTypedShowsWhatAsYouTypeFormatterShows() throws {
    var differences: [String] = []
    for c in Self.sample.cases {
      let rule = try InputRules.Phone(region: c.region)
      var typed = ""
      for (digit, expected) in zip(c.digits, c.shown) {
        typed.append(digit)
        let shown = rule.display(of: typed)
        if shown != expected { differences.append("\(c.region) \(typed): \(shown) ≠ \(expected)") }
      }
    }
    #expect(differences == [])
  }

  @Test func aFieldTypedDigitByDigitShowsTheSame() throws {
    // Every tenth case through a controller, as a person types it.
    for c in Self.sample.cases.enumerated().filter({ $0.offset % 10 == 0 }).map(\.element) {
      var controller = TextInputController(
        policy: InputPolicy(try InputRules.Phone(region: c.region)))
      for (digit, expected) in zip(c.digits, c.shown) {
        _ = controller.apply(.typing(String(digit), in: controller.state))
        #expect(controller.state.text == expected, "\(c.region) \(c.digits)")
      }
    }
  }
}
