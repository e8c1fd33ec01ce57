import Testing
import TextInputKitTesting
import Foundation
@testable import TextInputKitText


/// twitter-text's own conformance suite: every weighted length of the v3 configuration and every
/// URL extraction case, each a test.
@Suite("twitter-text conformance")
struct TwitterConformanceTests {
  @Test(arguments: TwitterConformance.cases.weightedLength)
  func weightedLength(_ example: TwitterConformance.WeightedCase) {
    #expect(LengthMetric.twitter.length(of: example.text) == example.weightedLength)
  }

  @Test(arguments: TwitterConformance.cases.urls)
  func urls(_ example: TwitterConformance.URLCase) {
    let text = example.text
    let ranges = text.twitterURLRanges()
    #expect(ranges.map { String(text[$0]) } == example.urls)
    if let indices = example.indices {
      let found = ranges.map { range in
        [
          text.unicodeScalars.distance(from: text.startIndex, to: range.lowerBound),
          text.unicodeScalars.distance(from: text.startIndex, to: range.upperBound),
        ]
      }
      #expect(found == indices)
    }
  }

  @Test func theConformanceFilesAreAllThere() {
    #expect(TwitterConformance.cases.weightedLength.count == 24)
    #expect(TwitterConformance.cases.urls.count == 1682)
  }
}
