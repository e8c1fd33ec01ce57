/// The one-range edit equivalent to an edit UIKit describes as a list of ranges — it replaces
/// the first range with the text and deletes the others — so that a controller judges the
/// whole change at once and its state never drifts from the field's.
///
/// The equivalent edit replaces the span from the first range's start to the last range's end
/// with what the span holds afterwards.
///
/// ```swift
/// let edit = RangeListEdit(ranges: [1..<2, 4..<5], replacement: "X", in: "abcdef")
/// edit.utf16Range   // 1..<5
/// edit.replacement  // "Xcd": "b" became "X", "e" was deleted
/// edit.resultingText(of: "abcdef")  // "aXcdf"
/// ```
public struct RangeListEdit: Sendable, Hashable {
  /// The span replaced, in UTF-16 offsets.
  public var utf16Range: Range<Int>
  /// What the span holds afterwards.
  public var replacement: String

  /// The equivalent edit, for ranges in UTF-16 offsets of `text`; ranges are clamped to the
  /// text, sorted, and overlapping ones merged. No range gives an insertion at 0.
  public init(ranges: [Range<Int>], replacement: String, in text: String) {
    let count = text.utf16.count
    let clamped = ranges.map {
      Swift.min(Swift.max($0.lowerBound, 0), count)..<Swift.min(Swift.max($0.upperBound, 0), count)
    }.sorted { $0.lowerBound < $1.lowerBound }
    var merged: [Range<Int>] = []
    for range in clamped {
      if let last = merged.last, range.lowerBound <= last.upperBound {
        merged[merged.count - 1] = last.lowerBound..<Swift.max(last.upperBound, range.upperBound)
      } else {
        merged.append(range)
      }
    }
    guard let first = merged.first, let last = merged.last else {
      self.utf16Range = 0..<0
      self.replacement = replacement
      return
    }
    let units = Array(text.utf16)
    var result = replacement
    for (previous, next) in zip(merged, merged.dropFirst()) {
      result += String(decoding: units[previous.upperBound..<next.lowerBound], as: UTF16.self)
    }
    self.utf16Range = first.lowerBound..<last.upperBound
    self.replacement = result
  }

  /// `text` after the edit.
  public func resultingText(of text: String) -> String {
    let units = Array(text.utf16)
    return String(decoding: units[..<utf16Range.lowerBound], as: UTF16.self) + replacement
      + String(decoding: units[utf16Range.upperBound...], as: UTF16.self)
  }
}
