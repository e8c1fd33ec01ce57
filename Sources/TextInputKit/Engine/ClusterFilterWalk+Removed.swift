extension ClusterFilterWalk {
  /// The clusters a walk removed, in order, with the index of the rule that removed each.
  ///
  /// Each is packed in 8 bytes (its start, its length and the rule), so that a paste with many
  /// removals (every space of a long text) keeps a small list.
  ///
  /// The list is a buffer of its own, appended to without the checks of an array or a count of
  /// references: a walk over a hostile paste appends millions.
  struct RemovedClusters: ~Copyable {
    private var base: UnsafeMutablePointer<UInt64>?
    private var count = 0
    private var capacity = 0
    /// The bytes removed in all.
    private(set) var byteCount = 0

    /// The largest UTF-8 offset a removal can start at.
    static let largestOffset = Int(UInt32.max)
    /// The most rules a walk can name.
    static let mostRules = 255
    private static let largestLength = 1 << 24 - 1

    init() {}

    deinit { base?.deallocate() }

    var isEmpty: Bool { count == 0 }

    /// Adds a removed cluster; `false` for a cluster of 16 MB or more, which the walk leaves to
    /// the rules one by one. `remaining` is how many bytes the walk has left.
    @inline(__always)
    mutating func append(_ cluster: Range<Int>, by remover: Int, remaining: Int) -> Bool {
      guard cluster.count <= Self.largestLength else { return false }
      if count == capacity { grow(remaining: remaining) }
      (base.unsafelyUnwrapped + count).initialize(
        to: UInt64(cluster.lowerBound) << 32 | UInt64(cluster.count) << 8 | UInt64(remover))
      count += 1
      byteCount += cluster.count
      return true
    }

    /// Makes room: at first for one removal in four bytes of what is left (every other
    /// character of "😀a\u{200B}" is one), then twice as much. Capacity that no removal fills
    /// is never touched, so it costs address space, not memory.
    @inline(never)
    private mutating func grow(remaining: Int) {
      let grown = base == nil ? Swift.max(remaining / 4, 64) : capacity * 2
      let buffer = UnsafeMutablePointer<UInt64>.allocate(capacity: grown)
      if let base {
        buffer.moveInitialize(from: base, count: count)
        base.deallocate()
      }
      base = buffer
      capacity = grown
    }

    /// Calls `body` with each removed cluster and the index of its rule, in order.
    func forEach(_ body: (Range<Int>, Int) -> Void) {
      guard let base else { return }
      for index in 0..<count {
        let entry = base[index]
        let start = Int(entry >> 32)
        body(start..<start + Int(entry >> 8 & 0xFF_FFFF), Int(entry & 0xFF))
      }
    }
  }
}
