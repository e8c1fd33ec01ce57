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
    let result: Outcome? = window.utf8.withContiguousStorageIfAvailable { bytes in
      walk(bytes, insertion: start..<end, afterEnd: bytes.count)
    } ?? nil
    guard let result else { return false }
    guard result.cut.contains(where: { !$0.isEmpty }) else { return true }
    edit.replacement = String(decoding: result.kept, as: UTF8.self)
    for (index, cut) in result.cut.enumerated() where !cut.isEmpty {
      let filter = filters[index]
      edit.changes.append(
        PolicyChange(
          rule: filter.filterRule, kind: .removed, removed: String(decoding: cut, as: UTF8.self),
          message: filter.filterMessage))
    }
    return true
  }

  private struct Outcome {
    var kept: [UInt8] = []
    var cut: [[UInt8]]
  }

  /// The walk itself, over `bytes` (the window: the cluster before, the insertion, the cluster
  /// after); `nil` when the rules must run one by one.
  private func walk(
    _ bytes: UnsafeBufferPointer<UInt8>, insertion: Range<Int>, afterEnd: Int
  ) -> Outcome? {
    let start = insertion.lowerBound
    let end = insertion.upperBound
    let stages = filters.count
    // The insertion's ends must not join the text around it.
    let first = GraphemeScanner.decode(bytes, at: start).0
    let last = GraphemeScanner.decode(bytes, at: UTF8Scalars(bytes, start..<end).index(before: end)).0
    if start > 0,
      !GraphemeScanner.isCertainBoundary(UTF8Scalars(bytes, 0..<start).last.unsafelyUnwrapped.value, first)
    {
      return nil
    }
    if end < afterEnd,
      !GraphemeScanner.isCertainBoundary(last, GraphemeScanner.decode(bytes, at: end).0)
    {
      return nil
    }
    var outcome = Outcome(cut: Array(repeating: [], count: stages))
    var copied = start  // where the kept bytes not yet copied start
    var somethingCut = false
    // Per stage (the text after rule `j`): the last cluster kept so far, and the one kept before
    // a run of removed clusters that has not ended yet.
    var lastKept = [Range<Int>?](repeating: start > 0 ? 0..<start : nil, count: stages)
    var pending = [Range<Int>??](repeating: nil, count: stages)
    var anyPending = false
    // Where the last cluster judged one by one ended: the code points between it and the next
    // one are isolated and kept by every rule.
    var judgedEnd = start

    /// Whether two kept clusters stay apart when they stand side by side.
    func apart(_ left: Range<Int>?, _ right: Range<Int>) -> Bool {
      guard let left else { return true }
      let leftLast = UTF8Scalars(bytes, left).last.unsafelyUnwrapped.value
      if GraphemeScanner.isCertainBoundary(leftLast, GraphemeScanner.decode(bytes, at: right.lowerBound).0) {
        return true
      }
      var pair = String(decoding: UnsafeBufferPointer(rebasing: bytes[left]), as: UTF8.self)
      pair += String(decoding: UnsafeBufferPointer(rebasing: bytes[right]), as: UTF8.self)
      return pair.count == 2
    }
    /// Ends the removed runs of the stages in `range` at `cluster`, kept through them.
    func keep(_ cluster: Range<Int>, stages range: Range<Int>) -> Bool {
      for stage in range {
        if anyPending, let anchor = pending[stage] {
          guard apart(anchor, cluster) else { return false }
          pending[stage] = nil
        }
        lastKept[stage] = cluster
      }
      if anyPending { anyPending = pending.contains { $0 != nil } }
      return true
    }
    /// Accounts for the isolated code points kept by every rule since the last judged cluster.
    func keepSkipped(upTo position: Int) -> Bool {
      guard position > judgedEnd else { return true }
      if anyPending {
        let firstEnd = UTF8Scalars(bytes, judgedEnd..<position).index(after: judgedEnd)
        guard keep(judgedEnd..<firstEnd, stages: 0..<stages) else { return false }
      }
      let lastStart = UTF8Scalars(bytes, judgedEnd..<position).index(before: position)
      return keep(lastStart..<position, stages: 0..<stages)
    }
    /// Judges one cluster: removed by rule `remover` (`nil`: kept by all).
    func judge(_ cluster: Range<Int>, removedBy remover: Int?) -> Bool {
      guard keepSkipped(upTo: cluster.lowerBound) else { return false }
      judgedEnd = cluster.upperBound
      guard let remover else { return keep(cluster, stages: 0..<stages) }
      guard keep(cluster, stages: 0..<remover) else { return false }
      for stage in remover..<stages where pending[stage] == nil {
        pending[stage] = .some(lastKept[stage])
        anyPending = true
      }
      if !somethingCut {
        somethingCut = true
        outcome.kept.reserveCapacity(end - start)
      }
      outcome.kept.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<cluster.lowerBound]))
      outcome.cut[remover].append(contentsOf: UnsafeBufferPointer(rebasing: bytes[cluster]))
      copied = cluster.upperBound
      return true
    }

    var position = start
    while position < end {
      // Skip what every rule keeps: ASCII by table, the rest by code point.
      let byte = bytes[position]
      if byte < 0x80 {
        if ascii[Int(byte)] == 0 {
          position += 1
          continue
        }
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
        guard judge(position..<next, removedBy: remover(ofIsolated: value)) else { return nil }
        position = next
        continue
      }
      // A cluster that may hold several code points; the isolated code point kept before it may
      // belong to it ("e" and a combining accent).
      var clusterStart = position
      if position > judgedEnd, !GraphemeScanner.neverExtendsIsolated(value) {
        clusterStart = UTF8Scalars(bytes, judgedEnd..<position).index(before: position)
        let previous = GraphemeScanner.decode(bytes, at: clusterStart).0
        if previous == 0x0D || !GraphemeScanner.isIsolated(previous) { clusterStart = position }
      }
      let clusterEnd: Int
      if clusterStart == position, GraphemeScanner.neverExtendsIsolated(value),
        next == end || GraphemeScanner.isIsolated(GraphemeScanner.decode(bytes, at: next).0)
      {
        // A pictograph before an isolated code point: a cluster of its own (nothing before it
        // joins a pictograph, and an isolated code point extends nothing).
        clusterEnd = next
      } else {
        clusterEnd = Swift.min(
          GraphemeScanner.clusterEnd(in: bytes, startingAt: clusterStart), end)
      }
      let cluster = UTF8Scalars(bytes, clusterStart..<clusterEnd)
      var remover: Int?
      for (index, filter) in filters.enumerated() {
        switch filter.verdict(on: cluster) {
        case .keep: continue
        case .remove: remover = index
        case .removePart: return nil
        }
        break
      }
      guard judge(clusterStart..<clusterEnd, removedBy: remover) else { return nil }
      position = clusterEnd
    }
    guard somethingCut else { return outcome }
    guard keepSkipped(upTo: end) else { return nil }
    if anyPending {
      // A run removed up to the end of the insertion: the cluster after it must stay apart.
      if end < afterEnd {
        let after = end..<afterEnd
        for stage in 0..<stages {
          if let anchor = pending[stage], !apart(anchor, after) { return nil }
        }
      }
    }
    outcome.kept.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<end]))
    // Nothing left: the rules one by one say which refuses the edit.
    if outcome.kept.isEmpty { return nil }
    return outcome
  }
}
