extension Comparable {
  /// The value, moved into `limits` when it is outside them: the scalar form of the standard
  /// library's `Range.clamped(to:)`.
  ///
  /// ```swift
  /// 7.clamped(to: 0...4)   // 4
  /// (-2).clamped(to: 0...4)  // 0
  /// ```
  func clamped(to limits: ClosedRange<Self>) -> Self {
    Swift.min(Swift.max(self, limits.lowerBound), limits.upperBound)
  }
}
