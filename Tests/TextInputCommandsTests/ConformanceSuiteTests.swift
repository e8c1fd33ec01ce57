import Foundation
import Testing

@testable import TextInputCommands

/// Every case of the repository's `Conformance` folder, one test argument per case.
///
/// Each case runs on a simulated field in both interception modes. A pending case is a known
/// issue: it is reported, and does not fail the run while the engine bug it names is there.
@Suite("Conformance suite")
struct ConformanceSuiteTests {
  /// `Conformance/` at the repository's root, found from this file: never outside the repository.
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Conformance").path

  static let suite: Result<ConformanceSuite, ToolError> = Result { () throws(ToolError) in
    try ConformanceSuite(directory: folder)
  }

  @Test func everyCaseFileIsWellFormed() throws {
    let suite = try Self.suite.get()
    #expect(suite.cases.count >= 300)
    let projects = Set(suite.cases.map(\.source.project))
    #expect(
      projects == [
        "input-mask-ios", "input-mask-android", "maskito", "AnyFormatKit", "QMUI_iOS",
        "twitter-text", "libphonenumber",
      ])
  }

  @Test(arguments: (try? suite.get().cases) ?? [])
  func conformance(_ item: ConformanceCase) {
    let run = ConformanceRun(item)
    if let pending = item.pending {
      // Not intermittent: a pending case that passes fails here, so that its mark goes.
      withKnownIssue(Comment(rawValue: pending)) {
        for mismatch in run.mismatches { Issue.record(Comment(rawValue: mismatch.description)) }
      }
    } else {
      for mismatch in run.mismatches { Issue.record(Comment(rawValue: mismatch.description)) }
      #expect(run.verdict == .passed)
    }
  }
}

extension ConformanceCase: CustomTestStringConvertible {
  public var testDescription: String { id }
}
