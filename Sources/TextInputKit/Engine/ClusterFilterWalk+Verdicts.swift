extension ClusterFilterWalk {
  /// What the rules do to one cluster.
  enum Verdict: Equatable {
    /// Every rule keeps it.
    case keep
    /// The rule at this index is the first to remove it whole.
    case remove(Int)
    /// A rule removes part of it.
    case removePart
  }

  /// The verdicts on the clusters of one walk, remembered by their UTF-8: a paste repeats its
  /// emoji and symbols, and a verdict depends on the cluster alone.
  ///
  /// A table of ``slots`` clusters of at most 24 bytes: a cluster goes in one of the four slots
  /// from the one its bytes hash to, or, when all four are taken, in place of the first. Memory
  /// stays the same whatever the paste.
  struct VerdictCache {
    private struct Entry {
      var words: (UInt64, UInt64, UInt64)
      var count: Int
      var verdict: Verdict
    }

    static let slots = 512
    private var entries: [Entry?] = []
    /// Clusters of one code point, by the code point: one slot each of ``singleSlots``, the
    /// last cluster that hashed there.
    private var singles: [(value: UInt32, verdict: Verdict)] = []
    static let singleSlots = 256

    /// ``verdict(on:of:)`` for `cluster`, which is the one code point `value`.
    mutating func verdict(
      onCodePoint value: UInt32, _ cluster: UTF8Scalars, of filters: [any ClusterFilter]
    ) -> Verdict {
      if singles.isEmpty { singles = Array(repeating: (UInt32.max, .keep), count: Self.singleSlots) }
      let slot = Int(truncatingIfNeeded: (UInt64(value) &* 0x9E37_79B9_7F4A_7C15) &>> 56)
      if singles[slot].value == value { return singles[slot].verdict }
      let verdict = Self.judge(cluster, filters)
      singles[slot] = (value, verdict)
      return verdict
    }

    /// The verdict of `filters`, in order, on `cluster`, whose code points are all inserted.
    mutating func verdict(on cluster: UTF8Scalars, of filters: [any ClusterFilter]) -> Verdict {
      let bytes = cluster.utf8
      guard bytes.count <= 24 else { return Self.judge(cluster, filters) }
      var words: (UInt64, UInt64, UInt64) = (0, 0, 0)
      withUnsafeMutableBytes(of: &words) { $0.copyMemory(from: UnsafeRawBufferPointer(bytes)) }
      var mixed = words.0 ^ (words.1 &* 0x9E37_79B9_7F4A_7C15) ^ (words.2 &* 0xC2B2_AE3D_27D4_EB4F)
      mixed ^= mixed >> 29
      mixed &*= 0xFF51_AFD7_ED55_8CCD
      mixed ^= mixed >> 32
      let first = Int(truncatingIfNeeded: mixed) & (Self.slots - 1)
      if entries.isEmpty { entries = Array(repeating: nil, count: Self.slots) }
      var free: Int?
      for probe in 0..<4 {
        let slot = (first + probe) & (Self.slots - 1)
        guard let entry = entries[slot] else {
          free = free ?? slot
          continue
        }
        if entry.count == bytes.count, entry.words == words { return entry.verdict }
      }
      let verdict = Self.judge(cluster, filters)
      entries[free ?? first] = Entry(words: words, count: bytes.count, verdict: verdict)
      return verdict
    }

    private static func judge(_ cluster: UTF8Scalars, _ filters: [any ClusterFilter]) -> Verdict {
      for (index, filter) in filters.enumerated() {
        switch filter.verdict(on: cluster) {
        case .keep: continue
        case .remove: return .remove(index)
        case .removePart: return .removePart
        }
      }
      return .keep
    }
  }
}
