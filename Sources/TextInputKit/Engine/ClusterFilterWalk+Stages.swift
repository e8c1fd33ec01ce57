extension ClusterFilterWalk {
  /// The clusters on either side of an insertion, which the walk does not copy next to it.
  struct Neighbours {
    let before: Substring
    let after: Substring
    /// The last code point before the insertion and the first after it.
    let beforeLast: UInt32?
    let afterFirst: UInt32?

    init(before: Substring, after: Substring) {
      self.before = before
      self.after = after
      beforeLast = before.unicodeScalars.last?.value
      afterFirst = after.unicodeScalars.first?.value
    }
  }

  /// What the walk keeps of each stage (the text after rule *j*): the last cluster kept, and
  /// the cluster kept before a run of removed clusters that has not ended yet, whose neighbours
  /// must stay apart when it ends.
  ///
  /// The rules one by one would each see the text the rules before them left; a cluster removed
  /// by rule *r* is gone from stage *r* on, so its neighbours meet there.
  struct StageRuns {
    /// How many stages (rules) there are.
    let count: Int
    /// For stage *j*: `4j`, `4j + 1` the last cluster kept (start −1: none; −3: the cluster
    /// before the insertion); `4j + 2`, `4j + 3` the cluster kept before the open run of removed
    /// clusters (the same values, and −2: no open run).
    private let slots: UnsafeMutableBufferPointer<Int>
    /// The clusters around the insertion.
    let neighbours: Neighbours
    private var openRunCount = 0
    /// Whether a run of removed clusters is open in some stage.
    var hasOpenRuns: Bool { openRunCount > 0 }
    /// Where the last cluster judged one by one ended: the code points between it and the next
    /// one are each a cluster of its own, kept by every rule and never joined by what follows
    /// (isolated ones, or single characters between known boundaries).
    var judgedEnd: Int

    private static let none = -1
    private static let closed = -2
    private static let before = -3

    /// Starts the stages with the cluster before the insertion, if any; `slots` holds four
    /// integers a stage.
    init(stages: Int, slots: UnsafeMutableBufferPointer<Int>, neighbours: Neighbours) {
      count = stages
      self.slots = slots
      self.neighbours = neighbours
      judgedEnd = 0
      slots.initialize(repeating: Self.closed)
      for stage in 0..<stages {
        let start = neighbours.before.isEmpty ? Self.none : Self.before
        slots[4 * stage] = start
        slots[4 * stage + 1] = start
      }
    }

    /// Keeps `cluster` in the stages before `stage`, ending their open runs; `false` when a run's
    /// neighbours might join.
    @inline(__always)
    mutating func keep(
      _ cluster: Range<Int>, through stage: Int, _ bytes: UnsafeBufferPointer<UInt8>
    ) -> Bool {
      if openRunCount > 0 {
        for index in 0..<stage where slots[4 * index + 2] != Self.closed {
          let anchor = slots[4 * index + 2]
          if anchor != Self.none,
            !apart(
              anchor, slots[4 * index + 3],
              rightFirst: GraphemeScanner.decode(bytes, at: cluster.lowerBound).0,
              right: text(cluster.lowerBound, cluster.upperBound, bytes), bytes)
          {
            return false
          }
          slots[4 * index + 2] = Self.closed
          openRunCount -= 1
        }
      }
      for index in 0..<stage {
        slots[4 * index] = cluster.lowerBound
        slots[4 * index + 1] = cluster.upperBound
      }
      return true
    }

    /// Opens a run of removed clusters in the stages from `stage` on, where none is open.
    @inline(__always)
    mutating func openRuns(from stage: Int) {
      for index in stage..<count where slots[4 * index + 2] == Self.closed {
        slots[4 * index + 2] = slots[4 * index]
        slots[4 * index + 3] = slots[4 * index + 1]
        openRunCount += 1
      }
    }

    /// Keeps the isolated code points skipped since the last judged cluster, up to `position`.
    @inline(__always)
    mutating func keepSkipped(upTo position: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
      guard position > judgedEnd else { return true }
      let skipped = UTF8Scalars(bytes, judgedEnd..<position)
      if openRunCount > 0 {
        guard keep(judgedEnd..<skipped.index(after: judgedEnd), through: count, bytes) else {
          return false
        }
      }
      return keep(skipped.index(before: position)..<position, through: count, bytes)
    }

    /// Ends the runs still open at the end of the insertion before the cluster after it; `false`
    /// when their neighbours might join.
    func endRuns(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
      guard openRunCount > 0, let afterFirst = neighbours.afterFirst else { return true }
      for index in 0..<count {
        let anchor = slots[4 * index + 2]
        guard anchor != Self.closed, anchor != Self.none else { continue }
        guard
          apart(anchor, slots[4 * index + 3], rightFirst: afterFirst, right: neighbours.after, bytes)
        else { return false }
      }
      return true
    }

    /// Whether the kept cluster from `start` to `end` (or the cluster before the insertion) and
    /// the kept cluster `right`, which starts with `rightFirst`, stay apart side by side: a
    /// known boundary between them, or the standard library's word on the pair.
    @inline(__always)
    private func apart(
      _ start: Int, _ end: Int, rightFirst: UInt32, right: @autoclosure () -> Substring,
      _ bytes: UnsafeBufferPointer<UInt8>
    ) -> Bool {
      GraphemeScanner.isKnownBoundary(lastValue(start, end, bytes), rightFirst)
        || staysApart(text(start, end, bytes), right())
    }

    /// The last code point of a kept cluster.
    @inline(__always)
    private func lastValue(_ start: Int, _ end: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
      guard start != Self.before else { return neighbours.beforeLast.unsafelyUnwrapped }
      return GraphemeScanner.decode(bytes, at: UTF8Scalars(bytes, start..<end).index(before: end)).0
    }

    /// The text of a kept cluster.
    private func text(_ start: Int, _ end: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Substring {
      guard start != Self.before else { return neighbours.before }
      return Substring(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
    }

    /// Whether the standard library breaks two clusters side by side into two.
    @inline(never)
    private func staysApart(_ left: Substring, _ right: Substring) -> Bool {
      (String(left) + right).count == 2
    }
  }
}
