internal import Algorithms

/// Whether normalising to NFC can change text, from a generated table (``NFCQuickCheckTables``).
///
/// NFC replaces some code points (`NFC_Quick_Check=No`: "Ω" U+2126 becomes "Ω" U+03A9) and
/// composes others with what precedes them (`NFC_Quick_Check=Maybe`: "e" + U+0301 becomes "é").
/// Text without any of them is already in NFC, up to the order of combining marks, which does not
/// change a sum of per code point weights.
///
/// ```swift
/// NFCQuickCheck.mayChange("\u{0301}")  // true
/// NFCQuickCheck.mayChange("é")         // false
/// ```
package enum NFCQuickCheck {
  /// Whether NFC may replace `scalar` or compose it with a preceding code point.
  ///
  /// - Complexity: O(1) below U+0300, O(log *n*) in the table's ranges otherwise.
  @inlinable @inline(__always)
  package static func mayChange(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if value < 0x300 { return false }
    // The range before the first that starts after `value` is the last starting at or before it.
    let next = NFCQuickCheckTables.ranges.partitioningIndex { $0.first > value }
    return next > 0 && value <= NFCQuickCheckTables.ranges[next - 1].last
  }
}
