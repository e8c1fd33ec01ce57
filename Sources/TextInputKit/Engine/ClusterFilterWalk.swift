/// Several ``ClusterFilter`` rules run over an insertion in one walk, with the same result as
/// running them one after another.
///
/// Most of a paste is made of isolated code points (ASCII, Latin-1, CJK ideographs, full-width
/// forms; see `GraphemeScanner.isIsolated(_:)`), each a cluster of its own: the walk passes the
/// ones every rule keeps a byte at a time through one table (``passes``), skips a character of
/// one code point between known boundaries that every rule keeps ("—", "。"), removes a space
/// between two kept isolated code points without further bookkeeping, and forms clusters only
/// around the rest.
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
/// `GraphemeScanner.emojiClusterEnd(in:startingAt:)`, both tested against the standard library)
/// and otherwise by the standard library; a cluster's verdict is remembered for the rest of the
/// walk (`VerdictCache`). The walk reads the insertion in place, and what it removes is listed
/// in 8 bytes a cluster (`RemovedClusters`) until the kept text is copied once.
struct ClusterFilterWalk {
  let filters: [any ClusterFilter]
  /// For each ASCII byte standing alone: 0 when every rule keeps it, else 1 + the index of the
  /// first rule that removes it; ``complex`` for a carriage return, which joins a line feed.
  private var ascii = [UInt8](repeating: 0, count: 128)
  /// 1 for each byte the walk passes without a look: ASCII every rule keeps (by ``ascii``),
  /// continuation bytes, and the lead bytes of U+5000–U+9FFF when every rule keeps ideographs;
  /// 0 for the others.
  private var passes = [UInt8](repeating: 0, count: 256)
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
      if ascii[byte] == 0 { passes[byte] = 1 }
    }
    for continuation in 0x80...0xBF { passes[continuation] = 1 }
    if keepsIdeographs {
      // U+5000–U+9FFF: every one an isolated ideograph (U+4000–U+4FFF holds the Yijing
      // hexagrams, which are not).
      for lead in 0xE5...0xE9 { passes[lead] = 1 }
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
  /// The walk asks the bound ``ReviewCancellation`` every ``ReviewCheckpoint/stride`` code points
  /// it looks at; stopped, it returns `true` and leaves `edit` untouched: the review is
  /// unfinished, and the rules one by one would only be asked to stop in their turn.
  ///
  /// - Complexity: O(*m*) in the length of the replacement.
  func review(_ edit: inout ProposedEdit) -> Bool {
    guard edit.working.indivisibleUTF8Ranges.isEmpty, !edit.replacement.isEmpty else {
      return false
    }
    let (before, after) = edit.neighbours
    var replacement = edit.replacement
    replacement.makeContiguousUTF8()
    let done: Bool? = replacement.utf8.withContiguousStorageIfAvailable { bytes in
      var removed = RemovedClusters()
      var checkpoint = ReviewCheckpoint()
      let walked = withUnsafeTemporaryAllocation(of: Int.self, capacity: 4 * filters.count) {
        var stages = StageRuns(
          stages: filters.count, slots: $0, neighbours: Neighbours(before: before, after: after))
        return walk(bytes, stages: &stages, removed: &removed, checkpoint: &checkpoint)
      }
      if checkpoint.isStopped { return true }
      guard walked else { return false }
      guard !removed.isEmpty else { return true }
      write(removed, of: bytes, into: &edit)
      return true
    }
    return done ?? false
  }

  /// Writes what the walk kept into `edit`'s replacement, and a change for each rule that
  /// removed something.
  private func write(
    _ removed: borrowing RemovedClusters, of bytes: UnsafeBufferPointer<UInt8>,
    into edit: inout ProposedEdit
  ) {
    let source = UnsafeRawPointer(bytes.baseAddress!)
    edit.replacement = String(unsafeUninitializedCapacity: bytes.count - removed.byteCount) { kept in
      let target = UnsafeMutableRawPointer(kept.baseAddress!)
      var written = 0
      var copied = 0
      removed.forEach { range, _ in
        let count = range.lowerBound - copied
        Self.copy(count, from: source + copied, to: target + written)
        written += count
        copied = range.upperBound
      }
      let count = bytes.count - copied
      Self.copy(count, from: source + copied, to: target + written)
      return written + count
    }
    var cutCounts = [Int](repeating: 0, count: filters.count)
    removed.forEach { range, remover in cutCounts[remover] += range.count }
    for (index, filter) in filters.enumerated() where cutCounts[index] > 0 {
      let cut = String(unsafeUninitializedCapacity: cutCounts[index]) { text in
        let target = UnsafeMutableRawPointer(text.baseAddress!)
        var written = 0
        removed.forEach { range, remover in
          guard remover == index else { return }
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
    } else if count >= 4 {
      // Two four-byte words that overlap: an emoji, or a character and a mark.
      target.storeBytes(of: source.loadUnaligned(as: UInt32.self), as: UInt32.self)
      (target + count - 4).storeBytes(
        of: (source + count - 4).loadUnaligned(as: UInt32.self), as: UInt32.self)
    } else {
      for offset in 0..<count {
        (target + offset).storeBytes(of: source.load(fromByteOffset: offset, as: UInt8.self), as: UInt8.self)
      }
    }
  }

  /// The walk itself, over `bytes`, the inserted text; `false` when the rules must run one by
  /// one, or when `checkpoint` stopped it.
  ///
  /// A cluster never reaches past the insertion's ends, which are known boundaries (checked
  /// first), so clusters are found in the insertion's own bytes.
  private func walk(
    _ bytes: UnsafeBufferPointer<UInt8>, stages: inout StageRuns, removed: inout RemovedClusters,
    checkpoint: inout ReviewCheckpoint
  ) -> Bool {
    let end = bytes.count
    guard end <= RemovedClusters.largestOffset, filters.count <= RemovedClusters.mostRules
    else { return false }
    // The insertion's ends must not join the text around it.
    let first = GraphemeScanner.decode(bytes, at: 0).0
    let last = GraphemeScanner.decode(bytes, at: UTF8Scalars(bytes, 0..<end).index(before: end)).0
    if let before = stages.neighbours.beforeLast, !GraphemeScanner.isKnownBoundary(before, first) {
      return false
    }
    if let after = stages.neighbours.afterFirst, !GraphemeScanner.isKnownBoundary(last, after) {
      return false
    }
    /// Whether the code point `value`, which ends at `next`, ends its cluster: it joins nothing
    /// after it and what follows joins nothing before it.
    func endsCluster(_ value: UInt32, at next: Int) -> Bool {
      GraphemeScanner.endsItsCluster(value, at: next, in: bytes, end: end)
    }
    var verdicts = VerdictCache()
    // Text whose every code point joins nothing (such as "😀a\u{200B}" over and over) needs no
    // stage watched; the full walk runs when another code point turns up. The text around the
    // insertion joins none of them either: it passed the checks of the ends above.
    if let walked = walkInert(bytes, removed: &removed, verdicts: &verdicts, checkpoint: &checkpoint) {
      guard walked else { return false }
      return removed.isEmpty || removed.byteCount < end
    }
    removed = RemovedClusters()
    var position = 0
    while case let (value, next)? = nextToJudge(bytes, from: &position, checkpoint: &checkpoint) {
      if value >= 0x80 {
        if GraphemeScanner.isIsolated(value) {
          if remover(ofIsolated: value) == nil {
            position = next
            continue
          }
        } else if position > stages.judgedEnd, GraphemeScanner.neverJoinsPreceding(value),
          endsCluster(value, at: next)
        {
          // A character of one code point between known boundaries ("—", "。" after a letter,
          // "😀" before one). The code point before it is one that was skipped, so it ends a
          // cluster: when every rule keeps it, it is skipped like an isolated one, otherwise
          // judged as the cluster it is, with the verdict already found.
          let remover: Int?
          switch verdicts.verdict(onCodePoint: value, UTF8Scalars(bytes, position..<next), of: filters) {
          case .keep:
            position = next
            continue
          case .removePart: return false
          case .remove(let index): remover = index
          }
          guard judge(position..<next, removedBy: remover, bytes, &stages, &removed) else {
            return false
          }
          position = next
          continue
        }
      }
      // A code point some rule removes, or one that may join its neighbours.
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
          guard removed.append(position..<next, by: remover, remaining: end - position) else {
            return false
          }
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
      if clusterStart == position, endsCluster(value, at: next) {
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
      let verdict =
        cluster == position..<next
        ? verdicts.verdict(onCodePoint: value, UTF8Scalars(bytes, cluster), of: filters)
        : verdicts.verdict(on: UTF8Scalars(bytes, cluster), of: filters)
      switch verdict {
      case .removePart: return false
      case .keep: remover = nil
      case .remove(let index): remover = index
      }
      guard judge(cluster, removedBy: remover, bytes, &stages, &removed) else { return false }
      position = clusterEnd
    }
    if checkpoint.isStopped { return false }
    guard !removed.isEmpty else { return true }
    guard stages.keepSkipped(upTo: end, bytes) else { return false }
    // A run removed up to the end of the insertion: the cluster after it must stay apart.
    guard stages.endRuns(bytes) else { return false }
    // Nothing left: the rules one by one say which rejects the edit.
    return removed.byteCount < end
  }

  /// The walk over an insertion whose every code point joins nothing on either side (both
  /// `GraphemeScanner.neverJoinsPreceding(_:)` and `GraphemeScanner.neverJoinsFollowing(_:)`
  /// hold: "a", "中", "😀", U+200B): between any two of them a boundary is known, so each is a
  /// cluster of its own, and stays one whatever the rules remove around it. No stage needs
  /// watching; each code point is judged alone. The caller has checked that the text around the
  /// insertion joins none of them either (a known boundary on either side of the insertion,
  /// which holds for every code point of this kind when it holds for one).
  ///
  /// `nil` as soon as a code point of another kind turns up (a combining mark, a joiner, a
  /// carriage return): the full walk then starts again from the beginning, so the insertion is
  /// read at most twice. `false` when the rules must run one by one, or when `checkpoint` stopped
  /// the walk.
  private func walkInert(
    _ bytes: UnsafeBufferPointer<UInt8>, removed: inout RemovedClusters,
    verdicts: inout VerdictCache, checkpoint: inout ReviewCheckpoint
  ) -> Bool? {
    let end = bytes.count
    // What each code point met comes to, remembered by code point: its value in the high half,
    // and 0 (kept by all), 1 + the index of the rule that removes it, or `joins` (a code point
    // of another kind) in the low byte. A slot is empty while its value is not a code point's.
    let joins: UInt64 = 0xFF
    return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 256) { memo -> Bool? in
      memo.initialize(repeating: UInt64.max)
      var position = 0
      while case let (value, next)? = nextToJudge(bytes, from: &position, checkpoint: &checkpoint) {
        let slot = Int(truncatingIfNeeded: (UInt64(value) &* 0x9E37_79B9_7F4A_7C15) &>> 56)
        var entry = memo[slot]
        if entry >> 32 != UInt64(value) {
          let outcome: UInt64
          if !GraphemeScanner.neverJoinsPreceding(value)
            || !GraphemeScanner.neverJoinsFollowing(value)
          {
            outcome = joins
          } else if GraphemeScanner.isIsolated(value) {
            outcome = self.remover(ofIsolated: value).map { UInt64($0) + 1 } ?? 0
          } else {
            let cluster = UTF8Scalars(bytes, position..<next)
            switch verdicts.verdict(onCodePoint: value, cluster, of: filters) {
            case .keep: outcome = 0
            case .removePart: return false
            case .remove(let index): outcome = UInt64(index) + 1
            }
          }
          entry = UInt64(value) << 32 | outcome
          memo[slot] = entry
        }
        let outcome = entry & 0xFF
        if outcome == joins { return nil }
        if outcome != 0 {
          guard removed.append(position..<next, by: Int(outcome) - 1, remaining: end - position)
          else { return false }
        }
        position = next
      }
      return !checkpoint.isStopped
    }
  }

  /// The next code point from `position` on that some rule may remove (past what ``skipKept(_:from:to:)``
  /// skips), with `position` moved to where it starts: its value and where it ends. `nil` at the
  /// end of the insertion, or when `checkpoint` stops the walk (then `checkpoint.isStopped`).
  @inline(__always)
  private func nextToJudge(
    _ bytes: UnsafeBufferPointer<UInt8>, from position: inout Int,
    checkpoint: inout ReviewCheckpoint
  ) -> (value: UInt32, next: Int)? {
    position = skipKept(bytes, from: position, to: bytes.count)
    guard position < bytes.count, !checkpoint.shouldStop() else { return nil }
    let (value, width) = GraphemeScanner.decode(bytes, at: position)
    return (value, position + width)
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
    return removed.append(cluster, by: remover, remaining: bytes.count - cluster.lowerBound)
  }

  /// The first position from `position` on that is not ASCII every rule keeps or a CJK
  /// ideograph of U+5000–U+9FFF that every rule keeps (when they all keep ideographs).
  ///
  /// Each byte is judged on its own by ``passes``, so the loads do not wait for one another and
  /// text that switches between Latin and Chinese costs no mispredicted branch. A continuation
  /// byte passes: the scan starts on a code point and stops on any lead byte it does not pass,
  /// so the continuation bytes it passes are those of passed ideographs.
  @inline(__always)
  private func skipKept(_ bytes: UnsafeBufferPointer<UInt8>, from position: Int, to end: Int) -> Int {
    passes.withUnsafeBufferPointer { passes in
      let base = bytes.baseAddress.unsafelyUnwrapped
      let passes = passes.baseAddress.unsafelyUnwrapped
      var position = position
      while position &+ 4 <= end {
        if passes[Int(base[position])] == 0 { return position }
        if passes[Int(base[position &+ 1])] == 0 { return position &+ 1 }
        if passes[Int(base[position &+ 2])] == 0 { return position &+ 2 }
        if passes[Int(base[position &+ 3])] == 0 { return position &+ 3 }
        position &+= 4
      }
      while position < end, passes[Int(base[position])] != 0 { position &+= 1 }
      return position
    }
  }

  /// Whether the code point at `position` is isolated and every rule keeps it.
  @inline(__always)
  private func keptByAll(at position: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    // At a code point, a byte that passes starts one: ASCII or an ideograph every rule keeps.
    let byte = bytes[position]
    if passes[Int(byte)] != 0 { return true }
    if byte < 0x80 { return false }
    let value = GraphemeScanner.decode(bytes, at: position).0
    return GraphemeScanner.isIsolated(value) && remover(ofIsolated: value) == nil
  }
}
