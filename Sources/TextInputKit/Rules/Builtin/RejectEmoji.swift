extension InputRules {
  /// Keeps emoji out: every grapheme cluster that displays as an emoji.
  ///
  /// "25°C", "℃", "★" and "©" are not emoji and pass; "©️", "1️⃣", flags, skin tones and ZWJ
  /// sequences are removed whole, never in part. A skin tone that follows a letter joins it into
  /// one character that shows as an emoji; the skin tone goes and the letter stays.
  ///
  /// ```swift
  /// let nickname = InputPolicy { .rejectEmoji }
  /// // "Hi|" + "😀"    → rejected: "Emoji are not allowed here."
  /// // "Hi|" + "a👍🏽b" → "Hiab|"
  /// // "H|" + "i🏽"    → "Hi|"
  /// ```
  public struct RejectEmoji: InputRule, Hashable, Codable {
    public init() {}

    /// Looks only at the inserted text and its neighbours.
    public var inspectsWholeText: Bool { false }

    public func review(_ edit: inout ProposedEdit) {
      // A skin tone on what is no emoji by itself (a letter, a digit, "©", or nothing): the
      // skin tone goes, the letter stays. On "👍" or "☝" it is part of the emoji.
      edit.removeInsertedScalars(
        rule: filterRule, message: filterMessage,
        mayReject: { Self.isSkinTone($0.value) }
      ) { cluster, inserted, cut in
        Self.cutStraySkinTones(of: cluster.unicodeScalars, inserted: inserted, cut)
      }
      if edit.replacement.isEmpty { return }
      edit.removeInsertedClusters(
        rule: filterRule, message: filterMessage,
        // A lone isolated code point (Latin, CJK, full-width) is never an emoji. Tags after a
        // letter or a digit make no emoji; the invisibles and zero-width rules reject them.
        rejectingCodePoints: { scalars, single in
          single == nil && HostileCharacters.isEmojiWithoutStrayTags(scalars)
        },
        rejecting: { HostileCharacters.isEmojiWithoutStrayTags($0.unicodeScalars) })
    }
  }
}

extension InputRules.RejectEmoji {
  static func isSkinTone(_ value: UInt32) -> Bool { 0x1F3FB...0x1F3FF ~= value }

  /// Calls `cut` with the offset of each inserted skin tone of a cluster that is an emoji only
  /// because of it: on a letter, a digit, "©", or nothing. On "👍" or "☝" it is part of the emoji.
  static func cutStraySkinTones<Scalars: Collection<Unicode.Scalar>>(
    of scalars: Scalars, inserted: Range<Int>, _ cut: (Int) -> Void
  ) {
    guard let first = scalars.first, !first.properties.isEmojiPresentation,
      !first.properties.isEmojiModifierBase, EmojiClassifier.isEmoji(scalars)
    else { return }
    var index = 0
    for scalar in scalars {
      if inserted.contains(index), isSkinTone(scalar.value) { cut(index) }
      index += 1
    }
  }
}

extension InputRules.RejectEmoji: ClusterFilter {
  var filterRule: RuleID { .emoji }
  var filterMessage: LocalizedMessage { LocalizedMessage("emoji.notAllowed") }
  /// A lone isolated code point is never an emoji.
  func removesIsolated(_ value: UInt32) -> Bool { false }
  var keepsIdeographs: Bool { true }

  func verdict(on cluster: UTF8Scalars) -> ClusterVerdict {
    // The two passes of `review(_:)`: stray skin tones first, then whole emoji.
    if cluster.contains(where: { Self.isSkinTone($0.value) }) {
      var cutsPart = false
      Self.cutStraySkinTones(of: cluster, inserted: 0..<Int.max) { _ in cutsPart = true }
      if cutsPart { return .removePart }
    }
    return HostileCharacters.isEmojiWithoutStrayTags(cluster) ? .remove : .keep
  }
}

extension InputRule where Self == InputRules.RejectEmoji {
  /// Rejects emoji.
  public static var rejectEmoji: Self { InputRules.RejectEmoji() }
}

extension InputRules.RejectEmoji: PartReviewingRule {}
