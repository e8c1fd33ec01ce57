extension Int {
  /// `self + other`, or `Int.max` (`Int.min`) when the sum would overflow.
  ///
  /// Lengths are added and multiplied with these: a limit may be as large as `Int.max` under any
  /// metric and weights may be anything a policy file holds, and none of it may trap.
  ///
  /// ```swift
  /// Int.max.saturatingAdd(1)       // Int.max
  /// 280.saturatingMultiply(100)    // 28000
  /// ```
  @inlinable @inline(__always)
  package func saturatingAdd(_ other: Int) -> Int {
    let (sum, overflow) = addingReportingOverflow(other)
    guard overflow else { return sum }
    return other > 0 ? .max : .min
  }

  /// `self - other`, or `Int.max` (`Int.min`) when the difference would overflow.
  @inlinable @inline(__always)
  package func saturatingSubtract(_ other: Int) -> Int {
    let (difference, overflow) = subtractingReportingOverflow(other)
    guard overflow else { return difference }
    return other < 0 ? .max : .min
  }

  /// `self * other`, or `Int.max` (`Int.min`) when the product would overflow.
  @inlinable @inline(__always)
  package func saturatingMultiply(_ other: Int) -> Int {
    let (product, overflow) = multipliedReportingOverflow(by: other)
    guard overflow else { return product }
    return (self < 0) == (other < 0) ? .max : .min
  }
}
