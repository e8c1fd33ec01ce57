extension StringProtocol {
  /// Whether any grapheme cluster of the text is an emoji.
  ///
  /// ```swift
  /// "Hi 👋".containsEmoji    // true
  /// "25°C ©".containsEmoji   // false
  /// ```
  ///
  /// - Complexity: O(*n*); ASCII text takes a fast path.
  public var containsEmoji: Bool { containsEmoji(matching: .standard) }

  /// Whether any grapheme cluster of the text is an emoji under `matching`.
  public func containsEmoji(matching: EmojiMatching) -> Bool {
    var found = false
    forEachEmoji(matching: matching) { _ in
      found = true
      return false
    }
    return found
  }

  /// Whether the text is not empty and every grapheme cluster is an emoji.
  ///
  /// ```swift
  /// "👍🏽🇨🇳".containsOnlyEmoji   // true
  /// "👍 👍".containsOnlyEmoji    // false: the space is not an emoji
  /// "".containsOnlyEmoji         // false
  /// ```
  ///
  /// - Complexity: O(*n*).
  public var containsOnlyEmoji: Bool { containsOnlyEmoji(matching: .standard) }

  /// Whether the text is not empty and every grapheme cluster is an emoji under `matching`.
  public func containsOnlyEmoji(matching: EmojiMatching) -> Bool {
    guard !isEmpty else { return false }
    var position = startIndex
    while position < endIndex {
      let next = index(after: position)
      if !Self.isEmojiCluster(self, position..<next, matching: matching) { return false }
      position = next
    }
    return true
  }

  /// Whether the text is exactly one grapheme cluster, and that cluster is an emoji.
  ///
  /// ```swift
  /// "👨‍👩‍👧".isSingleEmoji   // true
  /// "😀😀".isSingleEmoji  // false
  /// ```
  ///
  /// - Complexity: O(*k*) in the code points of the first cluster.
  public var isSingleEmoji: Bool { isSingleEmoji(matching: .standard) }

  /// Whether the text is exactly one grapheme cluster that is an emoji under `matching`.
  public func isSingleEmoji(matching: EmojiMatching) -> Bool {
    guard !isEmpty else { return false }
    let end = index(after: startIndex)
    return end == endIndex && Self.isEmojiCluster(self, startIndex..<end, matching: matching)
  }

  /// The number of grapheme clusters that are emoji.
  ///
  /// ```swift
  /// "a😀b👍🏽c".emojiCount  // 2
  /// ```
  ///
  /// - Complexity: O(*n*).
  public var emojiCount: Int { emojiCount(matching: .standard) }

  /// The number of grapheme clusters that are emoji under `matching`.
  public func emojiCount(matching: EmojiMatching) -> Int {
    // The clusters' code points are enough: no `String.Index` is made for a count.
    var count = 0
    EmojiScanner.forEachCandidate(in: self) { scalars in
      if EmojiClassifier.isEmoji(scalars, matching: matching) { count += 1 }
      return true
    }
    return count
  }

  /// The ranges of the grapheme clusters that are emoji, in order.
  ///
  /// ```swift
  /// let text = "a😀b"
  /// text.emojiRanges().map { text[$0] }  // ["😀"]
  /// ```
  ///
  /// - Complexity: O(*n*).
  public func emojiRanges(matching: EmojiMatching = .standard) -> [Range<String.Index>] {
    var ranges: [Range<String.Index>] = []
    forEachEmoji(matching: matching) {
      ranges.append($0)
      return true
    }
    return ranges
  }

  /// The grapheme clusters that are emoji, each with its range, in order.
  ///
  /// ```swift
  /// "I ❤️ 🇫🇷".emojiClusters().map(\.emoji)  // ["❤️", "🇫🇷"]
  /// ```
  ///
  /// - Complexity: O(*n*).
  public func emojiClusters(
    matching: EmojiMatching = .standard
  ) -> [(range: Range<String.Index>, emoji: Character)] {
    var clusters: [(range: Range<String.Index>, emoji: Character)] = []
    forEachEmoji(matching: matching) {
      clusters.append(($0, self[$0.lowerBound]))
      return true
    }
    return clusters
  }

  /// The text with every emoji grapheme cluster removed; everything else is kept as it is.
  ///
  /// ```swift
  /// "Hi 👋🏽!".removingEmoji()       // "Hi !"
  /// "©️ 2025 ©".removingEmoji()     // " 2025 ©"
  /// ```
  ///
  /// - Complexity: O(*n*).
  public func removingEmoji(matching: EmojiMatching = .standard) -> String {
    var result = ""
    var kept = startIndex
    forEachEmoji(matching: matching) { range in
      if kept < range.lowerBound {
        if result.isEmpty { result.reserveCapacity(utf8.count) }
        result += self[kept..<range.lowerBound]
      }
      kept = range.upperBound
      return true
    }
    if kept == startIndex { return String(self) }
    result += self[kept..<endIndex]
    return result
  }

  /// Calls `body` with the range of each emoji cluster until it returns `false`.
  ///
  /// Clusters are never copied into `Character`s, so nothing is allocated per cluster.
  func forEachEmoji(
    matching: EmojiMatching, _ body: (Range<String.Index>) -> Bool
  ) {
    // Only clusters holding a code point that can take part in an emoji are looked at.
    EmojiScanner.forEachCandidate(in: self) { scalars in
      guard EmojiClassifier.isEmoji(scalars, matching: matching) else { return true }
      let lower = utf8.index(startIndex, offsetBy: scalars.startIndex)
      let upper = utf8.index(lower, offsetBy: scalars.endIndex - scalars.startIndex)
      return body(lower..<upper)
    }
  }

  /// Whether the cluster at `range` of `text` is an emoji, without making a `Character`.
  @inline(__always)
  static func isEmojiCluster(
    _ text: Self, _ range: Range<String.Index>, matching: EmojiMatching
  ) -> Bool {
    let scalars = text.unicodeScalars[range]
    // A single ASCII code point is never an emoji.
    if let first = scalars.first, first.value < 0x80,
      scalars.index(after: scalars.startIndex) == scalars.endIndex
    {
      return false
    }
    return EmojiClassifier.isEmoji(scalars, matching: matching)
  }
}
