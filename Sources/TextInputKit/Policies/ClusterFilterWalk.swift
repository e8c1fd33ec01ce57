/// Several ``ClusterFilter`` rules run over an insertion in one walk, with the same result as
/// running them one after another.
///
/// Most of a paste is made of isolated code points (ASCII, Latin-1, CJK ideographs, full-width
/// forms; see `GraphemeScanner.isIsolated(_:)`), each a cluster of its own: the walk skips the
/// ones every rule keeps in bulk (ASCII through a table, ideographs without asking) and makes
/// clusters with the standard library only around the others.
///
/// The rules one by one would each see the text the rules before them left. The walk judges
/// every cluster of the insertion as it stands in the pasted text instead, which is the same as
/// long as nothing a rule removes lets its neighbours join: the walk checks, after each rule,
/// that the clusters on either side of every removed run stay apart (a certain boundary between
/// their code points, or the standard library's word on the pair), and gives up when one
/// might not, when a rule removes part of a cluster, when the insertion's ends may join the text
/// around it, when it holds tokens, and when nothing would be left; the rules then run one by
/// one, as before. When the walk succeeds nothing joined, so the policy need not run its rules
/// again (``ProposedEdit/mayHaveJoined`` stays as it was).
///
/// Clusters are formed from known boundaries (`GraphemeScanner.isKnownBoundary(_:_:)`,
/// `GraphemeScanner.emojiClusterEnd(in:startingAt:)`) and otherwise by the standard library; a
/// cluster's verdict is remembered for the rest of the walk (`VerdictCache`).
struct ClusterFilterWalk {
  let filters: [any ClusterFilter]
  /// For each ASCII byte standing alone: 0 when every rule keeps it, else 1 + the index of the
  /// first rule that removes it; ``complex`` for a carriage return, which joins a line feed.
  private var ascii = [UInt8](repeating: 0, count: 128)
  private static let complex: UInt8 = 0xFF
  private let keepsIdeographs: Bool

  /// Inserts shorter than this go through the rules one by one: the walk's tables cost more
  /// than they save.
  static let minimumUTF8Count = 256

  /// Off in the differential tests, which compare the walk with the rules one by one.
  @TaskLocal static var isEnabled = true

  init(_ filters: [any ClusterFilter]) {
    self.filters = filters
    keepsIdeographs = filters.allSatisfy(\.keepsIdeographs)
    for byte in 0..<128 {
      if byte == 0x0D {
        ascii[byte] = Self.complex
      } else if let index = filters.firstIndex(where: { $0.removesIsolated(UInt32(byte)) }) {
        ascii[byte] = UInt8(index + 1)
      }
    }
  }

  /// The index of the first rule that removes an isolated code point, or `nil`.
  @inline(__always)
  private func remover(ofIsolated value: UInt32) -> Int? {
    if value < 0x80 {
      let entry = ascii[Int(value)]
      return entry == 0 ? nil : Int(entry) - 1
    }
    if value >= 0x3400 && keepsIdeographs { return nil }
    return filters.firstIndex { $0.removesIsolated(value) }
  }

  /// Runs the rules on `edit` in one walk. Returns `false`, leaving `edit` untouched, when the
  /// rules must run one by one instead.
  ///
  /// - Complexity: O(*m*) in the length of the replacement.
  func apply(to edit: inout ProposedEdit) -> Bool {
    guard edit.indivisibleUTF8Ranges.isEmpty, !edit.replacement.isEmpty else { return false }
    let (before, after) = edit.neighbours
    var window = String(before) + edit.replacement + after
    window.makeContiguousUTF8()
    let start = before.utf8.count
    let end = start + edit.replacement.utf8.count
    let done: Bool? = window.utf8.withContiguousStorageIfAvailable { bytes in
      var removed = RemovedClusters()
      let walked = withUnsafeTemporaryAllocation(of: Int.self, capacity: 4 * filters.count) {
        var stages = StageRuns(stages: filters.count, slots: $0, before: start > 0 ? 0..<start : nil)
        return walk(bytes, insertion: start..<end, stages: &stages, removed: &removed)
      }
      guard walked else { return false }
      guard !removed.ranges.isEmpty else { return true }
      write(removed, of: bytes, insertion: start..<end, into: &edit)
      return true
    }
    return done ?? false
  }

  /// The clusters the walk removed, in order, with the index of the rule that removed each.
  struct RemovedClusters {
    var ranges: [Range<Int>] = []
    var removers: [Int] = []

