/// A proposed change to a field: replace a range with a string.
///
/// ```swift
/// let typing = Edit(replacing: 3..<3, with: "8", source: .typing)   // UTF-16 offsets
/// let paste = Edit(replacing: field.selection, with: "13800138000", source: .paste)
/// ```
public struct Edit: Sendable, Hashable {
  /// What the edit replaces, in one of two forms.
  public enum Location: Sendable, Hashable {
    /// UTF-16 offsets, as UIKit's `NSRange` gives them.
    case utf16(Range<Int>)
    /// Indices into the field's text.
    case indices(Range<String.Index>)
  }

  /// The range the edit replaces.
  public var location: Location
  /// The text that replaces the range; empty for a deletion.
  public var replacement: String
  /// Where the edit came from.
  public var source: EditSource

  /// Creates an edit from UTF-16 offsets.
  public init(replacing utf16Range: Range<Int>, with replacement: String, source: EditSource) {
    self.location = .utf16(utf16Range)
    self.replacement = replacement
    self.source = source
  }

  /// Creates an edit from indices into the field's text.
  public init(
    replacing range: Range<String.Index>, with replacement: String, source: EditSource
  ) {
    self.location = .indices(range)
    self.replacement = replacement
    self.source = source
  }

  /// The range in UTF-16 offsets of `text`: as given, or the indices widened to whole clusters.
  ///
  /// The one place an edit's location becomes offsets, for the engine and the adapters alike.
  ///
  /// ```swift
  /// let text = "e\u{301}x"                         // "éx", "é" written as two code points
  /// let accent = text.unicodeScalars.index(after: text.startIndex)
  /// Edit(replacing: accent..<text.endIndex, with: "", source: .deletion).utf16Range(in: text)
  /// // 0..<3: the accent's index is widened to the start of its character
  /// Edit(replacing: 1..<2, with: "", source: .deletion).utf16Range(in: text)  // 1..<2, as given
  /// ```
  ///
  /// - Complexity: O(1) for UTF-16 offsets, without reading `text`; O(*n*) for indices.
  package func utf16Range(in text: @autoclosure () -> String) -> Range<Int> {
    switch location {
    case .utf16(let range): return range
    case .indices(let range):
      let text = text()
      return text.utf16Range(text.clusterRange(range))
    }
  }

  /// The range in `text`, clamped and widened to whole clusters.
  func range(in text: String) -> Range<String.Index> {
    switch location {
    case .utf16(let range): return text.clusterRange(utf16: range)
    case .indices(let range): return text.clusterRange(range)
    }
  }
}

extension Edit {
  /// Typing `text` at the field's selection.
  public static func typing(_ text: String, in field: TextFieldState) -> Edit {
    Edit(replacing: field.markedRange ?? field.selection, with: text, source: .typing)
  }

  /// Pasting `text` at the field's selection.
  public static func paste(_ text: String, in field: TextFieldState) -> Edit {
    Edit(replacing: field.selection, with: text, source: .paste)
  }

  /// Backspace: deletes the selection, or the cluster before the caret.
  ///
  /// Returns `nil` when there is nothing to delete.
  public static func backspace(in field: TextFieldState) -> Edit? {
    if !field.selection.isEmpty {
      return Edit(replacing: field.selection, with: "", source: .deletion)
    }
    guard field.caret > field.text.startIndex else { return nil }
    let start = field.text.index(before: field.caret)
    return Edit(replacing: start..<field.caret, with: "", source: .deletion)
  }
}
