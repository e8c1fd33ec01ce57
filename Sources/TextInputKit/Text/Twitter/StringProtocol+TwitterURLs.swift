extension StringProtocol {
  /// The URLs Twitter links in this text, as twitter-text's `extractUrlsWithIndices` finds
  /// them: with or without `http://` or `https://`, on twitter-text's top-level domains,
  /// international domain names and punycode, next to CJK text or in parentheses, never inside an
  /// e-mail address, a hashtag or a cashtag.
  ///
  /// The ``LengthMetric/twitter`` metric counts each of these ranges as 23 characters; an app can
  /// use them to style the links it counts.
  ///
  /// ```swift
  /// let text = "see example.com and t.co/x"
  /// text.twitterURLRanges().map { text[$0] }   // ["example.com", "t.co/x"]
  /// "mail me@example.com".twitterURLRanges()   // []: an e-mail address is no link
  /// ```
  ///
  /// - Returns: The ranges, in order; they do not overlap.
  /// - Complexity: O(*n*) in the length of the text, whatever the text.
  public func twitterURLRanges() -> [Range<Index>] {
    TwitterURLs.ranges(in: self)
  }
}