    /// Adds a removed cluster; `remaining` is how many bytes the walk has left.
    @inline(__always)
    mutating func append(_ cluster: Range<Int>, by remover: Int, expecting remaining: Int) {
      if ranges.isEmpty {
        // About one removal in a word or an emoji: fewer copies as the lists grow.
        let expected = Swift.max(64, remaining / 16)
        ranges.reserveCapacity(expected)
        removers.reserveCapacity(expected)
      }
      ranges.append(cluster)
      removers.append(remover)
    }
  }

  /// Writes what the walk kept into `edit`'s replacement, and a change for each rule that
  /// removed something.
  private func write(
    _ removed: RemovedClusters, of bytes: UnsafeBufferPointer<UInt8>, insertion: Range<Int>,
    into edit: inout ProposedEdit
  ) {
    let removedCount = removed.ranges.reduce(0) { $0 + $1.count }
    let source = UnsafeRawPointer(bytes.baseAddress!)
    edit.replacement = String(unsafeUninitializedCapacity: insertion.count - removedCount) { kept in
      let target = UnsafeMutableRawPointer(kept.baseAddress!)
      var written = 0
      var copied = insertion.lowerBound
      for range in removed.ranges {
        let count = range.lowerBound - copied
        Self.copy(count, from: source + copied, to: target + written)
        written += count
        copied = range.upperBound
      }
      let count = insertion.upperBound - copied
      Self.copy(count, from: source + copied, to: target + written)
      return written + count
    }
    var cutCounts = [Int](repeating: 0, count: filters.count)
    for (range, remover) in zip(removed.ranges, removed.removers) { cutCounts[remover] += range.count }
    for (index, filter) in filters.enumerated() where cutCounts[index] > 0 {
      let cut = String(unsafeUninitializedCapacity: cutCounts[index]) { text in
        let target = UnsafeMutableRawPointer(text.baseAddress!)
        var written = 0
        for (range, remover) in zip(removed.ranges, removed.removers) where remover == index {
          Self.copy(range.count, from: source + range.lowerBound, to: target + written)
          written += range.count
        }
        return written
      }
      edit.changes.append(
        PolicyChange(
          rule: filter.filterRule, kind: .removed, removed: cut, message: filter.filterMessage))
    }
  }

  /// Copies `count` bytes; the pieces between removals are mostly a word or two long, shorter
  /// than a call to `memcpy` is worth.
  @inline(__always)
  private static func copy(_ count: Int, from source: UnsafeRawPointer, to target: UnsafeMutableRawPointer) {
    if count > 16 {
      target.copyMemory(from: source, byteCount: count)
    } else if count >= 8 {
      // Two words that overlap in the middle.
      target.storeBytes(of: source.loadUnaligned(as: UInt64.self), as: UInt64.self)
      (target + count - 8).storeBytes(
        of: (source + count - 8).loadUnaligned(as: UInt64.self), as: UInt64.self)
    } else {
      for offset in 0..<count {
        (target + offset).storeBytes(of: source.load(fromByteOffset: offset, as: UInt8.self), as: UInt8.self)
      }
    }
  }

