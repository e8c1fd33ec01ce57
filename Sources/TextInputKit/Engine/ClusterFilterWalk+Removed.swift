extension ClusterFilterWalk {
  /// The clusters a walk removed, in order, with the index of the rule that removed each.
  ///
  /// Each is packed in 8 bytes (its start, its length and the rule), so that a paste with many
  /// removals (every space of a long text) keeps a small list.
  struct RemovedClusters {
    private var packed: [UInt64] = []
    /// The bytes removed in all.
    private(set) var byteCount = 0

    /// The largest UTF-8 offset a removal can start at.
    static let largestOffset = Int(UInt32.max)
    /// The most rules a walk can name.
    static let mostRules = 255
    private static let largestLength = 1 << 24 - 1

    var isEmpty: Bool { packed.isEmpty }

    /// Adds a removed cluster; `false` for a cluster of 16 MB or more, which the walk leaves to
    /// the rules one by one. `remaining` is how many bytes the walk has left.
    @inline(__always)
    mutating func append(_ cluster: Range<Int>, by remover: Int, remaining: Int) -> Bool {
      guard cluster.count <= Self.largestLength else { return false }
      if packed.isEmpty {
        // About one removal in a word or an emoji, up to 64 K before the list grows.
        packed.reserveCapacity((remaining / 16).clamped(to: 64...(1 << 16)))
      }
      packed.append(UInt64(cluster.lowerBound) << 32 | UInt64(cluster.count) << 8 | UInt64(remover))
      byteCount += cluster.count
      return true
    }

    /// Calls `body` with each removed cluster and the index of its rule, in order.
    func forEach(_ body: (Range<Int>, Int) -> Void) {
      for packed in packed {
        let start = Int(packed >> 32)
        body(start..<start + Int(packed >> 8 & 0xFF_FFFF), Int(packed & 0xFF))
      }
    }
  }
}
