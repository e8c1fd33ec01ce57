extension ClusterFilter {
  /// Transparent: the rule judges each cluster as it stands, so a part of a paste keeps what
  /// the whole keeps.
  var partReviewRole: PartReviewRole { .transparent }
}

extension HiddenScalarFilter {
  /// Looks only at the inserted text and its neighbours.
  public var inspectsWholeText: Bool { false }

  /// Removes the inserted code points that ``isHidden(_:insideEmoji:)`` hides, keeping the
  /// character they were attached to: `"h|"` + `"i\u{200B}"` → `"hi|"`; a character made only
  /// of hidden code points goes whole.
  public func review(_ edit: inout ProposedEdit) {
    edit.removeHiddenScalars(rule: filterRule, message: filterMessage, isHidden: isHidden)
  }
}
