/// One range replacement that a host applies to its text field, and the selection to set after it.
///
/// A correction is always a single replacement in the UTF-16 offsets of the text the field shows
/// *now*, so a UIKit host applies it with `replace(_:withText:)` and its undo stack stays valid:
///
/// ```swift
/// // "1380013800|" + paste "123" under .phoneCN: the host is told to insert "1" only.
/// TextCorrection(utf16Range: 10..<10, replacement: "1", selection: 11..<11)
/// // "138|" + "a" seen after the fact (notification mode): the host removes the "a".
/// TextCorrection(utf16Range: 3..<4, replacement: "", selection: 3..<3)
/// ```
public struct TextCorrection: Sendable, Hashable, CustomStringConvertible {
  /// The range to replace, in UTF-16 offsets of the field's current text.
  public var utf16Range: Range<Int>
  /// The text to put in its place.
  public var replacement: String
  /// The selection to set afterwards, in UTF-16 offsets of the corrected text.
  public var selection: Range<Int>

  /// Creates a correction.
  public init(utf16Range: Range<Int>, replacement: String, selection: Range<Int>) {
    self.utf16Range = utf16Range
    self.replacement = replacement
    self.selection = selection
  }

  public var description: String {
    "replace \(utf16Range.lowerBound)..<\(utf16Range.upperBound) with \"\(replacement)\", "
      + "select \(selection.lowerBound)..<\(selection.upperBound)"
  }

  /// Applies the correction to `text`, as a host would: for tests and tools.
  public func applied(to text: String) -> String {
    let range = text.clusterRange(utf16: utf16Range)
    return text[..<range.lowerBound] + replacement + text[range.upperBound...]
  }
}
