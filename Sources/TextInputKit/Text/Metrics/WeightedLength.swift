import Foundation

/// A length that weighs code points: some count more than others, and an emoji counts as a whole.
///
/// Twitter counts this way: Latin letters 1, CJK characters 2, every emoji 2 however many code
/// points it has, every URL 23 however long it is, after normalising the text to NFC.
///
/// ```swift
/// LengthMetric.twitter.length(of: "café")   // 4
/// LengthMetric.twitter.length(of: "中文")    // 4
/// LengthMetric.twitter.length(of: "👨‍👩‍👧")     // 2
/// LengthMetric.twitter.length(of: "see example.com and t.co/x")   // 55
/// ```
public struct WeightedLength: Sendable, Hashable, Codable {
  /// A range of code points and the weight of each.
  public struct WeightRange: Sendable, Hashable, Codable {
    /// The first code point of the range.
    public var start: UInt32
    /// The last code point of the range (inclusive).
    public var end: UInt32
    /// The weight of each code point in the range.
    public var weight: Int

    public init(_ range: ClosedRange<UInt32>, weight: Int) {
      self.start = range.lowerBound
      self.end = range.upperBound
      self.weight = weight
    }
  }

  /// Weights for ranges of code points; the first range that contains a code point wins.
  public var ranges: [WeightRange]
  /// The weight of a code point in no range.
  public var defaultWeight: Int
  /// The weight of a whole emoji cluster, or `nil` to weigh its code points.
  public var emojiWeight: Int?
  /// How many units make one counted character.
  public var scale: Int
  /// Whether text is normalised to NFC before it is weighed.
  public var normalizesToNFC: Bool
  /// The counted length of every URL (twitter-text's `transformedURLLength`).
  ///
  /// In counted characters, or `nil` to weigh a URL's code points like any others. URLs are the
  /// ones ``Swift/StringProtocol/twitterURLRanges()`` finds.
  public var urlLength: Int?

  public init(
    ranges: [WeightRange], defaultWeight: Int, emojiWeight: Int? = nil, scale: Int = 1,
    normalizesToNFC: Bool = false, urlLength: Int? = nil
  ) {
    self.ranges = ranges
    self.defaultWeight = defaultWeight
    self.emojiWeight = emojiWeight
    self.scale = Swift.max(scale, 1)
    self.normalizesToNFC = normalizesToNFC
    self.urlLength = urlLength
  }

  /// The twitter-text configuration v3: scale 100, default weight 200, weight 100 for
  /// U+0000–U+10FF, U+2000–U+200D, U+2010–U+201F and U+2032–U+2037, every emoji 200, NFC,
  /// every URL 23 (`transformedURLLength`).
  public static let twitter = WeightedLength(
    ranges: [
      WeightRange(0x0000...0x10FF, weight: 100),
      WeightRange(0x2000...0x200D, weight: 100),
      WeightRange(0x2010...0x201F, weight: 100),
      WeightRange(0x2032...0x2037, weight: 100),
    ],
    defaultWeight: 200, emojiWeight: 200, scale: 100, normalizesToNFC: true, urlLength: 23)

  /// The weight of one code point.
  @inlinable @inline(__always)
  public func weight(of scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    for range in ranges where range.start <= value && value <= range.end {
      return range.weight
    }
    return defaultWeight
  }

  /// The units of `text`: the sum of its clusters' weights, and ``urlLength`` for each URL.
  ///
  /// - Complexity: O(*n*). ASCII text takes a fast path; a cluster goes through Foundation's NFC
  ///   only when it holds a code point that NFC may change (``NFCQuickCheck``); text without a
  ///   dot holds no URL.
  func unitCount(of text: some StringProtocol) -> Int {
    if let counted = unitsCountingURLs(of: text) { return counted }
    var total = 0
    // ASCII fast path: no ASCII cluster is an emoji, and NFC leaves ASCII alone.
    if text.isASCII {
      for byte in text.utf8 { total = total.saturatingAdd(weight(of: Unicode.Scalar(byte))) }
      return total
    }
    // Stopped by a ReviewCancellation, the count is unfinished: a part of the length.
    var checkpoint = ReviewCheckpoint()
    GraphemeScanner.forEachCluster(in: text) { scalars, single in
      if checkpoint.shouldStop() { return false }
      // An isolated code point alone is no emoji, and NFC leaves it as it is.
      if let single {
        total = total.saturatingAdd(weight(of: Unicode.Scalar(single).unsafelyUnwrapped))
      } else {
        total = total.saturatingAdd(unitCount(ofCluster: scalars))
      }
      return true
    }
    return total
  }

  /// The units of one grapheme cluster.
  func unitCount(of cluster: Character) -> Int {
    unitCount(ofCluster: cluster.unicodeScalars)
  }

  /// The units of the code points of one grapheme cluster.
  func unitCount<Scalars: Collection<Unicode.Scalar>>(ofCluster scalars: Scalars) -> Int {
    var total = 0
    var mayChange = false
    var isSingleASCII = false
    if let first = scalars.first, first.value < 0x80 {
      isSingleASCII = scalars.index(after: scalars.startIndex) == scalars.endIndex
    }
    if !isSingleASCII, let emojiWeight, EmojiClassifier.isEmoji(scalars) { return emojiWeight }
    for scalar in scalars {
      total = total.saturatingAdd(weight(of: scalar))
      if normalizesToNFC && NFCQuickCheck.mayChange(scalar) { mayChange = true }
    }
    guard mayChange else { return total }
    var cluster = String.UnicodeScalarView()
    cluster.append(contentsOf: scalars)
    let normalized = String(cluster).precomposedStringWithCanonicalMapping
    return normalized.unicodeScalars.reduce(0) { $0.saturatingAdd(weight(of: $1)) }
  }
}
