extension InputRules {
  /// Caps the combining marks stacked on one character, against "zalgo" text that spills over
  /// the lines around it.
  ///
  /// Of a character with more than `limit` combining marks (accents, vowel signs, enclosing
  /// marks), the inserted marks beyond the limit are removed, the last first; the letter and the
  /// marks within the limit stay. Marks typed one at a time onto a character are judged with it,
  /// so the mark that goes over the limit is rejected. When the marks over the limit are already
  /// in the text (a letter typed before a run of marks), the inserted part of the character is
  /// removed. Emoji sequences (keycaps, variation selectors) are not counted. Three is enough for
  /// Vietnamese ("ệ" decomposed), most Indic syllables and IPA.
  ///
  /// ```swift
  /// let comment = InputPolicy { .maxCombiningMarks(3) }
  /// // "|" + "ê\u{301}"                           → "ế|"
  /// // "|" + "Z\u{351}\u{36B}\u{343}\u{36A}a"     → "Z\u{351}\u{36B}\u{343}a|"  (the 4th mark goes)
  /// // "e\u{301}\u{302}\u{303}|" + "\u{304}"       → rejected: "At most 3 combining marks on a character."
  /// ```
  ///
  /// - Complexity: O(*m*) in the length of the inserted text.
  public struct MaxCombiningMarks: InputRule, Hashable, Codable {
    /// The most combining marks one character may carry.
    public var limit: Int

    public init(_ limit: Int) { self.limit = Swift.max(limit, 0) }

    /// The feedback message in ``MessageLanguage/current``: "At most 3 combining marks on a
    /// character."
    public var message: String { localizedMessage.text() }

    /// The feedback message as a key and its arguments: `maxCombiningMarks.atMost`, with the
    /// limit as `count`.
    public var localizedMessage: LocalizedMessage {
      LocalizedMessage("maxCombiningMarks.atMost", ["count": String(limit)])
    }

    public var inspectsWholeText: Bool { false }

    public func review(_ edit: inout ProposedEdit) {
      let message = localizedMessage
      // The inserted marks over the limit go, the last first; ASCII holds no mark.
      let insertsMarks =
        !edit.replacement.isASCII && HostileCharacters.containsCombiningMark(edit.replacement)
      if insertsMarks {
        removeInsertedMarks(&edit, message: message)
      }
      if edit.replacement.isEmpty { return }
      // Into an empty field every cluster is inserted whole: without an inserted mark, none
      // carries one.
      if !insertsMarks && edit.prefix.isEmpty && edit.suffix.isEmpty { return }
      // Marks over the limit that were already in the text: the inserted part goes.
      let rejects = { HostileCharacters.combiningMarkCount(in: $0, limit: limit) > limit }
      edit.removeInsertedClusters(
        rule: .maxCombiningMarks, message: message,
        // A cluster of one code point carries no mark after its first.
        // Nor does one whose code points after the first are none of them a mark ("👍🏽").
        rejectingCodePoints: { scalars, single in
          single == nil
            && scalars.dropFirst().contains { HostileCharacters.isCombiningMark($0) }
            && rejects(Character(String(decoding: scalars.utf8, as: UTF8.self)))
        },
        rejecting: rejects)
    }

    /// Removes the inserted marks over the limit of each character, the last first.
    private func removeInsertedMarks(_ edit: inout ProposedEdit, message: LocalizedMessage) {
      edit.removeInsertedScalars(
        rule: .maxCombiningMarks, message: message,
        mayReject: { $0.value >= 0x300 && HostileCharacters.isCombiningMark($0) }
      ) { cluster, inserted, cut in
        let marks = HostileCharacters.combiningMarkCount(in: cluster)
        guard marks > limit else { return }
        var excess = marks - limit
        let scalars = Array(cluster.unicodeScalars)
        for index in inserted.reversed() where excess > 0 && index > 0 {
          if HostileCharacters.isCombiningMark(scalars[index]) {
            cut(index)
            excess -= 1
          }
        }
      }
    }
  }
}

extension InputRule where Self == InputRules.MaxCombiningMarks {
  /// At most `limit` combining marks on one character.
  public static func maxCombiningMarks(_ limit: Int) -> Self { InputRules.MaxCombiningMarks(limit) }
}

extension InputRules.MaxCombiningMarks: PartReviewingRule {
  /// Transparent: the rule judges each cluster as it stands, so a part of a paste keeps
  /// what the whole keeps.
  var partReviewRole: PartReviewRole { .transparent }
}
