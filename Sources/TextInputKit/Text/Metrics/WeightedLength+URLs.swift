import Foundation

extension WeightedLength {
  /// The ranges of `text` this weighting counts as ``urlLength`` each: the URLs twitter-text
  /// finds, or none when the weighting has no URL length.
  ///
  /// ```swift
  /// let text = "read https://example.com/a-long/path"
  /// WeightedLength.twitter.urlRanges(in: text).map { text[$0] }  // ["https://example.com/a-long/path"]
  /// LengthMetric.twitter.length(of: text)                         // 28: "read " and 23
  /// ```
  ///
  /// - Complexity: O(*n*).
  @_specialize(exported: true, where Text == String)
  @_specialize(exported: true, where Text == Substring)
  public func urlRanges<Text: StringProtocol>(in text: Text) -> [Range<Text.Index>] {
    urlLength == nil ? [] : TwitterURLs.ranges(in: text)
  }

  /// The units of `text` with each URL counted as ``urlLength``.
  ///
  /// Like twitter-text, the URLs are found in the NFC form.
  ///
  /// - Returns: `nil` when the weighting has no URL length or the text no URL.
  func unitsCountingURLs(of text: some StringProtocol) -> Int? {
    guard let urlLength, TwitterURLs.mayContainURL(text) else { return nil }
    if normalizesToNFC, text.unicodeScalars.contains(where: NFCQuickCheck.mayChange) {
      let normalized = String(text).precomposedStringWithCanonicalMapping
      let urls = TwitterURLs.utf8CountedRanges(in: normalized)
      guard !urls.isEmpty else { return nil }
      return unitCount(of: normalized, urls: urls, urlUnits: urlLength * scale)
    }
    let urls = TwitterURLs.utf8CountedRanges(in: text)
    guard !urls.isEmpty else { return nil }
    return unitCount(of: text, urls: urls, urlUnits: urlLength * scale)
  }

  /// The units of `text`, with the code points of `urls` (sorted UTF-8 offset ranges) counted as
  /// `urlUnits` for each URL.
  private func unitCount(of text: some StringProtocol, urls: [Range<Int>], urlUnits: Int) -> Int {
    var total = 0
    var next = 0
    GraphemeScanner.forEachCluster(in: text) { scalars, single in
      while next < urls.count, urls[next].upperBound <= scalars.startIndex { next += 1 }
      guard next < urls.count, urls[next].lowerBound < scalars.endIndex else {
        if let single {
          total += weight(of: Unicode.Scalar(single).unsafelyUnwrapped)
        } else {
          total += unitCount(ofCluster: scalars)
        }
        return true
      }
      total += unitCount(ofCluster: scalars, meeting: urls, from: next, urlUnits: urlUnits)
      return true
    }
    return total
  }

  /// The units of a cluster that meets a URL, `urls[next]` the first that does not end before
  /// it: each URL that starts in it counts `urlUnits`, its code points outside URLs count alone.
  private func unitCount(
    ofCluster scalars: UTF8Scalars, meeting urls: [Range<Int>], from next: Int, urlUnits: Int
  ) -> Int {
    var total = 0
    var index = scalars.startIndex
    var url = next
    while index < scalars.endIndex {
      while url < urls.count, urls[url].upperBound <= index { url += 1 }
      if url < urls.count, urls[url].contains(index) {
        if urls[url].lowerBound == index { total += urlUnits }
      } else {
        total += weight(of: scalars[index])
      }
      index = scalars.index(after: index)
    }
    return total
  }

  /// The UTF-8 length of the longest prefix of `text` whose units are at most `budget`, in whole
  /// clusters, taking every URL whole or not at all; `nil` when the weighting has no URL length
  /// or the text no URL.
  func prefixLengthCountingURLs(of text: Substring, fitting budget: Int) -> Int? {
    guard let urlLength, TwitterURLs.mayContainURL(text) else { return nil }
    let urls = TwitterURLs.utf8CountedRanges(in: text)
    guard !urls.isEmpty else { return nil }
    let urlUnits = urlLength * scale
    var used = 0
    var fits = 0
    var next = 0
    GraphemeScanner.forEachCluster(in: text) { scalars, _ in
      while next < urls.count, urls[next].upperBound <= scalars.startIndex { next += 1 }
      if next < urls.count, urls[next].lowerBound < scalars.endIndex {
        used += unitCount(ofCluster: scalars, meeting: urls, from: next, urlUnits: urlUnits)
      } else {
        used += unitCount(ofCluster: scalars)
      }
      if used > budget { return false }
      fits = scalars.endIndex
      return true
    }
    return fits
  }
}
