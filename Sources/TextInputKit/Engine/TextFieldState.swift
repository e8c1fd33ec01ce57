/// The contents of a text field: its text, its selection and the text an input method is composing.
///
/// A caret is an empty selection. While a Chinese, Japanese or Korean keyboard composes a word, the
/// composed letters are already part of ``text`` and ``markedRange`` says where they are; they become
/// ordinary text when the input method commits a candidate.
///
/// Ranges are stored as `String` indices on grapheme cluster boundaries and are also available as
/// UTF-16 offsets, the unit of UIKit's `NSRange`:
///
/// ```swift
/// let field = TextFieldState(text: "你好😀", utf16Selection: 2..<2)
/// field.utf16Selection  // 2..<2
/// field.caretOffset         // 2 characters from the start
/// ```
///
/// Every initializer is total: a range past the end is clamped, and a range that splits a surrogate
/// pair or a grapheme cluster is widened to whole clusters.
public struct TextFieldState: Sendable, Hashable {
  /// The whole text, including any marked text.
  public private(set) var text: String
  /// The selected range; empty for a caret. Always on cluster boundaries.
  public private(set) var selection: Range<String.Index>
  /// The range of text an input method is composing, or `nil`.
  public private(set) var markedRange: Range<String.Index>?

  /// Creates a field with the caret at the end of `text`.
  public init(text: String = "") {
    self.text = text
    self.selection = text.endIndex..<text.endIndex
    self.markedRange = nil
  }

  /// Creates a field from UTF-16 ranges, as UIKit reports them.
  ///
  /// - Parameters:
  ///   - text: The field's text.
  ///   - utf16Selection: The selection in UTF-16 offsets; clamped and widened to clusters.
  ///   - utf16MarkedRange: The marked range in UTF-16 offsets, or `nil`.
  public init(text: String, utf16Selection: Range<Int>, utf16MarkedRange: Range<Int>? = nil) {
    self.text = text
    self.selection = text.clusterRange(utf16: utf16Selection)
    self.markedRange = utf16MarkedRange.map { text.clusterRange(utf16: $0) }
  }

  /// Creates a field from `String` ranges; the ranges are rounded to cluster boundaries.
  public init(
    text: String, selection: Range<String.Index>, markedRange: Range<String.Index>? = nil
  ) {
    self.text = text
    self.selection = text.clusterRange(selection)
    self.markedRange = markedRange.map { text.clusterRange($0) }
  }

  /// Whether an input method is composing text.
  public var hasMarkedText: Bool { markedRange != nil }

  /// The caret: the start of the selection.
  public var caret: String.Index { selection.lowerBound }

  /// The caret as a number of characters (grapheme clusters) from the start.
  public var caretOffset: Int { text.distance(from: text.startIndex, to: caret) }

  /// The selection in UTF-16 offsets.
  public var utf16Selection: Range<Int> { text.utf16Range(selection) }

  /// The marked range in UTF-16 offsets, or `nil`.
  public var utf16MarkedRange: Range<Int>? { markedRange.map { text.utf16Range($0) } }

  /// The text without the marked (still composing) part: what the policy judges.
  public var committedText: String {
    guard let marked = markedRange else { return text }
    return String(text[..<marked.lowerBound]) + text[marked.upperBound...]
  }

  /// The marked (composing) text, or an empty string.
  public var markedText: Substring {
    markedRange.map { text[$0] } ?? ""
  }

  /// Moves the selection; the range is clamped and widened to whole clusters.
  public mutating func select(_ range: Range<String.Index>) {
    selection = text.clusterRange(range)
  }

  /// Moves the selection, given in UTF-16 offsets; clamped and widened to whole clusters.
  public mutating func select(utf16 range: Range<Int>) {
    selection = text.clusterRange(utf16: range)
  }

  /// Replaces `range` with `replacement`, leaving the caret after it and ending any composition
  /// unless `marking` is set, in which case the inserted text becomes the marked text.
  ///
  /// This applies no policy: use ``InputPolicy/apply(_:to:)`` for user edits.
  mutating func replace(
    _ range: Range<String.Index>, with replacement: String, marking: Bool = false
  ) {
    let start = text.utf8.distance(from: text.startIndex, to: range.lowerBound)
    text.replaceSubrange(range, with: replacement)
    let lower = text.utf8.index(text.startIndex, offsetBy: start)
    let upper = text.utf8.index(lower, offsetBy: replacement.utf8.count)
    // The inserted text can join the character after it ("a" before a lone U+0301): the caret
    // then goes after the joined cluster.
    selection = text.clusterRange(upper..<upper)
    markedRange = marking && lower != upper ? text.clusterRange(lower..<upper) : nil
  }

  /// Ends any composition, keeping the composed text as ordinary text.
  mutating func unmarkText() { markedRange = nil }
}
