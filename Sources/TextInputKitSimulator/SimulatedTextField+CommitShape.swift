extension SimulatedTextField {
  /// How the field commits a candidate the person chooses while text is marked: Apple documents
  /// none of these, so a test runs under each (``allCases``).
  ///
  /// ```swift
  /// // "138⟨ab⟩|", commit "啊":
  /// // .unasked           → no question; "138啊|" and the text-did-change notification
  /// // .markedRange       → shouldChangeRanges([3..<5], "啊"), then as above on a yes
  /// // .endOfMarkedRange  → shouldChangeRanges([5..<5], "啊"), then as above on a yes
  /// ```
  public enum CommitShape: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// iOS 18 and earlier: the candidate replaces the marked text without a delegate question.
    case unasked
    /// iOS 26: the ranges question (`shouldChangeCharactersInRanges`) names the marked range.
    case markedRange
    /// iOS 26, as reported on Apple's developer forums (thread 801013): the ranges question
    /// names the empty range at the end of the marked text, while the field replaces the whole
    /// marked text.
    case endOfMarkedRange

    public var description: String { rawValue }

    /// The ranges question a commit of the marked `range` asks, or `nil` when it asks none.
    func question(for range: Range<Int>) -> [Range<Int>]? {
      switch self {
      case .unasked: nil
      case .markedRange: [range]
      case .endOfMarkedRange: [range.upperBound..<range.upperBound]
      }
    }
  }
}
