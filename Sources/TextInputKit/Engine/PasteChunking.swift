/// How ``InputPolicy/reviewInParts(_:chunking:)`` splits a long insertion: when to try, how long
/// the parts are, and how many clusters the limit must cut from a part for its result to stand.
struct PasteChunking: Sendable {
  /// Insertions shorter than this, in UTF-8 bytes, are reviewed whole.
  var minimumLength: Int
  /// The shortest first part, in UTF-8 bytes.
  var firstPart: Int
  /// The first part's bytes for each unit of room left under the limit, and for each cluster of
  /// the margin.
  var bytesPerUnit: Int
  /// How many clusters the limit must cut after what it keeps from a part.
  ///
  /// A review looks at most a few clusters back from where a part ends (each pass of a filter
  /// can join a removed cluster's neighbours once, and a policy makes a few dozen passes at
  /// most), so the clusters that far before the end of a part are the whole insertion's. The
  /// differential tests pass with margins of 4 to 16.
  var margin: Int
  /// How much longer each part is than the one before.
  var growth: Int
  /// The longest part, as a fraction of the insertion: 8 for an eighth.
  ///
  /// Beyond it, the insertion is reviewed whole, so that the parts tried cost at most about a
  /// seventh more.
  var largestPartDivisor: Int

  /// What every review uses: insertions from 32 KB, parts from 4 KB and 8 bytes for each unit
  /// of room and of margin, 64 clusters to spare, parts 8 times longer each time, up to an
  /// eighth of the insertion.
  static let standard = PasteChunking(
    minimumLength: 32_768, firstPart: 4_096, bytesPerUnit: 8, margin: 64, growth: 8,
    largestPartDivisor: 8)
}
