/// Prefix sums over a list of counts, with updates and searches in O(log *n*).
struct FenwickTree: Sendable, Hashable {
  private var tree: [Int]

  /// Builds the tree over `counts`.
  ///
  /// - Complexity: O(*n*).
  init(_ counts: [Int]) {
    tree = [0] + counts
    for index in 1..<tree.count {
      let parent = index + (index & -index)
      if parent < tree.count { tree[parent] += tree[index] }
    }
  }

  /// How many counts there are.
  var count: Int { tree.count - 1 }

  /// The sum of all counts.
  var total: Int { prefixSum(count) }

  /// The count at `position`.
  func count(at position: Int) -> Int {
    prefixSum(position + 1) - prefixSum(position)
  }

  /// Every count, in order: the inverse of ``init(_:)``.
  ///
  /// - Complexity: O(*n*), where a ``count(at:)`` a position is O(*n* log *n*).
  var counts: [Int] {
    var counts = tree
    for index in stride(from: counts.count - 1, to: 0, by: -1) {
      let parent = index + (index & -index)
      if parent < counts.count { counts[parent] -= counts[index] }
    }
    counts.removeFirst()
    return counts
  }

  /// Adds `delta` to the count at `position`.
  mutating func add(_ delta: Int, at position: Int) {
    var index = position + 1
    while index < tree.count {
      tree[index] += delta
      index += index & -index
    }
  }

  /// The sum of the first `length` counts.
  func prefixSum(_ length: Int) -> Int {
    var sum = 0
    var index = length
    while index > 0 {
      sum += tree[index]
      index -= index & -index
    }
    return sum
  }

  /// The position whose range of the running sum holds `value`: the largest `p` with
  /// `prefixSum(p) < value`, or 0 for a value of 0. Returns the position and `prefixSum(p)`.
  ///
  /// - Complexity: O(log *n*): one descent of the tree, where a `partitioningIndex(where:)` over
  ///   the positions would compute a prefix sum at each step, O(log² *n*).
  func position(holding value: Int) -> (position: Int, start: Int) {
    var position = 0
    var remaining = value
    var step = 1
    while step * 2 < tree.count { step *= 2 }
    while step > 0 {
      let next = position + step
      if next < tree.count && tree[next] < remaining {
        position = next
        remaining -= tree[next]
      }
      step /= 2
    }
    return (Swift.min(position, Swift.max(count - 1, 0)), value - remaining)
  }
}
