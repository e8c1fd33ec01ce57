import Foundation
import Testing
import TextInputKitTesting
@testable import TextInputKitText

/// twitter-text's conformance cases for URLs and weighted lengths, read from
/// `Fixtures/twitter-text/twitter-conformance.json` (made from the YAML files beside it by
/// `Scripts/convert-twitter-conformance.py`).
enum TwitterConformance {
  struct WeightedCase: Decodable, Sendable, CustomTestStringConvertible {
    var file: String
    var section: String
    var description: String
    var text: String
    var weightedLength: Int
    var testDescription: String { "\(section): \(description)" }
  }

  struct URLCase: Decodable, Sendable, CustomTestStringConvertible {
    var file: String
    var section: String
    var description: String
    var text: String
    var urls: [String]
    /// Code point offsets of each URL, when the case gives them.
    var indices: [[Int]]?
    var testDescription: String { "\(file) \(section): \(description)" }
  }

  struct Cases: Decodable {
    var weightedLength: [WeightedCase]
    var urls: [URLCase]
  }

  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Twitter
    .deletingLastPathComponent()  // TextInputKitTests
    .appendingPathComponent("Fixtures/twitter-text")

  static let cases: Cases = {
    do {
      let data = try Data(contentsOf: folder.appendingPathComponent("twitter-conformance.json"))
      return try JSONDecoder().decode(Cases.self, from: data)
    } catch {
      fatalError("twitter-conformance.json: \(error)")
    }
  }()
}