  /// The walk itself, over `bytes` (the window: the cluster before, the insertion, the cluster
  /// after); `false` when the rules must run one by one.
  private func walk(
    _ bytes: UnsafeBufferPointer<UInt8>, insertion: Range<Int>, stages: inout StageRuns,
    removed: inout RemovedClusters
  ) -> Bool {
    let start = insertion.lowerBound
    let end = insertion.upperBound
    // The insertion's ends must not join the text around it.
    let first = GraphemeScanner.decode(bytes, at: start).0
    let last = GraphemeScanner.decode(bytes, at: UTF8Scalars(bytes, start..<end).index(before: end)).0
    if start > 0,
      !GraphemeScanner.isKnownBoundary(UTF8Scalars(bytes, 0..<start).last.unsafelyUnwrapped.value, first)
    {
      return false
    }
    if end < bytes.count,
      !GraphemeScanner.isKnownBoundary(last, GraphemeScanner.decode(bytes, at: end).0)
    {
      return false
    }
    var verdicts = VerdictCache()
    var position = start
    while position < end {
      // Skip what every rule keeps: ASCII by table, ideographs by their lead byte, the rest by
      // code point.
      let byte = bytes[position]
      if byte < 0x80 {
        if ascii[Int(byte)] == 0 {
          position += 1
          continue
        }
      } else if byte >= 0xE4 && byte <= 0xE9 && keepsIdeographs {
        position += 3  // U+4000–U+9FFF
        continue
      } else {
        let (value, width) = GraphemeScanner.decode(bytes, at: position)
        if GraphemeScanner.isIsolated(value), remover(ofIsolated: value) == nil {
          position += width
          continue
        }
      }
      // A code point some rule removes, or one that may join its neighbours.
      let (value, width) = GraphemeScanner.decode(bytes, at: position)
      let next = position + width
      if value != 0x0D, GraphemeScanner.isIsolated(value),
        next == end || GraphemeScanner.isIsolated(GraphemeScanner.decode(bytes, at: next).0)
      {
        if let remover = remover(ofIsolated: value), position > stages.judgedEnd, next < end,
          keptByAll(at: next, bytes)
        {
          // A removed code point between two that every rule keeps, all three isolated (a space
          // between words): its neighbours stay apart at every stage, and the one after it
          // ends the run at once.
          if stages.hasOpenRuns {
            guard stages.keepSkipped(upTo: position, bytes) else { return false }
          }
          removed.append(position..<next, by: remover, expecting: end - position)
          stages.judgedEnd = next
          position = next
          continue
        }
        guard
          judge(position..<next, removedBy: remover(ofIsolated: value), bytes, &stages, &removed)
        else { return false }
        position = next
        continue
      }
      // A cluster that may hold several code points; the isolated code point kept before it may
      // belong to it ("e" and a combining accent).
      var clusterStart = position
      if position > stages.judgedEnd, !GraphemeScanner.neverJoinsPreceding(value) {
        clusterStart = UTF8Scalars(bytes, stages.judgedEnd..<position).index(before: position)
        let previous = GraphemeScanner.decode(bytes, at: clusterStart).0
        if previous == 0x0D || !GraphemeScanner.isIsolated(previous) { clusterStart = position }
      }
      let clusterEnd: Int
      if clusterStart == position, GraphemeScanner.neverJoinsFollowing(value),
        next == end || GraphemeScanner.neverJoinsPreceding(GraphemeScanner.decode(bytes, at: next).0)
      {
        // A code point on its own between known boundaries ("—", "😀" before a letter).
        clusterEnd = next
      } else {
        clusterEnd = Swift.min(
          GraphemeScanner.emojiClusterEnd(in: bytes, startingAt: clusterStart)
            ?? GraphemeScanner.clusterEnd(in: bytes, startingAt: clusterStart),
          end)
      }
      let cluster = clusterStart..<clusterEnd
      let remover: Int?
      switch verdicts.verdict(on: UTF8Scalars(bytes, cluster), of: filters) {
      case .removePart: return false
      case .keep: remover = nil
      case .remove(let index): remover = index
      }
      guard judge(cluster, removedBy: remover, bytes, &stages, &removed) else { return false }
      position = clusterEnd
    }
    guard !removed.ranges.isEmpty else { return true }
    guard stages.keepSkipped(upTo: end, bytes) else { return false }
    // A run removed up to the end of the insertion: the cluster after it must stay apart.
    if end < bytes.count, !stages.endRuns(at: end..<bytes.count, bytes) { return false }
    // Nothing left: the rules one by one say which refuses the edit.
    let removedCount = removed.ranges.reduce(0) { $0 + $1.count }
    return removedCount < end - start
  }

  /// Judges one cluster: removed by rule `remover` (`nil`: kept by all).
  @inline(__always)
  private func judge(
    _ cluster: Range<Int>, removedBy remover: Int?, _ bytes: UnsafeBufferPointer<UInt8>,
    _ stages: inout StageRuns, _ removed: inout RemovedClusters
  ) -> Bool {
    guard stages.keepSkipped(upTo: cluster.lowerBound, bytes) else { return false }
    stages.judgedEnd = cluster.upperBound
    guard let remover else { return stages.keep(cluster, through: stages.count, bytes) }
    guard stages.keep(cluster, through: remover, bytes) else { return false }
    stages.openRuns(from: remover)
    removed.append(cluster, by: remover, expecting: bytes.count - cluster.lowerBound)
    return true
  }

  /// Whether the code point at `position` is isolated and every rule keeps it.
  @inline(__always)
  private func keptByAll(at position: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let byte = bytes[position]
    if byte < 0x80 { return ascii[Int(byte)] == 0 }
    if byte >= 0xE4 && byte <= 0xE9 && keepsIdeographs { return true }
    let value = GraphemeScanner.decode(bytes, at: position).0
    return GraphemeScanner.isIsolated(value) && remover(ofIsolated: value) == nil
  }
}
