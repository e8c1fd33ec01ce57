extension ClusterFilterWalk {
  /// What the walk keeps of each stage (the text after rule *j*): the last cluster kept, and
  /// the cluster kept before a run of removed clusters that has not ended yet, whose neighbours
  /// must stay apart when it ends.
  ///
  /// The rules one by one would each see the text the rules before them left; a cluster removed
  /// by rule *r* is gone from stage *r* on, so its neighbours meet there.
  struct StageRuns {
    /// How many stages (rules) there are.
    let count: Int
    /// For stage *j*: `4j`, `4j + 1` the last cluster kept (start −1: none); `4j + 2`, `4j + 3`
    /// the cluster kept before the open run of removed clusters (start −1: the run started at
    /// the start of the text; −2: no open run).
    private let slots: UnsafeMutableBufferPointer<Int>
    private var openRuns = 0
    /// Whether a run of removed clusters is open in some stage.
    var hasOpenRuns: Bool { openRuns > 0 }
    /// Where the last cluster judged one by one ended: the code points between it and the next
    /// one are isolated and kept by every rule.
    var judgedEnd: Int

    private static let none = -1
    private static let closed = -2

    /// Starts the stages with `before`, the cluster before the insertion, if any; `slots` holds
    /// four integers a stage.
    init(stages: Int, slots: UnsafeMutableBufferPointer<Int>, before: Range<Int>?) {
      count = stages
      self.slots = slots
      judgedEnd = before?.upperBound ?? 0
      slots.initialize(repeating: Self.closed)
      for stage in 0..<stages {
        slots[4 * stage] = before?.lowerBound ?? Self.none
        slots[4 * stage + 1] = before?.upperBound ?? Self.none
      }
    }

    /// Keeps `cluster` in the stages before `stage`, ending their open runs; `false` when a run's
    /// neighbours might join.
    @inline(__always)
    mutating func keep(
      _ cluster: Range<Int>, through stage: Int, _ bytes: UnsafeBufferPointer<UInt8>
    ) -> Bool {
      if openRuns > 0 {
        for index in 0..<stage where slots[4 * index + 2] != Self.closed {
          let anchor = slots[4 * index + 2]
          if anchor != Self.none,
            !Self.apart(anchor..<slots[4 * index + 3], cluster, bytes)
          {
            return false
          }
          slots[4 * index + 2] = Self.closed
          openRuns -= 1
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
        openRuns += 1
      }
    }

    /// Keeps the isolated code points skipped since the last judged cluster, up to `position`.
    @inline(__always)
    mutating func keepSkipped(upTo position: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
      guard position > judgedEnd else { return true }
      let skipped = UTF8Scalars(bytes, judgedEnd..<position)
      if openRuns > 0 {
        guard keep(judgedEnd..<skipped.index(after: judgedEnd), through: count, bytes) else {
          return false
        }
      }
      return keep(skipped.index(before: position)..<position, through: count, bytes)
    }

    /// Ends the runs still open at the end of the insertion before `after`, the cluster after
    /// it; `false` when their neighbours might join.
    func endRuns(at after: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
      guard openRuns > 0 else { return true }
      for index in 0..<count where slots[4 * index + 2] >= 0 {
        if !Self.apart(slots[4 * index + 2]..<slots[4 * index + 3], after, bytes) { return false }
      }
      return true
    }

    /// Whether two kept clusters stay apart when they stand side by side.
    private static func apart(
      _ left: Range<Int>, _ right: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>
    ) -> Bool {
      let leftLast = GraphemeScanner.decode(bytes, at: UTF8Scalars(bytes, left).index(before: left.upperBound)).0
      if GraphemeScanner.isKnownBoundary(leftLast, GraphemeScanner.decode(bytes, at: right.lowerBound).0) {
        return true
      }
      return pairStaysApart(left, right, bytes)
    }

    /// Whether the standard library breaks two clusters side by side into two.
    @inline(never)
    private static func pairStaysApart(
      _ left: Range<Int>, _ right: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>
    ) -> Bool {
      var pair = String(decoding: UnsafeBufferPointer(rebasing: bytes[left]), as: UTF8.self)
      pair += String(decoding: UnsafeBufferPointer(rebasing: bytes[right]), as: UTF8.self)
      return pair.count == 2
    }
  }
}
