import Foundation

/// How `TokenSet` found pattern tokens before 1.0, on `NSRegularExpression` (ICU): each pattern's
/// matches in UTF-16 offsets, turned into string indices, sorted, the overlaps and the matches off
/// grapheme cluster boundaries dropped. The baseline of the `Tokens` benchmarks, which time it
/// against the same patterns as Swift `Regex` token patterns.
public struct ICUTokenFinder: @unchecked Sendable {
  private let expressions: [NSRegularExpression]

  /// Compiles `patterns` with `NSRegularExpression`.
  public init(patterns: [String]) throws {
    expressions = try patterns.map { try NSRegularExpression(pattern: $0) }
  }

  /// The tokens in `text`, in order, without overlaps, on grapheme cluster boundaries.
  public func ranges(in text: String) -> [Range<String.Index>] {
    let length = text.utf16.count
    var candidates: [Range<Int>] = []
    for expression in expressions {
      for match in expression.matches(in: text, range: NSRange(location: 0, length: length)) {
        guard match.range.length > 0 else { continue }
        let lower = text.utf16.index(text.startIndex, offsetBy: match.range.location)
        let upper = text.utf16.index(lower, offsetBy: match.range.length)
        let start = text.utf8.distance(from: text.startIndex, to: lower)
        candidates.append(start..<(start + text.utf8.distance(from: lower, to: upper)))
      }
    }
    if expressions.count > 1 {
      candidates.sort {
        $0.lowerBound != $1.lowerBound ? $0.lowerBound < $1.lowerBound : $0.count > $1.count
      }
    }
    var result: [Range<String.Index>] = []
    var end = 0
    for candidate in candidates where candidate.lowerBound >= end {
      let lower = text.utf8.index(text.startIndex, offsetBy: candidate.lowerBound)
      let upper = text.utf8.index(lower, offsetBy: candidate.count)
      guard Self.isClusterBoundary(lower, in: text), Self.isClusterBoundary(upper, in: text)
      else { continue }
      result.append(lower..<upper)
      end = candidate.upperBound
    }
    return result
  }

  private static func isClusterBoundary(_ index: String.Index, in text: String) -> Bool {
    index == text.startIndex || index == text.endIndex
      || text.index(before: text.index(after: index)) == index
  }
}
