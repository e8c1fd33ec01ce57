/// How a length limit counts text.
///
/// A maximum length means nothing until its unit is chosen. Pick the one your product rule is
/// written in:
///
/// | metric | "a" | "中" | "😀" | "👨‍👩‍👧" |
/// |---|---|---|---|---|
/// | ``characters`` | 1 | 1 | 1 | 1 |
/// | ``utf16`` (UIKit's `length`) | 1 | 1 | 2 | 8 |
/// | ``scalars`` | 1 | 1 | 1 | 5 |
/// | ``utf8`` (bytes on the wire) | 1 | 3 | 4 | 18 |
/// | ``gb18030`` ("a Chinese character counts 2") | 1 | 2 | 4 | 20 |
/// | ``twitter`` | 1 | 2 | 2 | 2 |
///
/// ```swift
/// LengthMetric.gb18030.length(of: "Hi你好")   // 6
/// LengthMetric.twitter.length(of: "Hi你好")   // 6
/// ```
public enum LengthMetric: Sendable, Hashable {
  /// Grapheme clusters: what a person calls characters.
  case characters
  /// UTF-16 code units: `NSString.length`, UIKit's unit.
  case utf16
  /// Unicode scalars (code points).
  case scalars
  /// UTF-8 bytes.
  case utf8
  /// Bytes in GB 18030: 1 for ASCII, 2 for the two-byte area (common Chinese), 4 for the rest.
  case gb18030
  /// A weighted count: per code point weights and an emoji weight.
  case weighted(WeightedLength)

  /// Twitter's weighted count: CJK and emoji count 2, Latin 1, a URL 23; limit 280.
  public static var twitter: LengthMetric { .weighted(.twitter) }

  /// The metrics that have names in policy files and on the command line.
  public static var named: [String: LengthMetric] {
    [
      "characters": .characters, "utf16": .utf16, "scalars": .scalars, "utf8": .utf8,
      "gb18030": .gb18030, "twitter": .twitter,
    ]
  }

  /// The metric's name in policy files, or `nil` for a custom weighting.
  public var name: String? {
    switch self {
    case .characters: "characters"
    case .utf16: "utf16"
    case .scalars: "scalars"
    case .utf8: "utf8"
    case .gb18030: "gb18030"
    case .weighted(let weights): weights == .twitter ? "twitter" : nil
    }
  }

  /// How many units make one counted character: 100 for Twitter's weights, otherwise 1; never
  /// less than 1, whatever a decoded weighting says.
  public var scale: Int {
    if case .weighted(let weights) = self { return Swift.max(weights.scale, 1) }
    return 1
  }

  /// The length of `text`, in the metric's own units before scaling. A ``ReviewCancellation``
  /// that asks to stop during the count leaves it unfinished: a part of the length.
  ///
  /// - Complexity: O(*n*); ASCII text takes a fast path.
  @_specialize(exported: true, where Text == String)
  @_specialize(exported: true, where Text == Substring)
  package func unitCount<Text: StringProtocol>(of text: Text) -> Int {
    switch self {
    case .characters:
      // Single-byte characters (ASCII without CR) are a cluster a byte: checked a word at a time.
      if text.hasSingleByteCharacters { return text.utf8.count }
      var count = 0
      var checkpoint = ReviewCheckpoint()
      GraphemeScanner.forEachCluster(in: text) { _, _ in
        count += 1
        return !checkpoint.shouldStop()
      }
      return count
    case .utf16: return text.utf16.count
    case .scalars: return text.unicodeScalars.count
    case .utf8: return text.utf8.count
    case .gb18030: return GB18030.byteCount(of: text)
    case .weighted(let weights): return weights.unitCount(of: text)
    }
  }

  /// The length of `text` as people read it: units divided by ``scale``.
  @_specialize(exported: true, where Text == String)
  @_specialize(exported: true, where Text == Substring)
  public func length<Text: StringProtocol>(of text: Text) -> Int {
    unitCount(of: text) / scale
  }

  /// The units of one grapheme cluster.
  func unitCount(of cluster: Character) -> Int {
    unitCount(ofCluster: cluster.unicodeScalars)
  }

  /// The units of the code points of one grapheme cluster, without making a `Character`.
  @inline(__always)
  func unitCount<Scalars: Collection<Unicode.Scalar>>(ofCluster scalars: Scalars) -> Int {
    switch self {
    case .characters: return 1
    case .utf16: return scalars.reduce(0) { $0 + UTF16.width($1) }  // at most 2 per code point
    case .scalars: return scalars.count
    case .utf8: return scalars.reduce(0) { $0 + UTF8.width($1) }
    case .gb18030: return GB18030.byteCount(of: scalars)
    case .weighted(let weights): return weights.unitCount(ofCluster: scalars)
    }
  }

  /// The longest prefix of `text`, in whole grapheme clusters, whose units are at most `budget`.
  ///
  /// ```swift
  /// LengthMetric.utf16.prefix(of: "ab😀c", fitting: 3)  // "ab": "😀" needs 2 units
  /// ```
  ///
  /// Under ``twitter`` a URL is whole or absent: the prefix never ends inside one.
  public func prefix(of text: Substring, fitting budget: Int) -> Substring {
    guard budget > 0 else { return text[text.startIndex..<text.startIndex] }
    if case .weighted(let weights) = self,
      let fits = weights.prefixLengthCountingURLs(of: text, fitting: budget)
    {
      return text[text.startIndex..<text.utf8.index(text.startIndex, offsetBy: fits)]
    }
    var used = 0
    var fits = 0
    GraphemeScanner.forEachCluster(in: text) { scalars, _ in
      used = used.saturatingAdd(unitCount(ofCluster: scalars))
      if used > budget { return false }
      fits = scalars.endIndex
      return true
    }
    return text[text.startIndex..<text.utf8.index(text.startIndex, offsetBy: fits)]
  }
}

extension StringProtocol {
  /// The length of the text under `metric`.
  ///
  /// ```swift
  /// "你好".length(counting: .gb18030)  // 4
  /// ```
  public func length(counting metric: LengthMetric) -> Int { metric.length(of: self) }
}

extension LengthMetric {
  /// The metric as a message argument: its name, or "weighted" for a custom weighting. A
  /// template's `{unit}` says what it counts ("characters", "bytes (a Chinese character counts
  /// 2)") from the `unit.<name>` messages.
  package var messageArgument: String { name ?? "weighted" }
}
