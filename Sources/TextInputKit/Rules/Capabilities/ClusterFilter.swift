/// A rule that removes inserted code points judging each grapheme cluster on its own, like
/// ``InputRules/RejectEmoji`` and ``InputRules/RejectInvisibles``: the rules that
/// `ClusterFilterWalk` runs together in one walk over a paste.
///
/// What a conforming rule says here must be exactly what its `review(_:)` does to a cluster
/// whose code points are all inserted; the differential tests (`ClusterFilterWalkTests`) hold
/// every conforming rule to that.
protocol ClusterFilter: InputRule {
  /// The rule named in the change that lists what the rule removed.
  var filterRule: RuleID { get }
  /// The message of that change.
  var filterMessage: LocalizedMessage { get }
  /// Whether the rule removes `value`, an isolated code point (see
  /// `GraphemeScanner.isIsolated(_:)`) that stands alone as a cluster.
  func removesIsolated(_ value: UInt32) -> Bool
  /// Whether ``removesIsolated(_:)`` is `false` for every isolated code point from U+3400 on:
  /// CJK ideographs and full-width forms, which the walk then skips without asking.
  var keepsIdeographs: Bool { get }
  /// What the rule does to `cluster`, all of whose code points are inserted.
  func verdict(on cluster: UTF8Scalars) -> ClusterVerdict
}

/// What a ``ClusterFilter`` does to one cluster.
enum ClusterVerdict {
  /// The cluster stays whole.
  case keep
  /// The cluster goes whole.
  case remove
  /// The rule removes part of the cluster: the walk leaves the edit to the rules one by one.
  case removePart
}

extension ClusterVerdict {
  /// The verdict of a rule that calls `cut` with the offset of each code point it removes.
  init(cutting cluster: UTF8Scalars, _ judge: (UTF8Scalars, (Int) -> Void) -> Void) {
    // The judges name each offset once, in order.
    var cut = 0
    var last = -1
    judge(cluster) { offset in
      if offset != last {
        cut += 1
        last = offset
      }
    }
    if cut == 0 {
      self = .keep
    } else {
      self = cut == cluster.count ? .remove : .removePart
    }
  }
}

/// A ``ClusterFilter`` that removes the code points `isHidden` hides outside an emoji
/// (`ProposedEdit.removeHiddenScalars(rule:message:isHidden:)`): the invisibles and zero-width
/// rules.
protocol HiddenScalarFilter: ClusterFilter {
  /// Whether `scalar` is hidden, inside an emoji or outside one.
  func isHidden(_ scalar: Unicode.Scalar, insideEmoji: Bool) -> Bool
}

extension HiddenScalarFilter {
  func removesIsolated(_ value: UInt32) -> Bool {
    isHidden(Unicode.Scalar(value).unsafelyUnwrapped, insideEmoji: false)
  }
  var keepsIdeographs: Bool { true }
  func verdict(on cluster: UTF8Scalars) -> ClusterVerdict {
    ClusterVerdict(cutting: cluster) { scalars, cut in
      ProposedEdit.cutHiddenScalars(of: scalars, inserted: 0..<Int.max, isHidden: isHidden, cut)
    }
  }
}
